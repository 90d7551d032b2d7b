package org.banneret.dsl.parser.antlr.internal;

// Hack: Use our own Lexer superclass by means of import. 
// Currently there is no other way to specify the superclass for the lexer.
import org.eclipse.xtext.parser.antlr.Lexer;


import org.antlr.runtime.*;
import java.util.Stack;
import java.util.List;
import java.util.ArrayList;

@SuppressWarnings("all")
public class InternalBanneretLexer extends Lexer {
    public static final int T__144=144;
    public static final int T__143=143;
    public static final int T__146=146;
    public static final int T__50=50;
    public static final int T__145=145;
    public static final int T__140=140;
    public static final int T__142=142;
    public static final int T__141=141;
    public static final int T__59=59;
    public static final int T__55=55;
    public static final int T__56=56;
    public static final int T__57=57;
    public static final int T__58=58;
    public static final int T__51=51;
    public static final int T__137=137;
    public static final int T__52=52;
    public static final int T__136=136;
    public static final int T__53=53;
    public static final int T__139=139;
    public static final int T__54=54;
    public static final int T__138=138;
    public static final int T__133=133;
    public static final int T__132=132;
    public static final int T__60=60;
    public static final int T__135=135;
    public static final int T__61=61;
    public static final int T__134=134;
    public static final int RULE_ID=5;
    public static final int T__131=131;
    public static final int T__130=130;
    public static final int RULE_INT=6;
    public static final int T__66=66;
    public static final int T__67=67;
    public static final int T__129=129;
    public static final int T__68=68;
    public static final int T__69=69;
    public static final int T__62=62;
    public static final int T__126=126;
    public static final int T__63=63;
    public static final int T__125=125;
    public static final int T__64=64;
    public static final int T__128=128;
    public static final int T__65=65;
    public static final int T__127=127;
    public static final int T__166=166;
    public static final int T__165=165;
    public static final int T__168=168;
    public static final int T__167=167;
    public static final int T__162=162;
    public static final int T__161=161;
    public static final int T__164=164;
    public static final int T__163=163;
    public static final int T__160=160;
    public static final int T__37=37;
    public static final int T__38=38;
    public static final int T__39=39;
    public static final int T__33=33;
    public static final int T__34=34;
    public static final int T__35=35;
    public static final int T__36=36;
    public static final int T__159=159;
    public static final int T__30=30;
    public static final int T__158=158;
    public static final int T__31=31;
    public static final int T__32=32;
    public static final int T__155=155;
    public static final int T__154=154;
    public static final int T__157=157;
    public static final int T__156=156;
    public static final int T__151=151;
    public static final int T__150=150;
    public static final int T__153=153;
    public static final int T__152=152;
    public static final int T__48=48;
    public static final int T__49=49;
    public static final int T__44=44;
    public static final int T__45=45;
    public static final int T__46=46;
    public static final int T__47=47;
    public static final int T__40=40;
    public static final int T__148=148;
    public static final int T__41=41;
    public static final int T__147=147;
    public static final int T__42=42;
    public static final int T__43=43;
    public static final int T__149=149;
    public static final int T__100=100;
    public static final int T__102=102;
    public static final int T__101=101;
    public static final int T__19=19;
    public static final int T__15=15;
    public static final int T__16=16;
    public static final int T__17=17;
    public static final int T__18=18;
    public static final int T__11=11;
    public static final int T__12=12;
    public static final int T__13=13;
    public static final int T__14=14;
    public static final int T__26=26;
    public static final int T__27=27;
    public static final int T__28=28;
    public static final int T__29=29;
    public static final int T__22=22;
    public static final int T__23=23;
    public static final int T__24=24;
    public static final int T__25=25;
    public static final int T__20=20;
    public static final int T__21=21;
    public static final int T__122=122;
    public static final int T__121=121;
    public static final int T__124=124;
    public static final int T__123=123;
    public static final int T__120=120;
    public static final int RULE_SL_COMMENT=9;
    public static final int T__119=119;
    public static final int T__118=118;
    public static final int T__115=115;
    public static final int EOF=-1;
    public static final int T__114=114;
    public static final int T__117=117;
    public static final int T__116=116;
    public static final int T__111=111;
    public static final int T__110=110;
    public static final int T__113=113;
    public static final int T__112=112;
    public static final int T__108=108;
    public static final int T__107=107;
    public static final int T__109=109;
    public static final int T__104=104;
    public static final int T__103=103;
    public static final int T__106=106;
    public static final int T__105=105;
    public static final int RULE_ML_COMMENT=8;
    public static final int T__91=91;
    public static final int T__92=92;
    public static final int T__187=187;
    public static final int T__93=93;
    public static final int T__94=94;
    public static final int T__184=184;
    public static final int T__183=183;
    public static final int T__186=186;
    public static final int T__90=90;
    public static final int T__185=185;
    public static final int T__180=180;
    public static final int T__182=182;
    public static final int T__181=181;
    public static final int T__99=99;
    public static final int T__95=95;
    public static final int T__96=96;
    public static final int T__97=97;
    public static final int T__98=98;
    public static final int T__177=177;
    public static final int T__176=176;
    public static final int T__179=179;
    public static final int T__178=178;
    public static final int T__173=173;
    public static final int T__172=172;
    public static final int T__175=175;
    public static final int T__174=174;
    public static final int T__171=171;
    public static final int T__170=170;
    public static final int T__169=169;
    public static final int T__70=70;
    public static final int T__71=71;
    public static final int T__72=72;
    public static final int RULE_STRING=4;
    public static final int T__77=77;
    public static final int T__78=78;
    public static final int T__79=79;
    public static final int T__73=73;
    public static final int T__74=74;
    public static final int T__75=75;
    public static final int T__76=76;
    public static final int T__80=80;
    public static final int T__81=81;
    public static final int T__82=82;
    public static final int T__83=83;
    public static final int RULE_WS=7;
    public static final int RULE_ANY_OTHER=10;
    public static final int T__88=88;
    public static final int T__89=89;
    public static final int T__84=84;
    public static final int T__85=85;
    public static final int T__86=86;
    public static final int T__87=87;

    // delegates
    // delegators

    public InternalBanneretLexer() {;} 
    public InternalBanneretLexer(CharStream input) {
        this(input, new RecognizerSharedState());
    }
    public InternalBanneretLexer(CharStream input, RecognizerSharedState state) {
        super(input,state);

    }
    public String getGrammarFileName() { return "InternalBanneret.g"; }

    // $ANTLR start "T__11"
    public final void mT__11() throws RecognitionException {
        try {
            int _type = T__11;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:11:7: ( 'game' )
            // InternalBanneret.g:11:9: 'game'
            {
            match("game"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__11"

    // $ANTLR start "T__12"
    public final void mT__12() throws RecognitionException {
        try {
            int _type = T__12;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:12:7: ( 'system' )
            // InternalBanneret.g:12:9: 'system'
            {
            match("system"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__12"

    // $ANTLR start "T__13"
    public final void mT__13() throws RecognitionException {
        try {
            int _type = T__13;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:13:7: ( '{' )
            // InternalBanneret.g:13:9: '{'
            {
            match('{'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__13"

    // $ANTLR start "T__14"
    public final void mT__14() throws RecognitionException {
        try {
            int _type = T__14;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:14:7: ( 'rules' )
            // InternalBanneret.g:14:9: 'rules'
            {
            match("rules"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__14"

    // $ANTLR start "T__15"
    public final void mT__15() throws RecognitionException {
        try {
            int _type = T__15;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:15:7: ( 'description' )
            // InternalBanneret.g:15:9: 'description'
            {
            match("description"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__15"

    // $ANTLR start "T__16"
    public final void mT__16() throws RecognitionException {
        try {
            int _type = T__16;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:16:7: ( 'nationality' )
            // InternalBanneret.g:16:9: 'nationality'
            {
            match("nationality"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__16"

    // $ANTLR start "T__17"
    public final void mT__17() throws RecognitionException {
        try {
            int _type = T__17;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:17:7: ( 'class' )
            // InternalBanneret.g:17:9: 'class'
            {
            match("class"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__17"

    // $ANTLR start "T__18"
    public final void mT__18() throws RecognitionException {
        try {
            int _type = T__18;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:18:7: ( 'terrain' )
            // InternalBanneret.g:18:9: 'terrain'
            {
            match("terrain"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__18"

    // $ANTLR start "T__19"
    public final void mT__19() throws RecognitionException {
        try {
            int _type = T__19;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:19:7: ( 'feature' )
            // InternalBanneret.g:19:9: 'feature'
            {
            match("feature"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__19"

    // $ANTLR start "T__20"
    public final void mT__20() throws RecognitionException {
        try {
            int _type = T__20;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:20:7: ( 'hexside' )
            // InternalBanneret.g:20:9: 'hexside'
            {
            match("hexside"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__20"

    // $ANTLR start "T__21"
    public final void mT__21() throws RecognitionException {
        try {
            int _type = T__21;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:21:7: ( 'slot' )
            // InternalBanneret.g:21:9: 'slot'
            {
            match("slot"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__21"

    // $ANTLR start "T__22"
    public final void mT__22() throws RecognitionException {
        try {
            int _type = T__22;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:22:7: ( 'stacking' )
            // InternalBanneret.g:22:9: 'stacking'
            {
            match("stacking"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__22"

    // $ANTLR start "T__23"
    public final void mT__23() throws RecognitionException {
        try {
            int _type = T__23;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:23:7: ( 'unit' )
            // InternalBanneret.g:23:9: 'unit'
            {
            match("unit"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__23"

    // $ANTLR start "T__24"
    public final void mT__24() throws RecognitionException {
        try {
            int _type = T__24;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:24:7: ( 'counter' )
            // InternalBanneret.g:24:9: 'counter'
            {
            match("counter"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__24"

    // $ANTLR start "T__25"
    public final void mT__25() throws RecognitionException {
        try {
            int _type = T__25;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:25:7: ( 'marker' )
            // InternalBanneret.g:25:9: 'marker'
            {
            match("marker"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__25"

    // $ANTLR start "T__26"
    public final void mT__26() throws RecognitionException {
        try {
            int _type = T__26;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:26:7: ( 'mix' )
            // InternalBanneret.g:26:9: 'mix'
            {
            match("mix"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__26"

    // $ANTLR start "T__27"
    public final void mT__27() throws RecognitionException {
        try {
            int _type = T__27;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:27:7: ( 'variant' )
            // InternalBanneret.g:27:9: 'variant'
            {
            match("variant"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__27"

    // $ANTLR start "T__28"
    public final void mT__28() throws RecognitionException {
        try {
            int _type = T__28;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:28:7: ( 'range' )
            // InternalBanneret.g:28:9: 'range'
            {
            match("range"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__28"

    // $ANTLR start "T__29"
    public final void mT__29() throws RecognitionException {
        try {
            int _type = T__29;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:29:7: ( '}' )
            // InternalBanneret.g:29:9: '}'
            {
            match('}'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__29"

    // $ANTLR start "T__30"
    public final void mT__30() throws RecognitionException {
        try {
            int _type = T__30;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:30:7: ( 'color' )
            // InternalBanneret.g:30:9: 'color'
            {
            match("color"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__30"

    // $ANTLR start "T__31"
    public final void mT__31() throws RecognitionException {
        try {
            int _type = T__31;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:31:7: ( 'for' )
            // InternalBanneret.g:31:9: 'for'
            {
            match("for"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__31"

    // $ANTLR start "T__32"
    public final void mT__32() throws RecognitionException {
        try {
            int _type = T__32;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:32:7: ( ',' )
            // InternalBanneret.g:32:9: ','
            {
            match(','); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__32"

    // $ANTLR start "T__33"
    public final void mT__33() throws RecognitionException {
        try {
            int _type = T__33;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:33:7: ( 'except' )
            // InternalBanneret.g:33:9: 'except'
            {
            match("except"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__33"

    // $ANTLR start "T__34"
    public final void mT__34() throws RecognitionException {
        try {
            int _type = T__34;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:34:7: ( 'code' )
            // InternalBanneret.g:34:9: 'code'
            {
            match("code"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__34"

    // $ANTLR start "T__35"
    public final void mT__35() throws RecognitionException {
        try {
            int _type = T__35;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:35:7: ( 'cite' )
            // InternalBanneret.g:35:9: 'cite'
            {
            match("cite"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__35"

    // $ANTLR start "T__36"
    public final void mT__36() throws RecognitionException {
        try {
            int _type = T__36;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:36:7: ( 'cost' )
            // InternalBanneret.g:36:9: 'cost'
            {
            match("cost"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__36"

    // $ANTLR start "T__37"
    public final void mT__37() throws RecognitionException {
        try {
            int _type = T__37;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:37:7: ( 'impassable' )
            // InternalBanneret.g:37:9: 'impassable'
            {
            match("impassable"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__37"

    // $ANTLR start "T__38"
    public final void mT__38() throws RecognitionException {
        try {
            int _type = T__38;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:38:7: ( 'blocks' )
            // InternalBanneret.g:38:9: 'blocks'
            {
            match("blocks"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__38"

    // $ANTLR start "T__39"
    public final void mT__39() throws RecognitionException {
        try {
            int _type = T__39;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:39:7: ( 'sight' )
            // InternalBanneret.g:39:9: 'sight'
            {
            match("sight"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__39"

    // $ANTLR start "T__40"
    public final void mT__40() throws RecognitionException {
        try {
            int _type = T__40;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:40:7: ( 'cover' )
            // InternalBanneret.g:40:9: 'cover'
            {
            match("cover"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__40"

    // $ANTLR start "T__41"
    public final void mT__41() throws RecognitionException {
        try {
            int _type = T__41;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:41:7: ( 'effect' )
            // InternalBanneret.g:41:9: 'effect'
            {
            match("effect"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__41"

    // $ANTLR start "T__42"
    public final void mT__42() throws RecognitionException {
        try {
            int _type = T__42;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:42:7: ( 'elevation' )
            // InternalBanneret.g:42:9: 'elevation'
            {
            match("elevation"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__42"

    // $ANTLR start "T__43"
    public final void mT__43() throws RecognitionException {
        try {
            int _type = T__43;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:43:7: ( 'symbol' )
            // InternalBanneret.g:43:9: 'symbol'
            {
            match("symbol"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__43"

    // $ANTLR start "T__44"
    public final void mT__44() throws RecognitionException {
        try {
            int _type = T__44;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:44:7: ( 'pattern' )
            // InternalBanneret.g:44:9: 'pattern'
            {
            match("pattern"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__44"

    // $ANTLR start "T__45"
    public final void mT__45() throws RecognitionException {
        try {
            int _type = T__45;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:45:7: ( 'glyph' )
            // InternalBanneret.g:45:9: 'glyph'
            {
            match("glyph"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__45"

    // $ANTLR start "T__46"
    public final void mT__46() throws RecognitionException {
        try {
            int _type = T__46;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:46:7: ( 'line' )
            // InternalBanneret.g:46:9: 'line'
            {
            match("line"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__46"

    // $ANTLR start "T__47"
    public final void mT__47() throws RecognitionException {
        try {
            int _type = T__47;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:47:7: ( 'mm' )
            // InternalBanneret.g:47:9: 'mm'
            {
            match("mm"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__47"

    // $ANTLR start "T__48"
    public final void mT__48() throws RecognitionException {
        try {
            int _type = T__48;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:48:7: ( 'traits' )
            // InternalBanneret.g:48:9: 'traits'
            {
            match("traits"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__48"

    // $ANTLR start "T__49"
    public final void mT__49() throws RecognitionException {
        try {
            int _type = T__49;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:49:7: ( 'max' )
            // InternalBanneret.g:49:9: 'max'
            {
            match("max"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__49"

    // $ANTLR start "T__50"
    public final void mT__50() throws RecognitionException {
        try {
            int _type = T__50;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:50:7: ( 'on' )
            // InternalBanneret.g:50:9: 'on'
            {
            match("on"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__50"

    // $ANTLR start "T__51"
    public final void mT__51() throws RecognitionException {
        try {
            int _type = T__51;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:51:7: ( 'of' )
            // InternalBanneret.g:51:9: 'of'
            {
            match("of"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__51"

    // $ANTLR start "T__52"
    public final void mT__52() throws RecognitionException {
        try {
            int _type = T__52;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:52:7: ( 'per' )
            // InternalBanneret.g:52:9: 'per'
            {
            match("per"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__52"

    // $ANTLR start "T__53"
    public final void mT__53() throws RecognitionException {
        try {
            int _type = T__53;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:53:7: ( 'side' )
            // InternalBanneret.g:53:9: 'side'
            {
            match("side"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__53"

    // $ANTLR start "T__54"
    public final void mT__54() throws RecognitionException {
        try {
            int _type = T__54;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:54:7: ( 'counting' )
            // InternalBanneret.g:54:9: 'counting'
            {
            match("counting"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__54"

    // $ANTLR start "T__55"
    public final void mT__55() throws RecognitionException {
        try {
            int _type = T__55;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:55:7: ( 'front' )
            // InternalBanneret.g:55:9: 'front'
            {
            match("front"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__55"

    // $ANTLR start "T__56"
    public final void mT__56() throws RecognitionException {
        try {
            int _type = T__56;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:56:7: ( 'face' )
            // InternalBanneret.g:56:9: 'face'
            {
            match("face"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__56"

    // $ANTLR start "T__57"
    public final void mT__57() throws RecognitionException {
        try {
            int _type = T__57;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:57:7: ( ':' )
            // InternalBanneret.g:57:9: ':'
            {
            match(':'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__57"

    // $ANTLR start "T__58"
    public final void mT__58() throws RecognitionException {
        try {
            int _type = T__58;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:58:7: ( 'footprint' )
            // InternalBanneret.g:58:9: 'footprint'
            {
            match("footprint"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__58"

    // $ANTLR start "T__59"
    public final void mT__59() throws RecognitionException {
        try {
            int _type = T__59;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:59:7: ( 'hull' )
            // InternalBanneret.g:59:9: 'hull'
            {
            match("hull"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__59"

    // $ANTLR start "T__60"
    public final void mT__60() throws RecognitionException {
        try {
            int _type = T__60;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:60:7: ( 'command' )
            // InternalBanneret.g:60:9: 'command'
            {
            match("command"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__60"

    // $ANTLR start "T__61"
    public final void mT__61() throws RecognitionException {
        try {
            int _type = T__61;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:61:7: ( 'armour' )
            // InternalBanneret.g:61:9: 'armour'
            {
            match("armour"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__61"

    // $ANTLR start "T__62"
    public final void mT__62() throws RecognitionException {
        try {
            int _type = T__62;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:62:7: ( 'in' )
            // InternalBanneret.g:62:9: 'in'
            {
            match("in"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__62"

    // $ANTLR start "T__63"
    public final void mT__63() throws RecognitionException {
        try {
            int _type = T__63;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:63:7: ( 'faces' )
            // InternalBanneret.g:63:9: 'faces'
            {
            match("faces"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__63"

    // $ANTLR start "T__64"
    public final void mT__64() throws RecognitionException {
        try {
            int _type = T__64;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:64:7: ( '/' )
            // InternalBanneret.g:64:9: '/'
            {
            match('/'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__64"

    // $ANTLR start "T__65"
    public final void mT__65() throws RecognitionException {
        try {
            int _type = T__65;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:65:7: ( 'unique' )
            // InternalBanneret.g:65:9: 'unique'
            {
            match("unique"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__65"

    // $ANTLR start "T__66"
    public final void mT__66() throws RecognitionException {
        try {
            int _type = T__66;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:66:7: ( 'back' )
            // InternalBanneret.g:66:9: 'back'
            {
            match("back"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__66"

    // $ANTLR start "T__67"
    public final void mT__67() throws RecognitionException {
        try {
            int _type = T__67;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:67:7: ( 'attack' )
            // InternalBanneret.g:67:9: 'attack'
            {
            match("attack"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__67"

    // $ANTLR start "T__68"
    public final void mT__68() throws RecognitionException {
        try {
            int _type = T__68;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:68:7: ( 'defence' )
            // InternalBanneret.g:68:9: 'defence'
            {
            match("defence"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__68"

    // $ANTLR start "T__69"
    public final void mT__69() throws RecognitionException {
        try {
            int _type = T__69;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:69:7: ( 'movement' )
            // InternalBanneret.g:69:9: 'movement'
            {
            match("movement"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__69"

    // $ANTLR start "T__70"
    public final void mT__70() throws RecognitionException {
        try {
            int _type = T__70;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:70:7: ( 'strength' )
            // InternalBanneret.g:70:9: 'strength'
            {
            match("strength"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__70"

    // $ANTLR start "T__71"
    public final void mT__71() throws RecognitionException {
        try {
            int _type = T__71;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:71:7: ( 'value' )
            // InternalBanneret.g:71:9: 'value'
            {
            match("value"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__71"

    // $ANTLR start "T__72"
    public final void mT__72() throws RecognitionException {
        try {
            int _type = T__72;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:72:7: ( 'values' )
            // InternalBanneret.g:72:9: 'values'
            {
            match("values"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__72"

    // $ANTLR start "T__73"
    public final void mT__73() throws RecognitionException {
        try {
            int _type = T__73;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:73:7: ( 'to' )
            // InternalBanneret.g:73:9: 'to'
            {
            match("to"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__73"

    // $ANTLR start "T__74"
    public final void mT__74() throws RecognitionException {
        try {
            int _type = T__74;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:74:7: ( 'replaces' )
            // InternalBanneret.g:74:9: 'replaces'
            {
            match("replaces"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__74"

    // $ANTLR start "T__75"
    public final void mT__75() throws RecognitionException {
        try {
            int _type = T__75;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:75:7: ( 'x' )
            // InternalBanneret.g:75:9: 'x'
            {
            match('x'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__75"

    // $ANTLR start "T__76"
    public final void mT__76() throws RecognitionException {
        try {
            int _type = T__76;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:76:7: ( '[' )
            // InternalBanneret.g:76:9: '['
            {
            match('['); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__76"

    // $ANTLR start "T__77"
    public final void mT__77() throws RecognitionException {
        try {
            int _type = T__77;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:77:7: ( ']' )
            // InternalBanneret.g:77:9: ']'
            {
            match(']'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__77"

    // $ANTLR start "T__78"
    public final void mT__78() throws RecognitionException {
        try {
            int _type = T__78;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:78:7: ( 'default' )
            // InternalBanneret.g:78:9: 'default'
            {
            match("default"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__78"

    // $ANTLR start "T__79"
    public final void mT__79() throws RecognitionException {
        try {
            int _type = T__79;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:79:7: ( 'map' )
            // InternalBanneret.g:79:9: 'map'
            {
            match("map"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__79"

    // $ANTLR start "T__80"
    public final void mT__80() throws RecognitionException {
        try {
            int _type = T__80;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:80:7: ( 'palette' )
            // InternalBanneret.g:80:9: 'palette'
            {
            match("palette"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__80"

    // $ANTLR start "T__81"
    public final void mT__81() throws RecognitionException {
        try {
            int _type = T__81;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:81:7: ( 'grid' )
            // InternalBanneret.g:81:9: 'grid'
            {
            match("grid"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__81"

    // $ANTLR start "T__82"
    public final void mT__82() throws RecognitionException {
        try {
            int _type = T__82;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:82:7: ( 'hex' )
            // InternalBanneret.g:82:9: 'hex'
            {
            match("hex"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__82"

    // $ANTLR start "T__83"
    public final void mT__83() throws RecognitionException {
        try {
            int _type = T__83;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:83:7: ( 'labels' )
            // InternalBanneret.g:83:9: 'labels'
            {
            match("labels"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__83"

    // $ANTLR start "T__84"
    public final void mT__84() throws RecognitionException {
        try {
            int _type = T__84;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:84:7: ( 'prefix' )
            // InternalBanneret.g:84:9: 'prefix'
            {
            match("prefix"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__84"

    // $ANTLR start "T__85"
    public final void mT__85() throws RecognitionException {
        try {
            int _type = T__85;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:85:7: ( 'column' )
            // InternalBanneret.g:85:9: 'column'
            {
            match("column"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__85"

    // $ANTLR start "T__86"
    public final void mT__86() throws RecognitionException {
        try {
            int _type = T__86;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:86:7: ( 'digits' )
            // InternalBanneret.g:86:9: 'digits'
            {
            match("digits"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__86"

    // $ANTLR start "T__87"
    public final void mT__87() throws RecognitionException {
        try {
            int _type = T__87;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:87:7: ( 'row' )
            // InternalBanneret.g:87:9: 'row'
            {
            match("row"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__87"

    // $ANTLR start "T__88"
    public final void mT__88() throws RecognitionException {
        try {
            int _type = T__88;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:88:7: ( 'first' )
            // InternalBanneret.g:88:9: 'first'
            {
            match("first"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__88"

    // $ANTLR start "T__89"
    public final void mT__89() throws RecognitionException {
        try {
            int _type = T__89;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:89:7: ( 'columns' )
            // InternalBanneret.g:89:9: 'columns'
            {
            match("columns"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__89"

    // $ANTLR start "T__90"
    public final void mT__90() throws RecognitionException {
        try {
            int _type = T__90;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:90:7: ( 'descending' )
            // InternalBanneret.g:90:9: 'descending'
            {
            match("descending"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__90"

    // $ANTLR start "T__91"
    public final void mT__91() throws RecognitionException {
        try {
            int _type = T__91;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:91:7: ( 'rows' )
            // InternalBanneret.g:91:9: 'rows'
            {
            match("rows"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__91"

    // $ANTLR start "T__92"
    public final void mT__92() throws RecognitionException {
        try {
            int _type = T__92;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:92:7: ( '*' )
            // InternalBanneret.g:92:9: '*'
            {
            match('*'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__92"

    // $ANTLR start "T__93"
    public final void mT__93() throws RecognitionException {
        try {
            int _type = T__93;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:93:7: ( 'facing' )
            // InternalBanneret.g:93:9: 'facing'
            {
            match("facing"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__93"

    // $ANTLR start "T__94"
    public final void mT__94() throws RecognitionException {
        try {
            int _type = T__94;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:94:7: ( 'levels' )
            // InternalBanneret.g:94:9: 'levels'
            {
            match("levels"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__94"

    // $ANTLR start "T__95"
    public final void mT__95() throws RecognitionException {
        try {
            int _type = T__95;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:95:7: ( 'hidden' )
            // InternalBanneret.g:95:9: 'hidden'
            {
            match("hidden"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__95"

    // $ANTLR start "T__96"
    public final void mT__96() throws RecognitionException {
        try {
            int _type = T__96;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:96:7: ( 'from' )
            // InternalBanneret.g:96:9: 'from'
            {
            match("from"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__96"

    // $ANTLR start "T__97"
    public final void mT__97() throws RecognitionException {
        try {
            int _type = T__97;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:97:7: ( 'region' )
            // InternalBanneret.g:97:9: 'region'
            {
            match("region"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__97"

    // $ANTLR start "T__98"
    public final void mT__98() throws RecognitionException {
        try {
            int _type = T__98;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:98:7: ( 'number' )
            // InternalBanneret.g:98:9: 'number'
            {
            match("number"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__98"

    // $ANTLR start "T__99"
    public final void mT__99() throws RecognitionException {
        try {
            int _type = T__99;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:99:7: ( 'edge' )
            // InternalBanneret.g:99:9: 'edge'
            {
            match("edge"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__99"

    // $ANTLR start "T__100"
    public final void mT__100() throws RecognitionException {
        try {
            int _type = T__100;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:100:8: ( 'closed' )
            // InternalBanneret.g:100:10: 'closed'
            {
            match("closed"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__100"

    // $ANTLR start "T__101"
    public final void mT__101() throws RecognitionException {
        try {
            int _type = T__101;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:101:8: ( 'at' )
            // InternalBanneret.g:101:10: 'at'
            {
            match("at"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__101"

    // $ANTLR start "T__102"
    public final void mT__102() throws RecognitionException {
        try {
            int _type = T__102;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:102:8: ( '=' )
            // InternalBanneret.g:102:10: '='
            {
            match('='); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__102"

    // $ANTLR start "T__103"
    public final void mT__103() throws RecognitionException {
        try {
            int _type = T__103;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:103:8: ( 'structure' )
            // InternalBanneret.g:103:10: 'structure'
            {
            match("structure"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__103"

    // $ANTLR start "T__104"
    public final void mT__104() throws RecognitionException {
        try {
            int _type = T__104;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:104:8: ( 'role' )
            // InternalBanneret.g:104:10: 'role'
            {
            match("role"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__104"

    // $ANTLR start "T__105"
    public final void mT__105() throws RecognitionException {
        try {
            int _type = T__105;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:105:8: ( 'material' )
            // InternalBanneret.g:105:10: 'material'
            {
            match("material"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__105"

    // $ANTLR start "T__106"
    public final void mT__106() throws RecognitionException {
        try {
            int _type = T__106;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:106:8: ( 'damage' )
            // InternalBanneret.g:106:10: 'damage'
            {
            match("damage"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__106"

    // $ANTLR start "T__107"
    public final void mT__107() throws RecognitionException {
        try {
            int _type = T__107;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:107:8: ( '(' )
            // InternalBanneret.g:107:10: '('
            {
            match('('); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__107"

    // $ANTLR start "T__108"
    public final void mT__108() throws RecognitionException {
        try {
            int _type = T__108;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:108:8: ( ')' )
            // InternalBanneret.g:108:10: ')'
            {
            match(')'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__108"

    // $ANTLR start "T__109"
    public final void mT__109() throws RecognitionException {
        try {
            int _type = T__109;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:109:8: ( 'scenario' )
            // InternalBanneret.g:109:10: 'scenario'
            {
            match("scenario"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__109"

    // $ANTLR start "T__110"
    public final void mT__110() throws RecognitionException {
        try {
            int _type = T__110;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:110:8: ( 'turns' )
            // InternalBanneret.g:110:10: 'turns'
            {
            match("turns"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__110"

    // $ANTLR start "T__111"
    public final void mT__111() throws RecognitionException {
        try {
            int _type = T__111;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:111:8: ( 'record' )
            // InternalBanneret.g:111:10: 'record'
            {
            match("record"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__111"

    // $ANTLR start "T__112"
    public final void mT__112() throws RecognitionException {
        try {
            int _type = T__112;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:112:8: ( 'as' )
            // InternalBanneret.g:112:10: 'as'
            {
            match("as"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__112"

    // $ANTLR start "T__113"
    public final void mT__113() throws RecognitionException {
        try {
            int _type = T__113;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:113:8: ( 'offset' )
            // InternalBanneret.g:113:10: 'offset'
            {
            match("offset"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__113"

    // $ANTLR start "T__114"
    public final void mT__114() throws RecognitionException {
        try {
            int _type = T__114;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:114:8: ( 'rotated' )
            // InternalBanneret.g:114:10: 'rotated'
            {
            match("rotated"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__114"

    // $ANTLR start "T__115"
    public final void mT__115() throws RecognitionException {
        try {
            int _type = T__115;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:115:8: ( 'initiative' )
            // InternalBanneret.g:115:10: 'initiative'
            {
            match("initiative"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__115"

    // $ANTLR start "T__116"
    public final void mT__116() throws RecognitionException {
        try {
            int _type = T__116;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:116:8: ( 'setup' )
            // InternalBanneret.g:116:10: 'setup'
            {
            match("setup"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__116"

    // $ANTLR start "T__117"
    public final void mT__117() throws RecognitionException {
        try {
            int _type = T__117;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:117:8: ( 'order' )
            // InternalBanneret.g:117:10: 'order'
            {
            match("order"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__117"

    // $ANTLR start "T__118"
    public final void mT__118() throws RecognitionException {
        try {
            int _type = T__118;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:118:8: ( 'morale' )
            // InternalBanneret.g:118:10: 'morale'
            {
            match("morale"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__118"

    // $ANTLR start "T__119"
    public final void mT__119() throws RecognitionException {
        try {
            int _type = T__119;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:119:8: ( 'banners' )
            // InternalBanneret.g:119:10: 'banners'
            {
            match("banners"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__119"

    // $ANTLR start "T__120"
    public final void mT__120() throws RecognitionException {
        try {
            int _type = T__120;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:120:8: ( 'victory' )
            // InternalBanneret.g:120:10: 'victory'
            {
            match("victory"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__120"

    // $ANTLR start "T__121"
    public final void mT__121() throws RecognitionException {
        try {
            int _type = T__121;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:121:8: ( 'formation' )
            // InternalBanneret.g:121:10: 'formation'
            {
            match("formation"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__121"

    // $ANTLR start "T__122"
    public final void mT__122() throws RecognitionException {
        try {
            int _type = T__122;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:122:8: ( 'commanded' )
            // InternalBanneret.g:122:10: 'commanded'
            {
            match("commanded"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__122"

    // $ANTLR start "T__123"
    public final void mT__123() throws RecognitionException {
        try {
            int _type = T__123;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:123:8: ( 'by' )
            // InternalBanneret.g:123:10: 'by'
            {
            match("by"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__123"

    // $ANTLR start "T__124"
    public final void mT__124() throws RecognitionException {
        try {
            int _type = T__124;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:124:8: ( 'banner' )
            // InternalBanneret.g:124:10: 'banner'
            {
            match("banner"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__124"

    // $ANTLR start "T__125"
    public final void mT__125() throws RecognitionException {
        try {
            int _type = T__125;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:125:8: ( 'flipped' )
            // InternalBanneret.g:125:10: 'flipped'
            {
            match("flipped"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__125"

    // $ANTLR start "T__126"
    public final void mT__126() throws RecognitionException {
        try {
            int _type = T__126;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:126:8: ( 'with' )
            // InternalBanneret.g:126:10: 'with'
            {
            match("with"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__126"

    // $ANTLR start "T__127"
    public final void mT__127() throws RecognitionException {
        try {
            int _type = T__127;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:127:8: ( 'set' )
            // InternalBanneret.g:127:10: 'set'
            {
            match("set"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__127"

    // $ANTLR start "T__128"
    public final void mT__128() throws RecognitionException {
        try {
            int _type = T__128;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:128:8: ( 'under' )
            // InternalBanneret.g:128:10: 'under'
            {
            match("under"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__128"

    // $ANTLR start "T__129"
    public final void mT__129() throws RecognitionException {
        try {
            int _type = T__129;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:129:8: ( 'aboard' )
            // InternalBanneret.g:129:10: 'aboard'
            {
            match("aboard"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__129"

    // $ANTLR start "T__130"
    public final void mT__130() throws RecognitionException {
        try {
            int _type = T__130;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:130:8: ( 'task' )
            // InternalBanneret.g:130:10: 'task'
            {
            match("task"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__130"

    // $ANTLR start "T__131"
    public final void mT__131() throws RecognitionException {
        try {
            int _type = T__131;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:131:8: ( 'note' )
            // InternalBanneret.g:131:10: 'note'
            {
            match("note"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__131"

    // $ANTLR start "T__132"
    public final void mT__132() throws RecognitionException {
        try {
            int _type = T__132;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:132:8: ( 'along' )
            // InternalBanneret.g:132:10: 'along'
            {
            match("along"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__132"

    // $ANTLR start "T__133"
    public final void mT__133() throws RecognitionException {
        try {
            int _type = T__133;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:133:8: ( 'off' )
            // InternalBanneret.g:133:10: 'off'
            {
            match("off"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__133"

    // $ANTLR start "T__134"
    public final void mT__134() throws RecognitionException {
        try {
            int _type = T__134;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:134:8: ( 'sheet' )
            // InternalBanneret.g:134:10: 'sheet'
            {
            match("sheet"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__134"

    // $ANTLR start "T__135"
    public final void mT__135() throws RecognitionException {
        try {
            int _type = T__135;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:135:8: ( 'enters' )
            // InternalBanneret.g:135:10: 'enters'
            {
            match("enters"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__135"

    // $ANTLR start "T__136"
    public final void mT__136() throws RecognitionException {
        try {
            int _type = T__136;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:136:8: ( 'turn' )
            // InternalBanneret.g:136:10: 'turn'
            {
            match("turn"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__136"

    // $ANTLR start "T__137"
    public final void mT__137() throws RecognitionException {
        try {
            int _type = T__137;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:137:8: ( 'limit' )
            // InternalBanneret.g:137:10: 'limit'
            {
            match("limit"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__137"

    // $ANTLR start "T__138"
    public final void mT__138() throws RecognitionException {
        try {
            int _type = T__138;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:138:8: ( 'automatic' )
            // InternalBanneret.g:138:10: 'automatic'
            {
            match("automatic"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__138"

    // $ANTLR start "T__139"
    public final void mT__139() throws RecognitionException {
        try {
            int _type = T__139;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:139:8: ( 'rule' )
            // InternalBanneret.g:139:10: 'rule'
            {
            match("rule"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__139"

    // $ANTLR start "T__140"
    public final void mT__140() throws RecognitionException {
        try {
            int _type = T__140;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:140:8: ( 'follows' )
            // InternalBanneret.g:140:10: 'follows'
            {
            match("follows"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__140"

    // $ANTLR start "T__141"
    public final void mT__141() throws RecognitionException {
        try {
            int _type = T__141;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:141:8: ( 'carrying' )
            // InternalBanneret.g:141:10: 'carrying'
            {
            match("carrying"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__141"

    // $ANTLR start "T__142"
    public final void mT__142() throws RecognitionException {
        try {
            int _type = T__142;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:142:8: ( 'waive' )
            // InternalBanneret.g:142:10: 'waive'
            {
            match("waive"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__142"

    // $ANTLR start "T__143"
    public final void mT__143() throws RecognitionException {
        try {
            int _type = T__143;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:143:8: ( 'because' )
            // InternalBanneret.g:143:10: 'because'
            {
            match("because"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__143"

    // $ANTLR start "T__144"
    public final void mT__144() throws RecognitionException {
        try {
            int _type = T__144;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:144:8: ( '.' )
            // InternalBanneret.g:144:10: '.'
            {
            match('.'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__144"

    // $ANTLR start "T__145"
    public final void mT__145() throws RecognitionException {
        try {
            int _type = T__145;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:145:8: ( 'dead' )
            // InternalBanneret.g:145:10: 'dead'
            {
            match("dead"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__145"

    // $ANTLR start "T__146"
    public final void mT__146() throws RecognitionException {
        try {
            int _type = T__146;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:146:8: ( 'wounded' )
            // InternalBanneret.g:146:10: 'wounded'
            {
            match("wounded"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__146"

    // $ANTLR start "T__147"
    public final void mT__147() throws RecognitionException {
        try {
            int _type = T__147;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:147:8: ( 'stunned' )
            // InternalBanneret.g:147:10: 'stunned'
            {
            match("stunned"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__147"

    // $ANTLR start "T__148"
    public final void mT__148() throws RecognitionException {
        try {
            int _type = T__148;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:148:8: ( 'healthy' )
            // InternalBanneret.g:148:10: 'healthy'
            {
            match("healthy"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__148"

    // $ANTLR start "T__149"
    public final void mT__149() throws RecognitionException {
        try {
            int _type = T__149;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:149:8: ( 'single' )
            // InternalBanneret.g:149:10: 'single'
            {
            match("single"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__149"

    // $ANTLR start "T__150"
    public final void mT__150() throws RecognitionException {
        try {
            int _type = T__150;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:150:8: ( 'double' )
            // InternalBanneret.g:150:10: 'double'
            {
            match("double"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__150"

    // $ANTLR start "T__151"
    public final void mT__151() throws RecognitionException {
        try {
            int _type = T__151;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:151:8: ( 'flat' )
            // InternalBanneret.g:151:10: 'flat'
            {
            match("flat"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__151"

    // $ANTLR start "T__152"
    public final void mT__152() throws RecognitionException {
        try {
            int _type = T__152;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:152:8: ( 'pointy' )
            // InternalBanneret.g:152:10: 'pointy'
            {
            match("pointy"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__152"

    // $ANTLR start "T__153"
    public final void mT__153() throws RecognitionException {
        try {
            int _type = T__153;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:153:8: ( 'killed' )
            // InternalBanneret.g:153:10: 'killed'
            {
            match("killed"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__153"

    // $ANTLR start "T__154"
    public final void mT__154() throws RecognitionException {
        try {
            int _type = T__154;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:154:8: ( 'captured' )
            // InternalBanneret.g:154:10: 'captured'
            {
            match("captured"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__154"

    // $ANTLR start "T__155"
    public final void mT__155() throws RecognitionException {
        try {
            int _type = T__155;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:155:8: ( 'controlled' )
            // InternalBanneret.g:155:10: 'controlled'
            {
            match("controlled"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__155"

    // $ANTLR start "T__156"
    public final void mT__156() throws RecognitionException {
        try {
            int _type = T__156;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:156:8: ( 'exited' )
            // InternalBanneret.g:156:10: 'exited'
            {
            match("exited"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__156"

    // $ANTLR start "T__157"
    public final void mT__157() throws RecognitionException {
        try {
            int _type = T__157;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:157:8: ( 'other' )
            // InternalBanneret.g:157:10: 'other'
            {
            match("other"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__157"

    // $ANTLR start "T__158"
    public final void mT__158() throws RecognitionException {
        try {
            int _type = T__158;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:158:8: ( 'cleared' )
            // InternalBanneret.g:158:10: 'cleared'
            {
            match("cleared"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__158"

    // $ANTLR start "T__159"
    public final void mT__159() throws RecognitionException {
        try {
            int _type = T__159;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:159:8: ( 'holds' )
            // InternalBanneret.g:159:10: 'holds'
            {
            match("holds"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__159"

    // $ANTLR start "T__160"
    public final void mT__160() throws RecognitionException {
        try {
            int _type = T__160;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:160:8: ( 'exits' )
            // InternalBanneret.g:160:10: 'exits'
            {
            match("exits"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__160"

    // $ANTLR start "T__161"
    public final void mT__161() throws RecognitionException {
        try {
            int _type = T__161;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:161:8: ( '-' )
            // InternalBanneret.g:161:10: '-'
            {
            match('-'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__161"

    // $ANTLR start "T__162"
    public final void mT__162() throws RecognitionException {
        try {
            int _type = T__162;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:162:8: ( '+' )
            // InternalBanneret.g:162:10: '+'
            {
            match('+'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__162"

    // $ANTLR start "T__163"
    public final void mT__163() throws RecognitionException {
        try {
            int _type = T__163;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:163:8: ( 'N' )
            // InternalBanneret.g:163:10: 'N'
            {
            match('N'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__163"

    // $ANTLR start "T__164"
    public final void mT__164() throws RecognitionException {
        try {
            int _type = T__164;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:164:8: ( 'NE' )
            // InternalBanneret.g:164:10: 'NE'
            {
            match("NE"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__164"

    // $ANTLR start "T__165"
    public final void mT__165() throws RecognitionException {
        try {
            int _type = T__165;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:165:8: ( 'E' )
            // InternalBanneret.g:165:10: 'E'
            {
            match('E'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__165"

    // $ANTLR start "T__166"
    public final void mT__166() throws RecognitionException {
        try {
            int _type = T__166;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:166:8: ( 'SE' )
            // InternalBanneret.g:166:10: 'SE'
            {
            match("SE"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__166"

    // $ANTLR start "T__167"
    public final void mT__167() throws RecognitionException {
        try {
            int _type = T__167;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:167:8: ( 'S' )
            // InternalBanneret.g:167:10: 'S'
            {
            match('S'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__167"

    // $ANTLR start "T__168"
    public final void mT__168() throws RecognitionException {
        try {
            int _type = T__168;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:168:8: ( 'SW' )
            // InternalBanneret.g:168:10: 'SW'
            {
            match("SW"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__168"

    // $ANTLR start "T__169"
    public final void mT__169() throws RecognitionException {
        try {
            int _type = T__169;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:169:8: ( 'W' )
            // InternalBanneret.g:169:10: 'W'
            {
            match('W'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__169"

    // $ANTLR start "T__170"
    public final void mT__170() throws RecognitionException {
        try {
            int _type = T__170;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:170:8: ( 'NW' )
            // InternalBanneret.g:170:10: 'NW'
            {
            match("NW"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__170"

    // $ANTLR start "T__171"
    public final void mT__171() throws RecognitionException {
        try {
            int _type = T__171;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:171:8: ( 'dot' )
            // InternalBanneret.g:171:10: 'dot'
            {
            match("dot"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__171"

    // $ANTLR start "T__172"
    public final void mT__172() throws RecognitionException {
        try {
            int _type = T__172;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:172:8: ( 'circle' )
            // InternalBanneret.g:172:10: 'circle'
            {
            match("circle"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__172"

    // $ANTLR start "T__173"
    public final void mT__173() throws RecognitionException {
        try {
            int _type = T__173;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:173:8: ( 'square' )
            // InternalBanneret.g:173:10: 'square'
            {
            match("square"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__173"

    // $ANTLR start "T__174"
    public final void mT__174() throws RecognitionException {
        try {
            int _type = T__174;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:174:8: ( 'triangle' )
            // InternalBanneret.g:174:10: 'triangle'
            {
            match("triangle"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__174"

    // $ANTLR start "T__175"
    public final void mT__175() throws RecognitionException {
        try {
            int _type = T__175;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:175:8: ( 'diamond' )
            // InternalBanneret.g:175:10: 'diamond'
            {
            match("diamond"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__175"

    // $ANTLR start "T__176"
    public final void mT__176() throws RecognitionException {
        try {
            int _type = T__176;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:176:8: ( 'star' )
            // InternalBanneret.g:176:10: 'star'
            {
            match("star"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__176"

    // $ANTLR start "T__177"
    public final void mT__177() throws RecognitionException {
        try {
            int _type = T__177;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:177:8: ( 'cross' )
            // InternalBanneret.g:177:10: 'cross'
            {
            match("cross"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__177"

    // $ANTLR start "T__178"
    public final void mT__178() throws RecognitionException {
        try {
            int _type = T__178;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:178:8: ( 'solid' )
            // InternalBanneret.g:178:10: 'solid'
            {
            match("solid"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__178"

    // $ANTLR start "T__179"
    public final void mT__179() throws RecognitionException {
        try {
            int _type = T__179;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:179:8: ( 'dashed' )
            // InternalBanneret.g:179:10: 'dashed'
            {
            match("dashed"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__179"

    // $ANTLR start "T__180"
    public final void mT__180() throws RecognitionException {
        try {
            int _type = T__180;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:180:8: ( 'dotted' )
            // InternalBanneret.g:180:10: 'dotted'
            {
            match("dotted"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__180"

    // $ANTLR start "T__181"
    public final void mT__181() throws RecognitionException {
        try {
            int _type = T__181;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:181:8: ( 'counters' )
            // InternalBanneret.g:181:10: 'counters'
            {
            match("counters"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__181"

    // $ANTLR start "T__182"
    public final void mT__182() throws RecognitionException {
        try {
            int _type = T__182;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:182:8: ( 'odd' )
            // InternalBanneret.g:182:10: 'odd'
            {
            match("odd"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__182"

    // $ANTLR start "T__183"
    public final void mT__183() throws RecognitionException {
        try {
            int _type = T__183;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:183:8: ( 'even' )
            // InternalBanneret.g:183:10: 'even'
            {
            match("even"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__183"

    // $ANTLR start "T__184"
    public final void mT__184() throws RecognitionException {
        try {
            int _type = T__184;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:184:8: ( 'numeric' )
            // InternalBanneret.g:184:10: 'numeric'
            {
            match("numeric"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__184"

    // $ANTLR start "T__185"
    public final void mT__185() throws RecognitionException {
        try {
            int _type = T__185;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:185:8: ( 'alpha' )
            // InternalBanneret.g:185:10: 'alpha'
            {
            match("alpha"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__185"

    // $ANTLR start "T__186"
    public final void mT__186() throws RecognitionException {
        try {
            int _type = T__186;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:186:8: ( 'prefixed' )
            // InternalBanneret.g:186:10: 'prefixed'
            {
            match("prefixed"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__186"

    // $ANTLR start "T__187"
    public final void mT__187() throws RecognitionException {
        try {
            int _type = T__187;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:187:8: ( 'wounded-stunned' )
            // InternalBanneret.g:187:10: 'wounded-stunned'
            {
            match("wounded-stunned"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__187"

    // $ANTLR start "RULE_WS"
    public final void mRULE_WS() throws RecognitionException {
        try {
            int _type = RULE_WS;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10177:9: ( ( ' ' | '\\t' | '\\r' | '\\n' | '\\uFEFF' )+ )
            // InternalBanneret.g:10177:11: ( ' ' | '\\t' | '\\r' | '\\n' | '\\uFEFF' )+
            {
            // InternalBanneret.g:10177:11: ( ' ' | '\\t' | '\\r' | '\\n' | '\\uFEFF' )+
            int cnt1=0;
            loop1:
            do {
                int alt1=2;
                int LA1_0 = input.LA(1);

                if ( ((LA1_0>='\t' && LA1_0<='\n')||LA1_0=='\r'||LA1_0==' '||LA1_0=='\uFEFF') ) {
                    alt1=1;
                }


                switch (alt1) {
            	case 1 :
            	    // InternalBanneret.g:
            	    {
            	    if ( (input.LA(1)>='\t' && input.LA(1)<='\n')||input.LA(1)=='\r'||input.LA(1)==' '||input.LA(1)=='\uFEFF' ) {
            	        input.consume();

            	    }
            	    else {
            	        MismatchedSetException mse = new MismatchedSetException(null,input);
            	        recover(mse);
            	        throw mse;}


            	    }
            	    break;

            	default :
            	    if ( cnt1 >= 1 ) break loop1;
                        EarlyExitException eee =
                            new EarlyExitException(1, input);
                        throw eee;
                }
                cnt1++;
            } while (true);


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_WS"

    // $ANTLR start "RULE_ID"
    public final void mRULE_ID() throws RecognitionException {
        try {
            int _type = RULE_ID;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10179:9: ( ( '^' )? ( 'a' .. 'z' | 'A' .. 'Z' | '_' ) ( 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' )* )
            // InternalBanneret.g:10179:11: ( '^' )? ( 'a' .. 'z' | 'A' .. 'Z' | '_' ) ( 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' )*
            {
            // InternalBanneret.g:10179:11: ( '^' )?
            int alt2=2;
            int LA2_0 = input.LA(1);

            if ( (LA2_0=='^') ) {
                alt2=1;
            }
            switch (alt2) {
                case 1 :
                    // InternalBanneret.g:10179:11: '^'
                    {
                    match('^'); 

                    }
                    break;

            }

            if ( (input.LA(1)>='A' && input.LA(1)<='Z')||input.LA(1)=='_'||(input.LA(1)>='a' && input.LA(1)<='z') ) {
                input.consume();

            }
            else {
                MismatchedSetException mse = new MismatchedSetException(null,input);
                recover(mse);
                throw mse;}

            // InternalBanneret.g:10179:40: ( 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' )*
            loop3:
            do {
                int alt3=2;
                int LA3_0 = input.LA(1);

                if ( ((LA3_0>='0' && LA3_0<='9')||(LA3_0>='A' && LA3_0<='Z')||LA3_0=='_'||(LA3_0>='a' && LA3_0<='z')) ) {
                    alt3=1;
                }


                switch (alt3) {
            	case 1 :
            	    // InternalBanneret.g:
            	    {
            	    if ( (input.LA(1)>='0' && input.LA(1)<='9')||(input.LA(1)>='A' && input.LA(1)<='Z')||input.LA(1)=='_'||(input.LA(1)>='a' && input.LA(1)<='z') ) {
            	        input.consume();

            	    }
            	    else {
            	        MismatchedSetException mse = new MismatchedSetException(null,input);
            	        recover(mse);
            	        throw mse;}


            	    }
            	    break;

            	default :
            	    break loop3;
                }
            } while (true);


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_ID"

    // $ANTLR start "RULE_INT"
    public final void mRULE_INT() throws RecognitionException {
        try {
            int _type = RULE_INT;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10181:10: ( ( '0' .. '9' )+ )
            // InternalBanneret.g:10181:12: ( '0' .. '9' )+
            {
            // InternalBanneret.g:10181:12: ( '0' .. '9' )+
            int cnt4=0;
            loop4:
            do {
                int alt4=2;
                int LA4_0 = input.LA(1);

                if ( ((LA4_0>='0' && LA4_0<='9')) ) {
                    alt4=1;
                }


                switch (alt4) {
            	case 1 :
            	    // InternalBanneret.g:10181:13: '0' .. '9'
            	    {
            	    matchRange('0','9'); 

            	    }
            	    break;

            	default :
            	    if ( cnt4 >= 1 ) break loop4;
                        EarlyExitException eee =
                            new EarlyExitException(4, input);
                        throw eee;
                }
                cnt4++;
            } while (true);


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_INT"

    // $ANTLR start "RULE_STRING"
    public final void mRULE_STRING() throws RecognitionException {
        try {
            int _type = RULE_STRING;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10183:13: ( ( '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"' | '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\'' ) )
            // InternalBanneret.g:10183:15: ( '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"' | '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\'' )
            {
            // InternalBanneret.g:10183:15: ( '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"' | '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\'' )
            int alt7=2;
            int LA7_0 = input.LA(1);

            if ( (LA7_0=='\"') ) {
                alt7=1;
            }
            else if ( (LA7_0=='\'') ) {
                alt7=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 7, 0, input);

                throw nvae;
            }
            switch (alt7) {
                case 1 :
                    // InternalBanneret.g:10183:16: '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"'
                    {
                    match('\"'); 
                    // InternalBanneret.g:10183:20: ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )*
                    loop5:
                    do {
                        int alt5=3;
                        int LA5_0 = input.LA(1);

                        if ( (LA5_0=='\\') ) {
                            alt5=1;
                        }
                        else if ( ((LA5_0>='\u0000' && LA5_0<='!')||(LA5_0>='#' && LA5_0<='[')||(LA5_0>=']' && LA5_0<='\uFFFF')) ) {
                            alt5=2;
                        }


                        switch (alt5) {
                    	case 1 :
                    	    // InternalBanneret.g:10183:21: '\\\\' .
                    	    {
                    	    match('\\'); 
                    	    matchAny(); 

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:10183:28: ~ ( ( '\\\\' | '\"' ) )
                    	    {
                    	    if ( (input.LA(1)>='\u0000' && input.LA(1)<='!')||(input.LA(1)>='#' && input.LA(1)<='[')||(input.LA(1)>=']' && input.LA(1)<='\uFFFF') ) {
                    	        input.consume();

                    	    }
                    	    else {
                    	        MismatchedSetException mse = new MismatchedSetException(null,input);
                    	        recover(mse);
                    	        throw mse;}


                    	    }
                    	    break;

                    	default :
                    	    break loop5;
                        }
                    } while (true);

                    match('\"'); 

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:10183:48: '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\''
                    {
                    match('\''); 
                    // InternalBanneret.g:10183:53: ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )*
                    loop6:
                    do {
                        int alt6=3;
                        int LA6_0 = input.LA(1);

                        if ( (LA6_0=='\\') ) {
                            alt6=1;
                        }
                        else if ( ((LA6_0>='\u0000' && LA6_0<='&')||(LA6_0>='(' && LA6_0<='[')||(LA6_0>=']' && LA6_0<='\uFFFF')) ) {
                            alt6=2;
                        }


                        switch (alt6) {
                    	case 1 :
                    	    // InternalBanneret.g:10183:54: '\\\\' .
                    	    {
                    	    match('\\'); 
                    	    matchAny(); 

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:10183:61: ~ ( ( '\\\\' | '\\'' ) )
                    	    {
                    	    if ( (input.LA(1)>='\u0000' && input.LA(1)<='&')||(input.LA(1)>='(' && input.LA(1)<='[')||(input.LA(1)>=']' && input.LA(1)<='\uFFFF') ) {
                    	        input.consume();

                    	    }
                    	    else {
                    	        MismatchedSetException mse = new MismatchedSetException(null,input);
                    	        recover(mse);
                    	        throw mse;}


                    	    }
                    	    break;

                    	default :
                    	    break loop6;
                        }
                    } while (true);

                    match('\''); 

                    }
                    break;

            }


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_STRING"

    // $ANTLR start "RULE_ML_COMMENT"
    public final void mRULE_ML_COMMENT() throws RecognitionException {
        try {
            int _type = RULE_ML_COMMENT;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10185:17: ( '/*' ( options {greedy=false; } : . )* '*/' )
            // InternalBanneret.g:10185:19: '/*' ( options {greedy=false; } : . )* '*/'
            {
            match("/*"); 

            // InternalBanneret.g:10185:24: ( options {greedy=false; } : . )*
            loop8:
            do {
                int alt8=2;
                int LA8_0 = input.LA(1);

                if ( (LA8_0=='*') ) {
                    int LA8_1 = input.LA(2);

                    if ( (LA8_1=='/') ) {
                        alt8=2;
                    }
                    else if ( ((LA8_1>='\u0000' && LA8_1<='.')||(LA8_1>='0' && LA8_1<='\uFFFF')) ) {
                        alt8=1;
                    }


                }
                else if ( ((LA8_0>='\u0000' && LA8_0<=')')||(LA8_0>='+' && LA8_0<='\uFFFF')) ) {
                    alt8=1;
                }


                switch (alt8) {
            	case 1 :
            	    // InternalBanneret.g:10185:52: .
            	    {
            	    matchAny(); 

            	    }
            	    break;

            	default :
            	    break loop8;
                }
            } while (true);

            match("*/"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_ML_COMMENT"

    // $ANTLR start "RULE_SL_COMMENT"
    public final void mRULE_SL_COMMENT() throws RecognitionException {
        try {
            int _type = RULE_SL_COMMENT;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10187:17: ( '//' (~ ( ( '\\n' | '\\r' ) ) )* ( ( '\\r' )? '\\n' )? )
            // InternalBanneret.g:10187:19: '//' (~ ( ( '\\n' | '\\r' ) ) )* ( ( '\\r' )? '\\n' )?
            {
            match("//"); 

            // InternalBanneret.g:10187:24: (~ ( ( '\\n' | '\\r' ) ) )*
            loop9:
            do {
                int alt9=2;
                int LA9_0 = input.LA(1);

                if ( ((LA9_0>='\u0000' && LA9_0<='\t')||(LA9_0>='\u000B' && LA9_0<='\f')||(LA9_0>='\u000E' && LA9_0<='\uFFFF')) ) {
                    alt9=1;
                }


                switch (alt9) {
            	case 1 :
            	    // InternalBanneret.g:10187:24: ~ ( ( '\\n' | '\\r' ) )
            	    {
            	    if ( (input.LA(1)>='\u0000' && input.LA(1)<='\t')||(input.LA(1)>='\u000B' && input.LA(1)<='\f')||(input.LA(1)>='\u000E' && input.LA(1)<='\uFFFF') ) {
            	        input.consume();

            	    }
            	    else {
            	        MismatchedSetException mse = new MismatchedSetException(null,input);
            	        recover(mse);
            	        throw mse;}


            	    }
            	    break;

            	default :
            	    break loop9;
                }
            } while (true);

            // InternalBanneret.g:10187:40: ( ( '\\r' )? '\\n' )?
            int alt11=2;
            int LA11_0 = input.LA(1);

            if ( (LA11_0=='\n'||LA11_0=='\r') ) {
                alt11=1;
            }
            switch (alt11) {
                case 1 :
                    // InternalBanneret.g:10187:41: ( '\\r' )? '\\n'
                    {
                    // InternalBanneret.g:10187:41: ( '\\r' )?
                    int alt10=2;
                    int LA10_0 = input.LA(1);

                    if ( (LA10_0=='\r') ) {
                        alt10=1;
                    }
                    switch (alt10) {
                        case 1 :
                            // InternalBanneret.g:10187:41: '\\r'
                            {
                            match('\r'); 

                            }
                            break;

                    }

                    match('\n'); 

                    }
                    break;

            }


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_SL_COMMENT"

    // $ANTLR start "RULE_ANY_OTHER"
    public final void mRULE_ANY_OTHER() throws RecognitionException {
        try {
            int _type = RULE_ANY_OTHER;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalBanneret.g:10189:16: ( . )
            // InternalBanneret.g:10189:18: .
            {
            matchAny(); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_ANY_OTHER"

    public void mTokens() throws RecognitionException {
        // InternalBanneret.g:1:8: ( T__11 | T__12 | T__13 | T__14 | T__15 | T__16 | T__17 | T__18 | T__19 | T__20 | T__21 | T__22 | T__23 | T__24 | T__25 | T__26 | T__27 | T__28 | T__29 | T__30 | T__31 | T__32 | T__33 | T__34 | T__35 | T__36 | T__37 | T__38 | T__39 | T__40 | T__41 | T__42 | T__43 | T__44 | T__45 | T__46 | T__47 | T__48 | T__49 | T__50 | T__51 | T__52 | T__53 | T__54 | T__55 | T__56 | T__57 | T__58 | T__59 | T__60 | T__61 | T__62 | T__63 | T__64 | T__65 | T__66 | T__67 | T__68 | T__69 | T__70 | T__71 | T__72 | T__73 | T__74 | T__75 | T__76 | T__77 | T__78 | T__79 | T__80 | T__81 | T__82 | T__83 | T__84 | T__85 | T__86 | T__87 | T__88 | T__89 | T__90 | T__91 | T__92 | T__93 | T__94 | T__95 | T__96 | T__97 | T__98 | T__99 | T__100 | T__101 | T__102 | T__103 | T__104 | T__105 | T__106 | T__107 | T__108 | T__109 | T__110 | T__111 | T__112 | T__113 | T__114 | T__115 | T__116 | T__117 | T__118 | T__119 | T__120 | T__121 | T__122 | T__123 | T__124 | T__125 | T__126 | T__127 | T__128 | T__129 | T__130 | T__131 | T__132 | T__133 | T__134 | T__135 | T__136 | T__137 | T__138 | T__139 | T__140 | T__141 | T__142 | T__143 | T__144 | T__145 | T__146 | T__147 | T__148 | T__149 | T__150 | T__151 | T__152 | T__153 | T__154 | T__155 | T__156 | T__157 | T__158 | T__159 | T__160 | T__161 | T__162 | T__163 | T__164 | T__165 | T__166 | T__167 | T__168 | T__169 | T__170 | T__171 | T__172 | T__173 | T__174 | T__175 | T__176 | T__177 | T__178 | T__179 | T__180 | T__181 | T__182 | T__183 | T__184 | T__185 | T__186 | T__187 | RULE_WS | RULE_ID | RULE_INT | RULE_STRING | RULE_ML_COMMENT | RULE_SL_COMMENT | RULE_ANY_OTHER )
        int alt12=184;
        alt12 = dfa12.predict(input);
        switch (alt12) {
            case 1 :
                // InternalBanneret.g:1:10: T__11
                {
                mT__11(); 

                }
                break;
            case 2 :
                // InternalBanneret.g:1:16: T__12
                {
                mT__12(); 

                }
                break;
            case 3 :
                // InternalBanneret.g:1:22: T__13
                {
                mT__13(); 

                }
                break;
            case 4 :
                // InternalBanneret.g:1:28: T__14
                {
                mT__14(); 

                }
                break;
            case 5 :
                // InternalBanneret.g:1:34: T__15
                {
                mT__15(); 

                }
                break;
            case 6 :
                // InternalBanneret.g:1:40: T__16
                {
                mT__16(); 

                }
                break;
            case 7 :
                // InternalBanneret.g:1:46: T__17
                {
                mT__17(); 

                }
                break;
            case 8 :
                // InternalBanneret.g:1:52: T__18
                {
                mT__18(); 

                }
                break;
            case 9 :
                // InternalBanneret.g:1:58: T__19
                {
                mT__19(); 

                }
                break;
            case 10 :
                // InternalBanneret.g:1:64: T__20
                {
                mT__20(); 

                }
                break;
            case 11 :
                // InternalBanneret.g:1:70: T__21
                {
                mT__21(); 

                }
                break;
            case 12 :
                // InternalBanneret.g:1:76: T__22
                {
                mT__22(); 

                }
                break;
            case 13 :
                // InternalBanneret.g:1:82: T__23
                {
                mT__23(); 

                }
                break;
            case 14 :
                // InternalBanneret.g:1:88: T__24
                {
                mT__24(); 

                }
                break;
            case 15 :
                // InternalBanneret.g:1:94: T__25
                {
                mT__25(); 

                }
                break;
            case 16 :
                // InternalBanneret.g:1:100: T__26
                {
                mT__26(); 

                }
                break;
            case 17 :
                // InternalBanneret.g:1:106: T__27
                {
                mT__27(); 

                }
                break;
            case 18 :
                // InternalBanneret.g:1:112: T__28
                {
                mT__28(); 

                }
                break;
            case 19 :
                // InternalBanneret.g:1:118: T__29
                {
                mT__29(); 

                }
                break;
            case 20 :
                // InternalBanneret.g:1:124: T__30
                {
                mT__30(); 

                }
                break;
            case 21 :
                // InternalBanneret.g:1:130: T__31
                {
                mT__31(); 

                }
                break;
            case 22 :
                // InternalBanneret.g:1:136: T__32
                {
                mT__32(); 

                }
                break;
            case 23 :
                // InternalBanneret.g:1:142: T__33
                {
                mT__33(); 

                }
                break;
            case 24 :
                // InternalBanneret.g:1:148: T__34
                {
                mT__34(); 

                }
                break;
            case 25 :
                // InternalBanneret.g:1:154: T__35
                {
                mT__35(); 

                }
                break;
            case 26 :
                // InternalBanneret.g:1:160: T__36
                {
                mT__36(); 

                }
                break;
            case 27 :
                // InternalBanneret.g:1:166: T__37
                {
                mT__37(); 

                }
                break;
            case 28 :
                // InternalBanneret.g:1:172: T__38
                {
                mT__38(); 

                }
                break;
            case 29 :
                // InternalBanneret.g:1:178: T__39
                {
                mT__39(); 

                }
                break;
            case 30 :
                // InternalBanneret.g:1:184: T__40
                {
                mT__40(); 

                }
                break;
            case 31 :
                // InternalBanneret.g:1:190: T__41
                {
                mT__41(); 

                }
                break;
            case 32 :
                // InternalBanneret.g:1:196: T__42
                {
                mT__42(); 

                }
                break;
            case 33 :
                // InternalBanneret.g:1:202: T__43
                {
                mT__43(); 

                }
                break;
            case 34 :
                // InternalBanneret.g:1:208: T__44
                {
                mT__44(); 

                }
                break;
            case 35 :
                // InternalBanneret.g:1:214: T__45
                {
                mT__45(); 

                }
                break;
            case 36 :
                // InternalBanneret.g:1:220: T__46
                {
                mT__46(); 

                }
                break;
            case 37 :
                // InternalBanneret.g:1:226: T__47
                {
                mT__47(); 

                }
                break;
            case 38 :
                // InternalBanneret.g:1:232: T__48
                {
                mT__48(); 

                }
                break;
            case 39 :
                // InternalBanneret.g:1:238: T__49
                {
                mT__49(); 

                }
                break;
            case 40 :
                // InternalBanneret.g:1:244: T__50
                {
                mT__50(); 

                }
                break;
            case 41 :
                // InternalBanneret.g:1:250: T__51
                {
                mT__51(); 

                }
                break;
            case 42 :
                // InternalBanneret.g:1:256: T__52
                {
                mT__52(); 

                }
                break;
            case 43 :
                // InternalBanneret.g:1:262: T__53
                {
                mT__53(); 

                }
                break;
            case 44 :
                // InternalBanneret.g:1:268: T__54
                {
                mT__54(); 

                }
                break;
            case 45 :
                // InternalBanneret.g:1:274: T__55
                {
                mT__55(); 

                }
                break;
            case 46 :
                // InternalBanneret.g:1:280: T__56
                {
                mT__56(); 

                }
                break;
            case 47 :
                // InternalBanneret.g:1:286: T__57
                {
                mT__57(); 

                }
                break;
            case 48 :
                // InternalBanneret.g:1:292: T__58
                {
                mT__58(); 

                }
                break;
            case 49 :
                // InternalBanneret.g:1:298: T__59
                {
                mT__59(); 

                }
                break;
            case 50 :
                // InternalBanneret.g:1:304: T__60
                {
                mT__60(); 

                }
                break;
            case 51 :
                // InternalBanneret.g:1:310: T__61
                {
                mT__61(); 

                }
                break;
            case 52 :
                // InternalBanneret.g:1:316: T__62
                {
                mT__62(); 

                }
                break;
            case 53 :
                // InternalBanneret.g:1:322: T__63
                {
                mT__63(); 

                }
                break;
            case 54 :
                // InternalBanneret.g:1:328: T__64
                {
                mT__64(); 

                }
                break;
            case 55 :
                // InternalBanneret.g:1:334: T__65
                {
                mT__65(); 

                }
                break;
            case 56 :
                // InternalBanneret.g:1:340: T__66
                {
                mT__66(); 

                }
                break;
            case 57 :
                // InternalBanneret.g:1:346: T__67
                {
                mT__67(); 

                }
                break;
            case 58 :
                // InternalBanneret.g:1:352: T__68
                {
                mT__68(); 

                }
                break;
            case 59 :
                // InternalBanneret.g:1:358: T__69
                {
                mT__69(); 

                }
                break;
            case 60 :
                // InternalBanneret.g:1:364: T__70
                {
                mT__70(); 

                }
                break;
            case 61 :
                // InternalBanneret.g:1:370: T__71
                {
                mT__71(); 

                }
                break;
            case 62 :
                // InternalBanneret.g:1:376: T__72
                {
                mT__72(); 

                }
                break;
            case 63 :
                // InternalBanneret.g:1:382: T__73
                {
                mT__73(); 

                }
                break;
            case 64 :
                // InternalBanneret.g:1:388: T__74
                {
                mT__74(); 

                }
                break;
            case 65 :
                // InternalBanneret.g:1:394: T__75
                {
                mT__75(); 

                }
                break;
            case 66 :
                // InternalBanneret.g:1:400: T__76
                {
                mT__76(); 

                }
                break;
            case 67 :
                // InternalBanneret.g:1:406: T__77
                {
                mT__77(); 

                }
                break;
            case 68 :
                // InternalBanneret.g:1:412: T__78
                {
                mT__78(); 

                }
                break;
            case 69 :
                // InternalBanneret.g:1:418: T__79
                {
                mT__79(); 

                }
                break;
            case 70 :
                // InternalBanneret.g:1:424: T__80
                {
                mT__80(); 

                }
                break;
            case 71 :
                // InternalBanneret.g:1:430: T__81
                {
                mT__81(); 

                }
                break;
            case 72 :
                // InternalBanneret.g:1:436: T__82
                {
                mT__82(); 

                }
                break;
            case 73 :
                // InternalBanneret.g:1:442: T__83
                {
                mT__83(); 

                }
                break;
            case 74 :
                // InternalBanneret.g:1:448: T__84
                {
                mT__84(); 

                }
                break;
            case 75 :
                // InternalBanneret.g:1:454: T__85
                {
                mT__85(); 

                }
                break;
            case 76 :
                // InternalBanneret.g:1:460: T__86
                {
                mT__86(); 

                }
                break;
            case 77 :
                // InternalBanneret.g:1:466: T__87
                {
                mT__87(); 

                }
                break;
            case 78 :
                // InternalBanneret.g:1:472: T__88
                {
                mT__88(); 

                }
                break;
            case 79 :
                // InternalBanneret.g:1:478: T__89
                {
                mT__89(); 

                }
                break;
            case 80 :
                // InternalBanneret.g:1:484: T__90
                {
                mT__90(); 

                }
                break;
            case 81 :
                // InternalBanneret.g:1:490: T__91
                {
                mT__91(); 

                }
                break;
            case 82 :
                // InternalBanneret.g:1:496: T__92
                {
                mT__92(); 

                }
                break;
            case 83 :
                // InternalBanneret.g:1:502: T__93
                {
                mT__93(); 

                }
                break;
            case 84 :
                // InternalBanneret.g:1:508: T__94
                {
                mT__94(); 

                }
                break;
            case 85 :
                // InternalBanneret.g:1:514: T__95
                {
                mT__95(); 

                }
                break;
            case 86 :
                // InternalBanneret.g:1:520: T__96
                {
                mT__96(); 

                }
                break;
            case 87 :
                // InternalBanneret.g:1:526: T__97
                {
                mT__97(); 

                }
                break;
            case 88 :
                // InternalBanneret.g:1:532: T__98
                {
                mT__98(); 

                }
                break;
            case 89 :
                // InternalBanneret.g:1:538: T__99
                {
                mT__99(); 

                }
                break;
            case 90 :
                // InternalBanneret.g:1:544: T__100
                {
                mT__100(); 

                }
                break;
            case 91 :
                // InternalBanneret.g:1:551: T__101
                {
                mT__101(); 

                }
                break;
            case 92 :
                // InternalBanneret.g:1:558: T__102
                {
                mT__102(); 

                }
                break;
            case 93 :
                // InternalBanneret.g:1:565: T__103
                {
                mT__103(); 

                }
                break;
            case 94 :
                // InternalBanneret.g:1:572: T__104
                {
                mT__104(); 

                }
                break;
            case 95 :
                // InternalBanneret.g:1:579: T__105
                {
                mT__105(); 

                }
                break;
            case 96 :
                // InternalBanneret.g:1:586: T__106
                {
                mT__106(); 

                }
                break;
            case 97 :
                // InternalBanneret.g:1:593: T__107
                {
                mT__107(); 

                }
                break;
            case 98 :
                // InternalBanneret.g:1:600: T__108
                {
                mT__108(); 

                }
                break;
            case 99 :
                // InternalBanneret.g:1:607: T__109
                {
                mT__109(); 

                }
                break;
            case 100 :
                // InternalBanneret.g:1:614: T__110
                {
                mT__110(); 

                }
                break;
            case 101 :
                // InternalBanneret.g:1:621: T__111
                {
                mT__111(); 

                }
                break;
            case 102 :
                // InternalBanneret.g:1:628: T__112
                {
                mT__112(); 

                }
                break;
            case 103 :
                // InternalBanneret.g:1:635: T__113
                {
                mT__113(); 

                }
                break;
            case 104 :
                // InternalBanneret.g:1:642: T__114
                {
                mT__114(); 

                }
                break;
            case 105 :
                // InternalBanneret.g:1:649: T__115
                {
                mT__115(); 

                }
                break;
            case 106 :
                // InternalBanneret.g:1:656: T__116
                {
                mT__116(); 

                }
                break;
            case 107 :
                // InternalBanneret.g:1:663: T__117
                {
                mT__117(); 

                }
                break;
            case 108 :
                // InternalBanneret.g:1:670: T__118
                {
                mT__118(); 

                }
                break;
            case 109 :
                // InternalBanneret.g:1:677: T__119
                {
                mT__119(); 

                }
                break;
            case 110 :
                // InternalBanneret.g:1:684: T__120
                {
                mT__120(); 

                }
                break;
            case 111 :
                // InternalBanneret.g:1:691: T__121
                {
                mT__121(); 

                }
                break;
            case 112 :
                // InternalBanneret.g:1:698: T__122
                {
                mT__122(); 

                }
                break;
            case 113 :
                // InternalBanneret.g:1:705: T__123
                {
                mT__123(); 

                }
                break;
            case 114 :
                // InternalBanneret.g:1:712: T__124
                {
                mT__124(); 

                }
                break;
            case 115 :
                // InternalBanneret.g:1:719: T__125
                {
                mT__125(); 

                }
                break;
            case 116 :
                // InternalBanneret.g:1:726: T__126
                {
                mT__126(); 

                }
                break;
            case 117 :
                // InternalBanneret.g:1:733: T__127
                {
                mT__127(); 

                }
                break;
            case 118 :
                // InternalBanneret.g:1:740: T__128
                {
                mT__128(); 

                }
                break;
            case 119 :
                // InternalBanneret.g:1:747: T__129
                {
                mT__129(); 

                }
                break;
            case 120 :
                // InternalBanneret.g:1:754: T__130
                {
                mT__130(); 

                }
                break;
            case 121 :
                // InternalBanneret.g:1:761: T__131
                {
                mT__131(); 

                }
                break;
            case 122 :
                // InternalBanneret.g:1:768: T__132
                {
                mT__132(); 

                }
                break;
            case 123 :
                // InternalBanneret.g:1:775: T__133
                {
                mT__133(); 

                }
                break;
            case 124 :
                // InternalBanneret.g:1:782: T__134
                {
                mT__134(); 

                }
                break;
            case 125 :
                // InternalBanneret.g:1:789: T__135
                {
                mT__135(); 

                }
                break;
            case 126 :
                // InternalBanneret.g:1:796: T__136
                {
                mT__136(); 

                }
                break;
            case 127 :
                // InternalBanneret.g:1:803: T__137
                {
                mT__137(); 

                }
                break;
            case 128 :
                // InternalBanneret.g:1:810: T__138
                {
                mT__138(); 

                }
                break;
            case 129 :
                // InternalBanneret.g:1:817: T__139
                {
                mT__139(); 

                }
                break;
            case 130 :
                // InternalBanneret.g:1:824: T__140
                {
                mT__140(); 

                }
                break;
            case 131 :
                // InternalBanneret.g:1:831: T__141
                {
                mT__141(); 

                }
                break;
            case 132 :
                // InternalBanneret.g:1:838: T__142
                {
                mT__142(); 

                }
                break;
            case 133 :
                // InternalBanneret.g:1:845: T__143
                {
                mT__143(); 

                }
                break;
            case 134 :
                // InternalBanneret.g:1:852: T__144
                {
                mT__144(); 

                }
                break;
            case 135 :
                // InternalBanneret.g:1:859: T__145
                {
                mT__145(); 

                }
                break;
            case 136 :
                // InternalBanneret.g:1:866: T__146
                {
                mT__146(); 

                }
                break;
            case 137 :
                // InternalBanneret.g:1:873: T__147
                {
                mT__147(); 

                }
                break;
            case 138 :
                // InternalBanneret.g:1:880: T__148
                {
                mT__148(); 

                }
                break;
            case 139 :
                // InternalBanneret.g:1:887: T__149
                {
                mT__149(); 

                }
                break;
            case 140 :
                // InternalBanneret.g:1:894: T__150
                {
                mT__150(); 

                }
                break;
            case 141 :
                // InternalBanneret.g:1:901: T__151
                {
                mT__151(); 

                }
                break;
            case 142 :
                // InternalBanneret.g:1:908: T__152
                {
                mT__152(); 

                }
                break;
            case 143 :
                // InternalBanneret.g:1:915: T__153
                {
                mT__153(); 

                }
                break;
            case 144 :
                // InternalBanneret.g:1:922: T__154
                {
                mT__154(); 

                }
                break;
            case 145 :
                // InternalBanneret.g:1:929: T__155
                {
                mT__155(); 

                }
                break;
            case 146 :
                // InternalBanneret.g:1:936: T__156
                {
                mT__156(); 

                }
                break;
            case 147 :
                // InternalBanneret.g:1:943: T__157
                {
                mT__157(); 

                }
                break;
            case 148 :
                // InternalBanneret.g:1:950: T__158
                {
                mT__158(); 

                }
                break;
            case 149 :
                // InternalBanneret.g:1:957: T__159
                {
                mT__159(); 

                }
                break;
            case 150 :
                // InternalBanneret.g:1:964: T__160
                {
                mT__160(); 

                }
                break;
            case 151 :
                // InternalBanneret.g:1:971: T__161
                {
                mT__161(); 

                }
                break;
            case 152 :
                // InternalBanneret.g:1:978: T__162
                {
                mT__162(); 

                }
                break;
            case 153 :
                // InternalBanneret.g:1:985: T__163
                {
                mT__163(); 

                }
                break;
            case 154 :
                // InternalBanneret.g:1:992: T__164
                {
                mT__164(); 

                }
                break;
            case 155 :
                // InternalBanneret.g:1:999: T__165
                {
                mT__165(); 

                }
                break;
            case 156 :
                // InternalBanneret.g:1:1006: T__166
                {
                mT__166(); 

                }
                break;
            case 157 :
                // InternalBanneret.g:1:1013: T__167
                {
                mT__167(); 

                }
                break;
            case 158 :
                // InternalBanneret.g:1:1020: T__168
                {
                mT__168(); 

                }
                break;
            case 159 :
                // InternalBanneret.g:1:1027: T__169
                {
                mT__169(); 

                }
                break;
            case 160 :
                // InternalBanneret.g:1:1034: T__170
                {
                mT__170(); 

                }
                break;
            case 161 :
                // InternalBanneret.g:1:1041: T__171
                {
                mT__171(); 

                }
                break;
            case 162 :
                // InternalBanneret.g:1:1048: T__172
                {
                mT__172(); 

                }
                break;
            case 163 :
                // InternalBanneret.g:1:1055: T__173
                {
                mT__173(); 

                }
                break;
            case 164 :
                // InternalBanneret.g:1:1062: T__174
                {
                mT__174(); 

                }
                break;
            case 165 :
                // InternalBanneret.g:1:1069: T__175
                {
                mT__175(); 

                }
                break;
            case 166 :
                // InternalBanneret.g:1:1076: T__176
                {
                mT__176(); 

                }
                break;
            case 167 :
                // InternalBanneret.g:1:1083: T__177
                {
                mT__177(); 

                }
                break;
            case 168 :
                // InternalBanneret.g:1:1090: T__178
                {
                mT__178(); 

                }
                break;
            case 169 :
                // InternalBanneret.g:1:1097: T__179
                {
                mT__179(); 

                }
                break;
            case 170 :
                // InternalBanneret.g:1:1104: T__180
                {
                mT__180(); 

                }
                break;
            case 171 :
                // InternalBanneret.g:1:1111: T__181
                {
                mT__181(); 

                }
                break;
            case 172 :
                // InternalBanneret.g:1:1118: T__182
                {
                mT__182(); 

                }
                break;
            case 173 :
                // InternalBanneret.g:1:1125: T__183
                {
                mT__183(); 

                }
                break;
            case 174 :
                // InternalBanneret.g:1:1132: T__184
                {
                mT__184(); 

                }
                break;
            case 175 :
                // InternalBanneret.g:1:1139: T__185
                {
                mT__185(); 

                }
                break;
            case 176 :
                // InternalBanneret.g:1:1146: T__186
                {
                mT__186(); 

                }
                break;
            case 177 :
                // InternalBanneret.g:1:1153: T__187
                {
                mT__187(); 

                }
                break;
            case 178 :
                // InternalBanneret.g:1:1160: RULE_WS
                {
                mRULE_WS(); 

                }
                break;
            case 179 :
                // InternalBanneret.g:1:1168: RULE_ID
                {
                mRULE_ID(); 

                }
                break;
            case 180 :
                // InternalBanneret.g:1:1176: RULE_INT
                {
                mRULE_INT(); 

                }
                break;
            case 181 :
                // InternalBanneret.g:1:1185: RULE_STRING
                {
                mRULE_STRING(); 

                }
                break;
            case 182 :
                // InternalBanneret.g:1:1197: RULE_ML_COMMENT
                {
                mRULE_ML_COMMENT(); 

                }
                break;
            case 183 :
                // InternalBanneret.g:1:1213: RULE_SL_COMMENT
                {
                mRULE_SL_COMMENT(); 

                }
                break;
            case 184 :
                // InternalBanneret.g:1:1229: RULE_ANY_OTHER
                {
                mRULE_ANY_OTHER(); 

                }
                break;

        }

    }


    protected DFA12 dfa12 = new DFA12(this);
    static final String DFA12_eotS =
        "\1\uffff\2\63\1\uffff\12\63\2\uffff\6\63\1\uffff\1\63\1\u0087\1\u0088\6\uffff\1\63\1\uffff\1\63\2\uffff\1\u0098\1\u0099\1\u009c\1\u009d\1\uffff\1\57\2\uffff\2\57\1\uffff\3\63\1\uffff\11\63\1\uffff\22\63\1\u00d8\17\63\1\u00f0\3\63\2\uffff\7\63\1\u00ff\2\63\1\u0103\10\63\1\u010e\1\u0110\3\63\1\uffff\1\63\1\u0116\1\u0117\3\63\12\uffff\3\63\1\uffff\1\63\2\uffff\1\u0120\1\u0121\2\uffff\1\u0122\1\u0123\5\uffff\15\63\1\u0134\10\63\1\u013e\12\63\1\u014b\25\63\1\uffff\3\63\1\u0167\7\63\1\u0172\7\63\1\u017b\1\u017c\1\63\1\u017e\1\uffff\16\63\1\uffff\3\63\1\uffff\3\63\1\u0193\6\63\1\uffff\1\u019b\1\uffff\2\63\1\u019e\2\63\2\uffff\10\63\4\uffff\1\u01a9\1\63\1\u01ab\2\63\1\u01ae\1\63\1\u01b0\4\63\1\u01b5\3\63\1\uffff\3\63\1\u01bd\4\63\1\u01c2\1\uffff\1\u01c3\4\63\1\u01c9\6\63\1\uffff\3\63\1\u01d3\6\63\1\u01da\1\u01db\3\63\1\u01df\7\63\1\u01e8\1\u01e9\2\63\1\uffff\3\63\1\u01ef\1\u01f1\3\63\1\u01f5\1\63\1\uffff\1\63\1\u01f8\2\63\1\u01fb\3\63\2\uffff\1\63\1\uffff\11\63\1\u020a\1\63\1\u020c\3\63\1\u0210\4\63\1\uffff\2\63\1\u0217\4\63\1\uffff\2\63\1\uffff\6\63\1\u0224\3\63\1\uffff\1\u0228\1\uffff\2\63\1\uffff\1\63\1\uffff\3\63\1\u022f\1\uffff\2\63\1\u0232\1\u0233\1\63\1\u0235\1\u0236\1\uffff\1\u0237\3\63\2\uffff\5\63\1\uffff\11\63\1\uffff\1\u0249\3\63\1\u024e\1\63\2\uffff\1\u0250\2\63\1\uffff\3\63\1\u0256\3\63\1\u025a\2\uffff\4\63\1\u025f\1\uffff\1\u0260\1\uffff\1\63\1\u0262\1\63\1\uffff\2\63\1\uffff\1\63\1\u0267\1\uffff\1\63\1\u0269\5\63\1\u0270\3\63\1\u0274\2\63\1\uffff\1\63\1\uffff\3\63\1\uffff\6\63\1\uffff\1\u0281\3\63\1\u0285\1\u0286\3\63\1\u028a\1\u028b\1\63\1\uffff\1\u028d\2\63\1\uffff\1\u0290\1\u0291\4\63\1\uffff\1\u0296\1\63\2\uffff\1\u0298\3\uffff\1\63\1\u029a\1\u029b\5\63\1\u02a1\1\63\1\u02a3\1\u02a4\1\u02a5\1\u02a6\1\63\1\u02a8\1\63\1\uffff\1\u02aa\3\63\1\uffff\1\u02af\1\uffff\2\63\1\u02b2\2\63\1\uffff\1\63\1\u02b6\1\63\1\uffff\4\63\2\uffff\1\u02bc\1\uffff\3\63\1\u02c0\1\uffff\1\u02c1\1\uffff\1\u02c2\2\63\1\u02c5\1\63\1\u02c7\1\uffff\1\63\1\u02c9\1\u02ca\1\uffff\1\u02cb\1\63\1\u02cd\2\63\1\u02d0\1\u02d2\3\63\1\u02d7\1\u02d8\1\uffff\1\u02d9\1\u02da\1\u02db\2\uffff\1\u02dc\1\u02dd\1\u02de\2\uffff\1\63\1\uffff\1\63\1\u02e1\2\uffff\3\63\1\u02e5\1\uffff\1\63\1\uffff\1\63\2\uffff\1\u02e8\2\63\1\u02eb\1\u02ec\1\uffff\1\u02ed\4\uffff\1\63\1\uffff\1\u02ef\1\uffff\1\u02f0\1\u02f2\1\63\1\u02f4\1\uffff\1\u02f6\1\63\1\uffff\2\63\1\u02fa\1\uffff\1\63\1\u02fc\2\63\1\u02ff\1\uffff\1\u0300\1\u0301\1\u0302\3\uffff\2\63\1\uffff\1\u0305\1\uffff\1\u0306\3\uffff\1\63\1\uffff\2\63\1\uffff\1\u030a\1\uffff\1\u030b\1\u030c\1\u030d\1\63\10\uffff\1\63\1\u0311\1\uffff\1\u0312\1\u0313\1\63\1\uffff\1\u0315\1\u0316\1\uffff\2\63\3\uffff\1\63\2\uffff\1\u031a\1\uffff\1\u031b\1\uffff\1\63\1\uffff\1\63\1\u031e\1\u031f\1\uffff\1\u0320\1\uffff\2\63\4\uffff\1\u0323\1\u0324\2\uffff\3\63\4\uffff\1\u0328\1\63\4\uffff\1\u032a\2\uffff\3\63\2\uffff\1\u032e\1\63\3\uffff\1\u0330\1\u0331\2\uffff\1\u0332\2\63\1\uffff\1\u0335\1\uffff\1\63\1\u0337\1\63\1\uffff\1\u0339\3\uffff\1\u033a\1\u033b\1\uffff\1\u033c\1\uffff\1\u033d\5\uffff";
    static final String DFA12_eofS =
        "\u033e\uffff";
    static final String DFA12_minS =
        "\1\0\1\141\1\143\1\uffff\6\141\1\145\1\156\2\141\2\uffff\1\144\1\155\3\141\1\144\1\uffff\1\142\1\52\1\60\6\uffff\1\141\1\uffff\1\151\2\uffff\4\60\1\uffff\1\101\2\uffff\2\0\1\uffff\1\155\1\171\1\151\1\uffff\1\155\1\157\1\141\1\144\1\145\1\164\1\145\1\165\1\154\1\uffff\1\154\1\156\1\143\1\154\2\141\1\155\2\164\1\155\1\164\1\141\1\144\1\162\1\160\1\157\1\162\1\141\1\60\1\162\1\163\1\141\1\154\1\157\1\143\1\162\2\141\1\154\1\144\1\154\1\144\1\160\1\170\1\60\1\162\1\154\1\143\2\uffff\1\143\1\146\1\145\1\147\1\164\1\145\1\160\1\60\1\157\1\143\1\60\1\143\1\154\1\162\1\145\1\151\1\155\1\142\1\166\2\60\1\144\1\150\1\144\1\uffff\1\155\2\60\2\157\1\164\12\uffff\1\164\1\151\1\165\1\uffff\1\154\2\uffff\2\60\2\uffff\2\60\5\uffff\1\145\1\160\1\144\1\164\1\142\1\164\1\143\1\145\1\156\1\150\1\145\1\147\1\156\1\60\1\145\1\141\1\151\1\145\1\147\1\154\1\151\1\157\1\60\1\145\1\141\1\143\1\141\1\144\1\151\1\155\1\141\1\150\1\142\1\60\1\151\1\142\1\145\2\163\1\141\1\156\1\157\1\145\1\164\1\145\1\155\1\164\1\145\1\143\1\162\1\164\1\163\1\162\1\151\1\141\1\uffff\1\156\1\153\1\164\1\60\1\164\1\154\1\155\1\145\1\163\1\160\1\164\1\60\2\154\2\144\1\161\1\145\1\153\2\60\1\145\1\60\1\uffff\1\145\1\141\1\151\1\165\1\164\1\145\1\164\1\145\1\166\2\145\1\156\1\141\1\164\1\uffff\1\143\1\153\1\156\1\uffff\1\141\1\164\1\145\1\60\1\146\1\156\1\145\1\151\2\145\1\uffff\1\60\1\uffff\2\145\1\60\1\157\1\141\2\uffff\1\141\1\156\1\150\1\157\1\150\1\166\1\156\1\154\4\uffff\1\60\1\150\1\60\1\145\1\157\1\60\1\153\1\60\1\156\1\143\1\156\1\164\1\60\1\154\1\141\1\160\1\uffff\1\164\1\162\1\144\1\60\1\145\1\141\1\157\1\162\1\60\1\uffff\1\60\1\164\1\145\1\156\1\165\1\60\1\164\1\157\1\147\1\145\1\154\1\145\1\uffff\1\157\1\145\1\162\1\60\1\163\1\145\1\162\1\164\1\162\1\155\2\60\1\162\1\141\1\162\1\60\1\154\1\171\1\165\1\163\1\141\1\164\1\156\2\60\1\165\1\141\1\uffff\1\160\1\157\1\164\2\60\1\156\1\164\1\160\1\60\1\151\1\uffff\1\164\1\60\1\145\1\163\1\60\1\165\1\162\1\145\2\uffff\1\162\1\uffff\1\155\1\154\1\141\1\145\1\157\1\160\1\145\1\143\1\141\1\60\1\162\1\60\1\163\1\151\1\153\1\60\1\145\1\165\1\145\1\164\1\uffff\1\151\1\164\1\60\1\164\2\154\1\145\1\uffff\2\162\1\uffff\1\165\1\143\1\162\1\147\1\141\1\155\1\60\1\145\1\144\1\145\1\uffff\1\60\1\uffff\1\155\1\154\1\uffff\1\151\1\uffff\1\147\1\164\1\145\1\60\1\uffff\1\145\1\162\2\60\1\145\2\60\1\uffff\1\60\1\143\1\156\1\144\2\uffff\1\145\1\151\1\156\1\143\1\154\1\uffff\1\163\1\156\1\145\1\144\1\145\1\144\1\156\1\162\1\151\1\uffff\1\60\1\144\2\145\1\60\1\156\2\uffff\1\60\1\156\1\157\1\uffff\1\145\1\151\1\162\1\60\1\151\1\163\1\147\1\60\2\uffff\1\162\1\164\1\162\1\167\1\60\1\uffff\1\60\1\uffff\1\147\1\60\1\145\1\uffff\1\144\1\150\1\uffff\1\156\1\60\1\uffff\1\145\1\60\1\162\1\151\2\145\1\156\1\60\1\162\1\164\1\144\1\60\2\164\1\uffff\1\163\1\uffff\1\163\1\141\1\163\1\uffff\1\162\1\163\1\162\1\164\1\170\1\171\1\uffff\1\60\2\163\1\164\2\60\1\162\1\153\1\144\2\60\1\141\1\uffff\1\60\1\145\1\144\1\uffff\2\60\1\156\1\164\1\165\1\144\1\uffff\1\60\1\151\2\uffff\1\60\3\uffff\1\145\2\60\1\144\1\160\1\144\1\145\1\164\1\60\1\144\4\60\1\141\1\60\1\143\1\uffff\1\60\1\144\1\162\1\156\1\uffff\1\60\1\uffff\1\144\1\154\1\60\1\156\1\145\1\uffff\1\156\1\60\1\154\1\uffff\1\145\2\151\1\163\2\uffff\1\60\1\uffff\1\144\1\145\1\171\1\60\1\uffff\1\60\1\uffff\1\60\1\141\1\156\1\60\1\164\1\60\1\uffff\1\171\2\60\1\uffff\1\60\1\151\1\60\1\141\1\164\2\60\1\145\1\156\1\145\2\60\1\uffff\3\60\2\uffff\3\60\2\uffff\1\164\1\uffff\1\144\1\60\2\uffff\1\147\1\150\1\162\1\60\1\uffff\1\157\1\uffff\1\163\2\uffff\1\60\1\164\1\151\2\60\1\uffff\1\60\4\uffff\1\154\1\uffff\1\60\1\uffff\2\60\1\147\1\60\1\uffff\1\60\1\154\1\uffff\1\147\1\144\1\60\1\uffff\1\145\1\60\1\157\1\156\1\60\1\uffff\3\60\3\uffff\1\154\1\164\1\uffff\1\60\1\uffff\1\60\3\uffff\1\157\1\uffff\1\142\1\151\1\uffff\1\60\1\uffff\3\60\1\144\10\uffff\1\151\1\55\1\uffff\2\60\1\145\1\uffff\2\60\1\uffff\1\151\1\156\3\uffff\1\151\2\uffff\1\60\1\uffff\1\60\1\uffff\1\144\1\uffff\1\145\2\60\1\uffff\1\60\1\uffff\1\156\1\164\4\uffff\2\60\2\uffff\1\156\1\154\1\166\4\uffff\1\60\1\143\4\uffff\1\60\2\uffff\1\157\1\147\1\164\2\uffff\1\60\1\144\3\uffff\2\60\2\uffff\1\60\2\145\1\uffff\1\60\1\uffff\1\156\1\60\1\171\1\uffff\1\60\3\uffff\2\60\1\uffff\1\60\1\uffff\1\60\5\uffff";
    static final String DFA12_maxS =
        "\1\uffff\1\162\1\171\1\uffff\1\165\1\157\1\165\1\162\1\165\1\162\1\165\1\156\1\157\1\151\2\uffff\1\170\1\156\1\171\1\162\1\151\1\164\1\uffff\1\165\1\57\1\172\6\uffff\1\157\1\uffff\1\151\2\uffff\4\172\1\uffff\1\172\2\uffff\2\uffff\1\uffff\1\155\1\171\1\151\1\uffff\1\163\1\157\1\165\1\156\1\145\1\164\1\145\1\165\1\154\1\uffff\1\154\1\156\1\160\1\167\1\163\1\147\1\163\1\165\1\164\1\155\1\164\1\157\1\166\1\164\1\162\1\157\1\162\1\151\1\172\1\162\1\163\1\141\1\162\1\157\1\143\1\162\1\151\1\170\1\154\1\144\1\154\1\151\2\170\1\172\1\166\1\162\1\143\2\uffff\1\151\1\146\1\145\1\147\1\164\1\145\1\160\1\172\1\157\1\156\1\172\1\143\1\164\1\162\1\145\1\151\1\156\1\142\1\166\2\172\1\144\1\150\1\144\1\uffff\1\155\2\172\1\157\1\160\1\164\12\uffff\1\164\1\151\1\165\1\uffff\1\154\2\uffff\2\172\2\uffff\2\172\5\uffff\1\145\1\160\1\144\1\164\1\142\1\164\1\162\1\165\1\156\1\150\1\145\1\147\1\156\1\172\1\145\1\141\1\151\1\145\1\147\1\154\1\151\1\157\1\172\1\145\1\141\1\143\1\145\1\144\1\151\1\155\1\141\1\150\1\142\1\172\1\151\2\145\2\163\1\141\1\156\1\165\1\145\1\164\1\145\1\155\1\164\1\145\1\143\1\162\1\164\1\163\1\162\1\151\1\141\1\uffff\1\156\1\153\1\164\1\172\1\164\1\154\1\156\1\151\1\163\1\160\1\164\1\172\2\154\2\144\1\164\1\145\1\153\2\172\1\145\1\172\1\uffff\1\145\1\141\1\151\1\165\1\164\1\145\1\164\1\145\1\166\2\145\1\156\1\141\1\164\1\uffff\1\143\1\153\1\156\1\uffff\1\141\1\164\1\145\1\172\1\146\1\156\1\145\1\151\2\145\1\uffff\1\172\1\uffff\2\145\1\172\1\157\1\141\2\uffff\1\141\1\156\1\150\1\157\1\150\1\166\1\156\1\154\4\uffff\1\172\1\150\1\172\1\145\1\157\1\172\1\153\1\172\1\156\1\143\1\156\1\164\1\172\1\154\1\141\1\160\1\uffff\1\164\1\162\1\144\1\172\1\145\1\141\1\157\1\162\1\172\1\uffff\1\172\1\164\1\162\1\156\1\165\1\172\1\164\1\157\1\147\1\145\1\154\1\145\1\uffff\1\157\1\145\1\162\1\172\1\163\1\145\1\162\1\164\1\162\1\155\2\172\1\162\1\141\1\162\1\172\1\154\1\171\1\165\1\163\1\141\1\164\1\156\2\172\1\165\1\141\1\uffff\1\160\1\157\1\164\2\172\1\156\1\164\1\160\1\172\1\151\1\uffff\1\164\1\172\1\145\1\163\1\172\1\165\1\162\1\145\2\uffff\1\162\1\uffff\1\155\1\154\1\141\1\145\1\157\1\160\1\163\1\143\1\141\1\172\1\162\1\172\1\163\1\151\1\153\1\172\1\145\1\165\1\145\1\164\1\uffff\1\151\1\164\1\172\1\164\2\154\1\145\1\uffff\2\162\1\uffff\1\165\1\143\1\162\1\147\1\141\1\155\1\172\1\145\1\144\1\145\1\uffff\1\172\1\uffff\1\155\1\154\1\uffff\1\151\1\uffff\1\147\1\164\1\145\1\172\1\uffff\1\145\1\162\2\172\1\145\2\172\1\uffff\1\172\1\143\1\156\1\144\2\uffff\1\145\1\151\1\156\1\143\1\154\1\uffff\1\163\1\156\1\145\1\144\1\145\1\144\1\156\1\162\1\151\1\uffff\1\172\1\144\1\145\1\151\1\172\1\156\2\uffff\1\172\1\156\1\157\1\uffff\1\145\1\151\1\162\1\172\1\151\1\163\1\147\1\172\2\uffff\1\162\1\164\1\162\1\167\1\172\1\uffff\1\172\1\uffff\1\147\1\172\1\145\1\uffff\1\144\1\150\1\uffff\1\156\1\172\1\uffff\1\145\1\172\1\162\1\151\2\145\1\156\1\172\1\162\1\164\1\144\1\172\2\164\1\uffff\1\163\1\uffff\1\163\1\141\1\163\1\uffff\1\162\1\163\1\162\1\164\1\170\1\171\1\uffff\1\172\2\163\1\164\2\172\1\162\1\153\1\144\2\172\1\141\1\uffff\1\172\1\145\1\144\1\uffff\2\172\1\156\1\164\1\165\1\144\1\uffff\1\172\1\151\2\uffff\1\172\3\uffff\1\145\2\172\1\144\1\160\1\144\1\145\1\164\1\172\1\144\4\172\1\141\1\172\1\143\1\uffff\1\172\1\144\1\162\1\156\1\uffff\1\172\1\uffff\1\144\1\154\1\172\1\156\1\145\1\uffff\1\156\1\172\1\154\1\uffff\1\145\2\151\1\163\2\uffff\1\172\1\uffff\1\144\1\145\1\171\1\172\1\uffff\1\172\1\uffff\1\172\1\141\1\156\1\172\1\164\1\172\1\uffff\1\171\2\172\1\uffff\1\172\1\151\1\172\1\141\1\164\2\172\1\145\1\156\1\145\2\172\1\uffff\3\172\2\uffff\3\172\2\uffff\1\164\1\uffff\1\144\1\172\2\uffff\1\147\1\150\1\162\1\172\1\uffff\1\157\1\uffff\1\163\2\uffff\1\172\1\164\1\151\2\172\1\uffff\1\172\4\uffff\1\154\1\uffff\1\172\1\uffff\2\172\1\147\1\172\1\uffff\1\172\1\154\1\uffff\1\147\1\144\1\172\1\uffff\1\145\1\172\1\157\1\156\1\172\1\uffff\3\172\3\uffff\1\154\1\164\1\uffff\1\172\1\uffff\1\172\3\uffff\1\157\1\uffff\1\142\1\151\1\uffff\1\172\1\uffff\3\172\1\144\10\uffff\1\151\1\172\1\uffff\2\172\1\145\1\uffff\2\172\1\uffff\1\151\1\156\3\uffff\1\151\2\uffff\1\172\1\uffff\1\172\1\uffff\1\144\1\uffff\1\145\2\172\1\uffff\1\172\1\uffff\1\156\1\164\4\uffff\2\172\2\uffff\1\156\1\154\1\166\4\uffff\1\172\1\143\4\uffff\1\172\2\uffff\1\157\1\147\1\164\2\uffff\1\172\1\144\3\uffff\2\172\2\uffff\1\172\2\145\1\uffff\1\172\1\uffff\1\156\1\172\1\171\1\uffff\1\172\3\uffff\2\172\1\uffff\1\172\1\uffff\1\172\5\uffff";
    static final String DFA12_acceptS =
        "\3\uffff\1\3\12\uffff\1\23\1\26\6\uffff\1\57\3\uffff\1\102\1\103\1\122\1\134\1\141\1\142\1\uffff\1\u0086\1\uffff\1\u0097\1\u0098\4\uffff\1\u00b2\1\uffff\1\u00b3\1\u00b4\2\uffff\1\u00b8\3\uffff\1\u00b3\11\uffff\1\3\46\uffff\1\23\1\26\30\uffff\1\57\6\uffff\1\u00b6\1\u00b7\1\66\1\101\1\102\1\103\1\122\1\134\1\141\1\142\3\uffff\1\u0086\1\uffff\1\u0097\1\u0098\2\uffff\1\u0099\1\u009b\2\uffff\1\u009d\1\u009f\1\u00b2\1\u00b4\1\u00b5\67\uffff\1\77\27\uffff\1\45\16\uffff\1\64\3\uffff\1\161\12\uffff\1\50\1\uffff\1\51\5\uffff\1\133\1\146\10\uffff\1\u009a\1\u00a0\1\u009c\1\u009e\20\uffff\1\165\11\uffff\1\115\14\uffff\1\u00a1\33\uffff\1\25\12\uffff\1\110\10\uffff\1\47\1\105\1\uffff\1\20\24\uffff\1\52\7\uffff\1\173\2\uffff\1\u00ac\12\uffff\1\1\1\uffff\1\107\2\uffff\1\13\1\uffff\1\u00a6\4\uffff\1\53\7\uffff\1\u0081\4\uffff\1\121\1\136\5\uffff\1\u0087\11\uffff\1\171\6\uffff\1\30\1\32\3\uffff\1\31\10\uffff\1\176\1\170\5\uffff\1\126\1\uffff\1\56\3\uffff\1\u008d\2\uffff\1\61\2\uffff\1\15\16\uffff\1\131\1\uffff\1\u00ad\3\uffff\1\70\6\uffff\1\44\14\uffff\1\164\3\uffff\1\43\6\uffff\1\35\2\uffff\1\152\1\174\1\uffff\1\u00a8\1\4\1\22\21\uffff\1\7\4\uffff\1\24\1\uffff\1\36\5\uffff\1\u00a7\3\uffff\1\144\4\uffff\1\55\1\65\1\uffff\1\116\4\uffff\1\u0095\1\uffff\1\166\6\uffff\1\75\3\uffff\1\u0096\14\uffff\1\177\3\uffff\1\153\1\u0093\3\uffff\1\172\1\u00af\1\uffff\1\u0084\2\uffff\1\2\1\41\4\uffff\1\u008b\1\uffff\1\u00a3\1\uffff\1\127\1\145\5\uffff\1\114\1\uffff\1\140\1\u00a9\1\u008c\1\u00aa\1\uffff\1\130\1\uffff\1\132\4\uffff\1\113\2\uffff\1\u00a2\3\uffff\1\46\5\uffff\1\123\3\uffff\1\125\1\67\1\17\2\uffff\1\154\1\uffff\1\76\1\uffff\1\27\1\u0092\1\37\1\uffff\1\175\2\uffff\1\34\1\uffff\1\162\4\uffff\1\112\1\u008e\1\111\1\124\1\147\1\63\1\71\1\167\2\uffff\1\u008f\3\uffff\1\u0089\2\uffff\1\150\2\uffff\1\72\1\104\1\u00a5\1\uffff\1\u00ae\1\u0094\1\uffff\1\16\1\uffff\1\117\1\uffff\1\62\3\uffff\1\10\1\uffff\1\11\2\uffff\1\u0082\1\163\1\12\1\u008a\2\uffff\1\21\1\156\3\uffff\1\155\1\u0085\1\42\1\106\2\uffff\1\u00b1\1\u0088\1\14\1\74\1\uffff\1\143\1\100\3\uffff\1\u00ab\1\54\2\uffff\1\u0083\1\u0090\1\u00a4\2\uffff\1\137\1\73\3\uffff\1\u00b0\1\uffff\1\135\3\uffff\1\160\1\uffff\1\157\1\60\1\40\2\uffff\1\u0080\1\uffff\1\120\1\uffff\1\u0091\1\33\1\151\1\5\1\6";
    static final String DFA12_specialS =
        "\1\1\54\uffff\1\2\1\0\u030f\uffff}>";
    static final String[] DFA12_transitionS = {
            "\11\57\2\51\2\57\1\51\22\57\1\51\1\57\1\55\4\57\1\56\1\36\1\37\1\34\1\44\1\17\1\43\1\41\1\30\12\54\1\26\2\57\1\35\3\57\4\53\1\46\10\53\1\45\4\53\1\47\3\53\1\50\3\53\1\32\1\57\1\33\1\52\1\53\1\57\1\27\1\22\1\7\1\5\1\20\1\11\1\1\1\12\1\21\1\53\1\42\1\24\1\14\1\6\1\25\1\23\1\53\1\4\1\2\1\10\1\13\1\15\1\40\1\31\2\53\1\3\1\57\1\16\ufe81\57\1\51\u0100\57",
            "\1\60\12\uffff\1\61\5\uffff\1\62",
            "\1\70\1\uffff\1\71\2\uffff\1\72\1\67\2\uffff\1\65\2\uffff\1\74\1\uffff\1\73\2\uffff\1\66\4\uffff\1\64",
            "",
            "\1\77\3\uffff\1\100\11\uffff\1\101\5\uffff\1\76",
            "\1\104\3\uffff\1\102\3\uffff\1\103\5\uffff\1\105",
            "\1\106\15\uffff\1\110\5\uffff\1\107",
            "\1\114\7\uffff\1\113\2\uffff\1\111\2\uffff\1\112\2\uffff\1\115",
            "\1\122\3\uffff\1\116\11\uffff\1\120\2\uffff\1\117\2\uffff\1\121",
            "\1\126\3\uffff\1\123\3\uffff\1\127\2\uffff\1\130\2\uffff\1\124\2\uffff\1\125",
            "\1\131\3\uffff\1\133\5\uffff\1\134\5\uffff\1\132",
            "\1\135",
            "\1\136\7\uffff\1\137\3\uffff\1\140\1\uffff\1\141",
            "\1\142\7\uffff\1\143",
            "",
            "",
            "\1\151\1\uffff\1\147\5\uffff\1\150\1\uffff\1\152\7\uffff\1\153\1\uffff\1\146",
            "\1\154\1\155",
            "\1\157\3\uffff\1\161\6\uffff\1\156\14\uffff\1\160",
            "\1\162\3\uffff\1\163\11\uffff\1\165\2\uffff\1\164",
            "\1\167\3\uffff\1\170\3\uffff\1\166",
            "\1\175\1\uffff\1\172\7\uffff\1\171\3\uffff\1\173\1\uffff\1\174",
            "",
            "\1\u0082\11\uffff\1\u0083\5\uffff\1\177\1\u0081\1\u0080\1\u0084",
            "\1\u0085\4\uffff\1\u0086",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "",
            "",
            "",
            "\1\u0090\7\uffff\1\u008f\5\uffff\1\u0091",
            "",
            "\1\u0093",
            "",
            "",
            "\12\63\7\uffff\4\63\1\u0096\21\63\1\u0097\3\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\4\63\1\u009a\21\63\1\u009b\3\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\0\u00a0",
            "\0\u00a0",
            "",
            "\1\u00a1",
            "\1\u00a2",
            "\1\u00a3",
            "",
            "\1\u00a5\5\uffff\1\u00a4",
            "\1\u00a6",
            "\1\u00a7\20\uffff\1\u00a8\2\uffff\1\u00a9",
            "\1\u00ab\2\uffff\1\u00aa\6\uffff\1\u00ac",
            "\1\u00ad",
            "\1\u00ae",
            "\1\u00af",
            "\1\u00b0",
            "\1\u00b1",
            "",
            "\1\u00b2",
            "\1\u00b3",
            "\1\u00b6\3\uffff\1\u00b5\10\uffff\1\u00b4",
            "\1\u00b8\7\uffff\1\u00b9\2\uffff\1\u00b7",
            "\1\u00bc\4\uffff\1\u00bb\14\uffff\1\u00ba",
            "\1\u00be\5\uffff\1\u00bd",
            "\1\u00bf\5\uffff\1\u00c0",
            "\1\u00c2\1\u00c1",
            "\1\u00c3",
            "\1\u00c4",
            "\1\u00c5",
            "\1\u00c6\3\uffff\1\u00c8\11\uffff\1\u00c7",
            "\1\u00cb\7\uffff\1\u00ca\1\u00ce\1\u00cf\4\uffff\1\u00cc\1\uffff\1\u00c9\1\u00cd",
            "\1\u00d1\1\uffff\1\u00d0",
            "\1\u00d3\1\uffff\1\u00d2",
            "\1\u00d4",
            "\1\u00d5",
            "\1\u00d6\7\uffff\1\u00d7",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u00d9",
            "\1\u00da",
            "\1\u00db",
            "\1\u00de\2\uffff\1\u00dd\2\uffff\1\u00dc",
            "\1\u00df",
            "\1\u00e0",
            "\1\u00e1",
            "\1\u00e3\7\uffff\1\u00e2",
            "\1\u00e5\26\uffff\1\u00e4",
            "\1\u00e6",
            "\1\u00e7",
            "\1\u00e8",
            "\1\u00ea\4\uffff\1\u00e9",
            "\1\u00ed\1\uffff\1\u00eb\1\uffff\1\u00ee\3\uffff\1\u00ec",
            "\1\u00ef",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u00f2\3\uffff\1\u00f1",
            "\1\u00f4\5\uffff\1\u00f3",
            "\1\u00f5",
            "",
            "",
            "\1\u00f6\5\uffff\1\u00f7",
            "\1\u00f8",
            "\1\u00f9",
            "\1\u00fa",
            "\1\u00fb",
            "\1\u00fc",
            "\1\u00fd",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\10\63\1\u00fe\21\63",
            "\1\u0100",
            "\1\u0101\12\uffff\1\u0102",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0104",
            "\1\u0106\7\uffff\1\u0105",
            "\1\u0107",
            "\1\u0108",
            "\1\u0109",
            "\1\u010b\1\u010a",
            "\1\u010c",
            "\1\u010d",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\5\63\1\u010f\24\63",
            "\1\u0111",
            "\1\u0112",
            "\1\u0113",
            "",
            "\1\u0114",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\23\63\1\u0115\6\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0118",
            "\1\u0119\1\u011a",
            "\1\u011b",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "\1\u011c",
            "\1\u011d",
            "\1\u011e",
            "",
            "\1\u011f",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "",
            "",
            "\1\u0124",
            "\1\u0125",
            "\1\u0126",
            "\1\u0127",
            "\1\u0128",
            "\1\u0129",
            "\1\u012a\16\uffff\1\u012b",
            "\1\u012c\17\uffff\1\u012d",
            "\1\u012e",
            "\1\u012f",
            "\1\u0130",
            "\1\u0131",
            "\1\u0132",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\24\63\1\u0133\5\63",
            "\1\u0135",
            "\1\u0136",
            "\1\u0137",
            "\1\u0138",
            "\1\u0139",
            "\1\u013a",
            "\1\u013b",
            "\1\u013c",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u013d\7\63",
            "\1\u013f",
            "\1\u0140",
            "\1\u0141",
            "\1\u0143\3\uffff\1\u0142",
            "\1\u0144",
            "\1\u0145",
            "\1\u0146",
            "\1\u0147",
            "\1\u0148",
            "\1\u0149",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\23\63\1\u014a\6\63",
            "\1\u014c",
            "\1\u014d\2\uffff\1\u014e",
            "\1\u014f",
            "\1\u0150",
            "\1\u0151",
            "\1\u0152",
            "\1\u0153",
            "\1\u0154\5\uffff\1\u0155",
            "\1\u0156",
            "\1\u0157",
            "\1\u0158",
            "\1\u0159",
            "\1\u015a",
            "\1\u015b",
            "\1\u015c",
            "\1\u015d",
            "\1\u015e",
            "\1\u015f",
            "\1\u0160",
            "\1\u0161",
            "\1\u0162",
            "",
            "\1\u0163",
            "\1\u0164",
            "\1\u0165",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\14\63\1\u0166\15\63",
            "\1\u0168",
            "\1\u0169",
            "\1\u016b\1\u016a",
            "\1\u016c\3\uffff\1\u016d",
            "\1\u016e",
            "\1\u016f",
            "\1\u0170",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u0171\7\63",
            "\1\u0173",
            "\1\u0174",
            "\1\u0175",
            "\1\u0176",
            "\1\u0178\2\uffff\1\u0177",
            "\1\u0179",
            "\1\u017a",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u017d",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u017f",
            "\1\u0180",
            "\1\u0181",
            "\1\u0182",
            "\1\u0183",
            "\1\u0184",
            "\1\u0185",
            "\1\u0186",
            "\1\u0187",
            "\1\u0188",
            "\1\u0189",
            "\1\u018a",
            "\1\u018b",
            "\1\u018c",
            "",
            "\1\u018d",
            "\1\u018e",
            "\1\u018f",
            "",
            "\1\u0190",
            "\1\u0191",
            "\1\u0192",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0194",
            "\1\u0195",
            "\1\u0196",
            "\1\u0197",
            "\1\u0198",
            "\1\u0199",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u019a\7\63",
            "",
            "\1\u019c",
            "\1\u019d",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u019f",
            "\1\u01a0",
            "",
            "",
            "\1\u01a1",
            "\1\u01a2",
            "\1\u01a3",
            "\1\u01a4",
            "\1\u01a5",
            "\1\u01a6",
            "\1\u01a7",
            "\1\u01a8",
            "",
            "",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01aa",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01ac",
            "\1\u01ad",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01af",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01b1",
            "\1\u01b2",
            "\1\u01b3",
            "\1\u01b4",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01b6",
            "\1\u01b7",
            "\1\u01b8",
            "",
            "\1\u01b9",
            "\1\u01ba",
            "\1\u01bb",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u01bc\7\63",
            "\1\u01be",
            "\1\u01bf",
            "\1\u01c0",
            "\1\u01c1",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01c4",
            "\1\u01c6\14\uffff\1\u01c5",
            "\1\u01c7",
            "\1\u01c8",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01ca",
            "\1\u01cb",
            "\1\u01cc",
            "\1\u01cd",
            "\1\u01ce",
            "\1\u01cf",
            "",
            "\1\u01d0",
            "\1\u01d1",
            "\1\u01d2",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01d4",
            "\1\u01d5",
            "\1\u01d6",
            "\1\u01d7",
            "\1\u01d8",
            "\1\u01d9",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01dc",
            "\1\u01dd",
            "\1\u01de",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01e0",
            "\1\u01e1",
            "\1\u01e2",
            "\1\u01e3",
            "\1\u01e4",
            "\1\u01e5",
            "\1\u01e6",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u01e7\7\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01ea",
            "\1\u01eb",
            "",
            "\1\u01ec",
            "\1\u01ed",
            "\1\u01ee",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u01f0\7\63",
            "\1\u01f2",
            "\1\u01f3",
            "\1\u01f4",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01f6",
            "",
            "\1\u01f7",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01f9",
            "\1\u01fa",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u01fc",
            "\1\u01fd",
            "\1\u01fe",
            "",
            "",
            "\1\u01ff",
            "",
            "\1\u0200",
            "\1\u0201",
            "\1\u0202",
            "\1\u0203",
            "\1\u0204",
            "\1\u0205",
            "\1\u0206\15\uffff\1\u0207",
            "\1\u0208",
            "\1\u0209",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u020b",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u020d",
            "\1\u020e",
            "\1\u020f",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0211",
            "\1\u0212",
            "\1\u0213",
            "\1\u0214",
            "",
            "\1\u0215",
            "\1\u0216",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0218",
            "\1\u0219",
            "\1\u021a",
            "\1\u021b",
            "",
            "\1\u021c",
            "\1\u021d",
            "",
            "\1\u021e",
            "\1\u021f",
            "\1\u0220",
            "\1\u0221",
            "\1\u0222",
            "\1\u0223",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0225",
            "\1\u0226",
            "\1\u0227",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0229",
            "\1\u022a",
            "",
            "\1\u022b",
            "",
            "\1\u022c",
            "\1\u022d",
            "\1\u022e",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0230",
            "\1\u0231",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0234",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0238",
            "\1\u0239",
            "\1\u023a",
            "",
            "",
            "\1\u023b",
            "\1\u023c",
            "\1\u023d",
            "\1\u023e",
            "\1\u023f",
            "",
            "\1\u0240",
            "\1\u0241",
            "\1\u0242",
            "\1\u0243",
            "\1\u0244",
            "\1\u0245",
            "\1\u0246",
            "\1\u0247",
            "\1\u0248",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u024a",
            "\1\u024b",
            "\1\u024c\3\uffff\1\u024d",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u024f",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0251",
            "\1\u0252",
            "",
            "\1\u0253",
            "\1\u0254",
            "\1\u0255",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0257",
            "\1\u0258",
            "\1\u0259",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\1\u025b",
            "\1\u025c",
            "\1\u025d",
            "\1\u025e",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0261",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0263",
            "",
            "\1\u0264",
            "\1\u0265",
            "",
            "\1\u0266",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0268",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u026a",
            "\1\u026b",
            "\1\u026c",
            "\1\u026d",
            "\1\u026e",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u026f\7\63",
            "\1\u0271",
            "\1\u0272",
            "\1\u0273",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0275",
            "\1\u0276",
            "",
            "\1\u0277",
            "",
            "\1\u0278",
            "\1\u0279",
            "\1\u027a",
            "",
            "\1\u027b",
            "\1\u027c",
            "\1\u027d",
            "\1\u027e",
            "\1\u027f",
            "\1\u0280",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0282",
            "\1\u0283",
            "\1\u0284",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0287",
            "\1\u0288",
            "\1\u0289",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u028c",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u028e",
            "\1\u028f",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0292",
            "\1\u0293",
            "\1\u0294",
            "\1\u0295",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0297",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "\1\u0299",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u029c",
            "\1\u029d",
            "\1\u029e",
            "\1\u029f",
            "\1\u02a0",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02a2",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02a7",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02a9",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02ab",
            "\1\u02ac",
            "\1\u02ad",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u02ae\7\63",
            "",
            "\1\u02b0",
            "\1\u02b1",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02b3",
            "\1\u02b4",
            "",
            "\1\u02b5",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02b7",
            "",
            "\1\u02b8",
            "\1\u02b9",
            "\1\u02ba",
            "\1\u02bb",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u02bd",
            "\1\u02be",
            "\1\u02bf",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02c3",
            "\1\u02c4",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02c6",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u02c8",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02cc",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02ce",
            "\1\u02cf",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u02d1\7\63",
            "\1\u02d3",
            "\1\u02d4",
            "\1\u02d5",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\4\63\1\u02d6\25\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\1\u02df",
            "",
            "\1\u02e0",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\1\u02e2",
            "\1\u02e3",
            "\1\u02e4",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u02e6",
            "",
            "\1\u02e7",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02e9",
            "\1\u02ea",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "",
            "\1\u02ee",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\22\63\1\u02f1\7\63",
            "\1\u02f3",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\4\63\1\u02f5\25\63",
            "\1\u02f7",
            "",
            "\1\u02f8",
            "\1\u02f9",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u02fb",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u02fd",
            "\1\u02fe",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "\1\u0303",
            "\1\u0304",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "\1\u0307",
            "",
            "\1\u0308",
            "\1\u0309",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u030e",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "\1\u030f",
            "\1\u0310\2\uffff\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0314",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0317",
            "\1\u0318",
            "",
            "",
            "",
            "\1\u0319",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u031c",
            "",
            "\1\u031d",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0321",
            "\1\u0322",
            "",
            "",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\1\u0325",
            "\1\u0326",
            "\1\u0327",
            "",
            "",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0329",
            "",
            "",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\1\u032b",
            "\1\u032c",
            "\1\u032d",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u032f",
            "",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0333",
            "\1\u0334",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\1\u0336",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\1\u0338",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "\12\63\7\uffff\32\63\4\uffff\1\63\1\uffff\32\63",
            "",
            "",
            "",
            "",
            ""
    };

    static final short[] DFA12_eot = DFA.unpackEncodedString(DFA12_eotS);
    static final short[] DFA12_eof = DFA.unpackEncodedString(DFA12_eofS);
    static final char[] DFA12_min = DFA.unpackEncodedStringToUnsignedChars(DFA12_minS);
    static final char[] DFA12_max = DFA.unpackEncodedStringToUnsignedChars(DFA12_maxS);
    static final short[] DFA12_accept = DFA.unpackEncodedString(DFA12_acceptS);
    static final short[] DFA12_special = DFA.unpackEncodedString(DFA12_specialS);
    static final short[][] DFA12_transition;

    static {
        int numStates = DFA12_transitionS.length;
        DFA12_transition = new short[numStates][];
        for (int i=0; i<numStates; i++) {
            DFA12_transition[i] = DFA.unpackEncodedString(DFA12_transitionS[i]);
        }
    }

    class DFA12 extends DFA {

        public DFA12(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 12;
            this.eot = DFA12_eot;
            this.eof = DFA12_eof;
            this.min = DFA12_min;
            this.max = DFA12_max;
            this.accept = DFA12_accept;
            this.special = DFA12_special;
            this.transition = DFA12_transition;
        }
        public String getDescription() {
            return "1:1: Tokens : ( T__11 | T__12 | T__13 | T__14 | T__15 | T__16 | T__17 | T__18 | T__19 | T__20 | T__21 | T__22 | T__23 | T__24 | T__25 | T__26 | T__27 | T__28 | T__29 | T__30 | T__31 | T__32 | T__33 | T__34 | T__35 | T__36 | T__37 | T__38 | T__39 | T__40 | T__41 | T__42 | T__43 | T__44 | T__45 | T__46 | T__47 | T__48 | T__49 | T__50 | T__51 | T__52 | T__53 | T__54 | T__55 | T__56 | T__57 | T__58 | T__59 | T__60 | T__61 | T__62 | T__63 | T__64 | T__65 | T__66 | T__67 | T__68 | T__69 | T__70 | T__71 | T__72 | T__73 | T__74 | T__75 | T__76 | T__77 | T__78 | T__79 | T__80 | T__81 | T__82 | T__83 | T__84 | T__85 | T__86 | T__87 | T__88 | T__89 | T__90 | T__91 | T__92 | T__93 | T__94 | T__95 | T__96 | T__97 | T__98 | T__99 | T__100 | T__101 | T__102 | T__103 | T__104 | T__105 | T__106 | T__107 | T__108 | T__109 | T__110 | T__111 | T__112 | T__113 | T__114 | T__115 | T__116 | T__117 | T__118 | T__119 | T__120 | T__121 | T__122 | T__123 | T__124 | T__125 | T__126 | T__127 | T__128 | T__129 | T__130 | T__131 | T__132 | T__133 | T__134 | T__135 | T__136 | T__137 | T__138 | T__139 | T__140 | T__141 | T__142 | T__143 | T__144 | T__145 | T__146 | T__147 | T__148 | T__149 | T__150 | T__151 | T__152 | T__153 | T__154 | T__155 | T__156 | T__157 | T__158 | T__159 | T__160 | T__161 | T__162 | T__163 | T__164 | T__165 | T__166 | T__167 | T__168 | T__169 | T__170 | T__171 | T__172 | T__173 | T__174 | T__175 | T__176 | T__177 | T__178 | T__179 | T__180 | T__181 | T__182 | T__183 | T__184 | T__185 | T__186 | T__187 | RULE_WS | RULE_ID | RULE_INT | RULE_STRING | RULE_ML_COMMENT | RULE_SL_COMMENT | RULE_ANY_OTHER );";
        }
        public int specialStateTransition(int s, IntStream _input) throws NoViableAltException {
            IntStream input = _input;
        	int _s = s;
            switch ( s ) {
                    case 0 : 
                        int LA12_46 = input.LA(1);

                        s = -1;
                        if ( ((LA12_46>='\u0000' && LA12_46<='\uFFFF')) ) {s = 160;}

                        else s = 47;

                        if ( s>=0 ) return s;
                        break;
                    case 1 : 
                        int LA12_0 = input.LA(1);

                        s = -1;
                        if ( (LA12_0=='g') ) {s = 1;}

                        else if ( (LA12_0=='s') ) {s = 2;}

                        else if ( (LA12_0=='{') ) {s = 3;}

                        else if ( (LA12_0=='r') ) {s = 4;}

                        else if ( (LA12_0=='d') ) {s = 5;}

                        else if ( (LA12_0=='n') ) {s = 6;}

                        else if ( (LA12_0=='c') ) {s = 7;}

                        else if ( (LA12_0=='t') ) {s = 8;}

                        else if ( (LA12_0=='f') ) {s = 9;}

                        else if ( (LA12_0=='h') ) {s = 10;}

                        else if ( (LA12_0=='u') ) {s = 11;}

                        else if ( (LA12_0=='m') ) {s = 12;}

                        else if ( (LA12_0=='v') ) {s = 13;}

                        else if ( (LA12_0=='}') ) {s = 14;}

                        else if ( (LA12_0==',') ) {s = 15;}

                        else if ( (LA12_0=='e') ) {s = 16;}

                        else if ( (LA12_0=='i') ) {s = 17;}

                        else if ( (LA12_0=='b') ) {s = 18;}

                        else if ( (LA12_0=='p') ) {s = 19;}

                        else if ( (LA12_0=='l') ) {s = 20;}

                        else if ( (LA12_0=='o') ) {s = 21;}

                        else if ( (LA12_0==':') ) {s = 22;}

                        else if ( (LA12_0=='a') ) {s = 23;}

                        else if ( (LA12_0=='/') ) {s = 24;}

                        else if ( (LA12_0=='x') ) {s = 25;}

                        else if ( (LA12_0=='[') ) {s = 26;}

                        else if ( (LA12_0==']') ) {s = 27;}

                        else if ( (LA12_0=='*') ) {s = 28;}

                        else if ( (LA12_0=='=') ) {s = 29;}

                        else if ( (LA12_0=='(') ) {s = 30;}

                        else if ( (LA12_0==')') ) {s = 31;}

                        else if ( (LA12_0=='w') ) {s = 32;}

                        else if ( (LA12_0=='.') ) {s = 33;}

                        else if ( (LA12_0=='k') ) {s = 34;}

                        else if ( (LA12_0=='-') ) {s = 35;}

                        else if ( (LA12_0=='+') ) {s = 36;}

                        else if ( (LA12_0=='N') ) {s = 37;}

                        else if ( (LA12_0=='E') ) {s = 38;}

                        else if ( (LA12_0=='S') ) {s = 39;}

                        else if ( (LA12_0=='W') ) {s = 40;}

                        else if ( ((LA12_0>='\t' && LA12_0<='\n')||LA12_0=='\r'||LA12_0==' '||LA12_0=='\uFEFF') ) {s = 41;}

                        else if ( (LA12_0=='^') ) {s = 42;}

                        else if ( ((LA12_0>='A' && LA12_0<='D')||(LA12_0>='F' && LA12_0<='M')||(LA12_0>='O' && LA12_0<='R')||(LA12_0>='T' && LA12_0<='V')||(LA12_0>='X' && LA12_0<='Z')||LA12_0=='_'||LA12_0=='j'||LA12_0=='q'||(LA12_0>='y' && LA12_0<='z')) ) {s = 43;}

                        else if ( ((LA12_0>='0' && LA12_0<='9')) ) {s = 44;}

                        else if ( (LA12_0=='\"') ) {s = 45;}

                        else if ( (LA12_0=='\'') ) {s = 46;}

                        else if ( ((LA12_0>='\u0000' && LA12_0<='\b')||(LA12_0>='\u000B' && LA12_0<='\f')||(LA12_0>='\u000E' && LA12_0<='\u001F')||LA12_0=='!'||(LA12_0>='#' && LA12_0<='&')||(LA12_0>=';' && LA12_0<='<')||(LA12_0>='>' && LA12_0<='@')||LA12_0=='\\'||LA12_0=='`'||LA12_0=='|'||(LA12_0>='~' && LA12_0<='\uFEFE')||(LA12_0>='\uFF00' && LA12_0<='\uFFFF')) ) {s = 47;}

                        if ( s>=0 ) return s;
                        break;
                    case 2 : 
                        int LA12_45 = input.LA(1);

                        s = -1;
                        if ( ((LA12_45>='\u0000' && LA12_45<='\uFFFF')) ) {s = 160;}

                        else s = 47;

                        if ( s>=0 ) return s;
                        break;
            }
            NoViableAltException nvae =
                new NoViableAltException(getDescription(), 12, _s, input);
            error(nvae);
            throw nvae;
        }
    }
 

}