package org.banneret.dsl.parser.antlr.internal;

import org.eclipse.xtext.*;
import org.eclipse.xtext.parser.*;
import org.eclipse.xtext.parser.impl.*;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.xtext.parser.antlr.AbstractInternalAntlrParser;
import org.eclipse.xtext.parser.antlr.XtextTokenStream;
import org.eclipse.xtext.parser.antlr.XtextTokenStream.HiddenTokens;
import org.eclipse.xtext.parser.antlr.AntlrDatatypeRuleToken;
import org.banneret.dsl.services.BanneretGrammarAccess;



import org.antlr.runtime.*;
import java.util.Stack;
import java.util.List;
import java.util.ArrayList;

@SuppressWarnings("all")
public class InternalBanneretParser extends AbstractInternalAntlrParser {
    public static final String[] tokenNames = new String[] {
        "<invalid>", "<EOR>", "<DOWN>", "<UP>", "RULE_STRING", "RULE_ID", "RULE_INT", "RULE_WS", "RULE_ML_COMMENT", "RULE_SL_COMMENT", "RULE_ANY_OTHER", "'game'", "'system'", "'{'", "'rules'", "'description'", "'nationality'", "'class'", "'terrain'", "'feature'", "'hexside'", "'slot'", "'stacking'", "'unit'", "'counter'", "'marker'", "'mix'", "'variant'", "'range'", "'}'", "'color'", "'for'", "','", "'except'", "'code'", "'cite'", "'cost'", "'impassable'", "'blocks'", "'sight'", "'cover'", "'effect'", "'elevation'", "'symbol'", "'pattern'", "'glyph'", "'line'", "'mm'", "'traits'", "'max'", "'on'", "'of'", "'per'", "'side'", "'counting'", "'front'", "'face'", "':'", "'footprint'", "'hull'", "'command'", "'armour'", "'in'", "'faces'", "'/'", "'unique'", "'back'", "'attack'", "'defence'", "'movement'", "'strength'", "'value'", "'values'", "'to'", "'replaces'", "'x'", "'['", "']'", "'default'", "'map'", "'palette'", "'grid'", "'hex'", "'labels'", "'prefix'", "'column'", "'digits'", "'row'", "'first'", "'columns'", "'descending'", "'rows'", "'*'", "'facing'", "'levels'", "'hidden'", "'from'", "'region'", "'number'", "'edge'", "'closed'", "'at'", "'='", "'structure'", "'role'", "'material'", "'damage'", "'('", "')'", "'scenario'", "'turns'", "'record'", "'as'", "'offset'", "'rotated'", "'initiative'", "'setup'", "'order'", "'morale'", "'banners'", "'victory'", "'formation'", "'commanded'", "'by'", "'banner'", "'flipped'", "'with'", "'set'", "'under'", "'aboard'", "'task'", "'note'", "'along'", "'off'", "'sheet'", "'enters'", "'turn'", "'limit'", "'automatic'", "'rule'", "'follows'", "'carrying'", "'waive'", "'because'", "'.'", "'dead'", "'wounded'", "'stunned'", "'healthy'", "'single'", "'double'", "'flat'", "'pointy'", "'killed'", "'captured'", "'controlled'", "'exited'", "'other'", "'cleared'", "'holds'", "'exits'", "'-'", "'+'", "'N'", "'NE'", "'E'", "'SE'", "'S'", "'SW'", "'W'", "'NW'", "'dot'", "'circle'", "'square'", "'triangle'", "'diamond'", "'star'", "'cross'", "'solid'", "'dashed'", "'dotted'", "'counters'", "'odd'", "'even'", "'numeric'", "'alpha'", "'prefixed'", "'wounded-stunned'"
    };
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


        public InternalBanneretParser(TokenStream input) {
            this(input, new RecognizerSharedState());
        }
        public InternalBanneretParser(TokenStream input, RecognizerSharedState state) {
            super(input, state);
             
        }
        

    public String[] getTokenNames() { return InternalBanneretParser.tokenNames; }
    public String getGrammarFileName() { return "InternalBanneret.g"; }



     	private BanneretGrammarAccess grammarAccess;

        public InternalBanneretParser(TokenStream input, BanneretGrammarAccess grammarAccess) {
            this(input);
            this.grammarAccess = grammarAccess;
            registerRules(grammarAccess.getGrammar());
        }

        @Override
        protected String getFirstRuleName() {
        	return "Model";
       	}

       	@Override
       	protected BanneretGrammarAccess getGrammarAccess() {
       		return grammarAccess;
       	}




    // $ANTLR start "entryRuleModel"
    // InternalBanneret.g:65:1: entryRuleModel returns [EObject current=null] : iv_ruleModel= ruleModel EOF ;
    public final EObject entryRuleModel() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleModel = null;


        try {
            // InternalBanneret.g:65:46: (iv_ruleModel= ruleModel EOF )
            // InternalBanneret.g:66:2: iv_ruleModel= ruleModel EOF
            {
             newCompositeNode(grammarAccess.getModelRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleModel=ruleModel();

            state._fsp--;

             current =iv_ruleModel; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleModel"


    // $ANTLR start "ruleModel"
    // InternalBanneret.g:72:1: ruleModel returns [EObject current=null] : (this_GameSystem_0= ruleGameSystem | this_HexMap_1= ruleHexMap | this_Scenario_2= ruleScenario ) ;
    public final EObject ruleModel() throws RecognitionException {
        EObject current = null;

        EObject this_GameSystem_0 = null;

        EObject this_HexMap_1 = null;

        EObject this_Scenario_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:78:2: ( (this_GameSystem_0= ruleGameSystem | this_HexMap_1= ruleHexMap | this_Scenario_2= ruleScenario ) )
            // InternalBanneret.g:79:2: (this_GameSystem_0= ruleGameSystem | this_HexMap_1= ruleHexMap | this_Scenario_2= ruleScenario )
            {
            // InternalBanneret.g:79:2: (this_GameSystem_0= ruleGameSystem | this_HexMap_1= ruleHexMap | this_Scenario_2= ruleScenario )
            int alt1=3;
            switch ( input.LA(1) ) {
            case 11:
                {
                alt1=1;
                }
                break;
            case 79:
                {
                alt1=2;
                }
                break;
            case 109:
                {
                alt1=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 1, 0, input);

                throw nvae;
            }

            switch (alt1) {
                case 1 :
                    // InternalBanneret.g:80:3: this_GameSystem_0= ruleGameSystem
                    {

                    			newCompositeNode(grammarAccess.getModelAccess().getGameSystemParserRuleCall_0());
                    		
                    pushFollow(FOLLOW_2);
                    this_GameSystem_0=ruleGameSystem();

                    state._fsp--;


                    			current = this_GameSystem_0;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:89:3: this_HexMap_1= ruleHexMap
                    {

                    			newCompositeNode(grammarAccess.getModelAccess().getHexMapParserRuleCall_1());
                    		
                    pushFollow(FOLLOW_2);
                    this_HexMap_1=ruleHexMap();

                    state._fsp--;


                    			current = this_HexMap_1;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:98:3: this_Scenario_2= ruleScenario
                    {

                    			newCompositeNode(grammarAccess.getModelAccess().getScenarioParserRuleCall_2());
                    		
                    pushFollow(FOLLOW_2);
                    this_Scenario_2=ruleScenario();

                    state._fsp--;


                    			current = this_Scenario_2;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleModel"


    // $ANTLR start "entryRuleGameSystem"
    // InternalBanneret.g:110:1: entryRuleGameSystem returns [EObject current=null] : iv_ruleGameSystem= ruleGameSystem EOF ;
    public final EObject entryRuleGameSystem() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleGameSystem = null;


        try {
            // InternalBanneret.g:110:51: (iv_ruleGameSystem= ruleGameSystem EOF )
            // InternalBanneret.g:111:2: iv_ruleGameSystem= ruleGameSystem EOF
            {
             newCompositeNode(grammarAccess.getGameSystemRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleGameSystem=ruleGameSystem();

            state._fsp--;

             current =iv_ruleGameSystem; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleGameSystem"


    // $ANTLR start "ruleGameSystem"
    // InternalBanneret.g:117:1: ruleGameSystem returns [EObject current=null] : (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) | (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) ) )* otherlv_35= '}' ) ;
    public final EObject ruleGameSystem() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token lv_title_3_0=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token lv_ruleSet_6_0=null;
        Token otherlv_7=null;
        Token lv_description_8_0=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        Token otherlv_13=null;
        Token otherlv_15=null;
        Token otherlv_17=null;
        Token otherlv_19=null;
        Token otherlv_21=null;
        Token otherlv_23=null;
        Token otherlv_25=null;
        Token otherlv_27=null;
        Token otherlv_29=null;
        Token otherlv_31=null;
        Token otherlv_33=null;
        Token otherlv_35=null;
        AntlrDatatypeRuleToken lv_name_2_0 = null;

        EObject lv_nationalities_10_0 = null;

        EObject lv_unitClasses_12_0 = null;

        EObject lv_terrainTypes_14_0 = null;

        EObject lv_featureTypes_16_0 = null;

        EObject lv_hexsideFeatureTypes_18_0 = null;

        EObject lv_levelSlots_20_0 = null;

        EObject lv_stackingLimits_22_0 = null;

        EObject lv_unitTypes_24_0 = null;

        EObject lv_counterTemplates_26_0 = null;

        EObject lv_markerTypes_28_0 = null;

        EObject lv_counterMix_30_0 = null;

        EObject lv_variants_32_0 = null;

        EObject lv_valueRanges_34_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:123:2: ( (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) | (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) ) )* otherlv_35= '}' ) )
            // InternalBanneret.g:124:2: (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) | (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) ) )* otherlv_35= '}' )
            {
            // InternalBanneret.g:124:2: (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) | (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) ) )* otherlv_35= '}' )
            // InternalBanneret.g:125:3: otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) | (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) ) )* otherlv_35= '}'
            {
            otherlv_0=(Token)match(input,11,FOLLOW_3); 

            			newLeafNode(otherlv_0, grammarAccess.getGameSystemAccess().getGameKeyword_0());
            		
            otherlv_1=(Token)match(input,12,FOLLOW_4); 

            			newLeafNode(otherlv_1, grammarAccess.getGameSystemAccess().getSystemKeyword_1());
            		
            // InternalBanneret.g:133:3: ( (lv_name_2_0= ruleQualifiedName ) )
            // InternalBanneret.g:134:4: (lv_name_2_0= ruleQualifiedName )
            {
            // InternalBanneret.g:134:4: (lv_name_2_0= ruleQualifiedName )
            // InternalBanneret.g:135:5: lv_name_2_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getGameSystemAccess().getNameQualifiedNameParserRuleCall_2_0());
            				
            pushFollow(FOLLOW_5);
            lv_name_2_0=ruleQualifiedName();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getGameSystemRule());
            					}
            					set(
            						current,
            						"name",
            						lv_name_2_0,
            						"org.banneret.dsl.Banneret.QualifiedName");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:152:3: ( (lv_title_3_0= RULE_STRING ) )?
            int alt2=2;
            int LA2_0 = input.LA(1);

            if ( (LA2_0==RULE_STRING) ) {
                alt2=1;
            }
            switch (alt2) {
                case 1 :
                    // InternalBanneret.g:153:4: (lv_title_3_0= RULE_STRING )
                    {
                    // InternalBanneret.g:153:4: (lv_title_3_0= RULE_STRING )
                    // InternalBanneret.g:154:5: lv_title_3_0= RULE_STRING
                    {
                    lv_title_3_0=(Token)match(input,RULE_STRING,FOLLOW_6); 

                    					newLeafNode(lv_title_3_0, grammarAccess.getGameSystemAccess().getTitleSTRINGTerminalRuleCall_3_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getGameSystemRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_3_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_4=(Token)match(input,13,FOLLOW_7); 

            			newLeafNode(otherlv_4, grammarAccess.getGameSystemAccess().getLeftCurlyBracketKeyword_4());
            		
            // InternalBanneret.g:174:3: ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) | (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) ) )*
            loop3:
            do {
                int alt3=16;
                switch ( input.LA(1) ) {
                case 14:
                    {
                    alt3=1;
                    }
                    break;
                case 15:
                    {
                    alt3=2;
                    }
                    break;
                case 16:
                    {
                    alt3=3;
                    }
                    break;
                case 17:
                    {
                    alt3=4;
                    }
                    break;
                case 18:
                    {
                    alt3=5;
                    }
                    break;
                case 19:
                    {
                    alt3=6;
                    }
                    break;
                case 20:
                    {
                    alt3=7;
                    }
                    break;
                case 21:
                    {
                    alt3=8;
                    }
                    break;
                case 22:
                    {
                    alt3=9;
                    }
                    break;
                case 23:
                    {
                    alt3=10;
                    }
                    break;
                case 24:
                    {
                    alt3=11;
                    }
                    break;
                case 25:
                    {
                    alt3=12;
                    }
                    break;
                case 26:
                    {
                    alt3=13;
                    }
                    break;
                case 27:
                    {
                    alt3=14;
                    }
                    break;
                case 28:
                    {
                    alt3=15;
                    }
                    break;

                }

                switch (alt3) {
            	case 1 :
            	    // InternalBanneret.g:175:4: (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:175:4: (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )
            	    // InternalBanneret.g:176:5: otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) )
            	    {
            	    otherlv_5=(Token)match(input,14,FOLLOW_4); 

            	    					newLeafNode(otherlv_5, grammarAccess.getGameSystemAccess().getRulesKeyword_5_0_0());
            	    				
            	    // InternalBanneret.g:180:5: ( (lv_ruleSet_6_0= RULE_ID ) )
            	    // InternalBanneret.g:181:6: (lv_ruleSet_6_0= RULE_ID )
            	    {
            	    // InternalBanneret.g:181:6: (lv_ruleSet_6_0= RULE_ID )
            	    // InternalBanneret.g:182:7: lv_ruleSet_6_0= RULE_ID
            	    {
            	    lv_ruleSet_6_0=(Token)match(input,RULE_ID,FOLLOW_7); 

            	    							newLeafNode(lv_ruleSet_6_0, grammarAccess.getGameSystemAccess().getRuleSetIDTerminalRuleCall_5_0_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getGameSystemRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"ruleSet",
            	    								lv_ruleSet_6_0,
            	    								"org.eclipse.xtext.common.Terminals.ID");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:200:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:200:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:201:5: otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) )
            	    {
            	    otherlv_7=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_7, grammarAccess.getGameSystemAccess().getDescriptionKeyword_5_1_0());
            	    				
            	    // InternalBanneret.g:205:5: ( (lv_description_8_0= RULE_STRING ) )
            	    // InternalBanneret.g:206:6: (lv_description_8_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:206:6: (lv_description_8_0= RULE_STRING )
            	    // InternalBanneret.g:207:7: lv_description_8_0= RULE_STRING
            	    {
            	    lv_description_8_0=(Token)match(input,RULE_STRING,FOLLOW_7); 

            	    							newLeafNode(lv_description_8_0, grammarAccess.getGameSystemAccess().getDescriptionSTRINGTerminalRuleCall_5_1_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getGameSystemRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"description",
            	    								lv_description_8_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:225:4: (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) )
            	    {
            	    // InternalBanneret.g:225:4: (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) )
            	    // InternalBanneret.g:226:5: otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) )
            	    {
            	    otherlv_9=(Token)match(input,16,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getGameSystemAccess().getNationalityKeyword_5_2_0());
            	    				
            	    // InternalBanneret.g:230:5: ( (lv_nationalities_10_0= ruleNationality ) )
            	    // InternalBanneret.g:231:6: (lv_nationalities_10_0= ruleNationality )
            	    {
            	    // InternalBanneret.g:231:6: (lv_nationalities_10_0= ruleNationality )
            	    // InternalBanneret.g:232:7: lv_nationalities_10_0= ruleNationality
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getNationalitiesNationalityParserRuleCall_5_2_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_nationalities_10_0=ruleNationality();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"nationalities",
            	    								lv_nationalities_10_0,
            	    								"org.banneret.dsl.Banneret.Nationality");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:251:4: (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) )
            	    {
            	    // InternalBanneret.g:251:4: (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) )
            	    // InternalBanneret.g:252:5: otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) )
            	    {
            	    otherlv_11=(Token)match(input,17,FOLLOW_4); 

            	    					newLeafNode(otherlv_11, grammarAccess.getGameSystemAccess().getClassKeyword_5_3_0());
            	    				
            	    // InternalBanneret.g:256:5: ( (lv_unitClasses_12_0= ruleUnitClass ) )
            	    // InternalBanneret.g:257:6: (lv_unitClasses_12_0= ruleUnitClass )
            	    {
            	    // InternalBanneret.g:257:6: (lv_unitClasses_12_0= ruleUnitClass )
            	    // InternalBanneret.g:258:7: lv_unitClasses_12_0= ruleUnitClass
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getUnitClassesUnitClassParserRuleCall_5_3_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_unitClasses_12_0=ruleUnitClass();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"unitClasses",
            	    								lv_unitClasses_12_0,
            	    								"org.banneret.dsl.Banneret.UnitClass");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:277:4: (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) )
            	    {
            	    // InternalBanneret.g:277:4: (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) )
            	    // InternalBanneret.g:278:5: otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) )
            	    {
            	    otherlv_13=(Token)match(input,18,FOLLOW_4); 

            	    					newLeafNode(otherlv_13, grammarAccess.getGameSystemAccess().getTerrainKeyword_5_4_0());
            	    				
            	    // InternalBanneret.g:282:5: ( (lv_terrainTypes_14_0= ruleTerrainType ) )
            	    // InternalBanneret.g:283:6: (lv_terrainTypes_14_0= ruleTerrainType )
            	    {
            	    // InternalBanneret.g:283:6: (lv_terrainTypes_14_0= ruleTerrainType )
            	    // InternalBanneret.g:284:7: lv_terrainTypes_14_0= ruleTerrainType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getTerrainTypesTerrainTypeParserRuleCall_5_4_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_terrainTypes_14_0=ruleTerrainType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"terrainTypes",
            	    								lv_terrainTypes_14_0,
            	    								"org.banneret.dsl.Banneret.TerrainType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:303:4: (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) )
            	    {
            	    // InternalBanneret.g:303:4: (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) )
            	    // InternalBanneret.g:304:5: otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) )
            	    {
            	    otherlv_15=(Token)match(input,19,FOLLOW_4); 

            	    					newLeafNode(otherlv_15, grammarAccess.getGameSystemAccess().getFeatureKeyword_5_5_0());
            	    				
            	    // InternalBanneret.g:308:5: ( (lv_featureTypes_16_0= ruleFeatureType ) )
            	    // InternalBanneret.g:309:6: (lv_featureTypes_16_0= ruleFeatureType )
            	    {
            	    // InternalBanneret.g:309:6: (lv_featureTypes_16_0= ruleFeatureType )
            	    // InternalBanneret.g:310:7: lv_featureTypes_16_0= ruleFeatureType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getFeatureTypesFeatureTypeParserRuleCall_5_5_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_featureTypes_16_0=ruleFeatureType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"featureTypes",
            	    								lv_featureTypes_16_0,
            	    								"org.banneret.dsl.Banneret.FeatureType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:329:4: (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) )
            	    {
            	    // InternalBanneret.g:329:4: (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) )
            	    // InternalBanneret.g:330:5: otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) )
            	    {
            	    otherlv_17=(Token)match(input,20,FOLLOW_4); 

            	    					newLeafNode(otherlv_17, grammarAccess.getGameSystemAccess().getHexsideKeyword_5_6_0());
            	    				
            	    // InternalBanneret.g:334:5: ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) )
            	    // InternalBanneret.g:335:6: (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType )
            	    {
            	    // InternalBanneret.g:335:6: (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType )
            	    // InternalBanneret.g:336:7: lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getHexsideFeatureTypesHexsideFeatureTypeParserRuleCall_5_6_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_hexsideFeatureTypes_18_0=ruleHexsideFeatureType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"hexsideFeatureTypes",
            	    								lv_hexsideFeatureTypes_18_0,
            	    								"org.banneret.dsl.Banneret.HexsideFeatureType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:355:4: (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) )
            	    {
            	    // InternalBanneret.g:355:4: (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) )
            	    // InternalBanneret.g:356:5: otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) )
            	    {
            	    otherlv_19=(Token)match(input,21,FOLLOW_4); 

            	    					newLeafNode(otherlv_19, grammarAccess.getGameSystemAccess().getSlotKeyword_5_7_0());
            	    				
            	    // InternalBanneret.g:360:5: ( (lv_levelSlots_20_0= ruleLevelSlot ) )
            	    // InternalBanneret.g:361:6: (lv_levelSlots_20_0= ruleLevelSlot )
            	    {
            	    // InternalBanneret.g:361:6: (lv_levelSlots_20_0= ruleLevelSlot )
            	    // InternalBanneret.g:362:7: lv_levelSlots_20_0= ruleLevelSlot
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getLevelSlotsLevelSlotParserRuleCall_5_7_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_levelSlots_20_0=ruleLevelSlot();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"levelSlots",
            	    								lv_levelSlots_20_0,
            	    								"org.banneret.dsl.Banneret.LevelSlot");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:381:4: (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) )
            	    {
            	    // InternalBanneret.g:381:4: (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) )
            	    // InternalBanneret.g:382:5: otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) )
            	    {
            	    otherlv_21=(Token)match(input,22,FOLLOW_9); 

            	    					newLeafNode(otherlv_21, grammarAccess.getGameSystemAccess().getStackingKeyword_5_8_0());
            	    				
            	    // InternalBanneret.g:386:5: ( (lv_stackingLimits_22_0= ruleStackingLimit ) )
            	    // InternalBanneret.g:387:6: (lv_stackingLimits_22_0= ruleStackingLimit )
            	    {
            	    // InternalBanneret.g:387:6: (lv_stackingLimits_22_0= ruleStackingLimit )
            	    // InternalBanneret.g:388:7: lv_stackingLimits_22_0= ruleStackingLimit
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getStackingLimitsStackingLimitParserRuleCall_5_8_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_stackingLimits_22_0=ruleStackingLimit();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"stackingLimits",
            	    								lv_stackingLimits_22_0,
            	    								"org.banneret.dsl.Banneret.StackingLimit");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:407:4: (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) )
            	    {
            	    // InternalBanneret.g:407:4: (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) )
            	    // InternalBanneret.g:408:5: otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) )
            	    {
            	    otherlv_23=(Token)match(input,23,FOLLOW_4); 

            	    					newLeafNode(otherlv_23, grammarAccess.getGameSystemAccess().getUnitKeyword_5_9_0());
            	    				
            	    // InternalBanneret.g:412:5: ( (lv_unitTypes_24_0= ruleUnitType ) )
            	    // InternalBanneret.g:413:6: (lv_unitTypes_24_0= ruleUnitType )
            	    {
            	    // InternalBanneret.g:413:6: (lv_unitTypes_24_0= ruleUnitType )
            	    // InternalBanneret.g:414:7: lv_unitTypes_24_0= ruleUnitType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getUnitTypesUnitTypeParserRuleCall_5_9_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_unitTypes_24_0=ruleUnitType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"unitTypes",
            	    								lv_unitTypes_24_0,
            	    								"org.banneret.dsl.Banneret.UnitType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 11 :
            	    // InternalBanneret.g:433:4: (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) )
            	    {
            	    // InternalBanneret.g:433:4: (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) )
            	    // InternalBanneret.g:434:5: otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) )
            	    {
            	    otherlv_25=(Token)match(input,24,FOLLOW_4); 

            	    					newLeafNode(otherlv_25, grammarAccess.getGameSystemAccess().getCounterKeyword_5_10_0());
            	    				
            	    // InternalBanneret.g:438:5: ( (lv_counterTemplates_26_0= ruleCounterTemplate ) )
            	    // InternalBanneret.g:439:6: (lv_counterTemplates_26_0= ruleCounterTemplate )
            	    {
            	    // InternalBanneret.g:439:6: (lv_counterTemplates_26_0= ruleCounterTemplate )
            	    // InternalBanneret.g:440:7: lv_counterTemplates_26_0= ruleCounterTemplate
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getCounterTemplatesCounterTemplateParserRuleCall_5_10_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_counterTemplates_26_0=ruleCounterTemplate();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"counterTemplates",
            	    								lv_counterTemplates_26_0,
            	    								"org.banneret.dsl.Banneret.CounterTemplate");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 12 :
            	    // InternalBanneret.g:459:4: (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) )
            	    {
            	    // InternalBanneret.g:459:4: (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) )
            	    // InternalBanneret.g:460:5: otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) )
            	    {
            	    otherlv_27=(Token)match(input,25,FOLLOW_4); 

            	    					newLeafNode(otherlv_27, grammarAccess.getGameSystemAccess().getMarkerKeyword_5_11_0());
            	    				
            	    // InternalBanneret.g:464:5: ( (lv_markerTypes_28_0= ruleMarkerType ) )
            	    // InternalBanneret.g:465:6: (lv_markerTypes_28_0= ruleMarkerType )
            	    {
            	    // InternalBanneret.g:465:6: (lv_markerTypes_28_0= ruleMarkerType )
            	    // InternalBanneret.g:466:7: lv_markerTypes_28_0= ruleMarkerType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getMarkerTypesMarkerTypeParserRuleCall_5_11_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_markerTypes_28_0=ruleMarkerType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"markerTypes",
            	    								lv_markerTypes_28_0,
            	    								"org.banneret.dsl.Banneret.MarkerType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 13 :
            	    // InternalBanneret.g:485:4: (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) )
            	    {
            	    // InternalBanneret.g:485:4: (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) )
            	    // InternalBanneret.g:486:5: otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) )
            	    {
            	    otherlv_29=(Token)match(input,26,FOLLOW_10); 

            	    					newLeafNode(otherlv_29, grammarAccess.getGameSystemAccess().getMixKeyword_5_12_0());
            	    				
            	    // InternalBanneret.g:490:5: ( (lv_counterMix_30_0= ruleCounterMixEntry ) )
            	    // InternalBanneret.g:491:6: (lv_counterMix_30_0= ruleCounterMixEntry )
            	    {
            	    // InternalBanneret.g:491:6: (lv_counterMix_30_0= ruleCounterMixEntry )
            	    // InternalBanneret.g:492:7: lv_counterMix_30_0= ruleCounterMixEntry
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getCounterMixCounterMixEntryParserRuleCall_5_12_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_counterMix_30_0=ruleCounterMixEntry();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"counterMix",
            	    								lv_counterMix_30_0,
            	    								"org.banneret.dsl.Banneret.CounterMixEntry");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 14 :
            	    // InternalBanneret.g:511:4: (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) )
            	    {
            	    // InternalBanneret.g:511:4: (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) )
            	    // InternalBanneret.g:512:5: otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) )
            	    {
            	    otherlv_31=(Token)match(input,27,FOLLOW_4); 

            	    					newLeafNode(otherlv_31, grammarAccess.getGameSystemAccess().getVariantKeyword_5_13_0());
            	    				
            	    // InternalBanneret.g:516:5: ( (lv_variants_32_0= ruleVariantDefinition ) )
            	    // InternalBanneret.g:517:6: (lv_variants_32_0= ruleVariantDefinition )
            	    {
            	    // InternalBanneret.g:517:6: (lv_variants_32_0= ruleVariantDefinition )
            	    // InternalBanneret.g:518:7: lv_variants_32_0= ruleVariantDefinition
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getVariantsVariantDefinitionParserRuleCall_5_13_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_variants_32_0=ruleVariantDefinition();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"variants",
            	    								lv_variants_32_0,
            	    								"org.banneret.dsl.Banneret.VariantDefinition");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 15 :
            	    // InternalBanneret.g:537:4: (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) )
            	    {
            	    // InternalBanneret.g:537:4: (otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) ) )
            	    // InternalBanneret.g:538:5: otherlv_33= 'range' ( (lv_valueRanges_34_0= ruleValueRange ) )
            	    {
            	    otherlv_33=(Token)match(input,28,FOLLOW_11); 

            	    					newLeafNode(otherlv_33, grammarAccess.getGameSystemAccess().getRangeKeyword_5_14_0());
            	    				
            	    // InternalBanneret.g:542:5: ( (lv_valueRanges_34_0= ruleValueRange ) )
            	    // InternalBanneret.g:543:6: (lv_valueRanges_34_0= ruleValueRange )
            	    {
            	    // InternalBanneret.g:543:6: (lv_valueRanges_34_0= ruleValueRange )
            	    // InternalBanneret.g:544:7: lv_valueRanges_34_0= ruleValueRange
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getValueRangesValueRangeParserRuleCall_5_14_1_0());
            	    						
            	    pushFollow(FOLLOW_7);
            	    lv_valueRanges_34_0=ruleValueRange();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"valueRanges",
            	    								lv_valueRanges_34_0,
            	    								"org.banneret.dsl.Banneret.ValueRange");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop3;
                }
            } while (true);

            otherlv_35=(Token)match(input,29,FOLLOW_2); 

            			newLeafNode(otherlv_35, grammarAccess.getGameSystemAccess().getRightCurlyBracketKeyword_6());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleGameSystem"


    // $ANTLR start "entryRuleNationality"
    // InternalBanneret.g:571:1: entryRuleNationality returns [EObject current=null] : iv_ruleNationality= ruleNationality EOF ;
    public final EObject entryRuleNationality() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleNationality = null;


        try {
            // InternalBanneret.g:571:52: (iv_ruleNationality= ruleNationality EOF )
            // InternalBanneret.g:572:2: iv_ruleNationality= ruleNationality EOF
            {
             newCompositeNode(grammarAccess.getNationalityRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleNationality=ruleNationality();

            state._fsp--;

             current =iv_ruleNationality; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleNationality"


    // $ANTLR start "ruleNationality"
    // InternalBanneret.g:578:1: ruleNationality returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleNationality() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token lv_color_3_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:584:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:585:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:585:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:586:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:586:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:587:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:587:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:588:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_12); 

            					newLeafNode(lv_name_0_0, grammarAccess.getNationalityAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getNationalityRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:604:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt4=2;
            int LA4_0 = input.LA(1);

            if ( (LA4_0==RULE_STRING) ) {
                alt4=1;
            }
            switch (alt4) {
                case 1 :
                    // InternalBanneret.g:605:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:605:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:606:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_13); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getNationalityAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getNationalityRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:622:3: (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )?
            int alt5=2;
            int LA5_0 = input.LA(1);

            if ( (LA5_0==30) ) {
                alt5=1;
            }
            switch (alt5) {
                case 1 :
                    // InternalBanneret.g:623:4: otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) )
                    {
                    otherlv_2=(Token)match(input,30,FOLLOW_8); 

                    				newLeafNode(otherlv_2, grammarAccess.getNationalityAccess().getColorKeyword_2_0());
                    			
                    // InternalBanneret.g:627:4: ( (lv_color_3_0= RULE_STRING ) )
                    // InternalBanneret.g:628:5: (lv_color_3_0= RULE_STRING )
                    {
                    // InternalBanneret.g:628:5: (lv_color_3_0= RULE_STRING )
                    // InternalBanneret.g:629:6: lv_color_3_0= RULE_STRING
                    {
                    lv_color_3_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_color_3_0, grammarAccess.getNationalityAccess().getColorSTRINGTerminalRuleCall_2_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getNationalityRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"color",
                    							lv_color_3_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleNationality"


    // $ANTLR start "entryRuleUnitClass"
    // InternalBanneret.g:650:1: entryRuleUnitClass returns [EObject current=null] : iv_ruleUnitClass= ruleUnitClass EOF ;
    public final EObject entryRuleUnitClass() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitClass = null;


        try {
            // InternalBanneret.g:650:50: (iv_ruleUnitClass= ruleUnitClass EOF )
            // InternalBanneret.g:651:2: iv_ruleUnitClass= ruleUnitClass EOF
            {
             newCompositeNode(grammarAccess.getUnitClassRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleUnitClass=ruleUnitClass();

            state._fsp--;

             current =iv_ruleUnitClass; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleUnitClass"


    // $ANTLR start "ruleUnitClass"
    // InternalBanneret.g:657:1: ruleUnitClass returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) ;
    public final EObject ruleUnitClass() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:663:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:664:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:664:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            // InternalBanneret.g:665:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:665:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:666:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:666:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:667:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_14); 

            					newLeafNode(lv_name_0_0, grammarAccess.getUnitClassAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitClassRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:683:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt6=2;
            int LA6_0 = input.LA(1);

            if ( (LA6_0==RULE_STRING) ) {
                alt6=1;
            }
            switch (alt6) {
                case 1 :
                    // InternalBanneret.g:684:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:684:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:685:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getUnitClassAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getUnitClassRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnitClass"


    // $ANTLR start "entryRuleLevelSlot"
    // InternalBanneret.g:705:1: entryRuleLevelSlot returns [EObject current=null] : iv_ruleLevelSlot= ruleLevelSlot EOF ;
    public final EObject entryRuleLevelSlot() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLevelSlot = null;


        try {
            // InternalBanneret.g:705:50: (iv_ruleLevelSlot= ruleLevelSlot EOF )
            // InternalBanneret.g:706:2: iv_ruleLevelSlot= ruleLevelSlot EOF
            {
             newCompositeNode(grammarAccess.getLevelSlotRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleLevelSlot=ruleLevelSlot();

            state._fsp--;

             current =iv_ruleLevelSlot; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleLevelSlot"


    // $ANTLR start "ruleLevelSlot"
    // InternalBanneret.g:712:1: ruleLevelSlot returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )* )? (otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? ) ;
    public final EObject ruleLevelSlot() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token otherlv_8=null;
        Token otherlv_9=null;


        	enterRule();

        try {
            // InternalBanneret.g:718:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )* )? (otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? ) )
            // InternalBanneret.g:719:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )* )? (otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? )
            {
            // InternalBanneret.g:719:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )* )? (otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? )
            // InternalBanneret.g:720:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )* )? (otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )?
            {
            // InternalBanneret.g:720:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:721:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:721:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:722:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_15); 

            					newLeafNode(lv_name_0_0, grammarAccess.getLevelSlotAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getLevelSlotRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:738:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt7=2;
            int LA7_0 = input.LA(1);

            if ( (LA7_0==RULE_STRING) ) {
                alt7=1;
            }
            switch (alt7) {
                case 1 :
                    // InternalBanneret.g:739:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:739:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:740:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_16); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getLevelSlotAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getLevelSlotRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:756:3: (otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )* )?
            int alt9=2;
            int LA9_0 = input.LA(1);

            if ( (LA9_0==31) ) {
                alt9=1;
            }
            switch (alt9) {
                case 1 :
                    // InternalBanneret.g:757:4: otherlv_2= 'for' ( (otherlv_3= RULE_ID ) ) (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )*
                    {
                    otherlv_2=(Token)match(input,31,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getLevelSlotAccess().getForKeyword_2_0());
                    			
                    // InternalBanneret.g:761:4: ( (otherlv_3= RULE_ID ) )
                    // InternalBanneret.g:762:5: (otherlv_3= RULE_ID )
                    {
                    // InternalBanneret.g:762:5: (otherlv_3= RULE_ID )
                    // InternalBanneret.g:763:6: otherlv_3= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getLevelSlotRule());
                    						}
                    					
                    otherlv_3=(Token)match(input,RULE_ID,FOLLOW_17); 

                    						newLeafNode(otherlv_3, grammarAccess.getLevelSlotAccess().getOpenToUnitClassCrossReference_2_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:774:4: (otherlv_4= ',' ( (otherlv_5= RULE_ID ) ) )*
                    loop8:
                    do {
                        int alt8=2;
                        int LA8_0 = input.LA(1);

                        if ( (LA8_0==32) ) {
                            alt8=1;
                        }


                        switch (alt8) {
                    	case 1 :
                    	    // InternalBanneret.g:775:5: otherlv_4= ',' ( (otherlv_5= RULE_ID ) )
                    	    {
                    	    otherlv_4=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getLevelSlotAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:779:5: ( (otherlv_5= RULE_ID ) )
                    	    // InternalBanneret.g:780:6: (otherlv_5= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:780:6: (otherlv_5= RULE_ID )
                    	    // InternalBanneret.g:781:7: otherlv_5= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getLevelSlotRule());
                    	    							}
                    	    						
                    	    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_17); 

                    	    							newLeafNode(otherlv_5, grammarAccess.getLevelSlotAccess().getOpenToUnitClassCrossReference_2_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop8;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:794:3: (otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )?
            int alt11=2;
            int LA11_0 = input.LA(1);

            if ( (LA11_0==33) ) {
                alt11=1;
            }
            switch (alt11) {
                case 1 :
                    // InternalBanneret.g:795:4: otherlv_6= 'except' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
                    {
                    otherlv_6=(Token)match(input,33,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getLevelSlotAccess().getExceptKeyword_3_0());
                    			
                    // InternalBanneret.g:799:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:800:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:800:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:801:6: otherlv_7= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getLevelSlotRule());
                    						}
                    					
                    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_18); 

                    						newLeafNode(otherlv_7, grammarAccess.getLevelSlotAccess().getClosedToUnitClassCrossReference_3_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:812:4: (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
                    loop10:
                    do {
                        int alt10=2;
                        int LA10_0 = input.LA(1);

                        if ( (LA10_0==32) ) {
                            alt10=1;
                        }


                        switch (alt10) {
                    	case 1 :
                    	    // InternalBanneret.g:813:5: otherlv_8= ',' ( (otherlv_9= RULE_ID ) )
                    	    {
                    	    otherlv_8=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_8, grammarAccess.getLevelSlotAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:817:5: ( (otherlv_9= RULE_ID ) )
                    	    // InternalBanneret.g:818:6: (otherlv_9= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:818:6: (otherlv_9= RULE_ID )
                    	    // InternalBanneret.g:819:7: otherlv_9= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getLevelSlotRule());
                    	    							}
                    	    						
                    	    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_18); 

                    	    							newLeafNode(otherlv_9, grammarAccess.getLevelSlotAccess().getClosedToUnitClassCrossReference_3_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop10;
                        }
                    } while (true);


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLevelSlot"


    // $ANTLR start "entryRuleTerrainType"
    // InternalBanneret.g:836:1: entryRuleTerrainType returns [EObject current=null] : iv_ruleTerrainType= ruleTerrainType EOF ;
    public final EObject entryRuleTerrainType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleTerrainType = null;


        try {
            // InternalBanneret.g:836:52: (iv_ruleTerrainType= ruleTerrainType EOF )
            // InternalBanneret.g:837:2: iv_ruleTerrainType= ruleTerrainType EOF
            {
             newCompositeNode(grammarAccess.getTerrainTypeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleTerrainType=ruleTerrainType();

            state._fsp--;

             current =iv_ruleTerrainType; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleTerrainType"


    // $ANTLR start "ruleTerrainType"
    // InternalBanneret.g:843:1: ruleTerrainType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleTerrainType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:849:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:850:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:850:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:851:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:851:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:852:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:852:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:853:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_19); 

            					newLeafNode(lv_name_0_0, grammarAccess.getTerrainTypeAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getTerrainTypeRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:869:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt12=2;
            int LA12_0 = input.LA(1);

            if ( (LA12_0==RULE_STRING) ) {
                alt12=1;
            }
            switch (alt12) {
                case 1 :
                    // InternalBanneret.g:870:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:870:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:871:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_20); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getTerrainTypeAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getTerrainTypeRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            			if (current==null) {
            				current = createModelElement(grammarAccess.getTerrainTypeRule());
            			}
            			newCompositeNode(grammarAccess.getTerrainTypeAccess().getTerrainEffectBodyParserRuleCall_2());
            		
            pushFollow(FOLLOW_2);
            this_TerrainEffectBody_2=ruleTerrainEffectBody(current);

            state._fsp--;


            			current = this_TerrainEffectBody_2;
            			afterParserOrEnumRuleCall();
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleTerrainType"


    // $ANTLR start "entryRuleFeatureType"
    // InternalBanneret.g:902:1: entryRuleFeatureType returns [EObject current=null] : iv_ruleFeatureType= ruleFeatureType EOF ;
    public final EObject entryRuleFeatureType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFeatureType = null;


        try {
            // InternalBanneret.g:902:52: (iv_ruleFeatureType= ruleFeatureType EOF )
            // InternalBanneret.g:903:2: iv_ruleFeatureType= ruleFeatureType EOF
            {
             newCompositeNode(grammarAccess.getFeatureTypeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleFeatureType=ruleFeatureType();

            state._fsp--;

             current =iv_ruleFeatureType; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleFeatureType"


    // $ANTLR start "ruleFeatureType"
    // InternalBanneret.g:909:1: ruleFeatureType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleFeatureType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:915:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:916:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:916:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:917:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:917:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:918:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:918:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:919:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_19); 

            					newLeafNode(lv_name_0_0, grammarAccess.getFeatureTypeAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getFeatureTypeRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:935:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt13=2;
            int LA13_0 = input.LA(1);

            if ( (LA13_0==RULE_STRING) ) {
                alt13=1;
            }
            switch (alt13) {
                case 1 :
                    // InternalBanneret.g:936:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:936:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:937:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_20); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getFeatureTypeAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getFeatureTypeRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            			if (current==null) {
            				current = createModelElement(grammarAccess.getFeatureTypeRule());
            			}
            			newCompositeNode(grammarAccess.getFeatureTypeAccess().getTerrainEffectBodyParserRuleCall_2());
            		
            pushFollow(FOLLOW_2);
            this_TerrainEffectBody_2=ruleTerrainEffectBody(current);

            state._fsp--;


            			current = this_TerrainEffectBody_2;
            			afterParserOrEnumRuleCall();
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFeatureType"


    // $ANTLR start "entryRuleHexsideFeatureType"
    // InternalBanneret.g:968:1: entryRuleHexsideFeatureType returns [EObject current=null] : iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF ;
    public final EObject entryRuleHexsideFeatureType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexsideFeatureType = null;


        try {
            // InternalBanneret.g:968:59: (iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF )
            // InternalBanneret.g:969:2: iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF
            {
             newCompositeNode(grammarAccess.getHexsideFeatureTypeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexsideFeatureType=ruleHexsideFeatureType();

            state._fsp--;

             current =iv_ruleHexsideFeatureType; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexsideFeatureType"


    // $ANTLR start "ruleHexsideFeatureType"
    // InternalBanneret.g:975:1: ruleHexsideFeatureType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleHexsideFeatureType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:981:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:982:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:982:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:983:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:983:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:984:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:984:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:985:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_19); 

            					newLeafNode(lv_name_0_0, grammarAccess.getHexsideFeatureTypeAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexsideFeatureTypeRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:1001:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt14=2;
            int LA14_0 = input.LA(1);

            if ( (LA14_0==RULE_STRING) ) {
                alt14=1;
            }
            switch (alt14) {
                case 1 :
                    // InternalBanneret.g:1002:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1002:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1003:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_20); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getHexsideFeatureTypeAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getHexsideFeatureTypeRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            			if (current==null) {
            				current = createModelElement(grammarAccess.getHexsideFeatureTypeRule());
            			}
            			newCompositeNode(grammarAccess.getHexsideFeatureTypeAccess().getTerrainEffectBodyParserRuleCall_2());
            		
            pushFollow(FOLLOW_2);
            this_TerrainEffectBody_2=ruleTerrainEffectBody(current);

            state._fsp--;


            			current = this_TerrainEffectBody_2;
            			afterParserOrEnumRuleCall();
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexsideFeatureType"


    // $ANTLR start "ruleTerrainEffectBody"
    // InternalBanneret.g:1035:1: ruleTerrainEffectBody[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}' )? ) ;
    public final EObject ruleTerrainEffectBody(EObject in_current) throws RecognitionException {
        EObject current = in_current;

        Token otherlv_0=null;
        Token lv_code_1_0=null;
        Token otherlv_2=null;
        Token lv_citation_3_0=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token lv_defaultCost_6_0=null;
        Token otherlv_7=null;
        Token lv_impassable_9_0=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token otherlv_13=null;
        Token otherlv_14=null;
        Token lv_blocksLineOfSight_15_0=null;
        Token otherlv_16=null;
        Token otherlv_17=null;
        Token lv_cover_18_0=null;
        Token otherlv_19=null;
        Token lv_combatEffect_20_0=null;
        Token otherlv_21=null;
        Token otherlv_23=null;
        Token lv_color_24_0=null;
        Token otherlv_25=null;
        Token otherlv_27=null;
        Token otherlv_29=null;
        Token otherlv_31=null;
        Token otherlv_33=null;
        Token otherlv_35=null;
        Token otherlv_37=null;
        Token otherlv_39=null;
        Token otherlv_41=null;
        Token lv_description_42_0=null;
        Token otherlv_43=null;
        EObject lv_costs_8_0 = null;

        AntlrDatatypeRuleToken lv_elevation_22_0 = null;

        Enumerator lv_symbol_26_0 = null;

        AntlrDatatypeRuleToken lv_pattern_28_0 = null;

        AntlrDatatypeRuleToken lv_glyph_30_0 = null;

        AntlrDatatypeRuleToken lv_lineWidthMm_32_0 = null;

        Enumerator lv_lineStyle_34_0 = null;

        AntlrDatatypeRuleToken lv_traits_36_0 = null;

        AntlrDatatypeRuleToken lv_traits_38_0 = null;

        EObject lv_stackingLimits_40_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1041:2: ( ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}' )? ) )
            // InternalBanneret.g:1042:2: ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}' )? )
            {
            // InternalBanneret.g:1042:2: ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}' )? )
            // InternalBanneret.g:1043:3: (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}' )?
            {
            // InternalBanneret.g:1043:3: (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )?
            int alt15=2;
            int LA15_0 = input.LA(1);

            if ( (LA15_0==34) ) {
                alt15=1;
            }
            switch (alt15) {
                case 1 :
                    // InternalBanneret.g:1044:4: otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) )
                    {
                    otherlv_0=(Token)match(input,34,FOLLOW_8); 

                    				newLeafNode(otherlv_0, grammarAccess.getTerrainEffectBodyAccess().getCodeKeyword_0_0());
                    			
                    // InternalBanneret.g:1048:4: ( (lv_code_1_0= RULE_STRING ) )
                    // InternalBanneret.g:1049:5: (lv_code_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1049:5: (lv_code_1_0= RULE_STRING )
                    // InternalBanneret.g:1050:6: lv_code_1_0= RULE_STRING
                    {
                    lv_code_1_0=(Token)match(input,RULE_STRING,FOLLOW_21); 

                    						newLeafNode(lv_code_1_0, grammarAccess.getTerrainEffectBodyAccess().getCodeSTRINGTerminalRuleCall_0_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"code",
                    							lv_code_1_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1067:3: (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )?
            int alt16=2;
            int LA16_0 = input.LA(1);

            if ( (LA16_0==35) ) {
                alt16=1;
            }
            switch (alt16) {
                case 1 :
                    // InternalBanneret.g:1068:4: otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) )
                    {
                    otherlv_2=(Token)match(input,35,FOLLOW_8); 

                    				newLeafNode(otherlv_2, grammarAccess.getTerrainEffectBodyAccess().getCiteKeyword_1_0());
                    			
                    // InternalBanneret.g:1072:4: ( (lv_citation_3_0= RULE_STRING ) )
                    // InternalBanneret.g:1073:5: (lv_citation_3_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1073:5: (lv_citation_3_0= RULE_STRING )
                    // InternalBanneret.g:1074:6: lv_citation_3_0= RULE_STRING
                    {
                    lv_citation_3_0=(Token)match(input,RULE_STRING,FOLLOW_22); 

                    						newLeafNode(lv_citation_3_0, grammarAccess.getTerrainEffectBodyAccess().getCitationSTRINGTerminalRuleCall_1_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_3_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1091:3: (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}' )?
            int alt21=2;
            int LA21_0 = input.LA(1);

            if ( (LA21_0==13) ) {
                alt21=1;
            }
            switch (alt21) {
                case 1 :
                    // InternalBanneret.g:1092:4: otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )* otherlv_43= '}'
                    {
                    otherlv_4=(Token)match(input,13,FOLLOW_23); 

                    				newLeafNode(otherlv_4, grammarAccess.getTerrainEffectBodyAccess().getLeftCurlyBracketKeyword_2_0());
                    			
                    // InternalBanneret.g:1096:4: ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )*
                    loop20:
                    do {
                        int alt20=17;
                        alt20 = dfa20.predict(input);
                        switch (alt20) {
                    	case 1 :
                    	    // InternalBanneret.g:1097:5: (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:1097:5: (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:1098:6: otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) )
                    	    {
                    	    otherlv_5=(Token)match(input,36,FOLLOW_10); 

                    	    						newLeafNode(otherlv_5, grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_2_1_0_0());
                    	    					
                    	    // InternalBanneret.g:1102:6: ( (lv_defaultCost_6_0= RULE_INT ) )
                    	    // InternalBanneret.g:1103:7: (lv_defaultCost_6_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1103:7: (lv_defaultCost_6_0= RULE_INT )
                    	    // InternalBanneret.g:1104:8: lv_defaultCost_6_0= RULE_INT
                    	    {
                    	    lv_defaultCost_6_0=(Token)match(input,RULE_INT,FOLLOW_23); 

                    	    								newLeafNode(lv_defaultCost_6_0, grammarAccess.getTerrainEffectBodyAccess().getDefaultCostINTTerminalRuleCall_2_1_0_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"defaultCost",
                    	    									lv_defaultCost_6_0,
                    	    									"org.eclipse.xtext.common.Terminals.INT");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:1122:5: (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) )
                    	    {
                    	    // InternalBanneret.g:1122:5: (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) )
                    	    // InternalBanneret.g:1123:6: otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) )
                    	    {
                    	    otherlv_7=(Token)match(input,36,FOLLOW_4); 

                    	    						newLeafNode(otherlv_7, grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_2_1_1_0());
                    	    					
                    	    // InternalBanneret.g:1127:6: ( (lv_costs_8_0= ruleMovementCost ) )
                    	    // InternalBanneret.g:1128:7: (lv_costs_8_0= ruleMovementCost )
                    	    {
                    	    // InternalBanneret.g:1128:7: (lv_costs_8_0= ruleMovementCost )
                    	    // InternalBanneret.g:1129:8: lv_costs_8_0= ruleMovementCost
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getCostsMovementCostParserRuleCall_2_1_1_1_0());
                    	    							
                    	    pushFollow(FOLLOW_23);
                    	    lv_costs_8_0=ruleMovementCost();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"costs",
                    	    									lv_costs_8_0,
                    	    									"org.banneret.dsl.Banneret.MovementCost");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 3 :
                    	    // InternalBanneret.g:1148:5: ( (lv_impassable_9_0= 'impassable' ) )
                    	    {
                    	    // InternalBanneret.g:1148:5: ( (lv_impassable_9_0= 'impassable' ) )
                    	    // InternalBanneret.g:1149:6: (lv_impassable_9_0= 'impassable' )
                    	    {
                    	    // InternalBanneret.g:1149:6: (lv_impassable_9_0= 'impassable' )
                    	    // InternalBanneret.g:1150:7: lv_impassable_9_0= 'impassable'
                    	    {
                    	    lv_impassable_9_0=(Token)match(input,37,FOLLOW_23); 

                    	    							newLeafNode(lv_impassable_9_0, grammarAccess.getTerrainEffectBodyAccess().getImpassableImpassableKeyword_2_1_2_0());
                    	    						

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    							}
                    	    							setWithLastConsumed(current, "impassable", lv_impassable_9_0 != null, "impassable");
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 4 :
                    	    // InternalBanneret.g:1163:5: (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1163:5: (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
                    	    // InternalBanneret.g:1164:6: otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
                    	    {
                    	    otherlv_10=(Token)match(input,37,FOLLOW_24); 

                    	    						newLeafNode(otherlv_10, grammarAccess.getTerrainEffectBodyAccess().getImpassableKeyword_2_1_3_0());
                    	    					
                    	    otherlv_11=(Token)match(input,31,FOLLOW_4); 

                    	    						newLeafNode(otherlv_11, grammarAccess.getTerrainEffectBodyAccess().getForKeyword_2_1_3_1());
                    	    					
                    	    // InternalBanneret.g:1172:6: ( (otherlv_12= RULE_ID ) )
                    	    // InternalBanneret.g:1173:7: (otherlv_12= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1173:7: (otherlv_12= RULE_ID )
                    	    // InternalBanneret.g:1174:8: otherlv_12= RULE_ID
                    	    {

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    							
                    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_25); 

                    	    								newLeafNode(otherlv_12, grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_2_1_3_2_0());
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:1185:6: (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
                    	    loop17:
                    	    do {
                    	        int alt17=2;
                    	        int LA17_0 = input.LA(1);

                    	        if ( (LA17_0==32) ) {
                    	            alt17=1;
                    	        }


                    	        switch (alt17) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1186:7: otherlv_13= ',' ( (otherlv_14= RULE_ID ) )
                    	    	    {
                    	    	    otherlv_13=(Token)match(input,32,FOLLOW_4); 

                    	    	    							newLeafNode(otherlv_13, grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_2_1_3_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1190:7: ( (otherlv_14= RULE_ID ) )
                    	    	    // InternalBanneret.g:1191:8: (otherlv_14= RULE_ID )
                    	    	    {
                    	    	    // InternalBanneret.g:1191:8: (otherlv_14= RULE_ID )
                    	    	    // InternalBanneret.g:1192:9: otherlv_14= RULE_ID
                    	    	    {

                    	    	    									if (current==null) {
                    	    	    										current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    	    									}
                    	    	    								
                    	    	    otherlv_14=(Token)match(input,RULE_ID,FOLLOW_25); 

                    	    	    									newLeafNode(otherlv_14, grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_2_1_3_3_1_0());
                    	    	    								

                    	    	    }


                    	    	    }


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop17;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 5 :
                    	    // InternalBanneret.g:1206:5: ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' )
                    	    {
                    	    // InternalBanneret.g:1206:5: ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' )
                    	    // InternalBanneret.g:1207:6: ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight'
                    	    {
                    	    // InternalBanneret.g:1207:6: ( (lv_blocksLineOfSight_15_0= 'blocks' ) )
                    	    // InternalBanneret.g:1208:7: (lv_blocksLineOfSight_15_0= 'blocks' )
                    	    {
                    	    // InternalBanneret.g:1208:7: (lv_blocksLineOfSight_15_0= 'blocks' )
                    	    // InternalBanneret.g:1209:8: lv_blocksLineOfSight_15_0= 'blocks'
                    	    {
                    	    lv_blocksLineOfSight_15_0=(Token)match(input,38,FOLLOW_26); 

                    	    								newLeafNode(lv_blocksLineOfSight_15_0, grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_2_1_4_0_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(current, "blocksLineOfSight", lv_blocksLineOfSight_15_0 != null, "blocks");
                    	    							

                    	    }


                    	    }

                    	    otherlv_16=(Token)match(input,39,FOLLOW_23); 

                    	    						newLeafNode(otherlv_16, grammarAccess.getTerrainEffectBodyAccess().getSightKeyword_2_1_4_1());
                    	    					

                    	    }


                    	    }
                    	    break;
                    	case 6 :
                    	    // InternalBanneret.g:1227:5: (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1227:5: (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1228:6: otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) )
                    	    {
                    	    otherlv_17=(Token)match(input,40,FOLLOW_8); 

                    	    						newLeafNode(otherlv_17, grammarAccess.getTerrainEffectBodyAccess().getCoverKeyword_2_1_5_0());
                    	    					
                    	    // InternalBanneret.g:1232:6: ( (lv_cover_18_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1233:7: (lv_cover_18_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1233:7: (lv_cover_18_0= RULE_STRING )
                    	    // InternalBanneret.g:1234:8: lv_cover_18_0= RULE_STRING
                    	    {
                    	    lv_cover_18_0=(Token)match(input,RULE_STRING,FOLLOW_23); 

                    	    								newLeafNode(lv_cover_18_0, grammarAccess.getTerrainEffectBodyAccess().getCoverSTRINGTerminalRuleCall_2_1_5_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"cover",
                    	    									lv_cover_18_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 7 :
                    	    // InternalBanneret.g:1252:5: (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1252:5: (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1253:6: otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) )
                    	    {
                    	    otherlv_19=(Token)match(input,41,FOLLOW_8); 

                    	    						newLeafNode(otherlv_19, grammarAccess.getTerrainEffectBodyAccess().getEffectKeyword_2_1_6_0());
                    	    					
                    	    // InternalBanneret.g:1257:6: ( (lv_combatEffect_20_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1258:7: (lv_combatEffect_20_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1258:7: (lv_combatEffect_20_0= RULE_STRING )
                    	    // InternalBanneret.g:1259:8: lv_combatEffect_20_0= RULE_STRING
                    	    {
                    	    lv_combatEffect_20_0=(Token)match(input,RULE_STRING,FOLLOW_23); 

                    	    								newLeafNode(lv_combatEffect_20_0, grammarAccess.getTerrainEffectBodyAccess().getCombatEffectSTRINGTerminalRuleCall_2_1_6_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"combatEffect",
                    	    									lv_combatEffect_20_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 8 :
                    	    // InternalBanneret.g:1277:5: (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) )
                    	    {
                    	    // InternalBanneret.g:1277:5: (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) )
                    	    // InternalBanneret.g:1278:6: otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) )
                    	    {
                    	    otherlv_21=(Token)match(input,42,FOLLOW_27); 

                    	    						newLeafNode(otherlv_21, grammarAccess.getTerrainEffectBodyAccess().getElevationKeyword_2_1_7_0());
                    	    					
                    	    // InternalBanneret.g:1282:6: ( (lv_elevation_22_0= ruleSignedInt ) )
                    	    // InternalBanneret.g:1283:7: (lv_elevation_22_0= ruleSignedInt )
                    	    {
                    	    // InternalBanneret.g:1283:7: (lv_elevation_22_0= ruleSignedInt )
                    	    // InternalBanneret.g:1284:8: lv_elevation_22_0= ruleSignedInt
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getElevationSignedIntParserRuleCall_2_1_7_1_0());
                    	    							
                    	    pushFollow(FOLLOW_23);
                    	    lv_elevation_22_0=ruleSignedInt();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"elevation",
                    	    									lv_elevation_22_0,
                    	    									"org.banneret.dsl.Banneret.SignedInt");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 9 :
                    	    // InternalBanneret.g:1303:5: (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1303:5: (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1304:6: otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) )
                    	    {
                    	    otherlv_23=(Token)match(input,30,FOLLOW_8); 

                    	    						newLeafNode(otherlv_23, grammarAccess.getTerrainEffectBodyAccess().getColorKeyword_2_1_8_0());
                    	    					
                    	    // InternalBanneret.g:1308:6: ( (lv_color_24_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1309:7: (lv_color_24_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1309:7: (lv_color_24_0= RULE_STRING )
                    	    // InternalBanneret.g:1310:8: lv_color_24_0= RULE_STRING
                    	    {
                    	    lv_color_24_0=(Token)match(input,RULE_STRING,FOLLOW_23); 

                    	    								newLeafNode(lv_color_24_0, grammarAccess.getTerrainEffectBodyAccess().getColorSTRINGTerminalRuleCall_2_1_8_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"color",
                    	    									lv_color_24_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 10 :
                    	    // InternalBanneret.g:1328:5: (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) )
                    	    {
                    	    // InternalBanneret.g:1328:5: (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) )
                    	    // InternalBanneret.g:1329:6: otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) )
                    	    {
                    	    otherlv_25=(Token)match(input,43,FOLLOW_28); 

                    	    						newLeafNode(otherlv_25, grammarAccess.getTerrainEffectBodyAccess().getSymbolKeyword_2_1_9_0());
                    	    					
                    	    // InternalBanneret.g:1333:6: ( (lv_symbol_26_0= ruleMapSymbol ) )
                    	    // InternalBanneret.g:1334:7: (lv_symbol_26_0= ruleMapSymbol )
                    	    {
                    	    // InternalBanneret.g:1334:7: (lv_symbol_26_0= ruleMapSymbol )
                    	    // InternalBanneret.g:1335:8: lv_symbol_26_0= ruleMapSymbol
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getSymbolMapSymbolEnumRuleCall_2_1_9_1_0());
                    	    							
                    	    pushFollow(FOLLOW_23);
                    	    lv_symbol_26_0=ruleMapSymbol();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"symbol",
                    	    									lv_symbol_26_0,
                    	    									"org.banneret.dsl.Banneret.MapSymbol");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 11 :
                    	    // InternalBanneret.g:1354:5: (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) )
                    	    {
                    	    // InternalBanneret.g:1354:5: (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) )
                    	    // InternalBanneret.g:1355:6: otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) )
                    	    {
                    	    otherlv_27=(Token)match(input,44,FOLLOW_4); 

                    	    						newLeafNode(otherlv_27, grammarAccess.getTerrainEffectBodyAccess().getPatternKeyword_2_1_10_0());
                    	    					
                    	    // InternalBanneret.g:1359:6: ( (lv_pattern_28_0= rulePatternName ) )
                    	    // InternalBanneret.g:1360:7: (lv_pattern_28_0= rulePatternName )
                    	    {
                    	    // InternalBanneret.g:1360:7: (lv_pattern_28_0= rulePatternName )
                    	    // InternalBanneret.g:1361:8: lv_pattern_28_0= rulePatternName
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getPatternPatternNameParserRuleCall_2_1_10_1_0());
                    	    							
                    	    pushFollow(FOLLOW_23);
                    	    lv_pattern_28_0=rulePatternName();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"pattern",
                    	    									lv_pattern_28_0,
                    	    									"org.banneret.dsl.Banneret.PatternName");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 12 :
                    	    // InternalBanneret.g:1380:5: (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) )
                    	    {
                    	    // InternalBanneret.g:1380:5: (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) )
                    	    // InternalBanneret.g:1381:6: otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) )
                    	    {
                    	    otherlv_29=(Token)match(input,45,FOLLOW_4); 

                    	    						newLeafNode(otherlv_29, grammarAccess.getTerrainEffectBodyAccess().getGlyphKeyword_2_1_11_0());
                    	    					
                    	    // InternalBanneret.g:1385:6: ( (lv_glyph_30_0= ruleGlyphName ) )
                    	    // InternalBanneret.g:1386:7: (lv_glyph_30_0= ruleGlyphName )
                    	    {
                    	    // InternalBanneret.g:1386:7: (lv_glyph_30_0= ruleGlyphName )
                    	    // InternalBanneret.g:1387:8: lv_glyph_30_0= ruleGlyphName
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getGlyphGlyphNameParserRuleCall_2_1_11_1_0());
                    	    							
                    	    pushFollow(FOLLOW_23);
                    	    lv_glyph_30_0=ruleGlyphName();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"glyph",
                    	    									lv_glyph_30_0,
                    	    									"org.banneret.dsl.Banneret.GlyphName");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 13 :
                    	    // InternalBanneret.g:1406:5: (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? )
                    	    {
                    	    // InternalBanneret.g:1406:5: (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? )
                    	    // InternalBanneret.g:1407:6: otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )?
                    	    {
                    	    otherlv_31=(Token)match(input,46,FOLLOW_10); 

                    	    						newLeafNode(otherlv_31, grammarAccess.getTerrainEffectBodyAccess().getLineKeyword_2_1_12_0());
                    	    					
                    	    // InternalBanneret.g:1411:6: ( (lv_lineWidthMm_32_0= ruleMillimetres ) )
                    	    // InternalBanneret.g:1412:7: (lv_lineWidthMm_32_0= ruleMillimetres )
                    	    {
                    	    // InternalBanneret.g:1412:7: (lv_lineWidthMm_32_0= ruleMillimetres )
                    	    // InternalBanneret.g:1413:8: lv_lineWidthMm_32_0= ruleMillimetres
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getLineWidthMmMillimetresParserRuleCall_2_1_12_1_0());
                    	    							
                    	    pushFollow(FOLLOW_29);
                    	    lv_lineWidthMm_32_0=ruleMillimetres();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"lineWidthMm",
                    	    									lv_lineWidthMm_32_0,
                    	    									"org.banneret.dsl.Banneret.Millimetres");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }

                    	    otherlv_33=(Token)match(input,47,FOLLOW_30); 

                    	    						newLeafNode(otherlv_33, grammarAccess.getTerrainEffectBodyAccess().getMmKeyword_2_1_12_2());
                    	    					
                    	    // InternalBanneret.g:1434:6: ( (lv_lineStyle_34_0= ruleLineStyle ) )?
                    	    int alt18=2;
                    	    int LA18_0 = input.LA(1);

                    	    if ( (LA18_0==150||(LA18_0>=178 && LA18_0<=180)) ) {
                    	        alt18=1;
                    	    }
                    	    switch (alt18) {
                    	        case 1 :
                    	            // InternalBanneret.g:1435:7: (lv_lineStyle_34_0= ruleLineStyle )
                    	            {
                    	            // InternalBanneret.g:1435:7: (lv_lineStyle_34_0= ruleLineStyle )
                    	            // InternalBanneret.g:1436:8: lv_lineStyle_34_0= ruleLineStyle
                    	            {

                    	            								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getLineStyleLineStyleEnumRuleCall_2_1_12_3_0());
                    	            							
                    	            pushFollow(FOLLOW_23);
                    	            lv_lineStyle_34_0=ruleLineStyle();

                    	            state._fsp--;


                    	            								if (current==null) {
                    	            									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	            								}
                    	            								set(
                    	            									current,
                    	            									"lineStyle",
                    	            									lv_lineStyle_34_0,
                    	            									"org.banneret.dsl.Banneret.LineStyle");
                    	            								afterParserOrEnumRuleCall();
                    	            							

                    	            }


                    	            }
                    	            break;

                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 14 :
                    	    // InternalBanneret.g:1455:5: (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1455:5: (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* )
                    	    // InternalBanneret.g:1456:6: otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )*
                    	    {
                    	    otherlv_35=(Token)match(input,48,FOLLOW_11); 

                    	    						newLeafNode(otherlv_35, grammarAccess.getTerrainEffectBodyAccess().getTraitsKeyword_2_1_13_0());
                    	    					
                    	    // InternalBanneret.g:1460:6: ( (lv_traits_36_0= ruleWord ) )
                    	    // InternalBanneret.g:1461:7: (lv_traits_36_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:1461:7: (lv_traits_36_0= ruleWord )
                    	    // InternalBanneret.g:1462:8: lv_traits_36_0= ruleWord
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getTraitsWordParserRuleCall_2_1_13_1_0());
                    	    							
                    	    pushFollow(FOLLOW_25);
                    	    lv_traits_36_0=ruleWord();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"traits",
                    	    									lv_traits_36_0,
                    	    									"org.banneret.dsl.Banneret.Word");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:1479:6: (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )*
                    	    loop19:
                    	    do {
                    	        int alt19=2;
                    	        int LA19_0 = input.LA(1);

                    	        if ( (LA19_0==32) ) {
                    	            alt19=1;
                    	        }


                    	        switch (alt19) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1480:7: otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) )
                    	    	    {
                    	    	    otherlv_37=(Token)match(input,32,FOLLOW_11); 

                    	    	    							newLeafNode(otherlv_37, grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_2_1_13_2_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1484:7: ( (lv_traits_38_0= ruleWord ) )
                    	    	    // InternalBanneret.g:1485:8: (lv_traits_38_0= ruleWord )
                    	    	    {
                    	    	    // InternalBanneret.g:1485:8: (lv_traits_38_0= ruleWord )
                    	    	    // InternalBanneret.g:1486:9: lv_traits_38_0= ruleWord
                    	    	    {

                    	    	    									newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getTraitsWordParserRuleCall_2_1_13_2_1_0());
                    	    	    								
                    	    	    pushFollow(FOLLOW_25);
                    	    	    lv_traits_38_0=ruleWord();

                    	    	    state._fsp--;


                    	    	    									if (current==null) {
                    	    	    										current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    	    									}
                    	    	    									add(
                    	    	    										current,
                    	    	    										"traits",
                    	    	    										lv_traits_38_0,
                    	    	    										"org.banneret.dsl.Banneret.Word");
                    	    	    									afterParserOrEnumRuleCall();
                    	    	    								

                    	    	    }


                    	    	    }


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop19;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 15 :
                    	    // InternalBanneret.g:1506:5: (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) )
                    	    {
                    	    // InternalBanneret.g:1506:5: (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) )
                    	    // InternalBanneret.g:1507:6: otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) )
                    	    {
                    	    otherlv_39=(Token)match(input,22,FOLLOW_9); 

                    	    						newLeafNode(otherlv_39, grammarAccess.getTerrainEffectBodyAccess().getStackingKeyword_2_1_14_0());
                    	    					
                    	    // InternalBanneret.g:1511:6: ( (lv_stackingLimits_40_0= ruleStackingLimit ) )
                    	    // InternalBanneret.g:1512:7: (lv_stackingLimits_40_0= ruleStackingLimit )
                    	    {
                    	    // InternalBanneret.g:1512:7: (lv_stackingLimits_40_0= ruleStackingLimit )
                    	    // InternalBanneret.g:1513:8: lv_stackingLimits_40_0= ruleStackingLimit
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsStackingLimitParserRuleCall_2_1_14_1_0());
                    	    							
                    	    pushFollow(FOLLOW_23);
                    	    lv_stackingLimits_40_0=ruleStackingLimit();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"stackingLimits",
                    	    									lv_stackingLimits_40_0,
                    	    									"org.banneret.dsl.Banneret.StackingLimit");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 16 :
                    	    // InternalBanneret.g:1532:5: (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1532:5: (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1533:6: otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) )
                    	    {
                    	    otherlv_41=(Token)match(input,15,FOLLOW_8); 

                    	    						newLeafNode(otherlv_41, grammarAccess.getTerrainEffectBodyAccess().getDescriptionKeyword_2_1_15_0());
                    	    					
                    	    // InternalBanneret.g:1537:6: ( (lv_description_42_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1538:7: (lv_description_42_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1538:7: (lv_description_42_0= RULE_STRING )
                    	    // InternalBanneret.g:1539:8: lv_description_42_0= RULE_STRING
                    	    {
                    	    lv_description_42_0=(Token)match(input,RULE_STRING,FOLLOW_23); 

                    	    								newLeafNode(lv_description_42_0, grammarAccess.getTerrainEffectBodyAccess().getDescriptionSTRINGTerminalRuleCall_2_1_15_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"description",
                    	    									lv_description_42_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop20;
                        }
                    } while (true);

                    otherlv_43=(Token)match(input,29,FOLLOW_2); 

                    				newLeafNode(otherlv_43, grammarAccess.getTerrainEffectBodyAccess().getRightCurlyBracketKeyword_2_2());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleTerrainEffectBody"


    // $ANTLR start "entryRuleMovementCost"
    // InternalBanneret.g:1566:1: entryRuleMovementCost returns [EObject current=null] : iv_ruleMovementCost= ruleMovementCost EOF ;
    public final EObject entryRuleMovementCost() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMovementCost = null;


        try {
            // InternalBanneret.g:1566:53: (iv_ruleMovementCost= ruleMovementCost EOF )
            // InternalBanneret.g:1567:2: iv_ruleMovementCost= ruleMovementCost EOF
            {
             newCompositeNode(grammarAccess.getMovementCostRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleMovementCost=ruleMovementCost();

            state._fsp--;

             current =iv_ruleMovementCost; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleMovementCost"


    // $ANTLR start "ruleMovementCost"
    // InternalBanneret.g:1573:1: ruleMovementCost returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) ) ;
    public final EObject ruleMovementCost() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_cost_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:1579:2: ( ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) ) )
            // InternalBanneret.g:1580:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) )
            {
            // InternalBanneret.g:1580:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) )
            // InternalBanneret.g:1581:3: ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) )
            {
            // InternalBanneret.g:1581:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:1582:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:1582:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:1583:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMovementCostRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_10); 

            					newLeafNode(otherlv_0, grammarAccess.getMovementCostAccess().getUnitClassUnitClassCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:1594:3: ( (lv_cost_1_0= RULE_INT ) )
            // InternalBanneret.g:1595:4: (lv_cost_1_0= RULE_INT )
            {
            // InternalBanneret.g:1595:4: (lv_cost_1_0= RULE_INT )
            // InternalBanneret.g:1596:5: lv_cost_1_0= RULE_INT
            {
            lv_cost_1_0=(Token)match(input,RULE_INT,FOLLOW_2); 

            					newLeafNode(lv_cost_1_0, grammarAccess.getMovementCostAccess().getCostINTTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMovementCostRule());
            					}
            					setWithLastConsumed(
            						current,
            						"cost",
            						lv_cost_1_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMovementCost"


    // $ANTLR start "entryRuleStackingLimit"
    // InternalBanneret.g:1616:1: entryRuleStackingLimit returns [EObject current=null] : iv_ruleStackingLimit= ruleStackingLimit EOF ;
    public final EObject entryRuleStackingLimit() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStackingLimit = null;


        try {
            // InternalBanneret.g:1616:54: (iv_ruleStackingLimit= ruleStackingLimit EOF )
            // InternalBanneret.g:1617:2: iv_ruleStackingLimit= ruleStackingLimit EOF
            {
             newCompositeNode(grammarAccess.getStackingLimitRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleStackingLimit=ruleStackingLimit();

            state._fsp--;

             current =iv_ruleStackingLimit; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleStackingLimit"


    // $ANTLR start "ruleStackingLimit"
    // InternalBanneret.g:1623:1: ruleStackingLimit returns [EObject current=null] : (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleStackingLimit() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_maximum_1_0=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token lv_perSide_13_0=null;
        Token otherlv_14=null;
        Token otherlv_15=null;
        Token otherlv_16=null;
        Token otherlv_17=null;
        Token otherlv_18=null;
        Token otherlv_19=null;
        Token otherlv_20=null;
        Token otherlv_21=null;
        Token otherlv_22=null;
        Token lv_citation_23_0=null;
        Enumerator lv_measure_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1629:2: ( (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:1630:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:1630:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:1631:3: otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )?
            {
            otherlv_0=(Token)match(input,49,FOLLOW_10); 

            			newLeafNode(otherlv_0, grammarAccess.getStackingLimitAccess().getMaxKeyword_0());
            		
            // InternalBanneret.g:1635:3: ( (lv_maximum_1_0= RULE_INT ) )
            // InternalBanneret.g:1636:4: (lv_maximum_1_0= RULE_INT )
            {
            // InternalBanneret.g:1636:4: (lv_maximum_1_0= RULE_INT )
            // InternalBanneret.g:1637:5: lv_maximum_1_0= RULE_INT
            {
            lv_maximum_1_0=(Token)match(input,RULE_INT,FOLLOW_31); 

            					newLeafNode(lv_maximum_1_0, grammarAccess.getStackingLimitAccess().getMaximumINTTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getStackingLimitRule());
            					}
            					setWithLastConsumed(
            						current,
            						"maximum",
            						lv_maximum_1_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }

            // InternalBanneret.g:1653:3: ( (lv_measure_2_0= ruleStackingMeasure ) )
            // InternalBanneret.g:1654:4: (lv_measure_2_0= ruleStackingMeasure )
            {
            // InternalBanneret.g:1654:4: (lv_measure_2_0= ruleStackingMeasure )
            // InternalBanneret.g:1655:5: lv_measure_2_0= ruleStackingMeasure
            {

            					newCompositeNode(grammarAccess.getStackingLimitAccess().getMeasureStackingMeasureEnumRuleCall_2_0());
            				
            pushFollow(FOLLOW_32);
            lv_measure_2_0=ruleStackingMeasure();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getStackingLimitRule());
            					}
            					set(
            						current,
            						"measure",
            						lv_measure_2_0,
            						"org.banneret.dsl.Banneret.StackingMeasure");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:1672:3: (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )?
            int alt22=2;
            int LA22_0 = input.LA(1);

            if ( (LA22_0==50) ) {
                alt22=1;
            }
            switch (alt22) {
                case 1 :
                    // InternalBanneret.g:1673:4: otherlv_3= 'on' ( (otherlv_4= RULE_ID ) )
                    {
                    otherlv_3=(Token)match(input,50,FOLLOW_4); 

                    				newLeafNode(otherlv_3, grammarAccess.getStackingLimitAccess().getOnKeyword_3_0());
                    			
                    // InternalBanneret.g:1677:4: ( (otherlv_4= RULE_ID ) )
                    // InternalBanneret.g:1678:5: (otherlv_4= RULE_ID )
                    {
                    // InternalBanneret.g:1678:5: (otherlv_4= RULE_ID )
                    // InternalBanneret.g:1679:6: otherlv_4= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_33); 

                    						newLeafNode(otherlv_4, grammarAccess.getStackingLimitAccess().getSlotLevelSlotCrossReference_3_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1691:3: (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )?
            int alt24=2;
            int LA24_0 = input.LA(1);

            if ( (LA24_0==51) ) {
                alt24=1;
            }
            switch (alt24) {
                case 1 :
                    // InternalBanneret.g:1692:4: otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )*
                    {
                    otherlv_5=(Token)match(input,51,FOLLOW_4); 

                    				newLeafNode(otherlv_5, grammarAccess.getStackingLimitAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:1696:4: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:1697:5: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:1697:5: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:1698:6: otherlv_6= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_34); 

                    						newLeafNode(otherlv_6, grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1709:4: (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )*
                    loop23:
                    do {
                        int alt23=2;
                        int LA23_0 = input.LA(1);

                        if ( (LA23_0==32) ) {
                            alt23=1;
                        }


                        switch (alt23) {
                    	case 1 :
                    	    // InternalBanneret.g:1710:5: otherlv_7= ',' ( (otherlv_8= RULE_ID ) )
                    	    {
                    	    otherlv_7=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_7, grammarAccess.getStackingLimitAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:1714:5: ( (otherlv_8= RULE_ID ) )
                    	    // InternalBanneret.g:1715:6: (otherlv_8= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1715:6: (otherlv_8= RULE_ID )
                    	    // InternalBanneret.g:1716:7: otherlv_8= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_8=(Token)match(input,RULE_ID,FOLLOW_34); 

                    	    							newLeafNode(otherlv_8, grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop23;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1729:3: (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )?
            int alt26=2;
            int LA26_0 = input.LA(1);

            if ( (LA26_0==33) ) {
                alt26=1;
            }
            switch (alt26) {
                case 1 :
                    // InternalBanneret.g:1730:4: otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    {
                    otherlv_9=(Token)match(input,33,FOLLOW_4); 

                    				newLeafNode(otherlv_9, grammarAccess.getStackingLimitAccess().getExceptKeyword_5_0());
                    			
                    // InternalBanneret.g:1734:4: ( (otherlv_10= RULE_ID ) )
                    // InternalBanneret.g:1735:5: (otherlv_10= RULE_ID )
                    {
                    // InternalBanneret.g:1735:5: (otherlv_10= RULE_ID )
                    // InternalBanneret.g:1736:6: otherlv_10= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_35); 

                    						newLeafNode(otherlv_10, grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1747:4: (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    loop25:
                    do {
                        int alt25=2;
                        int LA25_0 = input.LA(1);

                        if ( (LA25_0==32) ) {
                            alt25=1;
                        }


                        switch (alt25) {
                    	case 1 :
                    	    // InternalBanneret.g:1748:5: otherlv_11= ',' ( (otherlv_12= RULE_ID ) )
                    	    {
                    	    otherlv_11=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getStackingLimitAccess().getCommaKeyword_5_2_0());
                    	    				
                    	    // InternalBanneret.g:1752:5: ( (otherlv_12= RULE_ID ) )
                    	    // InternalBanneret.g:1753:6: (otherlv_12= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1753:6: (otherlv_12= RULE_ID )
                    	    // InternalBanneret.g:1754:7: otherlv_12= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_35); 

                    	    							newLeafNode(otherlv_12, grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop25;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1767:3: ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )?
            int alt27=2;
            int LA27_0 = input.LA(1);

            if ( (LA27_0==52) ) {
                alt27=1;
            }
            switch (alt27) {
                case 1 :
                    // InternalBanneret.g:1768:4: ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side'
                    {
                    // InternalBanneret.g:1768:4: ( (lv_perSide_13_0= 'per' ) )
                    // InternalBanneret.g:1769:5: (lv_perSide_13_0= 'per' )
                    {
                    // InternalBanneret.g:1769:5: (lv_perSide_13_0= 'per' )
                    // InternalBanneret.g:1770:6: lv_perSide_13_0= 'per'
                    {
                    lv_perSide_13_0=(Token)match(input,52,FOLLOW_36); 

                    						newLeafNode(lv_perSide_13_0, grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    						setWithLastConsumed(current, "perSide", lv_perSide_13_0 != null, "per");
                    					

                    }


                    }

                    otherlv_14=(Token)match(input,53,FOLLOW_37); 

                    				newLeafNode(otherlv_14, grammarAccess.getStackingLimitAccess().getSideKeyword_6_1());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:1787:3: (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )?
            int alt29=2;
            int LA29_0 = input.LA(1);

            if ( (LA29_0==54) ) {
                alt29=1;
            }
            switch (alt29) {
                case 1 :
                    // InternalBanneret.g:1788:4: otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )*
                    {
                    otherlv_15=(Token)match(input,54,FOLLOW_38); 

                    				newLeafNode(otherlv_15, grammarAccess.getStackingLimitAccess().getCountingKeyword_7_0());
                    			
                    otherlv_16=(Token)match(input,55,FOLLOW_39); 

                    				newLeafNode(otherlv_16, grammarAccess.getStackingLimitAccess().getFrontKeyword_7_1());
                    			
                    otherlv_17=(Token)match(input,56,FOLLOW_40); 

                    				newLeafNode(otherlv_17, grammarAccess.getStackingLimitAccess().getFaceKeyword_7_2());
                    			
                    otherlv_18=(Token)match(input,51,FOLLOW_4); 

                    				newLeafNode(otherlv_18, grammarAccess.getStackingLimitAccess().getOfKeyword_7_3());
                    			
                    // InternalBanneret.g:1804:4: ( (otherlv_19= RULE_ID ) )
                    // InternalBanneret.g:1805:5: (otherlv_19= RULE_ID )
                    {
                    // InternalBanneret.g:1805:5: (otherlv_19= RULE_ID )
                    // InternalBanneret.g:1806:6: otherlv_19= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_19=(Token)match(input,RULE_ID,FOLLOW_41); 

                    						newLeafNode(otherlv_19, grammarAccess.getStackingLimitAccess().getFrontFaceOfUnitClassCrossReference_7_4_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1817:4: (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )*
                    loop28:
                    do {
                        int alt28=2;
                        int LA28_0 = input.LA(1);

                        if ( (LA28_0==32) ) {
                            alt28=1;
                        }


                        switch (alt28) {
                    	case 1 :
                    	    // InternalBanneret.g:1818:5: otherlv_20= ',' ( (otherlv_21= RULE_ID ) )
                    	    {
                    	    otherlv_20=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_20, grammarAccess.getStackingLimitAccess().getCommaKeyword_7_5_0());
                    	    				
                    	    // InternalBanneret.g:1822:5: ( (otherlv_21= RULE_ID ) )
                    	    // InternalBanneret.g:1823:6: (otherlv_21= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1823:6: (otherlv_21= RULE_ID )
                    	    // InternalBanneret.g:1824:7: otherlv_21= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_21=(Token)match(input,RULE_ID,FOLLOW_41); 

                    	    							newLeafNode(otherlv_21, grammarAccess.getStackingLimitAccess().getFrontFaceOfUnitClassCrossReference_7_5_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop28;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1837:3: (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )?
            int alt30=2;
            int LA30_0 = input.LA(1);

            if ( (LA30_0==35) ) {
                alt30=1;
            }
            switch (alt30) {
                case 1 :
                    // InternalBanneret.g:1838:4: otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) )
                    {
                    otherlv_22=(Token)match(input,35,FOLLOW_8); 

                    				newLeafNode(otherlv_22, grammarAccess.getStackingLimitAccess().getCiteKeyword_8_0());
                    			
                    // InternalBanneret.g:1842:4: ( (lv_citation_23_0= RULE_STRING ) )
                    // InternalBanneret.g:1843:5: (lv_citation_23_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1843:5: (lv_citation_23_0= RULE_STRING )
                    // InternalBanneret.g:1844:6: lv_citation_23_0= RULE_STRING
                    {
                    lv_citation_23_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_23_0, grammarAccess.getStackingLimitAccess().getCitationSTRINGTerminalRuleCall_8_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_23_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleStackingLimit"


    // $ANTLR start "entryRuleUnitType"
    // InternalBanneret.g:1865:1: entryRuleUnitType returns [EObject current=null] : iv_ruleUnitType= ruleUnitType EOF ;
    public final EObject entryRuleUnitType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitType = null;


        try {
            // InternalBanneret.g:1865:49: (iv_ruleUnitType= ruleUnitType EOF )
            // InternalBanneret.g:1866:2: iv_ruleUnitType= ruleUnitType EOF
            {
             newCompositeNode(grammarAccess.getUnitTypeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleUnitType=ruleUnitType();

            state._fsp--;

             current =iv_ruleUnitType; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleUnitType"


    // $ANTLR start "ruleUnitType"
    // InternalBanneret.g:1872:1: ruleUnitType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}' )? ) ;
    public final EObject ruleUnitType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token lv_code_5_0=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token otherlv_10=null;
        Token otherlv_12=null;
        Token otherlv_13=null;
        Token lv_commandRange_14_0=null;
        Token otherlv_15=null;
        Token otherlv_16=null;
        Token lv_allowedArmour_17_0=null;
        Token otherlv_18=null;
        Token lv_allowedArmour_19_0=null;
        Token otherlv_20=null;
        Token lv_frontFace_21_0=null;
        Token otherlv_22=null;
        Token lv_backFace_23_0=null;
        Token otherlv_24=null;
        EObject this_CounterSpecFeature_7 = null;

        Enumerator lv_footprint_9_0 = null;

        AntlrDatatypeRuleToken lv_hull_11_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1878:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}' )? ) )
            // InternalBanneret.g:1879:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}' )? )
            {
            // InternalBanneret.g:1879:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}' )? )
            // InternalBanneret.g:1880:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}' )?
            {
            // InternalBanneret.g:1880:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:1881:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:1881:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:1882:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_42); 

            					newLeafNode(lv_name_0_0, grammarAccess.getUnitTypeAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitTypeRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:1898:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt31=2;
            int LA31_0 = input.LA(1);

            if ( (LA31_0==RULE_STRING) ) {
                alt31=1;
            }
            switch (alt31) {
                case 1 :
                    // InternalBanneret.g:1899:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1899:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1900:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_43); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getUnitTypeAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getUnitTypeRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_2=(Token)match(input,57,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getUnitTypeAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:1920:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:1921:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:1921:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:1922:5: otherlv_3= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitTypeRule());
            					}
            				
            otherlv_3=(Token)match(input,RULE_ID,FOLLOW_44); 

            					newLeafNode(otherlv_3, grammarAccess.getUnitTypeAccess().getUnitClassUnitClassCrossReference_3_0());
            				

            }


            }

            // InternalBanneret.g:1933:3: (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )?
            int alt32=2;
            int LA32_0 = input.LA(1);

            if ( (LA32_0==34) ) {
                alt32=1;
            }
            switch (alt32) {
                case 1 :
                    // InternalBanneret.g:1934:4: otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) )
                    {
                    otherlv_4=(Token)match(input,34,FOLLOW_8); 

                    				newLeafNode(otherlv_4, grammarAccess.getUnitTypeAccess().getCodeKeyword_4_0());
                    			
                    // InternalBanneret.g:1938:4: ( (lv_code_5_0= RULE_STRING ) )
                    // InternalBanneret.g:1939:5: (lv_code_5_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1939:5: (lv_code_5_0= RULE_STRING )
                    // InternalBanneret.g:1940:6: lv_code_5_0= RULE_STRING
                    {
                    lv_code_5_0=(Token)match(input,RULE_STRING,FOLLOW_22); 

                    						newLeafNode(lv_code_5_0, grammarAccess.getUnitTypeAccess().getCodeSTRINGTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getUnitTypeRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"code",
                    							lv_code_5_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1957:3: (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}' )?
            int alt35=2;
            int LA35_0 = input.LA(1);

            if ( (LA35_0==13) ) {
                alt35=1;
            }
            switch (alt35) {
                case 1 :
                    // InternalBanneret.g:1958:4: otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )* otherlv_24= '}'
                    {
                    otherlv_6=(Token)match(input,13,FOLLOW_45); 

                    				newLeafNode(otherlv_6, grammarAccess.getUnitTypeAccess().getLeftCurlyBracketKeyword_5_0());
                    			
                    // InternalBanneret.g:1962:4: (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) ) | (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) ) | (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* ) | (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) ) )*
                    loop34:
                    do {
                        int alt34=7;
                        switch ( input.LA(1) ) {
                        case 15:
                        case 35:
                        case 48:
                        case 66:
                        case 67:
                        case 68:
                        case 69:
                        case 70:
                        case 71:
                            {
                            alt34=1;
                            }
                            break;
                        case 61:
                            {
                            int LA34_3 = input.LA(2);

                            if ( (LA34_3==62) ) {
                                alt34=5;
                            }
                            else if ( (LA34_3==RULE_INT) ) {
                                alt34=1;
                            }


                            }
                            break;
                        case 58:
                            {
                            alt34=2;
                            }
                            break;
                        case 59:
                            {
                            alt34=3;
                            }
                            break;
                        case 60:
                            {
                            alt34=4;
                            }
                            break;
                        case 63:
                            {
                            alt34=6;
                            }
                            break;

                        }

                        switch (alt34) {
                    	case 1 :
                    	    // InternalBanneret.g:1963:5: this_CounterSpecFeature_7= ruleCounterSpecFeature[$current]
                    	    {

                    	    					if (current==null) {
                    	    						current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    					}
                    	    					newCompositeNode(grammarAccess.getUnitTypeAccess().getCounterSpecFeatureParserRuleCall_5_1_0());
                    	    				
                    	    pushFollow(FOLLOW_45);
                    	    this_CounterSpecFeature_7=ruleCounterSpecFeature(current);

                    	    state._fsp--;


                    	    					current = this_CounterSpecFeature_7;
                    	    					afterParserOrEnumRuleCall();
                    	    				

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:1975:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    {
                    	    // InternalBanneret.g:1975:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    // InternalBanneret.g:1976:6: otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) )
                    	    {
                    	    otherlv_8=(Token)match(input,58,FOLLOW_46); 

                    	    						newLeafNode(otherlv_8, grammarAccess.getUnitTypeAccess().getFootprintKeyword_5_1_1_0());
                    	    					
                    	    // InternalBanneret.g:1980:6: ( (lv_footprint_9_0= ruleFootprint ) )
                    	    // InternalBanneret.g:1981:7: (lv_footprint_9_0= ruleFootprint )
                    	    {
                    	    // InternalBanneret.g:1981:7: (lv_footprint_9_0= ruleFootprint )
                    	    // InternalBanneret.g:1982:8: lv_footprint_9_0= ruleFootprint
                    	    {

                    	    								newCompositeNode(grammarAccess.getUnitTypeAccess().getFootprintFootprintEnumRuleCall_5_1_1_1_0());
                    	    							
                    	    pushFollow(FOLLOW_45);
                    	    lv_footprint_9_0=ruleFootprint();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"footprint",
                    	    									lv_footprint_9_0,
                    	    									"org.banneret.dsl.Banneret.Footprint");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 3 :
                    	    // InternalBanneret.g:2001:5: (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) )
                    	    {
                    	    // InternalBanneret.g:2001:5: (otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) ) )
                    	    // InternalBanneret.g:2002:6: otherlv_10= 'hull' ( (lv_hull_11_0= ruleHullRows ) )
                    	    {
                    	    otherlv_10=(Token)match(input,59,FOLLOW_6); 

                    	    						newLeafNode(otherlv_10, grammarAccess.getUnitTypeAccess().getHullKeyword_5_1_2_0());
                    	    					
                    	    // InternalBanneret.g:2006:6: ( (lv_hull_11_0= ruleHullRows ) )
                    	    // InternalBanneret.g:2007:7: (lv_hull_11_0= ruleHullRows )
                    	    {
                    	    // InternalBanneret.g:2007:7: (lv_hull_11_0= ruleHullRows )
                    	    // InternalBanneret.g:2008:8: lv_hull_11_0= ruleHullRows
                    	    {

                    	    								newCompositeNode(grammarAccess.getUnitTypeAccess().getHullHullRowsParserRuleCall_5_1_2_1_0());
                    	    							
                    	    pushFollow(FOLLOW_45);
                    	    lv_hull_11_0=ruleHullRows();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"hull",
                    	    									lv_hull_11_0,
                    	    									"org.banneret.dsl.Banneret.HullRows");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 4 :
                    	    // InternalBanneret.g:2027:5: (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:2027:5: (otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:2028:6: otherlv_12= 'command' otherlv_13= 'range' ( (lv_commandRange_14_0= RULE_INT ) )
                    	    {
                    	    otherlv_12=(Token)match(input,60,FOLLOW_47); 

                    	    						newLeafNode(otherlv_12, grammarAccess.getUnitTypeAccess().getCommandKeyword_5_1_3_0());
                    	    					
                    	    otherlv_13=(Token)match(input,28,FOLLOW_10); 

                    	    						newLeafNode(otherlv_13, grammarAccess.getUnitTypeAccess().getRangeKeyword_5_1_3_1());
                    	    					
                    	    // InternalBanneret.g:2036:6: ( (lv_commandRange_14_0= RULE_INT ) )
                    	    // InternalBanneret.g:2037:7: (lv_commandRange_14_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:2037:7: (lv_commandRange_14_0= RULE_INT )
                    	    // InternalBanneret.g:2038:8: lv_commandRange_14_0= RULE_INT
                    	    {
                    	    lv_commandRange_14_0=(Token)match(input,RULE_INT,FOLLOW_45); 

                    	    								newLeafNode(lv_commandRange_14_0, grammarAccess.getUnitTypeAccess().getCommandRangeINTTerminalRuleCall_5_1_3_2_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"commandRange",
                    	    									lv_commandRange_14_0,
                    	    									"org.eclipse.xtext.common.Terminals.INT");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 5 :
                    	    // InternalBanneret.g:2056:5: (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* )
                    	    {
                    	    // InternalBanneret.g:2056:5: (otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )* )
                    	    // InternalBanneret.g:2057:6: otherlv_15= 'armour' otherlv_16= 'in' ( (lv_allowedArmour_17_0= RULE_INT ) ) (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )*
                    	    {
                    	    otherlv_15=(Token)match(input,61,FOLLOW_48); 

                    	    						newLeafNode(otherlv_15, grammarAccess.getUnitTypeAccess().getArmourKeyword_5_1_4_0());
                    	    					
                    	    otherlv_16=(Token)match(input,62,FOLLOW_10); 

                    	    						newLeafNode(otherlv_16, grammarAccess.getUnitTypeAccess().getInKeyword_5_1_4_1());
                    	    					
                    	    // InternalBanneret.g:2065:6: ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    // InternalBanneret.g:2066:7: (lv_allowedArmour_17_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:2066:7: (lv_allowedArmour_17_0= RULE_INT )
                    	    // InternalBanneret.g:2067:8: lv_allowedArmour_17_0= RULE_INT
                    	    {
                    	    lv_allowedArmour_17_0=(Token)match(input,RULE_INT,FOLLOW_49); 

                    	    								newLeafNode(lv_allowedArmour_17_0, grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_1_4_2_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								addWithLastConsumed(
                    	    									current,
                    	    									"allowedArmour",
                    	    									lv_allowedArmour_17_0,
                    	    									"org.eclipse.xtext.common.Terminals.INT");
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:2083:6: (otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) ) )*
                    	    loop33:
                    	    do {
                    	        int alt33=2;
                    	        int LA33_0 = input.LA(1);

                    	        if ( (LA33_0==32) ) {
                    	            alt33=1;
                    	        }


                    	        switch (alt33) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:2084:7: otherlv_18= ',' ( (lv_allowedArmour_19_0= RULE_INT ) )
                    	    	    {
                    	    	    otherlv_18=(Token)match(input,32,FOLLOW_10); 

                    	    	    							newLeafNode(otherlv_18, grammarAccess.getUnitTypeAccess().getCommaKeyword_5_1_4_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:2088:7: ( (lv_allowedArmour_19_0= RULE_INT ) )
                    	    	    // InternalBanneret.g:2089:8: (lv_allowedArmour_19_0= RULE_INT )
                    	    	    {
                    	    	    // InternalBanneret.g:2089:8: (lv_allowedArmour_19_0= RULE_INT )
                    	    	    // InternalBanneret.g:2090:9: lv_allowedArmour_19_0= RULE_INT
                    	    	    {
                    	    	    lv_allowedArmour_19_0=(Token)match(input,RULE_INT,FOLLOW_49); 

                    	    	    									newLeafNode(lv_allowedArmour_19_0, grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_1_4_3_1_0());
                    	    	    								

                    	    	    									if (current==null) {
                    	    	    										current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    	    									}
                    	    	    									addWithLastConsumed(
                    	    	    										current,
                    	    	    										"allowedArmour",
                    	    	    										lv_allowedArmour_19_0,
                    	    	    										"org.eclipse.xtext.common.Terminals.INT");
                    	    	    								

                    	    	    }


                    	    	    }


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop33;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 6 :
                    	    // InternalBanneret.g:2109:5: (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:2109:5: (otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:2110:6: otherlv_20= 'faces' ( (lv_frontFace_21_0= RULE_STRING ) ) otherlv_22= '/' ( (lv_backFace_23_0= RULE_STRING ) )
                    	    {
                    	    otherlv_20=(Token)match(input,63,FOLLOW_8); 

                    	    						newLeafNode(otherlv_20, grammarAccess.getUnitTypeAccess().getFacesKeyword_5_1_5_0());
                    	    					
                    	    // InternalBanneret.g:2114:6: ( (lv_frontFace_21_0= RULE_STRING ) )
                    	    // InternalBanneret.g:2115:7: (lv_frontFace_21_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:2115:7: (lv_frontFace_21_0= RULE_STRING )
                    	    // InternalBanneret.g:2116:8: lv_frontFace_21_0= RULE_STRING
                    	    {
                    	    lv_frontFace_21_0=(Token)match(input,RULE_STRING,FOLLOW_50); 

                    	    								newLeafNode(lv_frontFace_21_0, grammarAccess.getUnitTypeAccess().getFrontFaceSTRINGTerminalRuleCall_5_1_5_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"frontFace",
                    	    									lv_frontFace_21_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }

                    	    otherlv_22=(Token)match(input,64,FOLLOW_8); 

                    	    						newLeafNode(otherlv_22, grammarAccess.getUnitTypeAccess().getSolidusKeyword_5_1_5_2());
                    	    					
                    	    // InternalBanneret.g:2136:6: ( (lv_backFace_23_0= RULE_STRING ) )
                    	    // InternalBanneret.g:2137:7: (lv_backFace_23_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:2137:7: (lv_backFace_23_0= RULE_STRING )
                    	    // InternalBanneret.g:2138:8: lv_backFace_23_0= RULE_STRING
                    	    {
                    	    lv_backFace_23_0=(Token)match(input,RULE_STRING,FOLLOW_45); 

                    	    								newLeafNode(lv_backFace_23_0, grammarAccess.getUnitTypeAccess().getBackFaceSTRINGTerminalRuleCall_5_1_5_3_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"backFace",
                    	    									lv_backFace_23_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop34;
                        }
                    } while (true);

                    otherlv_24=(Token)match(input,29,FOLLOW_2); 

                    				newLeafNode(otherlv_24, grammarAccess.getUnitTypeAccess().getRightCurlyBracketKeyword_5_2());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnitType"


    // $ANTLR start "entryRuleCounterTemplate"
    // InternalBanneret.g:2165:1: entryRuleCounterTemplate returns [EObject current=null] : iv_ruleCounterTemplate= ruleCounterTemplate EOF ;
    public final EObject entryRuleCounterTemplate() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterTemplate = null;


        try {
            // InternalBanneret.g:2165:56: (iv_ruleCounterTemplate= ruleCounterTemplate EOF )
            // InternalBanneret.g:2166:2: iv_ruleCounterTemplate= ruleCounterTemplate EOF
            {
             newCompositeNode(grammarAccess.getCounterTemplateRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleCounterTemplate=ruleCounterTemplate();

            state._fsp--;

             current =iv_ruleCounterTemplate; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleCounterTemplate"


    // $ANTLR start "ruleCounterTemplate"
    // InternalBanneret.g:2172:1: ruleCounterTemplate returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? ) ;
    public final EObject ruleCounterTemplate() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token lv_unique_6_0=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        EObject this_CounterSpecFeature_8 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2178:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? ) )
            // InternalBanneret.g:2179:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? )
            {
            // InternalBanneret.g:2179:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? )
            // InternalBanneret.g:2180:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )?
            {
            // InternalBanneret.g:2180:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2181:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2181:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2182:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_42); 

            					newLeafNode(lv_name_0_0, grammarAccess.getCounterTemplateAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterTemplateRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:2198:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt36=2;
            int LA36_0 = input.LA(1);

            if ( (LA36_0==RULE_STRING) ) {
                alt36=1;
            }
            switch (alt36) {
                case 1 :
                    // InternalBanneret.g:2199:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2199:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2200:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_43); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getCounterTemplateAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_2=(Token)match(input,57,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getCounterTemplateAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:2220:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:2221:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:2221:4: ( ruleQualifiedName )
            // InternalBanneret.g:2222:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterTemplateRule());
            					}
            				

            					newCompositeNode(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeCrossReference_3_0());
            				
            pushFollow(FOLLOW_51);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:2236:3: (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )?
            int alt37=2;
            int LA37_0 = input.LA(1);

            if ( (LA37_0==51) ) {
                alt37=1;
            }
            switch (alt37) {
                case 1 :
                    // InternalBanneret.g:2237:4: otherlv_4= 'of' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_4=(Token)match(input,51,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getCounterTemplateAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:2241:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:2242:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:2242:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:2243:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterTemplateRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_52); 

                    						newLeafNode(otherlv_5, grammarAccess.getCounterTemplateAccess().getNationalityNationalityCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2255:3: ( (lv_unique_6_0= 'unique' ) )?
            int alt38=2;
            int LA38_0 = input.LA(1);

            if ( (LA38_0==65) ) {
                alt38=1;
            }
            switch (alt38) {
                case 1 :
                    // InternalBanneret.g:2256:4: (lv_unique_6_0= 'unique' )
                    {
                    // InternalBanneret.g:2256:4: (lv_unique_6_0= 'unique' )
                    // InternalBanneret.g:2257:5: lv_unique_6_0= 'unique'
                    {
                    lv_unique_6_0=(Token)match(input,65,FOLLOW_22); 

                    					newLeafNode(lv_unique_6_0, grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    					}
                    					setWithLastConsumed(current, "unique", lv_unique_6_0 != null, "unique");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:2269:3: (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )?
            int alt40=2;
            int LA40_0 = input.LA(1);

            if ( (LA40_0==13) ) {
                alt40=1;
            }
            switch (alt40) {
                case 1 :
                    // InternalBanneret.g:2270:4: otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}'
                    {
                    otherlv_7=(Token)match(input,13,FOLLOW_53); 

                    				newLeafNode(otherlv_7, grammarAccess.getCounterTemplateAccess().getLeftCurlyBracketKeyword_6_0());
                    			
                    // InternalBanneret.g:2274:4: (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )*
                    loop39:
                    do {
                        int alt39=2;
                        int LA39_0 = input.LA(1);

                        if ( (LA39_0==15||LA39_0==35||LA39_0==48||LA39_0==61||(LA39_0>=66 && LA39_0<=71)) ) {
                            alt39=1;
                        }


                        switch (alt39) {
                    	case 1 :
                    	    // InternalBanneret.g:2275:5: this_CounterSpecFeature_8= ruleCounterSpecFeature[$current]
                    	    {

                    	    					if (current==null) {
                    	    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    	    					}
                    	    					newCompositeNode(grammarAccess.getCounterTemplateAccess().getCounterSpecFeatureParserRuleCall_6_1());
                    	    				
                    	    pushFollow(FOLLOW_53);
                    	    this_CounterSpecFeature_8=ruleCounterSpecFeature(current);

                    	    state._fsp--;


                    	    					current = this_CounterSpecFeature_8;
                    	    					afterParserOrEnumRuleCall();
                    	    				

                    	    }
                    	    break;

                    	default :
                    	    break loop39;
                        }
                    } while (true);

                    otherlv_9=(Token)match(input,29,FOLLOW_2); 

                    				newLeafNode(otherlv_9, grammarAccess.getCounterTemplateAccess().getRightCurlyBracketKeyword_6_2());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleCounterTemplate"


    // $ANTLR start "ruleCounterSpecFeature"
    // InternalBanneret.g:2297:1: ruleCounterSpecFeature[EObject in_current] returns [EObject current=in_current] : (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) ) ;
    public final EObject ruleCounterSpecFeature(EObject in_current) throws RecognitionException {
        EObject current = in_current;

        Token otherlv_1=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token lv_citation_8_0=null;
        Token otherlv_9=null;
        Token lv_description_10_0=null;
        EObject this_FaceValue_0 = null;

        EObject lv_back_2_0 = null;

        AntlrDatatypeRuleToken lv_traits_4_0 = null;

        AntlrDatatypeRuleToken lv_traits_6_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2303:2: ( (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) ) )
            // InternalBanneret.g:2304:2: (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) )
            {
            // InternalBanneret.g:2304:2: (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) )
            int alt42=5;
            switch ( input.LA(1) ) {
            case 61:
            case 67:
            case 68:
            case 69:
            case 70:
            case 71:
                {
                alt42=1;
                }
                break;
            case 66:
                {
                alt42=2;
                }
                break;
            case 48:
                {
                alt42=3;
                }
                break;
            case 35:
                {
                alt42=4;
                }
                break;
            case 15:
                {
                alt42=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 42, 0, input);

                throw nvae;
            }

            switch (alt42) {
                case 1 :
                    // InternalBanneret.g:2305:3: this_FaceValue_0= ruleFaceValue[$current]
                    {

                    			if (current==null) {
                    				current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
                    			}
                    			newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getFaceValueParserRuleCall_0());
                    		
                    pushFollow(FOLLOW_2);
                    this_FaceValue_0=ruleFaceValue(current);

                    state._fsp--;


                    			current = this_FaceValue_0;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:2317:3: (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) )
                    {
                    // InternalBanneret.g:2317:3: (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) )
                    // InternalBanneret.g:2318:4: otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) )
                    {
                    otherlv_1=(Token)match(input,66,FOLLOW_6); 

                    				newLeafNode(otherlv_1, grammarAccess.getCounterSpecFeatureAccess().getBackKeyword_1_0());
                    			
                    // InternalBanneret.g:2322:4: ( (lv_back_2_0= ruleBackFace ) )
                    // InternalBanneret.g:2323:5: (lv_back_2_0= ruleBackFace )
                    {
                    // InternalBanneret.g:2323:5: (lv_back_2_0= ruleBackFace )
                    // InternalBanneret.g:2324:6: lv_back_2_0= ruleBackFace
                    {

                    						newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getBackBackFaceParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_2);
                    lv_back_2_0=ruleBackFace();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						set(
                    							current,
                    							"back",
                    							lv_back_2_0,
                    							"org.banneret.dsl.Banneret.BackFace");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:2343:3: (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* )
                    {
                    // InternalBanneret.g:2343:3: (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* )
                    // InternalBanneret.g:2344:4: otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )*
                    {
                    otherlv_3=(Token)match(input,48,FOLLOW_11); 

                    				newLeafNode(otherlv_3, grammarAccess.getCounterSpecFeatureAccess().getTraitsKeyword_2_0());
                    			
                    // InternalBanneret.g:2348:4: ( (lv_traits_4_0= ruleWord ) )
                    // InternalBanneret.g:2349:5: (lv_traits_4_0= ruleWord )
                    {
                    // InternalBanneret.g:2349:5: (lv_traits_4_0= ruleWord )
                    // InternalBanneret.g:2350:6: lv_traits_4_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getTraitsWordParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_18);
                    lv_traits_4_0=ruleWord();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						add(
                    							current,
                    							"traits",
                    							lv_traits_4_0,
                    							"org.banneret.dsl.Banneret.Word");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:2367:4: (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )*
                    loop41:
                    do {
                        int alt41=2;
                        int LA41_0 = input.LA(1);

                        if ( (LA41_0==32) ) {
                            alt41=1;
                        }


                        switch (alt41) {
                    	case 1 :
                    	    // InternalBanneret.g:2368:5: otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) )
                    	    {
                    	    otherlv_5=(Token)match(input,32,FOLLOW_11); 

                    	    					newLeafNode(otherlv_5, grammarAccess.getCounterSpecFeatureAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:2372:5: ( (lv_traits_6_0= ruleWord ) )
                    	    // InternalBanneret.g:2373:6: (lv_traits_6_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:2373:6: (lv_traits_6_0= ruleWord )
                    	    // InternalBanneret.g:2374:7: lv_traits_6_0= ruleWord
                    	    {

                    	    							newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getTraitsWordParserRuleCall_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_18);
                    	    lv_traits_6_0=ruleWord();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getCounterSpecFeatureRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"traits",
                    	    								lv_traits_6_0,
                    	    								"org.banneret.dsl.Banneret.Word");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop41;
                        }
                    } while (true);


                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:2394:3: (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) )
                    {
                    // InternalBanneret.g:2394:3: (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) )
                    // InternalBanneret.g:2395:4: otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) )
                    {
                    otherlv_7=(Token)match(input,35,FOLLOW_8); 

                    				newLeafNode(otherlv_7, grammarAccess.getCounterSpecFeatureAccess().getCiteKeyword_3_0());
                    			
                    // InternalBanneret.g:2399:4: ( (lv_citation_8_0= RULE_STRING ) )
                    // InternalBanneret.g:2400:5: (lv_citation_8_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2400:5: (lv_citation_8_0= RULE_STRING )
                    // InternalBanneret.g:2401:6: lv_citation_8_0= RULE_STRING
                    {
                    lv_citation_8_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_8_0, grammarAccess.getCounterSpecFeatureAccess().getCitationSTRINGTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_8_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:2419:3: (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) )
                    {
                    // InternalBanneret.g:2419:3: (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) )
                    // InternalBanneret.g:2420:4: otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) )
                    {
                    otherlv_9=(Token)match(input,15,FOLLOW_8); 

                    				newLeafNode(otherlv_9, grammarAccess.getCounterSpecFeatureAccess().getDescriptionKeyword_4_0());
                    			
                    // InternalBanneret.g:2424:4: ( (lv_description_10_0= RULE_STRING ) )
                    // InternalBanneret.g:2425:5: (lv_description_10_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2425:5: (lv_description_10_0= RULE_STRING )
                    // InternalBanneret.g:2426:6: lv_description_10_0= RULE_STRING
                    {
                    lv_description_10_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_description_10_0, grammarAccess.getCounterSpecFeatureAccess().getDescriptionSTRINGTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"description",
                    							lv_description_10_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleCounterSpecFeature"


    // $ANTLR start "entryRuleBackFace"
    // InternalBanneret.g:2447:1: entryRuleBackFace returns [EObject current=null] : iv_ruleBackFace= ruleBackFace EOF ;
    public final EObject entryRuleBackFace() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleBackFace = null;


        try {
            // InternalBanneret.g:2447:49: (iv_ruleBackFace= ruleBackFace EOF )
            // InternalBanneret.g:2448:2: iv_ruleBackFace= ruleBackFace EOF
            {
             newCompositeNode(grammarAccess.getBackFaceRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleBackFace=ruleBackFace();

            state._fsp--;

             current =iv_ruleBackFace; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleBackFace"


    // $ANTLR start "ruleBackFace"
    // InternalBanneret.g:2454:1: ruleBackFace returns [EObject current=null] : ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' ) ;
    public final EObject ruleBackFace() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_3=null;
        EObject this_FaceValue_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2460:2: ( ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' ) )
            // InternalBanneret.g:2461:2: ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' )
            {
            // InternalBanneret.g:2461:2: ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' )
            // InternalBanneret.g:2462:3: () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}'
            {
            // InternalBanneret.g:2462:3: ()
            // InternalBanneret.g:2463:4: 
            {

            				current = forceCreateModelElement(
            					grammarAccess.getBackFaceAccess().getFaceValuesAction_0(),
            					current);
            			

            }

            otherlv_1=(Token)match(input,13,FOLLOW_54); 

            			newLeafNode(otherlv_1, grammarAccess.getBackFaceAccess().getLeftCurlyBracketKeyword_1());
            		
            // InternalBanneret.g:2473:3: (this_FaceValue_2= ruleFaceValue[$current] )*
            loop43:
            do {
                int alt43=2;
                int LA43_0 = input.LA(1);

                if ( (LA43_0==61||(LA43_0>=67 && LA43_0<=71)) ) {
                    alt43=1;
                }


                switch (alt43) {
            	case 1 :
            	    // InternalBanneret.g:2474:4: this_FaceValue_2= ruleFaceValue[$current]
            	    {

            	    				if (current==null) {
            	    					current = createModelElement(grammarAccess.getBackFaceRule());
            	    				}
            	    				newCompositeNode(grammarAccess.getBackFaceAccess().getFaceValueParserRuleCall_2());
            	    			
            	    pushFollow(FOLLOW_54);
            	    this_FaceValue_2=ruleFaceValue(current);

            	    state._fsp--;


            	    				current = this_FaceValue_2;
            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop43;
                }
            } while (true);

            otherlv_3=(Token)match(input,29,FOLLOW_2); 

            			newLeafNode(otherlv_3, grammarAccess.getBackFaceAccess().getRightCurlyBracketKeyword_3());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleBackFace"


    // $ANTLR start "ruleFaceValue"
    // InternalBanneret.g:2495:1: ruleFaceValue[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) ) ;
    public final EObject ruleFaceValue(EObject in_current) throws RecognitionException {
        EObject current = in_current;

        Token otherlv_0=null;
        Token lv_attack_1_0=null;
        Token otherlv_2=null;
        Token lv_defence_3_0=null;
        Token otherlv_4=null;
        Token lv_movement_5_0=null;
        Token otherlv_6=null;
        Token lv_strength_7_0=null;
        Token otherlv_8=null;
        Token lv_armour_9_0=null;
        Token otherlv_10=null;
        EObject lv_values_11_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2501:2: ( ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) ) )
            // InternalBanneret.g:2502:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) )
            {
            // InternalBanneret.g:2502:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) )
            int alt44=6;
            switch ( input.LA(1) ) {
            case 67:
                {
                alt44=1;
                }
                break;
            case 68:
                {
                alt44=2;
                }
                break;
            case 69:
                {
                alt44=3;
                }
                break;
            case 70:
                {
                alt44=4;
                }
                break;
            case 61:
                {
                alt44=5;
                }
                break;
            case 71:
                {
                alt44=6;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 44, 0, input);

                throw nvae;
            }

            switch (alt44) {
                case 1 :
                    // InternalBanneret.g:2503:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2503:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
                    // InternalBanneret.g:2504:4: otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) )
                    {
                    otherlv_0=(Token)match(input,67,FOLLOW_10); 

                    				newLeafNode(otherlv_0, grammarAccess.getFaceValueAccess().getAttackKeyword_0_0());
                    			
                    // InternalBanneret.g:2508:4: ( (lv_attack_1_0= RULE_INT ) )
                    // InternalBanneret.g:2509:5: (lv_attack_1_0= RULE_INT )
                    {
                    // InternalBanneret.g:2509:5: (lv_attack_1_0= RULE_INT )
                    // InternalBanneret.g:2510:6: lv_attack_1_0= RULE_INT
                    {
                    lv_attack_1_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_attack_1_0, grammarAccess.getFaceValueAccess().getAttackINTTerminalRuleCall_0_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFaceValueRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"attack",
                    							lv_attack_1_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:2528:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2528:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
                    // InternalBanneret.g:2529:4: otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) )
                    {
                    otherlv_2=(Token)match(input,68,FOLLOW_10); 

                    				newLeafNode(otherlv_2, grammarAccess.getFaceValueAccess().getDefenceKeyword_1_0());
                    			
                    // InternalBanneret.g:2533:4: ( (lv_defence_3_0= RULE_INT ) )
                    // InternalBanneret.g:2534:5: (lv_defence_3_0= RULE_INT )
                    {
                    // InternalBanneret.g:2534:5: (lv_defence_3_0= RULE_INT )
                    // InternalBanneret.g:2535:6: lv_defence_3_0= RULE_INT
                    {
                    lv_defence_3_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_defence_3_0, grammarAccess.getFaceValueAccess().getDefenceINTTerminalRuleCall_1_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFaceValueRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"defence",
                    							lv_defence_3_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:2553:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2553:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
                    // InternalBanneret.g:2554:4: otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) )
                    {
                    otherlv_4=(Token)match(input,69,FOLLOW_10); 

                    				newLeafNode(otherlv_4, grammarAccess.getFaceValueAccess().getMovementKeyword_2_0());
                    			
                    // InternalBanneret.g:2558:4: ( (lv_movement_5_0= RULE_INT ) )
                    // InternalBanneret.g:2559:5: (lv_movement_5_0= RULE_INT )
                    {
                    // InternalBanneret.g:2559:5: (lv_movement_5_0= RULE_INT )
                    // InternalBanneret.g:2560:6: lv_movement_5_0= RULE_INT
                    {
                    lv_movement_5_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_movement_5_0, grammarAccess.getFaceValueAccess().getMovementINTTerminalRuleCall_2_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFaceValueRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"movement",
                    							lv_movement_5_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:2578:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2578:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
                    // InternalBanneret.g:2579:4: otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,70,FOLLOW_10); 

                    				newLeafNode(otherlv_6, grammarAccess.getFaceValueAccess().getStrengthKeyword_3_0());
                    			
                    // InternalBanneret.g:2583:4: ( (lv_strength_7_0= RULE_INT ) )
                    // InternalBanneret.g:2584:5: (lv_strength_7_0= RULE_INT )
                    {
                    // InternalBanneret.g:2584:5: (lv_strength_7_0= RULE_INT )
                    // InternalBanneret.g:2585:6: lv_strength_7_0= RULE_INT
                    {
                    lv_strength_7_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_strength_7_0, grammarAccess.getFaceValueAccess().getStrengthINTTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFaceValueRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"strength",
                    							lv_strength_7_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:2603:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2603:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
                    // InternalBanneret.g:2604:4: otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) )
                    {
                    otherlv_8=(Token)match(input,61,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getFaceValueAccess().getArmourKeyword_4_0());
                    			
                    // InternalBanneret.g:2608:4: ( (lv_armour_9_0= RULE_INT ) )
                    // InternalBanneret.g:2609:5: (lv_armour_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:2609:5: (lv_armour_9_0= RULE_INT )
                    // InternalBanneret.g:2610:6: lv_armour_9_0= RULE_INT
                    {
                    lv_armour_9_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_armour_9_0, grammarAccess.getFaceValueAccess().getArmourINTTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFaceValueRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"armour",
                    							lv_armour_9_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:2628:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
                    {
                    // InternalBanneret.g:2628:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
                    // InternalBanneret.g:2629:4: otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) )
                    {
                    otherlv_10=(Token)match(input,71,FOLLOW_11); 

                    				newLeafNode(otherlv_10, grammarAccess.getFaceValueAccess().getValueKeyword_5_0());
                    			
                    // InternalBanneret.g:2633:4: ( (lv_values_11_0= rulePrintedValue ) )
                    // InternalBanneret.g:2634:5: (lv_values_11_0= rulePrintedValue )
                    {
                    // InternalBanneret.g:2634:5: (lv_values_11_0= rulePrintedValue )
                    // InternalBanneret.g:2635:6: lv_values_11_0= rulePrintedValue
                    {

                    						newCompositeNode(grammarAccess.getFaceValueAccess().getValuesPrintedValueParserRuleCall_5_1_0());
                    					
                    pushFollow(FOLLOW_2);
                    lv_values_11_0=rulePrintedValue();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getFaceValueRule());
                    						}
                    						add(
                    							current,
                    							"values",
                    							lv_values_11_0,
                    							"org.banneret.dsl.Banneret.PrintedValue");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFaceValue"


    // $ANTLR start "entryRulePrintedValue"
    // InternalBanneret.g:2657:1: entryRulePrintedValue returns [EObject current=null] : iv_rulePrintedValue= rulePrintedValue EOF ;
    public final EObject entryRulePrintedValue() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePrintedValue = null;


        try {
            // InternalBanneret.g:2657:53: (iv_rulePrintedValue= rulePrintedValue EOF )
            // InternalBanneret.g:2658:2: iv_rulePrintedValue= rulePrintedValue EOF
            {
             newCompositeNode(grammarAccess.getPrintedValueRule()); 
            pushFollow(FOLLOW_1);
            iv_rulePrintedValue=rulePrintedValue();

            state._fsp--;

             current =iv_rulePrintedValue; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePrintedValue"


    // $ANTLR start "rulePrintedValue"
    // InternalBanneret.g:2664:1: rulePrintedValue returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) ;
    public final EObject rulePrintedValue() throws RecognitionException {
        EObject current = null;

        AntlrDatatypeRuleToken lv_key_0_0 = null;

        AntlrDatatypeRuleToken lv_value_1_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2670:2: ( ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) )
            // InternalBanneret.g:2671:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            {
            // InternalBanneret.g:2671:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            // InternalBanneret.g:2672:3: ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) )
            {
            // InternalBanneret.g:2672:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:2673:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:2673:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:2674:5: lv_key_0_0= ruleWord
            {

            					newCompositeNode(grammarAccess.getPrintedValueAccess().getKeyWordParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_27);
            lv_key_0_0=ruleWord();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getPrintedValueRule());
            					}
            					set(
            						current,
            						"key",
            						lv_key_0_0,
            						"org.banneret.dsl.Banneret.Word");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:2691:3: ( (lv_value_1_0= ruleSignedInt ) )
            // InternalBanneret.g:2692:4: (lv_value_1_0= ruleSignedInt )
            {
            // InternalBanneret.g:2692:4: (lv_value_1_0= ruleSignedInt )
            // InternalBanneret.g:2693:5: lv_value_1_0= ruleSignedInt
            {

            					newCompositeNode(grammarAccess.getPrintedValueAccess().getValueSignedIntParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_2);
            lv_value_1_0=ruleSignedInt();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getPrintedValueRule());
            					}
            					set(
            						current,
            						"value",
            						lv_value_1_0,
            						"org.banneret.dsl.Banneret.SignedInt");
            					afterParserOrEnumRuleCall();
            				

            }


            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePrintedValue"


    // $ANTLR start "entryRuleHullRows"
    // InternalBanneret.g:2714:1: entryRuleHullRows returns [String current=null] : iv_ruleHullRows= ruleHullRows EOF ;
    public final String entryRuleHullRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleHullRows = null;


        try {
            // InternalBanneret.g:2714:48: (iv_ruleHullRows= ruleHullRows EOF )
            // InternalBanneret.g:2715:2: iv_ruleHullRows= ruleHullRows EOF
            {
             newCompositeNode(grammarAccess.getHullRowsRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHullRows=ruleHullRows();

            state._fsp--;

             current =iv_ruleHullRows.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHullRows"


    // $ANTLR start "ruleHullRows"
    // InternalBanneret.g:2721:1: ruleHullRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleHullRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2727:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:2728:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:2728:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:2729:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_55); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getHullRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:2734:3: (this_GridRow_1= ruleGridRow )*
            loop45:
            do {
                int alt45=2;
                int LA45_0 = input.LA(1);

                if ( (LA45_0==RULE_STRING||LA45_0==RULE_INT) ) {
                    alt45=1;
                }


                switch (alt45) {
            	case 1 :
            	    // InternalBanneret.g:2735:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getHullRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_55);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop45;
                }
            } while (true);

            kw=(Token)match(input,29,FOLLOW_2); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getHullRowsAccess().getRightCurlyBracketKeyword_2());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHullRows"


    // $ANTLR start "entryRuleMarkerType"
    // InternalBanneret.g:2755:1: entryRuleMarkerType returns [EObject current=null] : iv_ruleMarkerType= ruleMarkerType EOF ;
    public final EObject entryRuleMarkerType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMarkerType = null;


        try {
            // InternalBanneret.g:2755:51: (iv_ruleMarkerType= ruleMarkerType EOF )
            // InternalBanneret.g:2756:2: iv_ruleMarkerType= ruleMarkerType EOF
            {
             newCompositeNode(grammarAccess.getMarkerTypeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleMarkerType=ruleMarkerType();

            state._fsp--;

             current =iv_ruleMarkerType; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleMarkerType"


    // $ANTLR start "ruleMarkerType"
    // InternalBanneret.g:2762:1: ruleMarkerType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleMarkerType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token lv_citation_13_0=null;
        AntlrDatatypeRuleToken lv_minimum_3_0 = null;

        AntlrDatatypeRuleToken lv_maximum_5_0 = null;

        AntlrDatatypeRuleToken lv_replaces_7_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2768:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2769:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2769:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2770:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2770:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2771:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2771:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2772:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_56); 

            					newLeafNode(lv_name_0_0, grammarAccess.getMarkerTypeAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMarkerTypeRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:2788:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt46=2;
            int LA46_0 = input.LA(1);

            if ( (LA46_0==RULE_STRING) ) {
                alt46=1;
            }
            switch (alt46) {
                case 1 :
                    // InternalBanneret.g:2789:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2789:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2790:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_57); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getMarkerTypeAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getMarkerTypeRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:2806:3: (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )?
            int alt47=2;
            int LA47_0 = input.LA(1);

            if ( (LA47_0==72) ) {
                alt47=1;
            }
            switch (alt47) {
                case 1 :
                    // InternalBanneret.g:2807:4: otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) )
                    {
                    otherlv_2=(Token)match(input,72,FOLLOW_27); 

                    				newLeafNode(otherlv_2, grammarAccess.getMarkerTypeAccess().getValuesKeyword_2_0());
                    			
                    // InternalBanneret.g:2811:4: ( (lv_minimum_3_0= ruleSignedInt ) )
                    // InternalBanneret.g:2812:5: (lv_minimum_3_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2812:5: (lv_minimum_3_0= ruleSignedInt )
                    // InternalBanneret.g:2813:6: lv_minimum_3_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMinimumSignedIntParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_58);
                    lv_minimum_3_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getMarkerTypeRule());
                    						}
                    						set(
                    							current,
                    							"minimum",
                    							lv_minimum_3_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    otherlv_4=(Token)match(input,73,FOLLOW_27); 

                    				newLeafNode(otherlv_4, grammarAccess.getMarkerTypeAccess().getToKeyword_2_2());
                    			
                    // InternalBanneret.g:2834:4: ( (lv_maximum_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:2835:5: (lv_maximum_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2835:5: (lv_maximum_5_0= ruleSignedInt )
                    // InternalBanneret.g:2836:6: lv_maximum_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMaximumSignedIntParserRuleCall_2_3_0());
                    					
                    pushFollow(FOLLOW_59);
                    lv_maximum_5_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getMarkerTypeRule());
                    						}
                    						set(
                    							current,
                    							"maximum",
                    							lv_maximum_5_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2854:3: (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )?
            int alt48=2;
            int LA48_0 = input.LA(1);

            if ( (LA48_0==74) ) {
                alt48=1;
            }
            switch (alt48) {
                case 1 :
                    // InternalBanneret.g:2855:4: otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) )
                    {
                    otherlv_6=(Token)match(input,74,FOLLOW_11); 

                    				newLeafNode(otherlv_6, grammarAccess.getMarkerTypeAccess().getReplacesKeyword_3_0());
                    			
                    // InternalBanneret.g:2859:4: ( (lv_replaces_7_0= ruleWord ) )
                    // InternalBanneret.g:2860:5: (lv_replaces_7_0= ruleWord )
                    {
                    // InternalBanneret.g:2860:5: (lv_replaces_7_0= ruleWord )
                    // InternalBanneret.g:2861:6: lv_replaces_7_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getReplacesWordParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_60);
                    lv_replaces_7_0=ruleWord();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getMarkerTypeRule());
                    						}
                    						set(
                    							current,
                    							"replaces",
                    							lv_replaces_7_0,
                    							"org.banneret.dsl.Banneret.Word");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2879:3: (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )?
            int alt50=2;
            int LA50_0 = input.LA(1);

            if ( (LA50_0==31) ) {
                alt50=1;
            }
            switch (alt50) {
                case 1 :
                    // InternalBanneret.g:2880:4: otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )*
                    {
                    otherlv_8=(Token)match(input,31,FOLLOW_4); 

                    				newLeafNode(otherlv_8, grammarAccess.getMarkerTypeAccess().getForKeyword_4_0());
                    			
                    // InternalBanneret.g:2884:4: ( (otherlv_9= RULE_ID ) )
                    // InternalBanneret.g:2885:5: (otherlv_9= RULE_ID )
                    {
                    // InternalBanneret.g:2885:5: (otherlv_9= RULE_ID )
                    // InternalBanneret.g:2886:6: otherlv_9= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMarkerTypeRule());
                    						}
                    					
                    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_41); 

                    						newLeafNode(otherlv_9, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_4_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:2897:4: (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )*
                    loop49:
                    do {
                        int alt49=2;
                        int LA49_0 = input.LA(1);

                        if ( (LA49_0==32) ) {
                            alt49=1;
                        }


                        switch (alt49) {
                    	case 1 :
                    	    // InternalBanneret.g:2898:5: otherlv_10= ',' ( (otherlv_11= RULE_ID ) )
                    	    {
                    	    otherlv_10=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_10, grammarAccess.getMarkerTypeAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:2902:5: ( (otherlv_11= RULE_ID ) )
                    	    // InternalBanneret.g:2903:6: (otherlv_11= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:2903:6: (otherlv_11= RULE_ID )
                    	    // InternalBanneret.g:2904:7: otherlv_11= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getMarkerTypeRule());
                    	    							}
                    	    						
                    	    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_41); 

                    	    							newLeafNode(otherlv_11, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_4_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop49;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:2917:3: (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )?
            int alt51=2;
            int LA51_0 = input.LA(1);

            if ( (LA51_0==35) ) {
                alt51=1;
            }
            switch (alt51) {
                case 1 :
                    // InternalBanneret.g:2918:4: otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) )
                    {
                    otherlv_12=(Token)match(input,35,FOLLOW_8); 

                    				newLeafNode(otherlv_12, grammarAccess.getMarkerTypeAccess().getCiteKeyword_5_0());
                    			
                    // InternalBanneret.g:2922:4: ( (lv_citation_13_0= RULE_STRING ) )
                    // InternalBanneret.g:2923:5: (lv_citation_13_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2923:5: (lv_citation_13_0= RULE_STRING )
                    // InternalBanneret.g:2924:6: lv_citation_13_0= RULE_STRING
                    {
                    lv_citation_13_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_13_0, grammarAccess.getMarkerTypeAccess().getCitationSTRINGTerminalRuleCall_5_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMarkerTypeRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_13_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMarkerType"


    // $ANTLR start "entryRuleCounterMixEntry"
    // InternalBanneret.g:2945:1: entryRuleCounterMixEntry returns [EObject current=null] : iv_ruleCounterMixEntry= ruleCounterMixEntry EOF ;
    public final EObject entryRuleCounterMixEntry() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterMixEntry = null;


        try {
            // InternalBanneret.g:2945:56: (iv_ruleCounterMixEntry= ruleCounterMixEntry EOF )
            // InternalBanneret.g:2946:2: iv_ruleCounterMixEntry= ruleCounterMixEntry EOF
            {
             newCompositeNode(grammarAccess.getCounterMixEntryRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleCounterMixEntry=ruleCounterMixEntry();

            state._fsp--;

             current =iv_ruleCounterMixEntry; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleCounterMixEntry"


    // $ANTLR start "ruleCounterMixEntry"
    // InternalBanneret.g:2952:1: ruleCounterMixEntry returns [EObject current=null] : ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? ) ;
    public final EObject ruleCounterMixEntry() throws RecognitionException {
        EObject current = null;

        Token lv_count_0_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token lv_armour_4_0=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token otherlv_7=null;


        	enterRule();

        try {
            // InternalBanneret.g:2958:2: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? ) )
            // InternalBanneret.g:2959:2: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:2959:2: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? )
            // InternalBanneret.g:2960:3: ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )?
            {
            // InternalBanneret.g:2960:3: ( (lv_count_0_0= RULE_INT ) )
            // InternalBanneret.g:2961:4: (lv_count_0_0= RULE_INT )
            {
            // InternalBanneret.g:2961:4: (lv_count_0_0= RULE_INT )
            // InternalBanneret.g:2962:5: lv_count_0_0= RULE_INT
            {
            lv_count_0_0=(Token)match(input,RULE_INT,FOLLOW_61); 

            					newLeafNode(lv_count_0_0, grammarAccess.getCounterMixEntryAccess().getCountINTTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterMixEntryRule());
            					}
            					setWithLastConsumed(
            						current,
            						"count",
            						lv_count_0_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }

            otherlv_1=(Token)match(input,75,FOLLOW_4); 

            			newLeafNode(otherlv_1, grammarAccess.getCounterMixEntryAccess().getXKeyword_1());
            		
            // InternalBanneret.g:2982:3: ( (otherlv_2= RULE_ID ) )
            // InternalBanneret.g:2983:4: (otherlv_2= RULE_ID )
            {
            // InternalBanneret.g:2983:4: (otherlv_2= RULE_ID )
            // InternalBanneret.g:2984:5: otherlv_2= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterMixEntryRule());
            					}
            				
            otherlv_2=(Token)match(input,RULE_ID,FOLLOW_62); 

            					newLeafNode(otherlv_2, grammarAccess.getCounterMixEntryAccess().getUnitTypeUnitTypeCrossReference_2_0());
            				

            }


            }

            // InternalBanneret.g:2995:3: (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
            int alt52=2;
            int LA52_0 = input.LA(1);

            if ( (LA52_0==76) ) {
                alt52=1;
            }
            switch (alt52) {
                case 1 :
                    // InternalBanneret.g:2996:4: otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']'
                    {
                    otherlv_3=(Token)match(input,76,FOLLOW_10); 

                    				newLeafNode(otherlv_3, grammarAccess.getCounterMixEntryAccess().getLeftSquareBracketKeyword_3_0());
                    			
                    // InternalBanneret.g:3000:4: ( (lv_armour_4_0= RULE_INT ) )
                    // InternalBanneret.g:3001:5: (lv_armour_4_0= RULE_INT )
                    {
                    // InternalBanneret.g:3001:5: (lv_armour_4_0= RULE_INT )
                    // InternalBanneret.g:3002:6: lv_armour_4_0= RULE_INT
                    {
                    lv_armour_4_0=(Token)match(input,RULE_INT,FOLLOW_63); 

                    						newLeafNode(lv_armour_4_0, grammarAccess.getCounterMixEntryAccess().getArmourINTTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterMixEntryRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"armour",
                    							lv_armour_4_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }

                    otherlv_5=(Token)match(input,77,FOLLOW_64); 

                    				newLeafNode(otherlv_5, grammarAccess.getCounterMixEntryAccess().getRightSquareBracketKeyword_3_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:3023:3: (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )?
            int alt53=2;
            int LA53_0 = input.LA(1);

            if ( (LA53_0==51) ) {
                alt53=1;
            }
            switch (alt53) {
                case 1 :
                    // InternalBanneret.g:3024:4: otherlv_6= 'of' ( (otherlv_7= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,51,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getCounterMixEntryAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:3028:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:3029:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:3029:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:3030:6: otherlv_7= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterMixEntryRule());
                    						}
                    					
                    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_2); 

                    						newLeafNode(otherlv_7, grammarAccess.getCounterMixEntryAccess().getNationalityNationalityCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleCounterMixEntry"


    // $ANTLR start "entryRuleValueRange"
    // InternalBanneret.g:3046:1: entryRuleValueRange returns [EObject current=null] : iv_ruleValueRange= ruleValueRange EOF ;
    public final EObject entryRuleValueRange() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleValueRange = null;


        try {
            // InternalBanneret.g:3046:51: (iv_ruleValueRange= ruleValueRange EOF )
            // InternalBanneret.g:3047:2: iv_ruleValueRange= ruleValueRange EOF
            {
             newCompositeNode(grammarAccess.getValueRangeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleValueRange=ruleValueRange();

            state._fsp--;

             current =iv_ruleValueRange; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleValueRange"


    // $ANTLR start "ruleValueRange"
    // InternalBanneret.g:3053:1: ruleValueRange returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) ( (lv_minimum_1_0= ruleSignedInt ) ) otherlv_2= 'to' ( (lv_maximum_3_0= ruleSignedInt ) ) (otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleValueRange() throws RecognitionException {
        EObject current = null;

        Token otherlv_2=null;
        Token otherlv_4=null;
        Token lv_citation_5_0=null;
        AntlrDatatypeRuleToken lv_key_0_0 = null;

        AntlrDatatypeRuleToken lv_minimum_1_0 = null;

        AntlrDatatypeRuleToken lv_maximum_3_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3059:2: ( ( ( (lv_key_0_0= ruleWord ) ) ( (lv_minimum_1_0= ruleSignedInt ) ) otherlv_2= 'to' ( (lv_maximum_3_0= ruleSignedInt ) ) (otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:3060:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_minimum_1_0= ruleSignedInt ) ) otherlv_2= 'to' ( (lv_maximum_3_0= ruleSignedInt ) ) (otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:3060:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_minimum_1_0= ruleSignedInt ) ) otherlv_2= 'to' ( (lv_maximum_3_0= ruleSignedInt ) ) (otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:3061:3: ( (lv_key_0_0= ruleWord ) ) ( (lv_minimum_1_0= ruleSignedInt ) ) otherlv_2= 'to' ( (lv_maximum_3_0= ruleSignedInt ) ) (otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:3061:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:3062:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:3062:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:3063:5: lv_key_0_0= ruleWord
            {

            					newCompositeNode(grammarAccess.getValueRangeAccess().getKeyWordParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_27);
            lv_key_0_0=ruleWord();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getValueRangeRule());
            					}
            					set(
            						current,
            						"key",
            						lv_key_0_0,
            						"org.banneret.dsl.Banneret.Word");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3080:3: ( (lv_minimum_1_0= ruleSignedInt ) )
            // InternalBanneret.g:3081:4: (lv_minimum_1_0= ruleSignedInt )
            {
            // InternalBanneret.g:3081:4: (lv_minimum_1_0= ruleSignedInt )
            // InternalBanneret.g:3082:5: lv_minimum_1_0= ruleSignedInt
            {

            					newCompositeNode(grammarAccess.getValueRangeAccess().getMinimumSignedIntParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_58);
            lv_minimum_1_0=ruleSignedInt();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getValueRangeRule());
            					}
            					set(
            						current,
            						"minimum",
            						lv_minimum_1_0,
            						"org.banneret.dsl.Banneret.SignedInt");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            otherlv_2=(Token)match(input,73,FOLLOW_27); 

            			newLeafNode(otherlv_2, grammarAccess.getValueRangeAccess().getToKeyword_2());
            		
            // InternalBanneret.g:3103:3: ( (lv_maximum_3_0= ruleSignedInt ) )
            // InternalBanneret.g:3104:4: (lv_maximum_3_0= ruleSignedInt )
            {
            // InternalBanneret.g:3104:4: (lv_maximum_3_0= ruleSignedInt )
            // InternalBanneret.g:3105:5: lv_maximum_3_0= ruleSignedInt
            {

            					newCompositeNode(grammarAccess.getValueRangeAccess().getMaximumSignedIntParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_65);
            lv_maximum_3_0=ruleSignedInt();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getValueRangeRule());
            					}
            					set(
            						current,
            						"maximum",
            						lv_maximum_3_0,
            						"org.banneret.dsl.Banneret.SignedInt");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3122:3: (otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) ) )?
            int alt54=2;
            int LA54_0 = input.LA(1);

            if ( (LA54_0==35) ) {
                alt54=1;
            }
            switch (alt54) {
                case 1 :
                    // InternalBanneret.g:3123:4: otherlv_4= 'cite' ( (lv_citation_5_0= RULE_STRING ) )
                    {
                    otherlv_4=(Token)match(input,35,FOLLOW_8); 

                    				newLeafNode(otherlv_4, grammarAccess.getValueRangeAccess().getCiteKeyword_4_0());
                    			
                    // InternalBanneret.g:3127:4: ( (lv_citation_5_0= RULE_STRING ) )
                    // InternalBanneret.g:3128:5: (lv_citation_5_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3128:5: (lv_citation_5_0= RULE_STRING )
                    // InternalBanneret.g:3129:6: lv_citation_5_0= RULE_STRING
                    {
                    lv_citation_5_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_5_0, grammarAccess.getValueRangeAccess().getCitationSTRINGTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getValueRangeRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_5_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleValueRange"


    // $ANTLR start "entryRuleVariantDefinition"
    // InternalBanneret.g:3150:1: entryRuleVariantDefinition returns [EObject current=null] : iv_ruleVariantDefinition= ruleVariantDefinition EOF ;
    public final EObject entryRuleVariantDefinition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantDefinition = null;


        try {
            // InternalBanneret.g:3150:58: (iv_ruleVariantDefinition= ruleVariantDefinition EOF )
            // InternalBanneret.g:3151:2: iv_ruleVariantDefinition= ruleVariantDefinition EOF
            {
             newCompositeNode(grammarAccess.getVariantDefinitionRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleVariantDefinition=ruleVariantDefinition();

            state._fsp--;

             current =iv_ruleVariantDefinition; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleVariantDefinition"


    // $ANTLR start "ruleVariantDefinition"
    // InternalBanneret.g:3157:1: ruleVariantDefinition returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleVariantDefinition() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token lv_citation_9_0=null;
        AntlrDatatypeRuleToken lv_allowedValues_3_0 = null;

        AntlrDatatypeRuleToken lv_allowedValues_5_0 = null;

        AntlrDatatypeRuleToken lv_defaultValue_7_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3163:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:3164:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:3164:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:3165:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:3165:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:3166:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:3166:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:3167:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_66); 

            					newLeafNode(lv_name_0_0, grammarAccess.getVariantDefinitionAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getVariantDefinitionRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:3183:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt55=2;
            int LA55_0 = input.LA(1);

            if ( (LA55_0==RULE_STRING) ) {
                alt55=1;
            }
            switch (alt55) {
                case 1 :
                    // InternalBanneret.g:3184:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3184:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:3185:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_67); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getVariantDefinitionAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getVariantDefinitionRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_1_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_2=(Token)match(input,72,FOLLOW_68); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantDefinitionAccess().getValuesKeyword_2());
            		
            // InternalBanneret.g:3205:3: ( (lv_allowedValues_3_0= ruleValue ) )
            // InternalBanneret.g:3206:4: (lv_allowedValues_3_0= ruleValue )
            {
            // InternalBanneret.g:3206:4: (lv_allowedValues_3_0= ruleValue )
            // InternalBanneret.g:3207:5: lv_allowedValues_3_0= ruleValue
            {

            					newCompositeNode(grammarAccess.getVariantDefinitionAccess().getAllowedValuesValueParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_69);
            lv_allowedValues_3_0=ruleValue();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getVariantDefinitionRule());
            					}
            					add(
            						current,
            						"allowedValues",
            						lv_allowedValues_3_0,
            						"org.banneret.dsl.Banneret.Value");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3224:3: (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )*
            loop56:
            do {
                int alt56=2;
                int LA56_0 = input.LA(1);

                if ( (LA56_0==32) ) {
                    alt56=1;
                }


                switch (alt56) {
            	case 1 :
            	    // InternalBanneret.g:3225:4: otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) )
            	    {
            	    otherlv_4=(Token)match(input,32,FOLLOW_68); 

            	    				newLeafNode(otherlv_4, grammarAccess.getVariantDefinitionAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:3229:4: ( (lv_allowedValues_5_0= ruleValue ) )
            	    // InternalBanneret.g:3230:5: (lv_allowedValues_5_0= ruleValue )
            	    {
            	    // InternalBanneret.g:3230:5: (lv_allowedValues_5_0= ruleValue )
            	    // InternalBanneret.g:3231:6: lv_allowedValues_5_0= ruleValue
            	    {

            	    						newCompositeNode(grammarAccess.getVariantDefinitionAccess().getAllowedValuesValueParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_69);
            	    lv_allowedValues_5_0=ruleValue();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getVariantDefinitionRule());
            	    						}
            	    						add(
            	    							current,
            	    							"allowedValues",
            	    							lv_allowedValues_5_0,
            	    							"org.banneret.dsl.Banneret.Value");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop56;
                }
            } while (true);

            otherlv_6=(Token)match(input,78,FOLLOW_68); 

            			newLeafNode(otherlv_6, grammarAccess.getVariantDefinitionAccess().getDefaultKeyword_5());
            		
            // InternalBanneret.g:3253:3: ( (lv_defaultValue_7_0= ruleValue ) )
            // InternalBanneret.g:3254:4: (lv_defaultValue_7_0= ruleValue )
            {
            // InternalBanneret.g:3254:4: (lv_defaultValue_7_0= ruleValue )
            // InternalBanneret.g:3255:5: lv_defaultValue_7_0= ruleValue
            {

            					newCompositeNode(grammarAccess.getVariantDefinitionAccess().getDefaultValueValueParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_65);
            lv_defaultValue_7_0=ruleValue();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getVariantDefinitionRule());
            					}
            					set(
            						current,
            						"defaultValue",
            						lv_defaultValue_7_0,
            						"org.banneret.dsl.Banneret.Value");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3272:3: (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            int alt57=2;
            int LA57_0 = input.LA(1);

            if ( (LA57_0==35) ) {
                alt57=1;
            }
            switch (alt57) {
                case 1 :
                    // InternalBanneret.g:3273:4: otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) )
                    {
                    otherlv_8=(Token)match(input,35,FOLLOW_8); 

                    				newLeafNode(otherlv_8, grammarAccess.getVariantDefinitionAccess().getCiteKeyword_7_0());
                    			
                    // InternalBanneret.g:3277:4: ( (lv_citation_9_0= RULE_STRING ) )
                    // InternalBanneret.g:3278:5: (lv_citation_9_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3278:5: (lv_citation_9_0= RULE_STRING )
                    // InternalBanneret.g:3279:6: lv_citation_9_0= RULE_STRING
                    {
                    lv_citation_9_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_9_0, grammarAccess.getVariantDefinitionAccess().getCitationSTRINGTerminalRuleCall_7_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getVariantDefinitionRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_9_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleVariantDefinition"


    // $ANTLR start "entryRuleHexMap"
    // InternalBanneret.g:3300:1: entryRuleHexMap returns [EObject current=null] : iv_ruleHexMap= ruleHexMap EOF ;
    public final EObject entryRuleHexMap() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMap = null;


        try {
            // InternalBanneret.g:3300:47: (iv_ruleHexMap= ruleHexMap EOF )
            // InternalBanneret.g:3301:2: iv_ruleHexMap= ruleHexMap EOF
            {
             newCompositeNode(grammarAccess.getHexMapRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexMap=ruleHexMap();

            state._fsp--;

             current =iv_ruleHexMap; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexMap"


    // $ANTLR start "ruleHexMap"
    // InternalBanneret.g:3307:1: ruleHexMap returns [EObject current=null] : (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' ) ;
    public final EObject ruleHexMap() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token lv_description_8_0=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token otherlv_13=null;
        Token otherlv_14=null;
        Token otherlv_15=null;
        Token otherlv_17=null;
        Token otherlv_26=null;
        AntlrDatatypeRuleToken lv_name_1_0 = null;

        EObject lv_grid_6_0 = null;

        AntlrDatatypeRuleToken lv_terrain_16_0 = null;

        AntlrDatatypeRuleToken lv_elevation_18_0 = null;

        EObject lv_features_19_0 = null;

        EObject lv_hexsideFeatures_20_0 = null;

        EObject lv_paths_21_0 = null;

        EObject lv_regions_22_0 = null;

        EObject lv_sides_23_0 = null;

        EObject lv_markers_24_0 = null;

        EObject lv_structures_25_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3313:2: ( (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' ) )
            // InternalBanneret.g:3314:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' )
            {
            // InternalBanneret.g:3314:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' )
            // InternalBanneret.g:3315:3: otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}'
            {
            otherlv_0=(Token)match(input,79,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMapAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:3319:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:3320:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:3320:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:3321:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_70);
            lv_name_1_0=ruleQualifiedName();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexMapRule());
            					}
            					set(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.banneret.dsl.Banneret.QualifiedName");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3338:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt58=2;
            int LA58_0 = input.LA(1);

            if ( (LA58_0==RULE_STRING) ) {
                alt58=1;
            }
            switch (alt58) {
                case 1 :
                    // InternalBanneret.g:3339:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3339:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:3340:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_40); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getHexMapAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getHexMapRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_3=(Token)match(input,51,FOLLOW_4); 

            			newLeafNode(otherlv_3, grammarAccess.getHexMapAccess().getOfKeyword_3());
            		
            // InternalBanneret.g:3360:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:3361:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:3361:4: ( ruleQualifiedName )
            // InternalBanneret.g:3362:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexMapRule());
            					}
            				

            					newCompositeNode(grammarAccess.getHexMapAccess().getGameSystemGameSystemCrossReference_4_0());
            				
            pushFollow(FOLLOW_6);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            otherlv_5=(Token)match(input,13,FOLLOW_71); 

            			newLeafNode(otherlv_5, grammarAccess.getHexMapAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:3380:3: ( (lv_grid_6_0= ruleHexGrid ) )
            // InternalBanneret.g:3381:4: (lv_grid_6_0= ruleHexGrid )
            {
            // InternalBanneret.g:3381:4: (lv_grid_6_0= ruleHexGrid )
            // InternalBanneret.g:3382:5: lv_grid_6_0= ruleHexGrid
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getGridHexGridParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_72);
            lv_grid_6_0=ruleHexGrid();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexMapRule());
            					}
            					set(
            						current,
            						"grid",
            						lv_grid_6_0,
            						"org.banneret.dsl.Banneret.HexGrid");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3399:3: ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )*
            loop60:
            do {
                int alt60=13;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt60=1;
                    }
                    break;
                case 78:
                    {
                    alt60=2;
                    }
                    break;
                case 80:
                    {
                    alt60=3;
                    }
                    break;
                case 18:
                    {
                    alt60=4;
                    }
                    break;
                case 42:
                    {
                    alt60=5;
                    }
                    break;
                case 82:
                    {
                    alt60=6;
                    }
                    break;
                case 20:
                    {
                    alt60=7;
                    }
                    break;
                case RULE_ID:
                    {
                    alt60=8;
                    }
                    break;
                case 97:
                    {
                    alt60=9;
                    }
                    break;
                case 53:
                    {
                    alt60=10;
                    }
                    break;
                case 25:
                    {
                    alt60=11;
                    }
                    break;
                case 103:
                    {
                    alt60=12;
                    }
                    break;

                }

                switch (alt60) {
            	case 1 :
            	    // InternalBanneret.g:3400:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:3400:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:3401:5: otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) )
            	    {
            	    otherlv_7=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_7, grammarAccess.getHexMapAccess().getDescriptionKeyword_7_0_0());
            	    				
            	    // InternalBanneret.g:3405:5: ( (lv_description_8_0= RULE_STRING ) )
            	    // InternalBanneret.g:3406:6: (lv_description_8_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:3406:6: (lv_description_8_0= RULE_STRING )
            	    // InternalBanneret.g:3407:7: lv_description_8_0= RULE_STRING
            	    {
            	    lv_description_8_0=(Token)match(input,RULE_STRING,FOLLOW_72); 

            	    							newLeafNode(lv_description_8_0, grammarAccess.getHexMapAccess().getDescriptionSTRINGTerminalRuleCall_7_0_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"description",
            	    								lv_description_8_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:3425:4: (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:3425:4: (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) )
            	    // InternalBanneret.g:3426:5: otherlv_9= 'default' ( (otherlv_10= RULE_ID ) )
            	    {
            	    otherlv_9=(Token)match(input,78,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getHexMapAccess().getDefaultKeyword_7_1_0());
            	    				
            	    // InternalBanneret.g:3430:5: ( (otherlv_10= RULE_ID ) )
            	    // InternalBanneret.g:3431:6: (otherlv_10= RULE_ID )
            	    {
            	    // InternalBanneret.g:3431:6: (otherlv_10= RULE_ID )
            	    // InternalBanneret.g:3432:7: otherlv_10= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    						
            	    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_72); 

            	    							newLeafNode(otherlv_10, grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeCrossReference_7_1_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:3445:4: (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:3445:4: (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
            	    // InternalBanneret.g:3446:5: otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
            	    {
            	    otherlv_11=(Token)match(input,80,FOLLOW_4); 

            	    					newLeafNode(otherlv_11, grammarAccess.getHexMapAccess().getPaletteKeyword_7_2_0());
            	    				
            	    // InternalBanneret.g:3450:5: ( (otherlv_12= RULE_ID ) )
            	    // InternalBanneret.g:3451:6: (otherlv_12= RULE_ID )
            	    {
            	    // InternalBanneret.g:3451:6: (otherlv_12= RULE_ID )
            	    // InternalBanneret.g:3452:7: otherlv_12= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    						
            	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_73); 

            	    							newLeafNode(otherlv_12, grammarAccess.getHexMapAccess().getTerrainPaletteTerrainTypeCrossReference_7_2_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:3463:5: (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
            	    loop59:
            	    do {
            	        int alt59=2;
            	        int LA59_0 = input.LA(1);

            	        if ( (LA59_0==32) ) {
            	            alt59=1;
            	        }


            	        switch (alt59) {
            	    	case 1 :
            	    	    // InternalBanneret.g:3464:6: otherlv_13= ',' ( (otherlv_14= RULE_ID ) )
            	    	    {
            	    	    otherlv_13=(Token)match(input,32,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_13, grammarAccess.getHexMapAccess().getCommaKeyword_7_2_2_0());
            	    	    					
            	    	    // InternalBanneret.g:3468:6: ( (otherlv_14= RULE_ID ) )
            	    	    // InternalBanneret.g:3469:7: (otherlv_14= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:3469:7: (otherlv_14= RULE_ID )
            	    	    // InternalBanneret.g:3470:8: otherlv_14= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getHexMapRule());
            	    	    								}
            	    	    							
            	    	    otherlv_14=(Token)match(input,RULE_ID,FOLLOW_73); 

            	    	    								newLeafNode(otherlv_14, grammarAccess.getHexMapAccess().getTerrainPaletteTerrainTypeCrossReference_7_2_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop59;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:3484:4: (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) )
            	    {
            	    // InternalBanneret.g:3484:4: (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) )
            	    // InternalBanneret.g:3485:5: otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) )
            	    {
            	    otherlv_15=(Token)match(input,18,FOLLOW_6); 

            	    					newLeafNode(otherlv_15, grammarAccess.getHexMapAccess().getTerrainKeyword_7_3_0());
            	    				
            	    // InternalBanneret.g:3489:5: ( (lv_terrain_16_0= ruleTerrainRows ) )
            	    // InternalBanneret.g:3490:6: (lv_terrain_16_0= ruleTerrainRows )
            	    {
            	    // InternalBanneret.g:3490:6: (lv_terrain_16_0= ruleTerrainRows )
            	    // InternalBanneret.g:3491:7: lv_terrain_16_0= ruleTerrainRows
            	    {

            	    							newCompositeNode(grammarAccess.getHexMapAccess().getTerrainTerrainRowsParserRuleCall_7_3_1_0());
            	    						
            	    pushFollow(FOLLOW_72);
            	    lv_terrain_16_0=ruleTerrainRows();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    							}
            	    							set(
            	    								current,
            	    								"terrain",
            	    								lv_terrain_16_0,
            	    								"org.banneret.dsl.Banneret.TerrainRows");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:3510:4: (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) )
            	    {
            	    // InternalBanneret.g:3510:4: (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) )
            	    // InternalBanneret.g:3511:5: otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) )
            	    {
            	    otherlv_17=(Token)match(input,42,FOLLOW_6); 

            	    					newLeafNode(otherlv_17, grammarAccess.getHexMapAccess().getElevationKeyword_7_4_0());
            	    				
            	    // InternalBanneret.g:3515:5: ( (lv_elevation_18_0= ruleElevationRows ) )
            	    // InternalBanneret.g:3516:6: (lv_elevation_18_0= ruleElevationRows )
            	    {
            	    // InternalBanneret.g:3516:6: (lv_elevation_18_0= ruleElevationRows )
            	    // InternalBanneret.g:3517:7: lv_elevation_18_0= ruleElevationRows
            	    {

            	    							newCompositeNode(grammarAccess.getHexMapAccess().getElevationElevationRowsParserRuleCall_7_4_1_0());
            	    						
            	    pushFollow(FOLLOW_72);
            	    lv_elevation_18_0=ruleElevationRows();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    							}
            	    							set(
            	    								current,
            	    								"elevation",
            	    								lv_elevation_18_0,
            	    								"org.banneret.dsl.Banneret.ElevationRows");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:3536:4: ( (lv_features_19_0= ruleHexFeature ) )
            	    {
            	    // InternalBanneret.g:3536:4: ( (lv_features_19_0= ruleHexFeature ) )
            	    // InternalBanneret.g:3537:5: (lv_features_19_0= ruleHexFeature )
            	    {
            	    // InternalBanneret.g:3537:5: (lv_features_19_0= ruleHexFeature )
            	    // InternalBanneret.g:3538:6: lv_features_19_0= ruleHexFeature
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getFeaturesHexFeatureParserRuleCall_7_5_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_features_19_0=ruleHexFeature();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"features",
            	    							lv_features_19_0,
            	    							"org.banneret.dsl.Banneret.HexFeature");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:3556:4: ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) )
            	    {
            	    // InternalBanneret.g:3556:4: ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) )
            	    // InternalBanneret.g:3557:5: (lv_hexsideFeatures_20_0= ruleHexsideFeature )
            	    {
            	    // InternalBanneret.g:3557:5: (lv_hexsideFeatures_20_0= ruleHexsideFeature )
            	    // InternalBanneret.g:3558:6: lv_hexsideFeatures_20_0= ruleHexsideFeature
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getHexsideFeaturesHexsideFeatureParserRuleCall_7_6_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_hexsideFeatures_20_0=ruleHexsideFeature();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"hexsideFeatures",
            	    							lv_hexsideFeatures_20_0,
            	    							"org.banneret.dsl.Banneret.HexsideFeature");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:3576:4: ( (lv_paths_21_0= ruleMapPath ) )
            	    {
            	    // InternalBanneret.g:3576:4: ( (lv_paths_21_0= ruleMapPath ) )
            	    // InternalBanneret.g:3577:5: (lv_paths_21_0= ruleMapPath )
            	    {
            	    // InternalBanneret.g:3577:5: (lv_paths_21_0= ruleMapPath )
            	    // InternalBanneret.g:3578:6: lv_paths_21_0= ruleMapPath
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getPathsMapPathParserRuleCall_7_7_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_paths_21_0=ruleMapPath();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"paths",
            	    							lv_paths_21_0,
            	    							"org.banneret.dsl.Banneret.MapPath");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:3596:4: ( (lv_regions_22_0= ruleRegion ) )
            	    {
            	    // InternalBanneret.g:3596:4: ( (lv_regions_22_0= ruleRegion ) )
            	    // InternalBanneret.g:3597:5: (lv_regions_22_0= ruleRegion )
            	    {
            	    // InternalBanneret.g:3597:5: (lv_regions_22_0= ruleRegion )
            	    // InternalBanneret.g:3598:6: lv_regions_22_0= ruleRegion
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getRegionsRegionParserRuleCall_7_8_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_regions_22_0=ruleRegion();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"regions",
            	    							lv_regions_22_0,
            	    							"org.banneret.dsl.Banneret.Region");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:3616:4: ( (lv_sides_23_0= ruleMapSide ) )
            	    {
            	    // InternalBanneret.g:3616:4: ( (lv_sides_23_0= ruleMapSide ) )
            	    // InternalBanneret.g:3617:5: (lv_sides_23_0= ruleMapSide )
            	    {
            	    // InternalBanneret.g:3617:5: (lv_sides_23_0= ruleMapSide )
            	    // InternalBanneret.g:3618:6: lv_sides_23_0= ruleMapSide
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getSidesMapSideParserRuleCall_7_9_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_sides_23_0=ruleMapSide();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"sides",
            	    							lv_sides_23_0,
            	    							"org.banneret.dsl.Banneret.MapSide");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 11 :
            	    // InternalBanneret.g:3636:4: ( (lv_markers_24_0= ruleHexMarker ) )
            	    {
            	    // InternalBanneret.g:3636:4: ( (lv_markers_24_0= ruleHexMarker ) )
            	    // InternalBanneret.g:3637:5: (lv_markers_24_0= ruleHexMarker )
            	    {
            	    // InternalBanneret.g:3637:5: (lv_markers_24_0= ruleHexMarker )
            	    // InternalBanneret.g:3638:6: lv_markers_24_0= ruleHexMarker
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getMarkersHexMarkerParserRuleCall_7_10_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_markers_24_0=ruleHexMarker();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"markers",
            	    							lv_markers_24_0,
            	    							"org.banneret.dsl.Banneret.HexMarker");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 12 :
            	    // InternalBanneret.g:3656:4: ( (lv_structures_25_0= ruleStructure ) )
            	    {
            	    // InternalBanneret.g:3656:4: ( (lv_structures_25_0= ruleStructure ) )
            	    // InternalBanneret.g:3657:5: (lv_structures_25_0= ruleStructure )
            	    {
            	    // InternalBanneret.g:3657:5: (lv_structures_25_0= ruleStructure )
            	    // InternalBanneret.g:3658:6: lv_structures_25_0= ruleStructure
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getStructuresStructureParserRuleCall_7_11_0());
            	    					
            	    pushFollow(FOLLOW_72);
            	    lv_structures_25_0=ruleStructure();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"structures",
            	    							lv_structures_25_0,
            	    							"org.banneret.dsl.Banneret.Structure");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop60;
                }
            } while (true);

            otherlv_26=(Token)match(input,29,FOLLOW_2); 

            			newLeafNode(otherlv_26, grammarAccess.getHexMapAccess().getRightCurlyBracketKeyword_8());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexMap"


    // $ANTLR start "entryRuleHexGrid"
    // InternalBanneret.g:3684:1: entryRuleHexGrid returns [EObject current=null] : iv_ruleHexGrid= ruleHexGrid EOF ;
    public final EObject entryRuleHexGrid() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexGrid = null;


        try {
            // InternalBanneret.g:3684:48: (iv_ruleHexGrid= ruleHexGrid EOF )
            // InternalBanneret.g:3685:2: iv_ruleHexGrid= ruleHexGrid EOF
            {
             newCompositeNode(grammarAccess.getHexGridRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexGrid=ruleHexGrid();

            state._fsp--;

             current =iv_ruleHexGrid; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexGrid"


    // $ANTLR start "ruleHexGrid"
    // InternalBanneret.g:3691:1: ruleHexGrid returns [EObject current=null] : (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? ) ;
    public final EObject ruleHexGrid() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_columns_1_0=null;
        Token otherlv_2=null;
        Token lv_rows_3_0=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Enumerator lv_orientation_4_0 = null;

        Enumerator lv_parity_5_0 = null;

        AntlrDatatypeRuleToken lv_hexSizeMm_7_0 = null;

        EObject lv_labels_9_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3697:2: ( (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? ) )
            // InternalBanneret.g:3698:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? )
            {
            // InternalBanneret.g:3698:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? )
            // InternalBanneret.g:3699:3: otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )?
            {
            otherlv_0=(Token)match(input,81,FOLLOW_10); 

            			newLeafNode(otherlv_0, grammarAccess.getHexGridAccess().getGridKeyword_0());
            		
            // InternalBanneret.g:3703:3: ( (lv_columns_1_0= RULE_INT ) )
            // InternalBanneret.g:3704:4: (lv_columns_1_0= RULE_INT )
            {
            // InternalBanneret.g:3704:4: (lv_columns_1_0= RULE_INT )
            // InternalBanneret.g:3705:5: lv_columns_1_0= RULE_INT
            {
            lv_columns_1_0=(Token)match(input,RULE_INT,FOLLOW_61); 

            					newLeafNode(lv_columns_1_0, grammarAccess.getHexGridAccess().getColumnsINTTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexGridRule());
            					}
            					setWithLastConsumed(
            						current,
            						"columns",
            						lv_columns_1_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }

            otherlv_2=(Token)match(input,75,FOLLOW_10); 

            			newLeafNode(otherlv_2, grammarAccess.getHexGridAccess().getXKeyword_2());
            		
            // InternalBanneret.g:3725:3: ( (lv_rows_3_0= RULE_INT ) )
            // InternalBanneret.g:3726:4: (lv_rows_3_0= RULE_INT )
            {
            // InternalBanneret.g:3726:4: (lv_rows_3_0= RULE_INT )
            // InternalBanneret.g:3727:5: lv_rows_3_0= RULE_INT
            {
            lv_rows_3_0=(Token)match(input,RULE_INT,FOLLOW_74); 

            					newLeafNode(lv_rows_3_0, grammarAccess.getHexGridAccess().getRowsINTTerminalRuleCall_3_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexGridRule());
            					}
            					setWithLastConsumed(
            						current,
            						"rows",
            						lv_rows_3_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }

            // InternalBanneret.g:3743:3: ( (lv_orientation_4_0= ruleGridOrientation ) )
            // InternalBanneret.g:3744:4: (lv_orientation_4_0= ruleGridOrientation )
            {
            // InternalBanneret.g:3744:4: (lv_orientation_4_0= ruleGridOrientation )
            // InternalBanneret.g:3745:5: lv_orientation_4_0= ruleGridOrientation
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getOrientationGridOrientationEnumRuleCall_4_0());
            				
            pushFollow(FOLLOW_75);
            lv_orientation_4_0=ruleGridOrientation();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexGridRule());
            					}
            					set(
            						current,
            						"orientation",
            						lv_orientation_4_0,
            						"org.banneret.dsl.Banneret.GridOrientation");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3762:3: ( (lv_parity_5_0= ruleOffsetParity ) )
            // InternalBanneret.g:3763:4: (lv_parity_5_0= ruleOffsetParity )
            {
            // InternalBanneret.g:3763:4: (lv_parity_5_0= ruleOffsetParity )
            // InternalBanneret.g:3764:5: lv_parity_5_0= ruleOffsetParity
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getParityOffsetParityEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_76);
            lv_parity_5_0=ruleOffsetParity();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexGridRule());
            					}
            					set(
            						current,
            						"parity",
            						lv_parity_5_0,
            						"org.banneret.dsl.Banneret.OffsetParity");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3781:3: (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )?
            int alt61=2;
            int LA61_0 = input.LA(1);

            if ( (LA61_0==82) ) {
                int LA61_1 = input.LA(2);

                if ( (LA61_1==RULE_INT) ) {
                    int LA61_3 = input.LA(3);

                    if ( (LA61_3==47||LA61_3==144) ) {
                        alt61=1;
                    }
                }
            }
            switch (alt61) {
                case 1 :
                    // InternalBanneret.g:3782:4: otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm'
                    {
                    otherlv_6=(Token)match(input,82,FOLLOW_10); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexGridAccess().getHexKeyword_6_0());
                    			
                    // InternalBanneret.g:3786:4: ( (lv_hexSizeMm_7_0= ruleMillimetres ) )
                    // InternalBanneret.g:3787:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    {
                    // InternalBanneret.g:3787:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    // InternalBanneret.g:3788:6: lv_hexSizeMm_7_0= ruleMillimetres
                    {

                    						newCompositeNode(grammarAccess.getHexGridAccess().getHexSizeMmMillimetresParserRuleCall_6_1_0());
                    					
                    pushFollow(FOLLOW_29);
                    lv_hexSizeMm_7_0=ruleMillimetres();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexGridRule());
                    						}
                    						set(
                    							current,
                    							"hexSizeMm",
                    							lv_hexSizeMm_7_0,
                    							"org.banneret.dsl.Banneret.Millimetres");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    otherlv_8=(Token)match(input,47,FOLLOW_77); 

                    				newLeafNode(otherlv_8, grammarAccess.getHexGridAccess().getMmKeyword_6_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:3810:3: ( (lv_labels_9_0= ruleLabelScheme ) )?
            int alt62=2;
            int LA62_0 = input.LA(1);

            if ( (LA62_0==83) ) {
                alt62=1;
            }
            switch (alt62) {
                case 1 :
                    // InternalBanneret.g:3811:4: (lv_labels_9_0= ruleLabelScheme )
                    {
                    // InternalBanneret.g:3811:4: (lv_labels_9_0= ruleLabelScheme )
                    // InternalBanneret.g:3812:5: lv_labels_9_0= ruleLabelScheme
                    {

                    					newCompositeNode(grammarAccess.getHexGridAccess().getLabelsLabelSchemeParserRuleCall_7_0());
                    				
                    pushFollow(FOLLOW_2);
                    lv_labels_9_0=ruleLabelScheme();

                    state._fsp--;


                    					if (current==null) {
                    						current = createModelElementForParent(grammarAccess.getHexGridRule());
                    					}
                    					set(
                    						current,
                    						"labels",
                    						lv_labels_9_0,
                    						"org.banneret.dsl.Banneret.LabelScheme");
                    					afterParserOrEnumRuleCall();
                    				

                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexGrid"


    // $ANTLR start "entryRuleLabelScheme"
    // InternalBanneret.g:3833:1: entryRuleLabelScheme returns [EObject current=null] : iv_ruleLabelScheme= ruleLabelScheme EOF ;
    public final EObject entryRuleLabelScheme() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLabelScheme = null;


        try {
            // InternalBanneret.g:3833:52: (iv_ruleLabelScheme= ruleLabelScheme EOF )
            // InternalBanneret.g:3834:2: iv_ruleLabelScheme= ruleLabelScheme EOF
            {
             newCompositeNode(grammarAccess.getLabelSchemeRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleLabelScheme=ruleLabelScheme();

            state._fsp--;

             current =iv_ruleLabelScheme; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleLabelScheme"


    // $ANTLR start "ruleLabelScheme"
    // InternalBanneret.g:3840:1: ruleLabelScheme returns [EObject current=null] : (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) ) ;
    public final EObject ruleLabelScheme() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_3=null;
        Token lv_boardPrefix_4_0=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token lv_columnDigits_7_0=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token lv_rowDigits_10_0=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token lv_firstColumn_13_0=null;
        Token otherlv_14=null;
        Token otherlv_15=null;
        Token lv_firstRow_16_0=null;
        Token lv_columnsDescending_17_0=null;
        Token otherlv_18=null;
        Token lv_rowsDescending_19_0=null;
        Token otherlv_20=null;
        Enumerator lv_kind_1_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3846:2: ( (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) ) )
            // InternalBanneret.g:3847:2: (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) )
            {
            // InternalBanneret.g:3847:2: (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) )
            // InternalBanneret.g:3848:3: otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) )
            {
            otherlv_0=(Token)match(input,83,FOLLOW_78); 

            			newLeafNode(otherlv_0, grammarAccess.getLabelSchemeAccess().getLabelsKeyword_0());
            		
            // InternalBanneret.g:3852:3: ( (lv_kind_1_0= ruleLabelKind ) )
            // InternalBanneret.g:3853:4: (lv_kind_1_0= ruleLabelKind )
            {
            // InternalBanneret.g:3853:4: (lv_kind_1_0= ruleLabelKind )
            // InternalBanneret.g:3854:5: lv_kind_1_0= ruleLabelKind
            {

            					newCompositeNode(grammarAccess.getLabelSchemeAccess().getKindLabelKindEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_79);
            lv_kind_1_0=ruleLabelKind();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getLabelSchemeRule());
            					}
            					set(
            						current,
            						"kind",
            						lv_kind_1_0,
            						"org.banneret.dsl.Banneret.LabelKind");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:3871:3: ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) )
            // InternalBanneret.g:3872:4: ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) )
            {
            // InternalBanneret.g:3872:4: ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) )
            // InternalBanneret.g:3873:5: ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* )
            {
             
            				  getUnorderedGroupHelper().enter(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            				
            // InternalBanneret.g:3876:5: ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* )
            // InternalBanneret.g:3877:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*
            {
            // InternalBanneret.g:3877:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*
            loop63:
            do {
                int alt63=8;
                alt63 = dfa63.predict(input);
                switch (alt63) {
            	case 1 :
            	    // InternalBanneret.g:3878:4: ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3878:4: ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) )
            	    // InternalBanneret.g:3879:5: {...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0)");
            	    }
            	    // InternalBanneret.g:3879:108: ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) )
            	    // InternalBanneret.g:3880:6: ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0);
            	    					
            	    // InternalBanneret.g:3883:9: ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) )
            	    // InternalBanneret.g:3883:10: {...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3883:19: (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:3883:20: otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) )
            	    {
            	    otherlv_3=(Token)match(input,84,FOLLOW_8); 

            	    									newLeafNode(otherlv_3, grammarAccess.getLabelSchemeAccess().getPrefixKeyword_2_0_0());
            	    								
            	    // InternalBanneret.g:3887:9: ( (lv_boardPrefix_4_0= RULE_STRING ) )
            	    // InternalBanneret.g:3888:10: (lv_boardPrefix_4_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:3888:10: (lv_boardPrefix_4_0= RULE_STRING )
            	    // InternalBanneret.g:3889:11: lv_boardPrefix_4_0= RULE_STRING
            	    {
            	    lv_boardPrefix_4_0=(Token)match(input,RULE_STRING,FOLLOW_79); 

            	    											newLeafNode(lv_boardPrefix_4_0, grammarAccess.getLabelSchemeAccess().getBoardPrefixSTRINGTerminalRuleCall_2_0_1_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(
            	    												current,
            	    												"boardPrefix",
            	    												lv_boardPrefix_4_0,
            	    												"org.eclipse.xtext.common.Terminals.STRING");
            	    										

            	    }


            	    }


            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:3911:4: ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3911:4: ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3912:5: {...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1)");
            	    }
            	    // InternalBanneret.g:3912:108: ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3913:6: ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1);
            	    					
            	    // InternalBanneret.g:3916:9: ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3916:10: {...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3916:19: (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3916:20: otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) )
            	    {
            	    otherlv_5=(Token)match(input,85,FOLLOW_80); 

            	    									newLeafNode(otherlv_5, grammarAccess.getLabelSchemeAccess().getColumnKeyword_2_1_0());
            	    								
            	    otherlv_6=(Token)match(input,86,FOLLOW_10); 

            	    									newLeafNode(otherlv_6, grammarAccess.getLabelSchemeAccess().getDigitsKeyword_2_1_1());
            	    								
            	    // InternalBanneret.g:3924:9: ( (lv_columnDigits_7_0= RULE_INT ) )
            	    // InternalBanneret.g:3925:10: (lv_columnDigits_7_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3925:10: (lv_columnDigits_7_0= RULE_INT )
            	    // InternalBanneret.g:3926:11: lv_columnDigits_7_0= RULE_INT
            	    {
            	    lv_columnDigits_7_0=(Token)match(input,RULE_INT,FOLLOW_79); 

            	    											newLeafNode(lv_columnDigits_7_0, grammarAccess.getLabelSchemeAccess().getColumnDigitsINTTerminalRuleCall_2_1_2_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(
            	    												current,
            	    												"columnDigits",
            	    												lv_columnDigits_7_0,
            	    												"org.eclipse.xtext.common.Terminals.INT");
            	    										

            	    }


            	    }


            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:3948:4: ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3948:4: ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3949:5: {...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2)");
            	    }
            	    // InternalBanneret.g:3949:108: ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3950:6: ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2);
            	    					
            	    // InternalBanneret.g:3953:9: ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3953:10: {...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3953:19: (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3953:20: otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) )
            	    {
            	    otherlv_8=(Token)match(input,87,FOLLOW_80); 

            	    									newLeafNode(otherlv_8, grammarAccess.getLabelSchemeAccess().getRowKeyword_2_2_0());
            	    								
            	    otherlv_9=(Token)match(input,86,FOLLOW_10); 

            	    									newLeafNode(otherlv_9, grammarAccess.getLabelSchemeAccess().getDigitsKeyword_2_2_1());
            	    								
            	    // InternalBanneret.g:3961:9: ( (lv_rowDigits_10_0= RULE_INT ) )
            	    // InternalBanneret.g:3962:10: (lv_rowDigits_10_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3962:10: (lv_rowDigits_10_0= RULE_INT )
            	    // InternalBanneret.g:3963:11: lv_rowDigits_10_0= RULE_INT
            	    {
            	    lv_rowDigits_10_0=(Token)match(input,RULE_INT,FOLLOW_79); 

            	    											newLeafNode(lv_rowDigits_10_0, grammarAccess.getLabelSchemeAccess().getRowDigitsINTTerminalRuleCall_2_2_2_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(
            	    												current,
            	    												"rowDigits",
            	    												lv_rowDigits_10_0,
            	    												"org.eclipse.xtext.common.Terminals.INT");
            	    										

            	    }


            	    }


            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:3985:4: ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3985:4: ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3986:5: {...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3)");
            	    }
            	    // InternalBanneret.g:3986:108: ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3987:6: ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3);
            	    					
            	    // InternalBanneret.g:3990:9: ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3990:10: {...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3990:19: (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3990:20: otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) )
            	    {
            	    otherlv_11=(Token)match(input,88,FOLLOW_81); 

            	    									newLeafNode(otherlv_11, grammarAccess.getLabelSchemeAccess().getFirstKeyword_2_3_0());
            	    								
            	    otherlv_12=(Token)match(input,85,FOLLOW_10); 

            	    									newLeafNode(otherlv_12, grammarAccess.getLabelSchemeAccess().getColumnKeyword_2_3_1());
            	    								
            	    // InternalBanneret.g:3998:9: ( (lv_firstColumn_13_0= RULE_INT ) )
            	    // InternalBanneret.g:3999:10: (lv_firstColumn_13_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3999:10: (lv_firstColumn_13_0= RULE_INT )
            	    // InternalBanneret.g:4000:11: lv_firstColumn_13_0= RULE_INT
            	    {
            	    lv_firstColumn_13_0=(Token)match(input,RULE_INT,FOLLOW_79); 

            	    											newLeafNode(lv_firstColumn_13_0, grammarAccess.getLabelSchemeAccess().getFirstColumnINTTerminalRuleCall_2_3_2_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(
            	    												current,
            	    												"firstColumn",
            	    												lv_firstColumn_13_0,
            	    												"org.eclipse.xtext.common.Terminals.INT");
            	    										

            	    }


            	    }


            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:4022:4: ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:4022:4: ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:4023:5: {...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4)");
            	    }
            	    // InternalBanneret.g:4023:108: ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:4024:6: ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4);
            	    					
            	    // InternalBanneret.g:4027:9: ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:4027:10: {...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:4027:19: (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) )
            	    // InternalBanneret.g:4027:20: otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) )
            	    {
            	    otherlv_14=(Token)match(input,88,FOLLOW_82); 

            	    									newLeafNode(otherlv_14, grammarAccess.getLabelSchemeAccess().getFirstKeyword_2_4_0());
            	    								
            	    otherlv_15=(Token)match(input,87,FOLLOW_10); 

            	    									newLeafNode(otherlv_15, grammarAccess.getLabelSchemeAccess().getRowKeyword_2_4_1());
            	    								
            	    // InternalBanneret.g:4035:9: ( (lv_firstRow_16_0= RULE_INT ) )
            	    // InternalBanneret.g:4036:10: (lv_firstRow_16_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:4036:10: (lv_firstRow_16_0= RULE_INT )
            	    // InternalBanneret.g:4037:11: lv_firstRow_16_0= RULE_INT
            	    {
            	    lv_firstRow_16_0=(Token)match(input,RULE_INT,FOLLOW_79); 

            	    											newLeafNode(lv_firstRow_16_0, grammarAccess.getLabelSchemeAccess().getFirstRowINTTerminalRuleCall_2_4_2_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(
            	    												current,
            	    												"firstRow",
            	    												lv_firstRow_16_0,
            	    												"org.eclipse.xtext.common.Terminals.INT");
            	    										

            	    }


            	    }


            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:4059:4: ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) )
            	    {
            	    // InternalBanneret.g:4059:4: ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) )
            	    // InternalBanneret.g:4060:5: {...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5)");
            	    }
            	    // InternalBanneret.g:4060:108: ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) )
            	    // InternalBanneret.g:4061:6: ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5);
            	    					
            	    // InternalBanneret.g:4064:9: ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) )
            	    // InternalBanneret.g:4064:10: {...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:4064:19: ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' )
            	    // InternalBanneret.g:4064:20: ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending'
            	    {
            	    // InternalBanneret.g:4064:20: ( (lv_columnsDescending_17_0= 'columns' ) )
            	    // InternalBanneret.g:4065:10: (lv_columnsDescending_17_0= 'columns' )
            	    {
            	    // InternalBanneret.g:4065:10: (lv_columnsDescending_17_0= 'columns' )
            	    // InternalBanneret.g:4066:11: lv_columnsDescending_17_0= 'columns'
            	    {
            	    lv_columnsDescending_17_0=(Token)match(input,89,FOLLOW_83); 

            	    											newLeafNode(lv_columnsDescending_17_0, grammarAccess.getLabelSchemeAccess().getColumnsDescendingColumnsKeyword_2_5_0_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(current, "columnsDescending", lv_columnsDescending_17_0 != null, "columns");
            	    										

            	    }


            	    }

            	    otherlv_18=(Token)match(input,90,FOLLOW_79); 

            	    									newLeafNode(otherlv_18, grammarAccess.getLabelSchemeAccess().getDescendingKeyword_2_5_1());
            	    								

            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:4088:4: ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) )
            	    {
            	    // InternalBanneret.g:4088:4: ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) )
            	    // InternalBanneret.g:4089:5: {...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6)");
            	    }
            	    // InternalBanneret.g:4089:108: ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) )
            	    // InternalBanneret.g:4090:6: ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6);
            	    					
            	    // InternalBanneret.g:4093:9: ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) )
            	    // InternalBanneret.g:4093:10: {...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:4093:19: ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' )
            	    // InternalBanneret.g:4093:20: ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending'
            	    {
            	    // InternalBanneret.g:4093:20: ( (lv_rowsDescending_19_0= 'rows' ) )
            	    // InternalBanneret.g:4094:10: (lv_rowsDescending_19_0= 'rows' )
            	    {
            	    // InternalBanneret.g:4094:10: (lv_rowsDescending_19_0= 'rows' )
            	    // InternalBanneret.g:4095:11: lv_rowsDescending_19_0= 'rows'
            	    {
            	    lv_rowsDescending_19_0=(Token)match(input,91,FOLLOW_83); 

            	    											newLeafNode(lv_rowsDescending_19_0, grammarAccess.getLabelSchemeAccess().getRowsDescendingRowsKeyword_2_6_0_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(current, "rowsDescending", lv_rowsDescending_19_0 != null, "rows");
            	    										

            	    }


            	    }

            	    otherlv_20=(Token)match(input,90,FOLLOW_79); 

            	    									newLeafNode(otherlv_20, grammarAccess.getLabelSchemeAccess().getDescendingKeyword_2_6_1());
            	    								

            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop63;
                }
            } while (true);


            }


            }

             
            				  getUnorderedGroupHelper().leave(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            				

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLabelScheme"


    // $ANTLR start "entryRuleTerrainRows"
    // InternalBanneret.g:4128:1: entryRuleTerrainRows returns [String current=null] : iv_ruleTerrainRows= ruleTerrainRows EOF ;
    public final String entryRuleTerrainRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleTerrainRows = null;


        try {
            // InternalBanneret.g:4128:51: (iv_ruleTerrainRows= ruleTerrainRows EOF )
            // InternalBanneret.g:4129:2: iv_ruleTerrainRows= ruleTerrainRows EOF
            {
             newCompositeNode(grammarAccess.getTerrainRowsRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleTerrainRows=ruleTerrainRows();

            state._fsp--;

             current =iv_ruleTerrainRows.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleTerrainRows"


    // $ANTLR start "ruleTerrainRows"
    // InternalBanneret.g:4135:1: ruleTerrainRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleTerrainRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4141:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:4142:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:4142:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:4143:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_55); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getTerrainRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:4148:3: (this_GridRow_1= ruleGridRow )*
            loop64:
            do {
                int alt64=2;
                int LA64_0 = input.LA(1);

                if ( (LA64_0==RULE_STRING||LA64_0==RULE_INT) ) {
                    alt64=1;
                }


                switch (alt64) {
            	case 1 :
            	    // InternalBanneret.g:4149:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getTerrainRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_55);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop64;
                }
            } while (true);

            kw=(Token)match(input,29,FOLLOW_2); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getTerrainRowsAccess().getRightCurlyBracketKeyword_2());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleTerrainRows"


    // $ANTLR start "entryRuleElevationRows"
    // InternalBanneret.g:4169:1: entryRuleElevationRows returns [String current=null] : iv_ruleElevationRows= ruleElevationRows EOF ;
    public final String entryRuleElevationRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleElevationRows = null;


        try {
            // InternalBanneret.g:4169:53: (iv_ruleElevationRows= ruleElevationRows EOF )
            // InternalBanneret.g:4170:2: iv_ruleElevationRows= ruleElevationRows EOF
            {
             newCompositeNode(grammarAccess.getElevationRowsRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleElevationRows=ruleElevationRows();

            state._fsp--;

             current =iv_ruleElevationRows.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleElevationRows"


    // $ANTLR start "ruleElevationRows"
    // InternalBanneret.g:4176:1: ruleElevationRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleElevationRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4182:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:4183:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:4183:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:4184:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_55); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getElevationRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:4189:3: (this_GridRow_1= ruleGridRow )*
            loop65:
            do {
                int alt65=2;
                int LA65_0 = input.LA(1);

                if ( (LA65_0==RULE_STRING||LA65_0==RULE_INT) ) {
                    alt65=1;
                }


                switch (alt65) {
            	case 1 :
            	    // InternalBanneret.g:4190:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getElevationRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_55);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop65;
                }
            } while (true);

            kw=(Token)match(input,29,FOLLOW_2); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getElevationRowsAccess().getRightCurlyBracketKeyword_2());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleElevationRows"


    // $ANTLR start "entryRuleGridRow"
    // InternalBanneret.g:4210:1: entryRuleGridRow returns [String current=null] : iv_ruleGridRow= ruleGridRow EOF ;
    public final String entryRuleGridRow() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleGridRow = null;


        try {
            // InternalBanneret.g:4210:47: (iv_ruleGridRow= ruleGridRow EOF )
            // InternalBanneret.g:4211:2: iv_ruleGridRow= ruleGridRow EOF
            {
             newCompositeNode(grammarAccess.getGridRowRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleGridRow=ruleGridRow();

            state._fsp--;

             current =iv_ruleGridRow.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleGridRow"


    // $ANTLR start "ruleGridRow"
    // InternalBanneret.g:4217:1: ruleGridRow returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleGridRow() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_STRING_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:4223:2: ( ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING ) )
            // InternalBanneret.g:4224:2: ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING )
            {
            // InternalBanneret.g:4224:2: ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING )
            // InternalBanneret.g:4225:3: (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING
            {
            // InternalBanneret.g:4225:3: (this_INT_0= RULE_INT kw= '*' )?
            int alt66=2;
            int LA66_0 = input.LA(1);

            if ( (LA66_0==RULE_INT) ) {
                alt66=1;
            }
            switch (alt66) {
                case 1 :
                    // InternalBanneret.g:4226:4: this_INT_0= RULE_INT kw= '*'
                    {
                    this_INT_0=(Token)match(input,RULE_INT,FOLLOW_84); 

                    				current.merge(this_INT_0);
                    			

                    				newLeafNode(this_INT_0, grammarAccess.getGridRowAccess().getINTTerminalRuleCall_0_0());
                    			
                    kw=(Token)match(input,92,FOLLOW_8); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getGridRowAccess().getAsteriskKeyword_0_1());
                    			

                    }
                    break;

            }

            this_STRING_2=(Token)match(input,RULE_STRING,FOLLOW_2); 

            			current.merge(this_STRING_2);
            		

            			newLeafNode(this_STRING_2, grammarAccess.getGridRowAccess().getSTRINGTerminalRuleCall_1());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleGridRow"


    // $ANTLR start "entryRuleHexFeature"
    // InternalBanneret.g:4250:1: entryRuleHexFeature returns [EObject current=null] : iv_ruleHexFeature= ruleHexFeature EOF ;
    public final EObject entryRuleHexFeature() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexFeature = null;


        try {
            // InternalBanneret.g:4250:51: (iv_ruleHexFeature= ruleHexFeature EOF )
            // InternalBanneret.g:4251:2: iv_ruleHexFeature= ruleHexFeature EOF
            {
             newCompositeNode(grammarAccess.getHexFeatureRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexFeature=ruleHexFeature();

            state._fsp--;

             current =iv_ruleHexFeature; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexFeature"


    // $ANTLR start "ruleHexFeature"
    // InternalBanneret.g:4257:1: ruleHexFeature returns [EObject current=null] : (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) ) )? (otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) ) )? (otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )* )? ) ;
    public final EObject ruleHexFeature() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token otherlv_13=null;
        AntlrDatatypeRuleToken lv_hex_1_0 = null;

        Enumerator lv_facing_4_0 = null;

        AntlrDatatypeRuleToken lv_lowestLevel_6_0 = null;

        AntlrDatatypeRuleToken lv_highestLevel_8_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4263:2: ( (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) ) )? (otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) ) )? (otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )* )? ) )
            // InternalBanneret.g:4264:2: (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) ) )? (otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) ) )? (otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )* )? )
            {
            // InternalBanneret.g:4264:2: (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) ) )? (otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) ) )? (otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )* )? )
            // InternalBanneret.g:4265:3: otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) ) )? (otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) ) )? (otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )* )?
            {
            otherlv_0=(Token)match(input,82,FOLLOW_85); 

            			newLeafNode(otherlv_0, grammarAccess.getHexFeatureAccess().getHexKeyword_0());
            		
            // InternalBanneret.g:4269:3: ( (lv_hex_1_0= ruleHexLabel ) )
            // InternalBanneret.g:4270:4: (lv_hex_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:4270:4: (lv_hex_1_0= ruleHexLabel )
            // InternalBanneret.g:4271:5: lv_hex_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexFeatureAccess().getHexHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_4);
            lv_hex_1_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexFeatureRule());
            					}
            					set(
            						current,
            						"hex",
            						lv_hex_1_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4288:3: ( (otherlv_2= RULE_ID ) )
            // InternalBanneret.g:4289:4: (otherlv_2= RULE_ID )
            {
            // InternalBanneret.g:4289:4: (otherlv_2= RULE_ID )
            // InternalBanneret.g:4290:5: otherlv_2= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexFeatureRule());
            					}
            				
            otherlv_2=(Token)match(input,RULE_ID,FOLLOW_86); 

            					newLeafNode(otherlv_2, grammarAccess.getHexFeatureAccess().getTypeFeatureTypeCrossReference_2_0());
            				

            }


            }

            // InternalBanneret.g:4301:3: (otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) ) )?
            int alt67=2;
            int LA67_0 = input.LA(1);

            if ( (LA67_0==93) ) {
                alt67=1;
            }
            switch (alt67) {
                case 1 :
                    // InternalBanneret.g:4302:4: otherlv_3= 'facing' ( (lv_facing_4_0= ruleCompass ) )
                    {
                    otherlv_3=(Token)match(input,93,FOLLOW_87); 

                    				newLeafNode(otherlv_3, grammarAccess.getHexFeatureAccess().getFacingKeyword_3_0());
                    			
                    // InternalBanneret.g:4306:4: ( (lv_facing_4_0= ruleCompass ) )
                    // InternalBanneret.g:4307:5: (lv_facing_4_0= ruleCompass )
                    {
                    // InternalBanneret.g:4307:5: (lv_facing_4_0= ruleCompass )
                    // InternalBanneret.g:4308:6: lv_facing_4_0= ruleCompass
                    {

                    						newCompositeNode(grammarAccess.getHexFeatureAccess().getFacingCompassEnumRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_88);
                    lv_facing_4_0=ruleCompass();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexFeatureRule());
                    						}
                    						set(
                    							current,
                    							"facing",
                    							lv_facing_4_0,
                    							"org.banneret.dsl.Banneret.Compass");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:4326:3: (otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) ) )?
            int alt68=2;
            int LA68_0 = input.LA(1);

            if ( (LA68_0==94) ) {
                alt68=1;
            }
            switch (alt68) {
                case 1 :
                    // InternalBanneret.g:4327:4: otherlv_5= 'levels' ( (lv_lowestLevel_6_0= ruleSignedInt ) ) otherlv_7= 'to' ( (lv_highestLevel_8_0= ruleSignedInt ) )
                    {
                    otherlv_5=(Token)match(input,94,FOLLOW_27); 

                    				newLeafNode(otherlv_5, grammarAccess.getHexFeatureAccess().getLevelsKeyword_4_0());
                    			
                    // InternalBanneret.g:4331:4: ( (lv_lowestLevel_6_0= ruleSignedInt ) )
                    // InternalBanneret.g:4332:5: (lv_lowestLevel_6_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4332:5: (lv_lowestLevel_6_0= ruleSignedInt )
                    // InternalBanneret.g:4333:6: lv_lowestLevel_6_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getHexFeatureAccess().getLowestLevelSignedIntParserRuleCall_4_1_0());
                    					
                    pushFollow(FOLLOW_58);
                    lv_lowestLevel_6_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexFeatureRule());
                    						}
                    						set(
                    							current,
                    							"lowestLevel",
                    							lv_lowestLevel_6_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    otherlv_7=(Token)match(input,73,FOLLOW_27); 

                    				newLeafNode(otherlv_7, grammarAccess.getHexFeatureAccess().getToKeyword_4_2());
                    			
                    // InternalBanneret.g:4354:4: ( (lv_highestLevel_8_0= ruleSignedInt ) )
                    // InternalBanneret.g:4355:5: (lv_highestLevel_8_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4355:5: (lv_highestLevel_8_0= ruleSignedInt )
                    // InternalBanneret.g:4356:6: lv_highestLevel_8_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getHexFeatureAccess().getHighestLevelSignedIntParserRuleCall_4_3_0());
                    					
                    pushFollow(FOLLOW_89);
                    lv_highestLevel_8_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexFeatureRule());
                    						}
                    						set(
                    							current,
                    							"highestLevel",
                    							lv_highestLevel_8_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:4374:3: (otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )* )?
            int alt70=2;
            int LA70_0 = input.LA(1);

            if ( (LA70_0==95) ) {
                alt70=1;
            }
            switch (alt70) {
                case 1 :
                    // InternalBanneret.g:4375:4: otherlv_9= 'hidden' otherlv_10= 'from' ( (otherlv_11= RULE_ID ) ) (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )*
                    {
                    otherlv_9=(Token)match(input,95,FOLLOW_90); 

                    				newLeafNode(otherlv_9, grammarAccess.getHexFeatureAccess().getHiddenKeyword_5_0());
                    			
                    otherlv_10=(Token)match(input,96,FOLLOW_4); 

                    				newLeafNode(otherlv_10, grammarAccess.getHexFeatureAccess().getFromKeyword_5_1());
                    			
                    // InternalBanneret.g:4383:4: ( (otherlv_11= RULE_ID ) )
                    // InternalBanneret.g:4384:5: (otherlv_11= RULE_ID )
                    {
                    // InternalBanneret.g:4384:5: (otherlv_11= RULE_ID )
                    // InternalBanneret.g:4385:6: otherlv_11= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getHexFeatureRule());
                    						}
                    					
                    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_18); 

                    						newLeafNode(otherlv_11, grammarAccess.getHexFeatureAccess().getHiddenFromNationalityCrossReference_5_2_0());
                    					

                    }


                    }

                    // InternalBanneret.g:4396:4: (otherlv_12= ',' ( (otherlv_13= RULE_ID ) ) )*
                    loop69:
                    do {
                        int alt69=2;
                        int LA69_0 = input.LA(1);

                        if ( (LA69_0==32) ) {
                            alt69=1;
                        }


                        switch (alt69) {
                    	case 1 :
                    	    // InternalBanneret.g:4397:5: otherlv_12= ',' ( (otherlv_13= RULE_ID ) )
                    	    {
                    	    otherlv_12=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_12, grammarAccess.getHexFeatureAccess().getCommaKeyword_5_3_0());
                    	    				
                    	    // InternalBanneret.g:4401:5: ( (otherlv_13= RULE_ID ) )
                    	    // InternalBanneret.g:4402:6: (otherlv_13= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:4402:6: (otherlv_13= RULE_ID )
                    	    // InternalBanneret.g:4403:7: otherlv_13= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getHexFeatureRule());
                    	    							}
                    	    						
                    	    otherlv_13=(Token)match(input,RULE_ID,FOLLOW_18); 

                    	    							newLeafNode(otherlv_13, grammarAccess.getHexFeatureAccess().getHiddenFromNationalityCrossReference_5_3_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop69;
                        }
                    } while (true);


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexFeature"


    // $ANTLR start "entryRuleHexsideFeature"
    // InternalBanneret.g:4420:1: entryRuleHexsideFeature returns [EObject current=null] : iv_ruleHexsideFeature= ruleHexsideFeature EOF ;
    public final EObject entryRuleHexsideFeature() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexsideFeature = null;


        try {
            // InternalBanneret.g:4420:55: (iv_ruleHexsideFeature= ruleHexsideFeature EOF )
            // InternalBanneret.g:4421:2: iv_ruleHexsideFeature= ruleHexsideFeature EOF
            {
             newCompositeNode(grammarAccess.getHexsideFeatureRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexsideFeature=ruleHexsideFeature();

            state._fsp--;

             current =iv_ruleHexsideFeature; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexsideFeature"


    // $ANTLR start "ruleHexsideFeature"
    // InternalBanneret.g:4427:1: ruleHexsideFeature returns [EObject current=null] : (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) ) ;
    public final EObject ruleHexsideFeature() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_1_0 = null;

        Enumerator lv_side_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4433:2: ( (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) ) )
            // InternalBanneret.g:4434:2: (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) )
            {
            // InternalBanneret.g:4434:2: (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) )
            // InternalBanneret.g:4435:3: otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) )
            {
            otherlv_0=(Token)match(input,20,FOLLOW_85); 

            			newLeafNode(otherlv_0, grammarAccess.getHexsideFeatureAccess().getHexsideKeyword_0());
            		
            // InternalBanneret.g:4439:3: ( (lv_hex_1_0= ruleHexLabel ) )
            // InternalBanneret.g:4440:4: (lv_hex_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:4440:4: (lv_hex_1_0= ruleHexLabel )
            // InternalBanneret.g:4441:5: lv_hex_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexsideFeatureAccess().getHexHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_87);
            lv_hex_1_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexsideFeatureRule());
            					}
            					set(
            						current,
            						"hex",
            						lv_hex_1_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4458:3: ( (lv_side_2_0= ruleCompass ) )
            // InternalBanneret.g:4459:4: (lv_side_2_0= ruleCompass )
            {
            // InternalBanneret.g:4459:4: (lv_side_2_0= ruleCompass )
            // InternalBanneret.g:4460:5: lv_side_2_0= ruleCompass
            {

            					newCompositeNode(grammarAccess.getHexsideFeatureAccess().getSideCompassEnumRuleCall_2_0());
            				
            pushFollow(FOLLOW_4);
            lv_side_2_0=ruleCompass();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexsideFeatureRule());
            					}
            					set(
            						current,
            						"side",
            						lv_side_2_0,
            						"org.banneret.dsl.Banneret.Compass");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4477:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:4478:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:4478:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:4479:5: otherlv_3= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexsideFeatureRule());
            					}
            				
            otherlv_3=(Token)match(input,RULE_ID,FOLLOW_2); 

            					newLeafNode(otherlv_3, grammarAccess.getHexsideFeatureAccess().getTypeHexsideFeatureTypeCrossReference_3_0());
            				

            }


            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexsideFeature"


    // $ANTLR start "entryRuleMapPath"
    // InternalBanneret.g:4494:1: entryRuleMapPath returns [EObject current=null] : iv_ruleMapPath= ruleMapPath EOF ;
    public final EObject entryRuleMapPath() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMapPath = null;


        try {
            // InternalBanneret.g:4494:48: (iv_ruleMapPath= ruleMapPath EOF )
            // InternalBanneret.g:4495:2: iv_ruleMapPath= ruleMapPath EOF
            {
             newCompositeNode(grammarAccess.getMapPathRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleMapPath=ruleMapPath();

            state._fsp--;

             current =iv_ruleMapPath; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleMapPath"


    // $ANTLR start "ruleMapPath"
    // InternalBanneret.g:4501:1: ruleMapPath returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* ) ;
    public final EObject ruleMapPath() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        AntlrDatatypeRuleToken lv_hexes_4_0 = null;

        AntlrDatatypeRuleToken lv_hexes_6_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4507:2: ( ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* ) )
            // InternalBanneret.g:4508:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )
            {
            // InternalBanneret.g:4508:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )
            // InternalBanneret.g:4509:3: ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
            {
            // InternalBanneret.g:4509:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:4510:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:4510:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:4511:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMapPathRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_4); 

            					newLeafNode(otherlv_0, grammarAccess.getMapPathAccess().getTypeFeatureTypeCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:4522:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4523:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4523:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4524:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_42); 

            					newLeafNode(lv_name_1_0, grammarAccess.getMapPathAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMapPathRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:4540:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt71=2;
            int LA71_0 = input.LA(1);

            if ( (LA71_0==RULE_STRING) ) {
                alt71=1;
            }
            switch (alt71) {
                case 1 :
                    // InternalBanneret.g:4541:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4541:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4542:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_43); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getMapPathAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getMapPathRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_3=(Token)match(input,57,FOLLOW_85); 

            			newLeafNode(otherlv_3, grammarAccess.getMapPathAccess().getColonKeyword_3());
            		
            // InternalBanneret.g:4562:3: ( (lv_hexes_4_0= ruleHexLabel ) )
            // InternalBanneret.g:4563:4: (lv_hexes_4_0= ruleHexLabel )
            {
            // InternalBanneret.g:4563:4: (lv_hexes_4_0= ruleHexLabel )
            // InternalBanneret.g:4564:5: lv_hexes_4_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getMapPathAccess().getHexesHexLabelParserRuleCall_4_0());
            				
            pushFollow(FOLLOW_18);
            lv_hexes_4_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getMapPathRule());
            					}
            					add(
            						current,
            						"hexes",
            						lv_hexes_4_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4581:3: (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
            loop72:
            do {
                int alt72=2;
                int LA72_0 = input.LA(1);

                if ( (LA72_0==32) ) {
                    alt72=1;
                }


                switch (alt72) {
            	case 1 :
            	    // InternalBanneret.g:4582:4: otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) )
            	    {
            	    otherlv_5=(Token)match(input,32,FOLLOW_85); 

            	    				newLeafNode(otherlv_5, grammarAccess.getMapPathAccess().getCommaKeyword_5_0());
            	    			
            	    // InternalBanneret.g:4586:4: ( (lv_hexes_6_0= ruleHexLabel ) )
            	    // InternalBanneret.g:4587:5: (lv_hexes_6_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:4587:5: (lv_hexes_6_0= ruleHexLabel )
            	    // InternalBanneret.g:4588:6: lv_hexes_6_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getMapPathAccess().getHexesHexLabelParserRuleCall_5_1_0());
            	    					
            	    pushFollow(FOLLOW_18);
            	    lv_hexes_6_0=ruleHexLabel();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getMapPathRule());
            	    						}
            	    						add(
            	    							current,
            	    							"hexes",
            	    							lv_hexes_6_0,
            	    							"org.banneret.dsl.Banneret.HexLabel");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop72;
                }
            } while (true);


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMapPath"


    // $ANTLR start "entryRuleRegion"
    // InternalBanneret.g:4610:1: entryRuleRegion returns [EObject current=null] : iv_ruleRegion= ruleRegion EOF ;
    public final EObject entryRuleRegion() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegion = null;


        try {
            // InternalBanneret.g:4610:47: (iv_ruleRegion= ruleRegion EOF )
            // InternalBanneret.g:4611:2: iv_ruleRegion= ruleRegion EOF
            {
             newCompositeNode(grammarAccess.getRegionRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleRegion=ruleRegion();

            state._fsp--;

             current =iv_ruleRegion; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleRegion"


    // $ANTLR start "ruleRegion"
    // InternalBanneret.g:4617:1: ruleRegion returns [EObject current=null] : (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? ) ;
    public final EObject ruleRegion() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        AntlrDatatypeRuleToken lv_hexes_4_0 = null;

        AntlrDatatypeRuleToken lv_hexes_6_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4623:2: ( (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? ) )
            // InternalBanneret.g:4624:2: (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? )
            {
            // InternalBanneret.g:4624:2: (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? )
            // InternalBanneret.g:4625:3: otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )?
            {
            otherlv_0=(Token)match(input,97,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRegionAccess().getRegionKeyword_0());
            		
            // InternalBanneret.g:4629:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4630:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4630:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4631:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_91); 

            					newLeafNode(lv_name_1_0, grammarAccess.getRegionAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getRegionRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:4647:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt73=2;
            int LA73_0 = input.LA(1);

            if ( (LA73_0==RULE_STRING) ) {
                alt73=1;
            }
            switch (alt73) {
                case 1 :
                    // InternalBanneret.g:4648:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4648:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4649:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_92); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getRegionAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getRegionRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:4665:3: (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )?
            int alt75=2;
            int LA75_0 = input.LA(1);

            if ( (LA75_0==57) ) {
                alt75=1;
            }
            switch (alt75) {
                case 1 :
                    // InternalBanneret.g:4666:4: otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
                    {
                    otherlv_3=(Token)match(input,57,FOLLOW_85); 

                    				newLeafNode(otherlv_3, grammarAccess.getRegionAccess().getColonKeyword_3_0());
                    			
                    // InternalBanneret.g:4670:4: ( (lv_hexes_4_0= ruleHexLabel ) )
                    // InternalBanneret.g:4671:5: (lv_hexes_4_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:4671:5: (lv_hexes_4_0= ruleHexLabel )
                    // InternalBanneret.g:4672:6: lv_hexes_4_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_18);
                    lv_hexes_4_0=ruleHexLabel();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getRegionRule());
                    						}
                    						add(
                    							current,
                    							"hexes",
                    							lv_hexes_4_0,
                    							"org.banneret.dsl.Banneret.HexLabel");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:4689:4: (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
                    loop74:
                    do {
                        int alt74=2;
                        int LA74_0 = input.LA(1);

                        if ( (LA74_0==32) ) {
                            alt74=1;
                        }


                        switch (alt74) {
                    	case 1 :
                    	    // InternalBanneret.g:4690:5: otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_5=(Token)match(input,32,FOLLOW_85); 

                    	    					newLeafNode(otherlv_5, grammarAccess.getRegionAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:4694:5: ( (lv_hexes_6_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:4695:6: (lv_hexes_6_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:4695:6: (lv_hexes_6_0= ruleHexLabel )
                    	    // InternalBanneret.g:4696:7: lv_hexes_6_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_18);
                    	    lv_hexes_6_0=ruleHexLabel();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getRegionRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"hexes",
                    	    								lv_hexes_6_0,
                    	    								"org.banneret.dsl.Banneret.HexLabel");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop74;
                        }
                    } while (true);


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRegion"


    // $ANTLR start "entryRuleMapSide"
    // InternalBanneret.g:4719:1: entryRuleMapSide returns [EObject current=null] : iv_ruleMapSide= ruleMapSide EOF ;
    public final EObject entryRuleMapSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMapSide = null;


        try {
            // InternalBanneret.g:4719:48: (iv_ruleMapSide= ruleMapSide EOF )
            // InternalBanneret.g:4720:2: iv_ruleMapSide= ruleMapSide EOF
            {
             newCompositeNode(grammarAccess.getMapSideRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleMapSide=ruleMapSide();

            state._fsp--;

             current =iv_ruleMapSide; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleMapSide"


    // $ANTLR start "ruleMapSide"
    // InternalBanneret.g:4726:1: ruleMapSide returns [EObject current=null] : (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? ) ;
    public final EObject ruleMapSide() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token lv_number_4_0=null;
        Token otherlv_5=null;
        Token lv_closed_7_0=null;
        Enumerator lv_edge_6_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4732:2: ( (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? ) )
            // InternalBanneret.g:4733:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? )
            {
            // InternalBanneret.g:4733:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? )
            // InternalBanneret.g:4734:3: otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )?
            {
            otherlv_0=(Token)match(input,53,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getMapSideAccess().getSideKeyword_0());
            		
            // InternalBanneret.g:4738:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4739:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4739:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4740:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_93); 

            					newLeafNode(lv_name_1_0, grammarAccess.getMapSideAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMapSideRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:4756:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt76=2;
            int LA76_0 = input.LA(1);

            if ( (LA76_0==RULE_STRING) ) {
                alt76=1;
            }
            switch (alt76) {
                case 1 :
                    // InternalBanneret.g:4757:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4757:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4758:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_94); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getMapSideAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getMapSideRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:4774:3: (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )?
            int alt77=2;
            int LA77_0 = input.LA(1);

            if ( (LA77_0==98) ) {
                alt77=1;
            }
            switch (alt77) {
                case 1 :
                    // InternalBanneret.g:4775:4: otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) )
                    {
                    otherlv_3=(Token)match(input,98,FOLLOW_10); 

                    				newLeafNode(otherlv_3, grammarAccess.getMapSideAccess().getNumberKeyword_3_0());
                    			
                    // InternalBanneret.g:4779:4: ( (lv_number_4_0= RULE_INT ) )
                    // InternalBanneret.g:4780:5: (lv_number_4_0= RULE_INT )
                    {
                    // InternalBanneret.g:4780:5: (lv_number_4_0= RULE_INT )
                    // InternalBanneret.g:4781:6: lv_number_4_0= RULE_INT
                    {
                    lv_number_4_0=(Token)match(input,RULE_INT,FOLLOW_95); 

                    						newLeafNode(lv_number_4_0, grammarAccess.getMapSideAccess().getNumberINTTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMapSideRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"number",
                    							lv_number_4_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }
                    break;

            }

            otherlv_5=(Token)match(input,99,FOLLOW_87); 

            			newLeafNode(otherlv_5, grammarAccess.getMapSideAccess().getEdgeKeyword_4());
            		
            // InternalBanneret.g:4802:3: ( (lv_edge_6_0= ruleCompass ) )
            // InternalBanneret.g:4803:4: (lv_edge_6_0= ruleCompass )
            {
            // InternalBanneret.g:4803:4: (lv_edge_6_0= ruleCompass )
            // InternalBanneret.g:4804:5: lv_edge_6_0= ruleCompass
            {

            					newCompositeNode(grammarAccess.getMapSideAccess().getEdgeCompassEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_96);
            lv_edge_6_0=ruleCompass();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getMapSideRule());
            					}
            					set(
            						current,
            						"edge",
            						lv_edge_6_0,
            						"org.banneret.dsl.Banneret.Compass");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4821:3: ( (lv_closed_7_0= 'closed' ) )?
            int alt78=2;
            int LA78_0 = input.LA(1);

            if ( (LA78_0==100) ) {
                alt78=1;
            }
            switch (alt78) {
                case 1 :
                    // InternalBanneret.g:4822:4: (lv_closed_7_0= 'closed' )
                    {
                    // InternalBanneret.g:4822:4: (lv_closed_7_0= 'closed' )
                    // InternalBanneret.g:4823:5: lv_closed_7_0= 'closed'
                    {
                    lv_closed_7_0=(Token)match(input,100,FOLLOW_2); 

                    					newLeafNode(lv_closed_7_0, grammarAccess.getMapSideAccess().getClosedClosedKeyword_6_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getMapSideRule());
                    					}
                    					setWithLastConsumed(current, "closed", lv_closed_7_0 != null, "closed");
                    				

                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMapSide"


    // $ANTLR start "entryRuleHexMarker"
    // InternalBanneret.g:4839:1: entryRuleHexMarker returns [EObject current=null] : iv_ruleHexMarker= ruleHexMarker EOF ;
    public final EObject entryRuleHexMarker() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMarker = null;


        try {
            // InternalBanneret.g:4839:50: (iv_ruleHexMarker= ruleHexMarker EOF )
            // InternalBanneret.g:4840:2: iv_ruleHexMarker= ruleHexMarker EOF
            {
             newCompositeNode(grammarAccess.getHexMarkerRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexMarker=ruleHexMarker();

            state._fsp--;

             current =iv_ruleHexMarker; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexMarker"


    // $ANTLR start "ruleHexMarker"
    // InternalBanneret.g:4846:1: ruleHexMarker returns [EObject current=null] : (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? (otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) ) )? ) ;
    public final EObject ruleHexMarker() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        AntlrDatatypeRuleToken lv_hex_3_0 = null;

        AntlrDatatypeRuleToken lv_value_5_0 = null;

        Enumerator lv_facing_7_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4852:2: ( (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? (otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) ) )? ) )
            // InternalBanneret.g:4853:2: (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? (otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) ) )? )
            {
            // InternalBanneret.g:4853:2: (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? (otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) ) )? )
            // InternalBanneret.g:4854:3: otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? (otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) ) )?
            {
            otherlv_0=(Token)match(input,25,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMarkerAccess().getMarkerKeyword_0());
            		
            // InternalBanneret.g:4858:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:4859:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:4859:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:4860:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexMarkerRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_97); 

            					newLeafNode(otherlv_1, grammarAccess.getHexMarkerAccess().getTypeMarkerTypeCrossReference_1_0());
            				

            }


            }

            otherlv_2=(Token)match(input,101,FOLLOW_85); 

            			newLeafNode(otherlv_2, grammarAccess.getHexMarkerAccess().getAtKeyword_2());
            		
            // InternalBanneret.g:4875:3: ( (lv_hex_3_0= ruleHexLabel ) )
            // InternalBanneret.g:4876:4: (lv_hex_3_0= ruleHexLabel )
            {
            // InternalBanneret.g:4876:4: (lv_hex_3_0= ruleHexLabel )
            // InternalBanneret.g:4877:5: lv_hex_3_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexMarkerAccess().getHexHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_98);
            lv_hex_3_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexMarkerRule());
            					}
            					set(
            						current,
            						"hex",
            						lv_hex_3_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4894:3: (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )?
            int alt79=2;
            int LA79_0 = input.LA(1);

            if ( (LA79_0==102) ) {
                alt79=1;
            }
            switch (alt79) {
                case 1 :
                    // InternalBanneret.g:4895:4: otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) )
                    {
                    otherlv_4=(Token)match(input,102,FOLLOW_27); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexMarkerAccess().getEqualsSignKeyword_4_0());
                    			
                    // InternalBanneret.g:4899:4: ( (lv_value_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:4900:5: (lv_value_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4900:5: (lv_value_5_0= ruleSignedInt )
                    // InternalBanneret.g:4901:6: lv_value_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getHexMarkerAccess().getValueSignedIntParserRuleCall_4_1_0());
                    					
                    pushFollow(FOLLOW_99);
                    lv_value_5_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexMarkerRule());
                    						}
                    						set(
                    							current,
                    							"value",
                    							lv_value_5_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:4919:3: (otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) ) )?
            int alt80=2;
            int LA80_0 = input.LA(1);

            if ( (LA80_0==93) ) {
                alt80=1;
            }
            switch (alt80) {
                case 1 :
                    // InternalBanneret.g:4920:4: otherlv_6= 'facing' ( (lv_facing_7_0= ruleCompass ) )
                    {
                    otherlv_6=(Token)match(input,93,FOLLOW_87); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexMarkerAccess().getFacingKeyword_5_0());
                    			
                    // InternalBanneret.g:4924:4: ( (lv_facing_7_0= ruleCompass ) )
                    // InternalBanneret.g:4925:5: (lv_facing_7_0= ruleCompass )
                    {
                    // InternalBanneret.g:4925:5: (lv_facing_7_0= ruleCompass )
                    // InternalBanneret.g:4926:6: lv_facing_7_0= ruleCompass
                    {

                    						newCompositeNode(grammarAccess.getHexMarkerAccess().getFacingCompassEnumRuleCall_5_1_0());
                    					
                    pushFollow(FOLLOW_2);
                    lv_facing_7_0=ruleCompass();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexMarkerRule());
                    						}
                    						set(
                    							current,
                    							"facing",
                    							lv_facing_7_0,
                    							"org.banneret.dsl.Banneret.Compass");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexMarker"


    // $ANTLR start "entryRuleStructure"
    // InternalBanneret.g:4948:1: entryRuleStructure returns [EObject current=null] : iv_ruleStructure= ruleStructure EOF ;
    public final EObject entryRuleStructure() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStructure = null;


        try {
            // InternalBanneret.g:4948:50: (iv_ruleStructure= ruleStructure EOF )
            // InternalBanneret.g:4949:2: iv_ruleStructure= ruleStructure EOF
            {
             newCompositeNode(grammarAccess.getStructureRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleStructure=ruleStructure();

            state._fsp--;

             current =iv_ruleStructure; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleStructure"


    // $ANTLR start "ruleStructure"
    // InternalBanneret.g:4955:1: ruleStructure returns [EObject current=null] : (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) ) )? (otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) ) )? otherlv_7= ':' ( (lv_hexes_8_0= ruleHexLabel ) ) (otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) ) )* (otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )* )? ) ;
    public final EObject ruleStructure() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token lv_material_6_0=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        Token otherlv_13=null;
        AntlrDatatypeRuleToken lv_role_4_0 = null;

        AntlrDatatypeRuleToken lv_hexes_8_0 = null;

        AntlrDatatypeRuleToken lv_hexes_10_0 = null;

        EObject lv_damage_12_0 = null;

        EObject lv_damage_14_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4961:2: ( (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) ) )? (otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) ) )? otherlv_7= ':' ( (lv_hexes_8_0= ruleHexLabel ) ) (otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) ) )* (otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )* )? ) )
            // InternalBanneret.g:4962:2: (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) ) )? (otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) ) )? otherlv_7= ':' ( (lv_hexes_8_0= ruleHexLabel ) ) (otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) ) )* (otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )* )? )
            {
            // InternalBanneret.g:4962:2: (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) ) )? (otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) ) )? otherlv_7= ':' ( (lv_hexes_8_0= ruleHexLabel ) ) (otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) ) )* (otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )* )? )
            // InternalBanneret.g:4963:3: otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) ) )? (otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) ) )? otherlv_7= ':' ( (lv_hexes_8_0= ruleHexLabel ) ) (otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) ) )* (otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )* )?
            {
            otherlv_0=(Token)match(input,103,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getStructureAccess().getStructureKeyword_0());
            		
            // InternalBanneret.g:4967:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4968:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4968:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4969:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_100); 

            					newLeafNode(lv_name_1_0, grammarAccess.getStructureAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getStructureRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:4985:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt81=2;
            int LA81_0 = input.LA(1);

            if ( (LA81_0==RULE_STRING) ) {
                alt81=1;
            }
            switch (alt81) {
                case 1 :
                    // InternalBanneret.g:4986:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4986:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4987:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_101); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getStructureAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getStructureRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:5003:3: (otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) ) )?
            int alt82=2;
            int LA82_0 = input.LA(1);

            if ( (LA82_0==104) ) {
                alt82=1;
            }
            switch (alt82) {
                case 1 :
                    // InternalBanneret.g:5004:4: otherlv_3= 'role' ( (lv_role_4_0= ruleStructureRoleName ) )
                    {
                    otherlv_3=(Token)match(input,104,FOLLOW_4); 

                    				newLeafNode(otherlv_3, grammarAccess.getStructureAccess().getRoleKeyword_3_0());
                    			
                    // InternalBanneret.g:5008:4: ( (lv_role_4_0= ruleStructureRoleName ) )
                    // InternalBanneret.g:5009:5: (lv_role_4_0= ruleStructureRoleName )
                    {
                    // InternalBanneret.g:5009:5: (lv_role_4_0= ruleStructureRoleName )
                    // InternalBanneret.g:5010:6: lv_role_4_0= ruleStructureRoleName
                    {

                    						newCompositeNode(grammarAccess.getStructureAccess().getRoleStructureRoleNameParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_102);
                    lv_role_4_0=ruleStructureRoleName();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getStructureRule());
                    						}
                    						set(
                    							current,
                    							"role",
                    							lv_role_4_0,
                    							"org.banneret.dsl.Banneret.StructureRoleName");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:5028:3: (otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) ) )?
            int alt83=2;
            int LA83_0 = input.LA(1);

            if ( (LA83_0==105) ) {
                alt83=1;
            }
            switch (alt83) {
                case 1 :
                    // InternalBanneret.g:5029:4: otherlv_5= 'material' ( (lv_material_6_0= RULE_STRING ) )
                    {
                    otherlv_5=(Token)match(input,105,FOLLOW_8); 

                    				newLeafNode(otherlv_5, grammarAccess.getStructureAccess().getMaterialKeyword_4_0());
                    			
                    // InternalBanneret.g:5033:4: ( (lv_material_6_0= RULE_STRING ) )
                    // InternalBanneret.g:5034:5: (lv_material_6_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5034:5: (lv_material_6_0= RULE_STRING )
                    // InternalBanneret.g:5035:6: lv_material_6_0= RULE_STRING
                    {
                    lv_material_6_0=(Token)match(input,RULE_STRING,FOLLOW_43); 

                    						newLeafNode(lv_material_6_0, grammarAccess.getStructureAccess().getMaterialSTRINGTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStructureRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"material",
                    							lv_material_6_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }

            otherlv_7=(Token)match(input,57,FOLLOW_85); 

            			newLeafNode(otherlv_7, grammarAccess.getStructureAccess().getColonKeyword_5());
            		
            // InternalBanneret.g:5056:3: ( (lv_hexes_8_0= ruleHexLabel ) )
            // InternalBanneret.g:5057:4: (lv_hexes_8_0= ruleHexLabel )
            {
            // InternalBanneret.g:5057:4: (lv_hexes_8_0= ruleHexLabel )
            // InternalBanneret.g:5058:5: lv_hexes_8_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getStructureAccess().getHexesHexLabelParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_103);
            lv_hexes_8_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getStructureRule());
            					}
            					add(
            						current,
            						"hexes",
            						lv_hexes_8_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:5075:3: (otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) ) )*
            loop84:
            do {
                int alt84=2;
                int LA84_0 = input.LA(1);

                if ( (LA84_0==32) ) {
                    alt84=1;
                }


                switch (alt84) {
            	case 1 :
            	    // InternalBanneret.g:5076:4: otherlv_9= ',' ( (lv_hexes_10_0= ruleHexLabel ) )
            	    {
            	    otherlv_9=(Token)match(input,32,FOLLOW_85); 

            	    				newLeafNode(otherlv_9, grammarAccess.getStructureAccess().getCommaKeyword_7_0());
            	    			
            	    // InternalBanneret.g:5080:4: ( (lv_hexes_10_0= ruleHexLabel ) )
            	    // InternalBanneret.g:5081:5: (lv_hexes_10_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:5081:5: (lv_hexes_10_0= ruleHexLabel )
            	    // InternalBanneret.g:5082:6: lv_hexes_10_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getStructureAccess().getHexesHexLabelParserRuleCall_7_1_0());
            	    					
            	    pushFollow(FOLLOW_103);
            	    lv_hexes_10_0=ruleHexLabel();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getStructureRule());
            	    						}
            	    						add(
            	    							current,
            	    							"hexes",
            	    							lv_hexes_10_0,
            	    							"org.banneret.dsl.Banneret.HexLabel");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop84;
                }
            } while (true);

            // InternalBanneret.g:5100:3: (otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )* )?
            int alt86=2;
            int LA86_0 = input.LA(1);

            if ( (LA86_0==106) ) {
                alt86=1;
            }
            switch (alt86) {
                case 1 :
                    // InternalBanneret.g:5101:4: otherlv_11= 'damage' ( (lv_damage_12_0= ruleStructureDamage ) ) (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )*
                    {
                    otherlv_11=(Token)match(input,106,FOLLOW_85); 

                    				newLeafNode(otherlv_11, grammarAccess.getStructureAccess().getDamageKeyword_8_0());
                    			
                    // InternalBanneret.g:5105:4: ( (lv_damage_12_0= ruleStructureDamage ) )
                    // InternalBanneret.g:5106:5: (lv_damage_12_0= ruleStructureDamage )
                    {
                    // InternalBanneret.g:5106:5: (lv_damage_12_0= ruleStructureDamage )
                    // InternalBanneret.g:5107:6: lv_damage_12_0= ruleStructureDamage
                    {

                    						newCompositeNode(grammarAccess.getStructureAccess().getDamageStructureDamageParserRuleCall_8_1_0());
                    					
                    pushFollow(FOLLOW_18);
                    lv_damage_12_0=ruleStructureDamage();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getStructureRule());
                    						}
                    						add(
                    							current,
                    							"damage",
                    							lv_damage_12_0,
                    							"org.banneret.dsl.Banneret.StructureDamage");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:5124:4: (otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) ) )*
                    loop85:
                    do {
                        int alt85=2;
                        int LA85_0 = input.LA(1);

                        if ( (LA85_0==32) ) {
                            alt85=1;
                        }


                        switch (alt85) {
                    	case 1 :
                    	    // InternalBanneret.g:5125:5: otherlv_13= ',' ( (lv_damage_14_0= ruleStructureDamage ) )
                    	    {
                    	    otherlv_13=(Token)match(input,32,FOLLOW_85); 

                    	    					newLeafNode(otherlv_13, grammarAccess.getStructureAccess().getCommaKeyword_8_2_0());
                    	    				
                    	    // InternalBanneret.g:5129:5: ( (lv_damage_14_0= ruleStructureDamage ) )
                    	    // InternalBanneret.g:5130:6: (lv_damage_14_0= ruleStructureDamage )
                    	    {
                    	    // InternalBanneret.g:5130:6: (lv_damage_14_0= ruleStructureDamage )
                    	    // InternalBanneret.g:5131:7: lv_damage_14_0= ruleStructureDamage
                    	    {

                    	    							newCompositeNode(grammarAccess.getStructureAccess().getDamageStructureDamageParserRuleCall_8_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_18);
                    	    lv_damage_14_0=ruleStructureDamage();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getStructureRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"damage",
                    	    								lv_damage_14_0,
                    	    								"org.banneret.dsl.Banneret.StructureDamage");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop85;
                        }
                    } while (true);


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleStructure"


    // $ANTLR start "entryRuleStructureRoleName"
    // InternalBanneret.g:5154:1: entryRuleStructureRoleName returns [String current=null] : iv_ruleStructureRoleName= ruleStructureRoleName EOF ;
    public final String entryRuleStructureRoleName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleStructureRoleName = null;


        try {
            // InternalBanneret.g:5154:57: (iv_ruleStructureRoleName= ruleStructureRoleName EOF )
            // InternalBanneret.g:5155:2: iv_ruleStructureRoleName= ruleStructureRoleName EOF
            {
             newCompositeNode(grammarAccess.getStructureRoleNameRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleStructureRoleName=ruleStructureRoleName();

            state._fsp--;

             current =iv_ruleStructureRoleName.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleStructureRoleName"


    // $ANTLR start "ruleStructureRoleName"
    // InternalBanneret.g:5161:1: ruleStructureRoleName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : this_ID_0= RULE_ID ;
    public final AntlrDatatypeRuleToken ruleStructureRoleName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:5167:2: (this_ID_0= RULE_ID )
            // InternalBanneret.g:5168:2: this_ID_0= RULE_ID
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

            		current.merge(this_ID_0);
            	

            		newLeafNode(this_ID_0, grammarAccess.getStructureRoleNameAccess().getIDTerminalRuleCall());
            	

            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleStructureRoleName"


    // $ANTLR start "entryRulePatternName"
    // InternalBanneret.g:5178:1: entryRulePatternName returns [String current=null] : iv_rulePatternName= rulePatternName EOF ;
    public final String entryRulePatternName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_rulePatternName = null;


        try {
            // InternalBanneret.g:5178:51: (iv_rulePatternName= rulePatternName EOF )
            // InternalBanneret.g:5179:2: iv_rulePatternName= rulePatternName EOF
            {
             newCompositeNode(grammarAccess.getPatternNameRule()); 
            pushFollow(FOLLOW_1);
            iv_rulePatternName=rulePatternName();

            state._fsp--;

             current =iv_rulePatternName.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePatternName"


    // $ANTLR start "rulePatternName"
    // InternalBanneret.g:5185:1: rulePatternName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : this_ID_0= RULE_ID ;
    public final AntlrDatatypeRuleToken rulePatternName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:5191:2: (this_ID_0= RULE_ID )
            // InternalBanneret.g:5192:2: this_ID_0= RULE_ID
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

            		current.merge(this_ID_0);
            	

            		newLeafNode(this_ID_0, grammarAccess.getPatternNameAccess().getIDTerminalRuleCall());
            	

            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePatternName"


    // $ANTLR start "entryRuleGlyphName"
    // InternalBanneret.g:5202:1: entryRuleGlyphName returns [String current=null] : iv_ruleGlyphName= ruleGlyphName EOF ;
    public final String entryRuleGlyphName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleGlyphName = null;


        try {
            // InternalBanneret.g:5202:49: (iv_ruleGlyphName= ruleGlyphName EOF )
            // InternalBanneret.g:5203:2: iv_ruleGlyphName= ruleGlyphName EOF
            {
             newCompositeNode(grammarAccess.getGlyphNameRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleGlyphName=ruleGlyphName();

            state._fsp--;

             current =iv_ruleGlyphName.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleGlyphName"


    // $ANTLR start "ruleGlyphName"
    // InternalBanneret.g:5209:1: ruleGlyphName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : this_ID_0= RULE_ID ;
    public final AntlrDatatypeRuleToken ruleGlyphName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:5215:2: (this_ID_0= RULE_ID )
            // InternalBanneret.g:5216:2: this_ID_0= RULE_ID
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

            		current.merge(this_ID_0);
            	

            		newLeafNode(this_ID_0, grammarAccess.getGlyphNameAccess().getIDTerminalRuleCall());
            	

            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleGlyphName"


    // $ANTLR start "entryRuleStructureDamage"
    // InternalBanneret.g:5226:1: entryRuleStructureDamage returns [EObject current=null] : iv_ruleStructureDamage= ruleStructureDamage EOF ;
    public final EObject entryRuleStructureDamage() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStructureDamage = null;


        try {
            // InternalBanneret.g:5226:56: (iv_ruleStructureDamage= ruleStructureDamage EOF )
            // InternalBanneret.g:5227:2: iv_ruleStructureDamage= ruleStructureDamage EOF
            {
             newCompositeNode(grammarAccess.getStructureDamageRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleStructureDamage=ruleStructureDamage();

            state._fsp--;

             current =iv_ruleStructureDamage; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleStructureDamage"


    // $ANTLR start "ruleStructureDamage"
    // InternalBanneret.g:5233:1: ruleStructureDamage returns [EObject current=null] : ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' ) ;
    public final EObject ruleStructureDamage() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_stage_2_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_0_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5239:2: ( ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' ) )
            // InternalBanneret.g:5240:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' )
            {
            // InternalBanneret.g:5240:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' )
            // InternalBanneret.g:5241:3: ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')'
            {
            // InternalBanneret.g:5241:3: ( (lv_hex_0_0= ruleHexLabel ) )
            // InternalBanneret.g:5242:4: (lv_hex_0_0= ruleHexLabel )
            {
            // InternalBanneret.g:5242:4: (lv_hex_0_0= ruleHexLabel )
            // InternalBanneret.g:5243:5: lv_hex_0_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getStructureDamageAccess().getHexHexLabelParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_104);
            lv_hex_0_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getStructureDamageRule());
            					}
            					set(
            						current,
            						"hex",
            						lv_hex_0_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            otherlv_1=(Token)match(input,107,FOLLOW_10); 

            			newLeafNode(otherlv_1, grammarAccess.getStructureDamageAccess().getLeftParenthesisKeyword_1());
            		
            // InternalBanneret.g:5264:3: ( (lv_stage_2_0= RULE_INT ) )
            // InternalBanneret.g:5265:4: (lv_stage_2_0= RULE_INT )
            {
            // InternalBanneret.g:5265:4: (lv_stage_2_0= RULE_INT )
            // InternalBanneret.g:5266:5: lv_stage_2_0= RULE_INT
            {
            lv_stage_2_0=(Token)match(input,RULE_INT,FOLLOW_105); 

            					newLeafNode(lv_stage_2_0, grammarAccess.getStructureDamageAccess().getStageINTTerminalRuleCall_2_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getStructureDamageRule());
            					}
            					setWithLastConsumed(
            						current,
            						"stage",
            						lv_stage_2_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }

            otherlv_3=(Token)match(input,108,FOLLOW_2); 

            			newLeafNode(otherlv_3, grammarAccess.getStructureDamageAccess().getRightParenthesisKeyword_3());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleStructureDamage"


    // $ANTLR start "entryRuleScenario"
    // InternalBanneret.g:5290:1: entryRuleScenario returns [EObject current=null] : iv_ruleScenario= ruleScenario EOF ;
    public final EObject entryRuleScenario() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenario = null;


        try {
            // InternalBanneret.g:5290:49: (iv_ruleScenario= ruleScenario EOF )
            // InternalBanneret.g:5291:2: iv_ruleScenario= ruleScenario EOF
            {
             newCompositeNode(grammarAccess.getScenarioRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleScenario=ruleScenario();

            state._fsp--;

             current =iv_ruleScenario; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleScenario"


    // $ANTLR start "ruleScenario"
    // InternalBanneret.g:5297:1: ruleScenario returns [EObject current=null] : (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) | (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* ) )* otherlv_22= '}' ) ;
    public final EObject ruleScenario() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token lv_description_7_0=null;
        Token otherlv_9=null;
        Token lv_firstTurn_10_0=null;
        Token otherlv_11=null;
        Token lv_lastTurn_12_0=null;
        Token otherlv_18=null;
        Token otherlv_20=null;
        Token otherlv_22=null;
        AntlrDatatypeRuleToken lv_name_1_0 = null;

        EObject lv_sheets_8_0 = null;

        EObject lv_variantSettings_13_0 = null;

        EObject lv_sides_14_0 = null;

        EObject lv_specialRules_15_0 = null;

        EObject lv_links_16_0 = null;

        EObject lv_waivers_17_0 = null;

        EObject lv_siegeRecord_19_0 = null;

        EObject lv_siegeRecord_21_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5303:2: ( (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) | (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* ) )* otherlv_22= '}' ) )
            // InternalBanneret.g:5304:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) | (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* ) )* otherlv_22= '}' )
            {
            // InternalBanneret.g:5304:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) | (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* ) )* otherlv_22= '}' )
            // InternalBanneret.g:5305:3: otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) | (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* ) )* otherlv_22= '}'
            {
            otherlv_0=(Token)match(input,109,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioAccess().getScenarioKeyword_0());
            		
            // InternalBanneret.g:5309:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:5310:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:5310:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:5311:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getScenarioAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_70);
            lv_name_1_0=ruleQualifiedName();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getScenarioRule());
            					}
            					set(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.banneret.dsl.Banneret.QualifiedName");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:5328:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt87=2;
            int LA87_0 = input.LA(1);

            if ( (LA87_0==RULE_STRING) ) {
                alt87=1;
            }
            switch (alt87) {
                case 1 :
                    // InternalBanneret.g:5329:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5329:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:5330:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_40); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getScenarioAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getScenarioRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_3=(Token)match(input,51,FOLLOW_4); 

            			newLeafNode(otherlv_3, grammarAccess.getScenarioAccess().getOfKeyword_3());
            		
            // InternalBanneret.g:5350:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:5351:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:5351:4: ( ruleQualifiedName )
            // InternalBanneret.g:5352:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getScenarioRule());
            					}
            				

            					newCompositeNode(grammarAccess.getScenarioAccess().getGameSystemGameSystemCrossReference_4_0());
            				
            pushFollow(FOLLOW_6);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            otherlv_5=(Token)match(input,13,FOLLOW_106); 

            			newLeafNode(otherlv_5, grammarAccess.getScenarioAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:5370:3: ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) | (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* ) )*
            loop89:
            do {
                int alt89=10;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt89=1;
                    }
                    break;
                case 79:
                    {
                    alt89=2;
                    }
                    break;
                case 110:
                    {
                    alt89=3;
                    }
                    break;
                case 27:
                    {
                    alt89=4;
                    }
                    break;
                case 53:
                    {
                    alt89=5;
                    }
                    break;
                case 139:
                    {
                    alt89=6;
                    }
                    break;
                case 140:
                    {
                    alt89=7;
                    }
                    break;
                case 142:
                    {
                    alt89=8;
                    }
                    break;
                case 111:
                    {
                    alt89=9;
                    }
                    break;

                }

                switch (alt89) {
            	case 1 :
            	    // InternalBanneret.g:5371:4: (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5371:4: (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5372:5: otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) )
            	    {
            	    otherlv_6=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_6, grammarAccess.getScenarioAccess().getDescriptionKeyword_6_0_0());
            	    				
            	    // InternalBanneret.g:5376:5: ( (lv_description_7_0= RULE_STRING ) )
            	    // InternalBanneret.g:5377:6: (lv_description_7_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5377:6: (lv_description_7_0= RULE_STRING )
            	    // InternalBanneret.g:5378:7: lv_description_7_0= RULE_STRING
            	    {
            	    lv_description_7_0=(Token)match(input,RULE_STRING,FOLLOW_106); 

            	    							newLeafNode(lv_description_7_0, grammarAccess.getScenarioAccess().getDescriptionSTRINGTerminalRuleCall_6_0_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getScenarioRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"description",
            	    								lv_description_7_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:5396:4: ( (lv_sheets_8_0= ruleSheetPlacement ) )
            	    {
            	    // InternalBanneret.g:5396:4: ( (lv_sheets_8_0= ruleSheetPlacement ) )
            	    // InternalBanneret.g:5397:5: (lv_sheets_8_0= ruleSheetPlacement )
            	    {
            	    // InternalBanneret.g:5397:5: (lv_sheets_8_0= ruleSheetPlacement )
            	    // InternalBanneret.g:5398:6: lv_sheets_8_0= ruleSheetPlacement
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSheetsSheetPlacementParserRuleCall_6_1_0());
            	    					
            	    pushFollow(FOLLOW_106);
            	    lv_sheets_8_0=ruleSheetPlacement();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"sheets",
            	    							lv_sheets_8_0,
            	    							"org.banneret.dsl.Banneret.SheetPlacement");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:5416:4: (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5416:4: (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5417:5: otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) )
            	    {
            	    otherlv_9=(Token)match(input,110,FOLLOW_10); 

            	    					newLeafNode(otherlv_9, grammarAccess.getScenarioAccess().getTurnsKeyword_6_2_0());
            	    				
            	    // InternalBanneret.g:5421:5: ( (lv_firstTurn_10_0= RULE_INT ) )
            	    // InternalBanneret.g:5422:6: (lv_firstTurn_10_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5422:6: (lv_firstTurn_10_0= RULE_INT )
            	    // InternalBanneret.g:5423:7: lv_firstTurn_10_0= RULE_INT
            	    {
            	    lv_firstTurn_10_0=(Token)match(input,RULE_INT,FOLLOW_58); 

            	    							newLeafNode(lv_firstTurn_10_0, grammarAccess.getScenarioAccess().getFirstTurnINTTerminalRuleCall_6_2_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getScenarioRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"firstTurn",
            	    								lv_firstTurn_10_0,
            	    								"org.eclipse.xtext.common.Terminals.INT");
            	    						

            	    }


            	    }

            	    otherlv_11=(Token)match(input,73,FOLLOW_10); 

            	    					newLeafNode(otherlv_11, grammarAccess.getScenarioAccess().getToKeyword_6_2_2());
            	    				
            	    // InternalBanneret.g:5443:5: ( (lv_lastTurn_12_0= RULE_INT ) )
            	    // InternalBanneret.g:5444:6: (lv_lastTurn_12_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5444:6: (lv_lastTurn_12_0= RULE_INT )
            	    // InternalBanneret.g:5445:7: lv_lastTurn_12_0= RULE_INT
            	    {
            	    lv_lastTurn_12_0=(Token)match(input,RULE_INT,FOLLOW_106); 

            	    							newLeafNode(lv_lastTurn_12_0, grammarAccess.getScenarioAccess().getLastTurnINTTerminalRuleCall_6_2_3_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getScenarioRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"lastTurn",
            	    								lv_lastTurn_12_0,
            	    								"org.eclipse.xtext.common.Terminals.INT");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:5463:4: ( (lv_variantSettings_13_0= ruleVariantSetting ) )
            	    {
            	    // InternalBanneret.g:5463:4: ( (lv_variantSettings_13_0= ruleVariantSetting ) )
            	    // InternalBanneret.g:5464:5: (lv_variantSettings_13_0= ruleVariantSetting )
            	    {
            	    // InternalBanneret.g:5464:5: (lv_variantSettings_13_0= ruleVariantSetting )
            	    // InternalBanneret.g:5465:6: lv_variantSettings_13_0= ruleVariantSetting
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getVariantSettingsVariantSettingParserRuleCall_6_3_0());
            	    					
            	    pushFollow(FOLLOW_106);
            	    lv_variantSettings_13_0=ruleVariantSetting();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"variantSettings",
            	    							lv_variantSettings_13_0,
            	    							"org.banneret.dsl.Banneret.VariantSetting");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:5483:4: ( (lv_sides_14_0= ruleSide ) )
            	    {
            	    // InternalBanneret.g:5483:4: ( (lv_sides_14_0= ruleSide ) )
            	    // InternalBanneret.g:5484:5: (lv_sides_14_0= ruleSide )
            	    {
            	    // InternalBanneret.g:5484:5: (lv_sides_14_0= ruleSide )
            	    // InternalBanneret.g:5485:6: lv_sides_14_0= ruleSide
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSidesSideParserRuleCall_6_4_0());
            	    					
            	    pushFollow(FOLLOW_106);
            	    lv_sides_14_0=ruleSide();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"sides",
            	    							lv_sides_14_0,
            	    							"org.banneret.dsl.Banneret.Side");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:5503:4: ( (lv_specialRules_15_0= ruleSpecialRule ) )
            	    {
            	    // InternalBanneret.g:5503:4: ( (lv_specialRules_15_0= ruleSpecialRule ) )
            	    // InternalBanneret.g:5504:5: (lv_specialRules_15_0= ruleSpecialRule )
            	    {
            	    // InternalBanneret.g:5504:5: (lv_specialRules_15_0= ruleSpecialRule )
            	    // InternalBanneret.g:5505:6: lv_specialRules_15_0= ruleSpecialRule
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSpecialRulesSpecialRuleParserRuleCall_6_5_0());
            	    					
            	    pushFollow(FOLLOW_106);
            	    lv_specialRules_15_0=ruleSpecialRule();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"specialRules",
            	    							lv_specialRules_15_0,
            	    							"org.banneret.dsl.Banneret.SpecialRule");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:5523:4: ( (lv_links_16_0= ruleScenarioLink ) )
            	    {
            	    // InternalBanneret.g:5523:4: ( (lv_links_16_0= ruleScenarioLink ) )
            	    // InternalBanneret.g:5524:5: (lv_links_16_0= ruleScenarioLink )
            	    {
            	    // InternalBanneret.g:5524:5: (lv_links_16_0= ruleScenarioLink )
            	    // InternalBanneret.g:5525:6: lv_links_16_0= ruleScenarioLink
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getLinksScenarioLinkParserRuleCall_6_6_0());
            	    					
            	    pushFollow(FOLLOW_106);
            	    lv_links_16_0=ruleScenarioLink();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"links",
            	    							lv_links_16_0,
            	    							"org.banneret.dsl.Banneret.ScenarioLink");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:5543:4: ( (lv_waivers_17_0= ruleRuleWaiver ) )
            	    {
            	    // InternalBanneret.g:5543:4: ( (lv_waivers_17_0= ruleRuleWaiver ) )
            	    // InternalBanneret.g:5544:5: (lv_waivers_17_0= ruleRuleWaiver )
            	    {
            	    // InternalBanneret.g:5544:5: (lv_waivers_17_0= ruleRuleWaiver )
            	    // InternalBanneret.g:5545:6: lv_waivers_17_0= ruleRuleWaiver
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getWaiversRuleWaiverParserRuleCall_6_7_0());
            	    					
            	    pushFollow(FOLLOW_106);
            	    lv_waivers_17_0=ruleRuleWaiver();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"waivers",
            	    							lv_waivers_17_0,
            	    							"org.banneret.dsl.Banneret.RuleWaiver");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:5563:4: (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* )
            	    {
            	    // InternalBanneret.g:5563:4: (otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )* )
            	    // InternalBanneret.g:5564:5: otherlv_18= 'record' ( (lv_siegeRecord_19_0= ruleStructureDamage ) ) (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )*
            	    {
            	    otherlv_18=(Token)match(input,111,FOLLOW_85); 

            	    					newLeafNode(otherlv_18, grammarAccess.getScenarioAccess().getRecordKeyword_6_8_0());
            	    				
            	    // InternalBanneret.g:5568:5: ( (lv_siegeRecord_19_0= ruleStructureDamage ) )
            	    // InternalBanneret.g:5569:6: (lv_siegeRecord_19_0= ruleStructureDamage )
            	    {
            	    // InternalBanneret.g:5569:6: (lv_siegeRecord_19_0= ruleStructureDamage )
            	    // InternalBanneret.g:5570:7: lv_siegeRecord_19_0= ruleStructureDamage
            	    {

            	    							newCompositeNode(grammarAccess.getScenarioAccess().getSiegeRecordStructureDamageParserRuleCall_6_8_1_0());
            	    						
            	    pushFollow(FOLLOW_107);
            	    lv_siegeRecord_19_0=ruleStructureDamage();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    							}
            	    							add(
            	    								current,
            	    								"siegeRecord",
            	    								lv_siegeRecord_19_0,
            	    								"org.banneret.dsl.Banneret.StructureDamage");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:5587:5: (otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) ) )*
            	    loop88:
            	    do {
            	        int alt88=2;
            	        int LA88_0 = input.LA(1);

            	        if ( (LA88_0==32) ) {
            	            alt88=1;
            	        }


            	        switch (alt88) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5588:6: otherlv_20= ',' ( (lv_siegeRecord_21_0= ruleStructureDamage ) )
            	    	    {
            	    	    otherlv_20=(Token)match(input,32,FOLLOW_85); 

            	    	    						newLeafNode(otherlv_20, grammarAccess.getScenarioAccess().getCommaKeyword_6_8_2_0());
            	    	    					
            	    	    // InternalBanneret.g:5592:6: ( (lv_siegeRecord_21_0= ruleStructureDamage ) )
            	    	    // InternalBanneret.g:5593:7: (lv_siegeRecord_21_0= ruleStructureDamage )
            	    	    {
            	    	    // InternalBanneret.g:5593:7: (lv_siegeRecord_21_0= ruleStructureDamage )
            	    	    // InternalBanneret.g:5594:8: lv_siegeRecord_21_0= ruleStructureDamage
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getScenarioAccess().getSiegeRecordStructureDamageParserRuleCall_6_8_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_107);
            	    	    lv_siegeRecord_21_0=ruleStructureDamage();

            	    	    state._fsp--;


            	    	    								if (current==null) {
            	    	    									current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    	    								}
            	    	    								add(
            	    	    									current,
            	    	    									"siegeRecord",
            	    	    									lv_siegeRecord_21_0,
            	    	    									"org.banneret.dsl.Banneret.StructureDamage");
            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop88;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;

            	default :
            	    break loop89;
                }
            } while (true);

            otherlv_22=(Token)match(input,29,FOLLOW_2); 

            			newLeafNode(otherlv_22, grammarAccess.getScenarioAccess().getRightCurlyBracketKeyword_7());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleScenario"


    // $ANTLR start "entryRuleSheetPlacement"
    // InternalBanneret.g:5622:1: entryRuleSheetPlacement returns [EObject current=null] : iv_ruleSheetPlacement= ruleSheetPlacement EOF ;
    public final EObject entryRuleSheetPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSheetPlacement = null;


        try {
            // InternalBanneret.g:5622:55: (iv_ruleSheetPlacement= ruleSheetPlacement EOF )
            // InternalBanneret.g:5623:2: iv_ruleSheetPlacement= ruleSheetPlacement EOF
            {
             newCompositeNode(grammarAccess.getSheetPlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleSheetPlacement=ruleSheetPlacement();

            state._fsp--;

             current =iv_ruleSheetPlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSheetPlacement"


    // $ANTLR start "ruleSheetPlacement"
    // InternalBanneret.g:5629:1: ruleSheetPlacement returns [EObject current=null] : (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? ) ;
    public final EObject ruleSheetPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token lv_id_3_0=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token lv_rotation_9_0=null;
        AntlrDatatypeRuleToken lv_columnOffset_5_0 = null;

        AntlrDatatypeRuleToken lv_rowOffset_7_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5635:2: ( (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? ) )
            // InternalBanneret.g:5636:2: (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? )
            {
            // InternalBanneret.g:5636:2: (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? )
            // InternalBanneret.g:5637:3: otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )?
            {
            otherlv_0=(Token)match(input,79,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSheetPlacementAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:5641:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:5642:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:5642:4: ( ruleQualifiedName )
            // InternalBanneret.g:5643:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getSheetPlacementRule());
            					}
            				

            					newCompositeNode(grammarAccess.getSheetPlacementAccess().getMapHexMapCrossReference_1_0());
            				
            pushFollow(FOLLOW_108);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:5657:3: (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )?
            int alt90=2;
            int LA90_0 = input.LA(1);

            if ( (LA90_0==112) ) {
                alt90=1;
            }
            switch (alt90) {
                case 1 :
                    // InternalBanneret.g:5658:4: otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) )
                    {
                    otherlv_2=(Token)match(input,112,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getSheetPlacementAccess().getAsKeyword_2_0());
                    			
                    // InternalBanneret.g:5662:4: ( (lv_id_3_0= RULE_ID ) )
                    // InternalBanneret.g:5663:5: (lv_id_3_0= RULE_ID )
                    {
                    // InternalBanneret.g:5663:5: (lv_id_3_0= RULE_ID )
                    // InternalBanneret.g:5664:6: lv_id_3_0= RULE_ID
                    {
                    lv_id_3_0=(Token)match(input,RULE_ID,FOLLOW_109); 

                    						newLeafNode(lv_id_3_0, grammarAccess.getSheetPlacementAccess().getIdIDTerminalRuleCall_2_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getSheetPlacementRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"id",
                    							lv_id_3_0,
                    							"org.eclipse.xtext.common.Terminals.ID");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:5681:3: (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )?
            int alt91=2;
            int LA91_0 = input.LA(1);

            if ( (LA91_0==113) ) {
                alt91=1;
            }
            switch (alt91) {
                case 1 :
                    // InternalBanneret.g:5682:4: otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) )
                    {
                    otherlv_4=(Token)match(input,113,FOLLOW_27); 

                    				newLeafNode(otherlv_4, grammarAccess.getSheetPlacementAccess().getOffsetKeyword_3_0());
                    			
                    // InternalBanneret.g:5686:4: ( (lv_columnOffset_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:5687:5: (lv_columnOffset_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:5687:5: (lv_columnOffset_5_0= ruleSignedInt )
                    // InternalBanneret.g:5688:6: lv_columnOffset_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getSheetPlacementAccess().getColumnOffsetSignedIntParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_110);
                    lv_columnOffset_5_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getSheetPlacementRule());
                    						}
                    						set(
                    							current,
                    							"columnOffset",
                    							lv_columnOffset_5_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    otherlv_6=(Token)match(input,32,FOLLOW_27); 

                    				newLeafNode(otherlv_6, grammarAccess.getSheetPlacementAccess().getCommaKeyword_3_2());
                    			
                    // InternalBanneret.g:5709:4: ( (lv_rowOffset_7_0= ruleSignedInt ) )
                    // InternalBanneret.g:5710:5: (lv_rowOffset_7_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:5710:5: (lv_rowOffset_7_0= ruleSignedInt )
                    // InternalBanneret.g:5711:6: lv_rowOffset_7_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getSheetPlacementAccess().getRowOffsetSignedIntParserRuleCall_3_3_0());
                    					
                    pushFollow(FOLLOW_111);
                    lv_rowOffset_7_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getSheetPlacementRule());
                    						}
                    						set(
                    							current,
                    							"rowOffset",
                    							lv_rowOffset_7_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:5729:3: (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )?
            int alt92=2;
            int LA92_0 = input.LA(1);

            if ( (LA92_0==114) ) {
                alt92=1;
            }
            switch (alt92) {
                case 1 :
                    // InternalBanneret.g:5730:4: otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) )
                    {
                    otherlv_8=(Token)match(input,114,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getSheetPlacementAccess().getRotatedKeyword_4_0());
                    			
                    // InternalBanneret.g:5734:4: ( (lv_rotation_9_0= RULE_INT ) )
                    // InternalBanneret.g:5735:5: (lv_rotation_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:5735:5: (lv_rotation_9_0= RULE_INT )
                    // InternalBanneret.g:5736:6: lv_rotation_9_0= RULE_INT
                    {
                    lv_rotation_9_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_rotation_9_0, grammarAccess.getSheetPlacementAccess().getRotationINTTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getSheetPlacementRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"rotation",
                    							lv_rotation_9_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSheetPlacement"


    // $ANTLR start "entryRuleVariantSetting"
    // InternalBanneret.g:5757:1: entryRuleVariantSetting returns [EObject current=null] : iv_ruleVariantSetting= ruleVariantSetting EOF ;
    public final EObject entryRuleVariantSetting() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantSetting = null;


        try {
            // InternalBanneret.g:5757:55: (iv_ruleVariantSetting= ruleVariantSetting EOF )
            // InternalBanneret.g:5758:2: iv_ruleVariantSetting= ruleVariantSetting EOF
            {
             newCompositeNode(grammarAccess.getVariantSettingRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleVariantSetting=ruleVariantSetting();

            state._fsp--;

             current =iv_ruleVariantSetting; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleVariantSetting"


    // $ANTLR start "ruleVariantSetting"
    // InternalBanneret.g:5764:1: ruleVariantSetting returns [EObject current=null] : (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) ) ;
    public final EObject ruleVariantSetting() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        AntlrDatatypeRuleToken lv_value_3_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5770:2: ( (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) ) )
            // InternalBanneret.g:5771:2: (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) )
            {
            // InternalBanneret.g:5771:2: (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) )
            // InternalBanneret.g:5772:3: otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) )
            {
            otherlv_0=(Token)match(input,27,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getVariantSettingAccess().getVariantKeyword_0());
            		
            // InternalBanneret.g:5776:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:5777:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:5777:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:5778:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getVariantSettingRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_112); 

            					newLeafNode(otherlv_1, grammarAccess.getVariantSettingAccess().getVariantVariantDefinitionCrossReference_1_0());
            				

            }


            }

            otherlv_2=(Token)match(input,102,FOLLOW_68); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantSettingAccess().getEqualsSignKeyword_2());
            		
            // InternalBanneret.g:5793:3: ( (lv_value_3_0= ruleValue ) )
            // InternalBanneret.g:5794:4: (lv_value_3_0= ruleValue )
            {
            // InternalBanneret.g:5794:4: (lv_value_3_0= ruleValue )
            // InternalBanneret.g:5795:5: lv_value_3_0= ruleValue
            {

            					newCompositeNode(grammarAccess.getVariantSettingAccess().getValueValueParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_2);
            lv_value_3_0=ruleValue();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getVariantSettingRule());
            					}
            					set(
            						current,
            						"value",
            						lv_value_3_0,
            						"org.banneret.dsl.Banneret.Value");
            					afterParserOrEnumRuleCall();
            				

            }


            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleVariantSetting"


    // $ANTLR start "entryRuleSide"
    // InternalBanneret.g:5816:1: entryRuleSide returns [EObject current=null] : iv_ruleSide= ruleSide EOF ;
    public final EObject entryRuleSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSide = null;


        try {
            // InternalBanneret.g:5816:45: (iv_ruleSide= ruleSide EOF )
            // InternalBanneret.g:5817:2: iv_ruleSide= ruleSide EOF
            {
             newCompositeNode(grammarAccess.getSideRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleSide=ruleSide();

            state._fsp--;

             current =iv_ruleSide; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSide"


    // $ANTLR start "ruleSide"
    // InternalBanneret.g:5823:1: ruleSide returns [EObject current=null] : (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' ) ;
    public final EObject ruleSide() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token lv_description_5_0=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token lv_color_11_0=null;
        Token lv_initiative_12_0=null;
        Token otherlv_13=null;
        Token otherlv_14=null;
        Token lv_setupOrder_15_0=null;
        Token otherlv_16=null;
        Token lv_role_17_0=null;
        Token otherlv_18=null;
        Token otherlv_20=null;
        Token lv_banners_21_0=null;
        Token otherlv_22=null;
        Token otherlv_23=null;
        Token otherlv_26=null;
        Token otherlv_28=null;
        AntlrDatatypeRuleToken lv_morale_19_0 = null;

        EObject lv_automaticVictory_24_0 = null;

        EObject lv_victoryPoints_25_0 = null;

        EObject lv_elements_27_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5829:2: ( (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' ) )
            // InternalBanneret.g:5830:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' )
            {
            // InternalBanneret.g:5830:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' )
            // InternalBanneret.g:5831:3: otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}'
            {
            otherlv_0=(Token)match(input,53,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSideAccess().getSideKeyword_0());
            		
            // InternalBanneret.g:5835:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:5836:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:5836:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:5837:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_5); 

            					newLeafNode(lv_name_1_0, grammarAccess.getSideAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getSideRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:5853:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt93=2;
            int LA93_0 = input.LA(1);

            if ( (LA93_0==RULE_STRING) ) {
                alt93=1;
            }
            switch (alt93) {
                case 1 :
                    // InternalBanneret.g:5854:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5854:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:5855:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_6); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getSideAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getSideRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            otherlv_3=(Token)match(input,13,FOLLOW_113); 

            			newLeafNode(otherlv_3, grammarAccess.getSideAccess().getLeftCurlyBracketKeyword_3());
            		
            // InternalBanneret.g:5875:3: ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )*
            loop96:
            do {
                int alt96=11;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt96=1;
                    }
                    break;
                case 16:
                    {
                    alt96=2;
                    }
                    break;
                case 30:
                    {
                    alt96=3;
                    }
                    break;
                case 115:
                    {
                    alt96=4;
                    }
                    break;
                case 116:
                    {
                    alt96=5;
                    }
                    break;
                case 104:
                    {
                    alt96=6;
                    }
                    break;
                case 118:
                    {
                    alt96=7;
                    }
                    break;
                case 119:
                    {
                    alt96=8;
                    }
                    break;
                case 120:
                    {
                    alt96=9;
                    }
                    break;
                case RULE_ID:
                case RULE_INT:
                case 24:
                case 121:
                    {
                    alt96=10;
                    }
                    break;

                }

                switch (alt96) {
            	case 1 :
            	    // InternalBanneret.g:5876:4: (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5876:4: (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5877:5: otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) )
            	    {
            	    otherlv_4=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_4, grammarAccess.getSideAccess().getDescriptionKeyword_4_0_0());
            	    				
            	    // InternalBanneret.g:5881:5: ( (lv_description_5_0= RULE_STRING ) )
            	    // InternalBanneret.g:5882:6: (lv_description_5_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5882:6: (lv_description_5_0= RULE_STRING )
            	    // InternalBanneret.g:5883:7: lv_description_5_0= RULE_STRING
            	    {
            	    lv_description_5_0=(Token)match(input,RULE_STRING,FOLLOW_113); 

            	    							newLeafNode(lv_description_5_0, grammarAccess.getSideAccess().getDescriptionSTRINGTerminalRuleCall_4_0_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"description",
            	    								lv_description_5_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:5901:4: (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:5901:4: (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )
            	    // InternalBanneret.g:5902:5: otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
            	    {
            	    otherlv_6=(Token)match(input,16,FOLLOW_4); 

            	    					newLeafNode(otherlv_6, grammarAccess.getSideAccess().getNationalityKeyword_4_1_0());
            	    				
            	    // InternalBanneret.g:5906:5: ( (otherlv_7= RULE_ID ) )
            	    // InternalBanneret.g:5907:6: (otherlv_7= RULE_ID )
            	    {
            	    // InternalBanneret.g:5907:6: (otherlv_7= RULE_ID )
            	    // InternalBanneret.g:5908:7: otherlv_7= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    						
            	    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_114); 

            	    							newLeafNode(otherlv_7, grammarAccess.getSideAccess().getNationalitiesNationalityCrossReference_4_1_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:5919:5: (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
            	    loop94:
            	    do {
            	        int alt94=2;
            	        int LA94_0 = input.LA(1);

            	        if ( (LA94_0==32) ) {
            	            alt94=1;
            	        }


            	        switch (alt94) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5920:6: otherlv_8= ',' ( (otherlv_9= RULE_ID ) )
            	    	    {
            	    	    otherlv_8=(Token)match(input,32,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_8, grammarAccess.getSideAccess().getCommaKeyword_4_1_2_0());
            	    	    					
            	    	    // InternalBanneret.g:5924:6: ( (otherlv_9= RULE_ID ) )
            	    	    // InternalBanneret.g:5925:7: (otherlv_9= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:5925:7: (otherlv_9= RULE_ID )
            	    	    // InternalBanneret.g:5926:8: otherlv_9= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getSideRule());
            	    	    								}
            	    	    							
            	    	    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_114); 

            	    	    								newLeafNode(otherlv_9, grammarAccess.getSideAccess().getNationalitiesNationalityCrossReference_4_1_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop94;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:5940:4: (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5940:4: (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5941:5: otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) )
            	    {
            	    otherlv_10=(Token)match(input,30,FOLLOW_8); 

            	    					newLeafNode(otherlv_10, grammarAccess.getSideAccess().getColorKeyword_4_2_0());
            	    				
            	    // InternalBanneret.g:5945:5: ( (lv_color_11_0= RULE_STRING ) )
            	    // InternalBanneret.g:5946:6: (lv_color_11_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5946:6: (lv_color_11_0= RULE_STRING )
            	    // InternalBanneret.g:5947:7: lv_color_11_0= RULE_STRING
            	    {
            	    lv_color_11_0=(Token)match(input,RULE_STRING,FOLLOW_113); 

            	    							newLeafNode(lv_color_11_0, grammarAccess.getSideAccess().getColorSTRINGTerminalRuleCall_4_2_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"color",
            	    								lv_color_11_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:5965:4: ( (lv_initiative_12_0= 'initiative' ) )
            	    {
            	    // InternalBanneret.g:5965:4: ( (lv_initiative_12_0= 'initiative' ) )
            	    // InternalBanneret.g:5966:5: (lv_initiative_12_0= 'initiative' )
            	    {
            	    // InternalBanneret.g:5966:5: (lv_initiative_12_0= 'initiative' )
            	    // InternalBanneret.g:5967:6: lv_initiative_12_0= 'initiative'
            	    {
            	    lv_initiative_12_0=(Token)match(input,115,FOLLOW_113); 

            	    						newLeafNode(lv_initiative_12_0, grammarAccess.getSideAccess().getInitiativeInitiativeKeyword_4_3_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getSideRule());
            	    						}
            	    						setWithLastConsumed(current, "initiative", lv_initiative_12_0 != null, "initiative");
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:5980:4: (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5980:4: (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5981:5: otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) )
            	    {
            	    otherlv_13=(Token)match(input,116,FOLLOW_115); 

            	    					newLeafNode(otherlv_13, grammarAccess.getSideAccess().getSetupKeyword_4_4_0());
            	    				
            	    otherlv_14=(Token)match(input,117,FOLLOW_10); 

            	    					newLeafNode(otherlv_14, grammarAccess.getSideAccess().getOrderKeyword_4_4_1());
            	    				
            	    // InternalBanneret.g:5989:5: ( (lv_setupOrder_15_0= RULE_INT ) )
            	    // InternalBanneret.g:5990:6: (lv_setupOrder_15_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5990:6: (lv_setupOrder_15_0= RULE_INT )
            	    // InternalBanneret.g:5991:7: lv_setupOrder_15_0= RULE_INT
            	    {
            	    lv_setupOrder_15_0=(Token)match(input,RULE_INT,FOLLOW_113); 

            	    							newLeafNode(lv_setupOrder_15_0, grammarAccess.getSideAccess().getSetupOrderINTTerminalRuleCall_4_4_2_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"setupOrder",
            	    								lv_setupOrder_15_0,
            	    								"org.eclipse.xtext.common.Terminals.INT");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:6009:4: (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:6009:4: (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:6010:5: otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) )
            	    {
            	    otherlv_16=(Token)match(input,104,FOLLOW_8); 

            	    					newLeafNode(otherlv_16, grammarAccess.getSideAccess().getRoleKeyword_4_5_0());
            	    				
            	    // InternalBanneret.g:6014:5: ( (lv_role_17_0= RULE_STRING ) )
            	    // InternalBanneret.g:6015:6: (lv_role_17_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:6015:6: (lv_role_17_0= RULE_STRING )
            	    // InternalBanneret.g:6016:7: lv_role_17_0= RULE_STRING
            	    {
            	    lv_role_17_0=(Token)match(input,RULE_STRING,FOLLOW_113); 

            	    							newLeafNode(lv_role_17_0, grammarAccess.getSideAccess().getRoleSTRINGTerminalRuleCall_4_5_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"role",
            	    								lv_role_17_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:6034:4: (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) )
            	    {
            	    // InternalBanneret.g:6034:4: (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) )
            	    // InternalBanneret.g:6035:5: otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) )
            	    {
            	    otherlv_18=(Token)match(input,118,FOLLOW_27); 

            	    					newLeafNode(otherlv_18, grammarAccess.getSideAccess().getMoraleKeyword_4_6_0());
            	    				
            	    // InternalBanneret.g:6039:5: ( (lv_morale_19_0= ruleSignedInt ) )
            	    // InternalBanneret.g:6040:6: (lv_morale_19_0= ruleSignedInt )
            	    {
            	    // InternalBanneret.g:6040:6: (lv_morale_19_0= ruleSignedInt )
            	    // InternalBanneret.g:6041:7: lv_morale_19_0= ruleSignedInt
            	    {

            	    							newCompositeNode(grammarAccess.getSideAccess().getMoraleSignedIntParserRuleCall_4_6_1_0());
            	    						
            	    pushFollow(FOLLOW_113);
            	    lv_morale_19_0=ruleSignedInt();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getSideRule());
            	    							}
            	    							set(
            	    								current,
            	    								"morale",
            	    								lv_morale_19_0,
            	    								"org.banneret.dsl.Banneret.SignedInt");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:6060:4: (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:6060:4: (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) )
            	    // InternalBanneret.g:6061:5: otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) )
            	    {
            	    otherlv_20=(Token)match(input,119,FOLLOW_10); 

            	    					newLeafNode(otherlv_20, grammarAccess.getSideAccess().getBannersKeyword_4_7_0());
            	    				
            	    // InternalBanneret.g:6065:5: ( (lv_banners_21_0= RULE_INT ) )
            	    // InternalBanneret.g:6066:6: (lv_banners_21_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:6066:6: (lv_banners_21_0= RULE_INT )
            	    // InternalBanneret.g:6067:7: lv_banners_21_0= RULE_INT
            	    {
            	    lv_banners_21_0=(Token)match(input,RULE_INT,FOLLOW_113); 

            	    							newLeafNode(lv_banners_21_0, grammarAccess.getSideAccess().getBannersINTTerminalRuleCall_4_7_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"banners",
            	    								lv_banners_21_0,
            	    								"org.eclipse.xtext.common.Terminals.INT");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:6085:4: (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' )
            	    {
            	    // InternalBanneret.g:6085:4: (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' )
            	    // InternalBanneret.g:6086:5: otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}'
            	    {
            	    otherlv_22=(Token)match(input,120,FOLLOW_6); 

            	    					newLeafNode(otherlv_22, grammarAccess.getSideAccess().getVictoryKeyword_4_8_0());
            	    				
            	    otherlv_23=(Token)match(input,13,FOLLOW_116); 

            	    					newLeafNode(otherlv_23, grammarAccess.getSideAccess().getLeftCurlyBracketKeyword_4_8_1());
            	    				
            	    // InternalBanneret.g:6094:5: ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )*
            	    loop95:
            	    do {
            	        int alt95=3;
            	        int LA95_0 = input.LA(1);

            	        if ( (LA95_0==138) ) {
            	            alt95=1;
            	        }
            	        else if ( (LA95_0==RULE_INT||(LA95_0>=161 && LA95_0<=162)) ) {
            	            alt95=2;
            	        }


            	        switch (alt95) {
            	    	case 1 :
            	    	    // InternalBanneret.g:6095:6: ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) )
            	    	    {
            	    	    // InternalBanneret.g:6095:6: ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) )
            	    	    // InternalBanneret.g:6096:7: (lv_automaticVictory_24_0= ruleAutomaticCondition )
            	    	    {
            	    	    // InternalBanneret.g:6096:7: (lv_automaticVictory_24_0= ruleAutomaticCondition )
            	    	    // InternalBanneret.g:6097:8: lv_automaticVictory_24_0= ruleAutomaticCondition
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getSideAccess().getAutomaticVictoryAutomaticConditionParserRuleCall_4_8_2_0_0());
            	    	    							
            	    	    pushFollow(FOLLOW_116);
            	    	    lv_automaticVictory_24_0=ruleAutomaticCondition();

            	    	    state._fsp--;


            	    	    								if (current==null) {
            	    	    									current = createModelElementForParent(grammarAccess.getSideRule());
            	    	    								}
            	    	    								add(
            	    	    									current,
            	    	    									"automaticVictory",
            	    	    									lv_automaticVictory_24_0,
            	    	    									"org.banneret.dsl.Banneret.AutomaticCondition");
            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;
            	    	case 2 :
            	    	    // InternalBanneret.g:6115:6: ( (lv_victoryPoints_25_0= ruleVictoryPoints ) )
            	    	    {
            	    	    // InternalBanneret.g:6115:6: ( (lv_victoryPoints_25_0= ruleVictoryPoints ) )
            	    	    // InternalBanneret.g:6116:7: (lv_victoryPoints_25_0= ruleVictoryPoints )
            	    	    {
            	    	    // InternalBanneret.g:6116:7: (lv_victoryPoints_25_0= ruleVictoryPoints )
            	    	    // InternalBanneret.g:6117:8: lv_victoryPoints_25_0= ruleVictoryPoints
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getSideAccess().getVictoryPointsVictoryPointsParserRuleCall_4_8_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_116);
            	    	    lv_victoryPoints_25_0=ruleVictoryPoints();

            	    	    state._fsp--;


            	    	    								if (current==null) {
            	    	    									current = createModelElementForParent(grammarAccess.getSideRule());
            	    	    								}
            	    	    								add(
            	    	    									current,
            	    	    									"victoryPoints",
            	    	    									lv_victoryPoints_25_0,
            	    	    									"org.banneret.dsl.Banneret.VictoryPoints");
            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop95;
            	        }
            	    } while (true);

            	    otherlv_26=(Token)match(input,29,FOLLOW_113); 

            	    					newLeafNode(otherlv_26, grammarAccess.getSideAccess().getRightCurlyBracketKeyword_4_8_3());
            	    				

            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:6141:4: ( (lv_elements_27_0= ruleForceElement ) )
            	    {
            	    // InternalBanneret.g:6141:4: ( (lv_elements_27_0= ruleForceElement ) )
            	    // InternalBanneret.g:6142:5: (lv_elements_27_0= ruleForceElement )
            	    {
            	    // InternalBanneret.g:6142:5: (lv_elements_27_0= ruleForceElement )
            	    // InternalBanneret.g:6143:6: lv_elements_27_0= ruleForceElement
            	    {

            	    						newCompositeNode(grammarAccess.getSideAccess().getElementsForceElementParserRuleCall_4_9_0());
            	    					
            	    pushFollow(FOLLOW_113);
            	    lv_elements_27_0=ruleForceElement();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getSideRule());
            	    						}
            	    						add(
            	    							current,
            	    							"elements",
            	    							lv_elements_27_0,
            	    							"org.banneret.dsl.Banneret.ForceElement");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop96;
                }
            } while (true);

            otherlv_28=(Token)match(input,29,FOLLOW_2); 

            			newLeafNode(otherlv_28, grammarAccess.getSideAccess().getRightCurlyBracketKeyword_5());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSide"


    // $ANTLR start "entryRuleForceElement"
    // InternalBanneret.g:6169:1: entryRuleForceElement returns [EObject current=null] : iv_ruleForceElement= ruleForceElement EOF ;
    public final EObject entryRuleForceElement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleForceElement = null;


        try {
            // InternalBanneret.g:6169:53: (iv_ruleForceElement= ruleForceElement EOF )
            // InternalBanneret.g:6170:2: iv_ruleForceElement= ruleForceElement EOF
            {
             newCompositeNode(grammarAccess.getForceElementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleForceElement=ruleForceElement();

            state._fsp--;

             current =iv_ruleForceElement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleForceElement"


    // $ANTLR start "ruleForceElement"
    // InternalBanneret.g:6176:1: ruleForceElement returns [EObject current=null] : (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit ) ;
    public final EObject ruleForceElement() throws RecognitionException {
        EObject current = null;

        EObject this_Formation_0 = null;

        EObject this_Unit_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6182:2: ( (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit ) )
            // InternalBanneret.g:6183:2: (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit )
            {
            // InternalBanneret.g:6183:2: (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit )
            int alt97=2;
            int LA97_0 = input.LA(1);

            if ( (LA97_0==121) ) {
                alt97=1;
            }
            else if ( ((LA97_0>=RULE_ID && LA97_0<=RULE_INT)||LA97_0==24) ) {
                alt97=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 97, 0, input);

                throw nvae;
            }
            switch (alt97) {
                case 1 :
                    // InternalBanneret.g:6184:3: this_Formation_0= ruleFormation
                    {

                    			newCompositeNode(grammarAccess.getForceElementAccess().getFormationParserRuleCall_0());
                    		
                    pushFollow(FOLLOW_2);
                    this_Formation_0=ruleFormation();

                    state._fsp--;


                    			current = this_Formation_0;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:6193:3: this_Unit_1= ruleUnit
                    {

                    			newCompositeNode(grammarAccess.getForceElementAccess().getUnitParserRuleCall_1());
                    		
                    pushFollow(FOLLOW_2);
                    this_Unit_1=ruleUnit();

                    state._fsp--;


                    			current = this_Unit_1;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleForceElement"


    // $ANTLR start "entryRuleFormation"
    // InternalBanneret.g:6205:1: entryRuleFormation returns [EObject current=null] : iv_ruleFormation= ruleFormation EOF ;
    public final EObject entryRuleFormation() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFormation = null;


        try {
            // InternalBanneret.g:6205:50: (iv_ruleFormation= ruleFormation EOF )
            // InternalBanneret.g:6206:2: iv_ruleFormation= ruleFormation EOF
            {
             newCompositeNode(grammarAccess.getFormationRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleFormation=ruleFormation();

            state._fsp--;

             current =iv_ruleFormation; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleFormation"


    // $ANTLR start "ruleFormation"
    // InternalBanneret.g:6212:1: ruleFormation returns [EObject current=null] : (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) ) )? (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )? (otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) ) )? otherlv_12= '{' ( (lv_elements_13_0= ruleForceElement ) )* otherlv_14= '}' ) ;
    public final EObject ruleFormation() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token otherlv_14=null;
        AntlrDatatypeRuleToken lv_kind_4_0 = null;

        AntlrDatatypeRuleToken lv_hexes_6_0 = null;

        AntlrDatatypeRuleToken lv_hexes_8_0 = null;

        EObject lv_elements_13_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6218:2: ( (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) ) )? (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )? (otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) ) )? otherlv_12= '{' ( (lv_elements_13_0= ruleForceElement ) )* otherlv_14= '}' ) )
            // InternalBanneret.g:6219:2: (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) ) )? (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )? (otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) ) )? otherlv_12= '{' ( (lv_elements_13_0= ruleForceElement ) )* otherlv_14= '}' )
            {
            // InternalBanneret.g:6219:2: (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) ) )? (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )? (otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) ) )? otherlv_12= '{' ( (lv_elements_13_0= ruleForceElement ) )* otherlv_14= '}' )
            // InternalBanneret.g:6220:3: otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) ) )? (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )? (otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) ) )? otherlv_12= '{' ( (lv_elements_13_0= ruleForceElement ) )* otherlv_14= '}'
            {
            otherlv_0=(Token)match(input,121,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getFormationAccess().getFormationKeyword_0());
            		
            // InternalBanneret.g:6224:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:6225:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:6225:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:6226:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_117); 

            					newLeafNode(lv_name_1_0, grammarAccess.getFormationAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getFormationRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:6242:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt98=2;
            int LA98_0 = input.LA(1);

            if ( (LA98_0==RULE_STRING) ) {
                alt98=1;
            }
            switch (alt98) {
                case 1 :
                    // InternalBanneret.g:6243:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:6243:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:6244:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_118); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getFormationAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getFormationRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:6260:3: (otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) ) )?
            int alt99=2;
            int LA99_0 = input.LA(1);

            if ( (LA99_0==112) ) {
                alt99=1;
            }
            switch (alt99) {
                case 1 :
                    // InternalBanneret.g:6261:4: otherlv_3= 'as' ( (lv_kind_4_0= ruleWord ) )
                    {
                    otherlv_3=(Token)match(input,112,FOLLOW_11); 

                    				newLeafNode(otherlv_3, grammarAccess.getFormationAccess().getAsKeyword_3_0());
                    			
                    // InternalBanneret.g:6265:4: ( (lv_kind_4_0= ruleWord ) )
                    // InternalBanneret.g:6266:5: (lv_kind_4_0= ruleWord )
                    {
                    // InternalBanneret.g:6266:5: (lv_kind_4_0= ruleWord )
                    // InternalBanneret.g:6267:6: lv_kind_4_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getFormationAccess().getKindWordParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_119);
                    lv_kind_4_0=ruleWord();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getFormationRule());
                    						}
                    						set(
                    							current,
                    							"kind",
                    							lv_kind_4_0,
                    							"org.banneret.dsl.Banneret.Word");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:6285:3: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )?
            int alt101=2;
            int LA101_0 = input.LA(1);

            if ( (LA101_0==101) ) {
                alt101=1;
            }
            switch (alt101) {
                case 1 :
                    // InternalBanneret.g:6286:4: otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
                    {
                    otherlv_5=(Token)match(input,101,FOLLOW_85); 

                    				newLeafNode(otherlv_5, grammarAccess.getFormationAccess().getAtKeyword_4_0());
                    			
                    // InternalBanneret.g:6290:4: ( (lv_hexes_6_0= ruleHexLabel ) )
                    // InternalBanneret.g:6291:5: (lv_hexes_6_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:6291:5: (lv_hexes_6_0= ruleHexLabel )
                    // InternalBanneret.g:6292:6: lv_hexes_6_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getFormationAccess().getHexesHexLabelParserRuleCall_4_1_0());
                    					
                    pushFollow(FOLLOW_120);
                    lv_hexes_6_0=ruleHexLabel();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getFormationRule());
                    						}
                    						add(
                    							current,
                    							"hexes",
                    							lv_hexes_6_0,
                    							"org.banneret.dsl.Banneret.HexLabel");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:6309:4: (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
                    loop100:
                    do {
                        int alt100=2;
                        int LA100_0 = input.LA(1);

                        if ( (LA100_0==32) ) {
                            alt100=1;
                        }


                        switch (alt100) {
                    	case 1 :
                    	    // InternalBanneret.g:6310:5: otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_7=(Token)match(input,32,FOLLOW_85); 

                    	    					newLeafNode(otherlv_7, grammarAccess.getFormationAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:6314:5: ( (lv_hexes_8_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:6315:6: (lv_hexes_8_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:6315:6: (lv_hexes_8_0= ruleHexLabel )
                    	    // InternalBanneret.g:6316:7: lv_hexes_8_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getFormationAccess().getHexesHexLabelParserRuleCall_4_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_120);
                    	    lv_hexes_8_0=ruleHexLabel();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getFormationRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"hexes",
                    	    								lv_hexes_8_0,
                    	    								"org.banneret.dsl.Banneret.HexLabel");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop100;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:6335:3: (otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) ) )?
            int alt102=2;
            int LA102_0 = input.LA(1);

            if ( (LA102_0==122) ) {
                alt102=1;
            }
            switch (alt102) {
                case 1 :
                    // InternalBanneret.g:6336:4: otherlv_9= 'commanded' otherlv_10= 'by' ( (otherlv_11= RULE_ID ) )
                    {
                    otherlv_9=(Token)match(input,122,FOLLOW_121); 

                    				newLeafNode(otherlv_9, grammarAccess.getFormationAccess().getCommandedKeyword_5_0());
                    			
                    otherlv_10=(Token)match(input,123,FOLLOW_4); 

                    				newLeafNode(otherlv_10, grammarAccess.getFormationAccess().getByKeyword_5_1());
                    			
                    // InternalBanneret.g:6344:4: ( (otherlv_11= RULE_ID ) )
                    // InternalBanneret.g:6345:5: (otherlv_11= RULE_ID )
                    {
                    // InternalBanneret.g:6345:5: (otherlv_11= RULE_ID )
                    // InternalBanneret.g:6346:6: otherlv_11= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFormationRule());
                    						}
                    					
                    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_6); 

                    						newLeafNode(otherlv_11, grammarAccess.getFormationAccess().getCommanderUnitCrossReference_5_2_0());
                    					

                    }


                    }


                    }
                    break;

            }

            otherlv_12=(Token)match(input,13,FOLLOW_113); 

            			newLeafNode(otherlv_12, grammarAccess.getFormationAccess().getLeftCurlyBracketKeyword_6());
            		
            // InternalBanneret.g:6362:3: ( (lv_elements_13_0= ruleForceElement ) )*
            loop103:
            do {
                int alt103=2;
                int LA103_0 = input.LA(1);

                if ( ((LA103_0>=RULE_ID && LA103_0<=RULE_INT)||LA103_0==24||LA103_0==121) ) {
                    alt103=1;
                }


                switch (alt103) {
            	case 1 :
            	    // InternalBanneret.g:6363:4: (lv_elements_13_0= ruleForceElement )
            	    {
            	    // InternalBanneret.g:6363:4: (lv_elements_13_0= ruleForceElement )
            	    // InternalBanneret.g:6364:5: lv_elements_13_0= ruleForceElement
            	    {

            	    					newCompositeNode(grammarAccess.getFormationAccess().getElementsForceElementParserRuleCall_7_0());
            	    				
            	    pushFollow(FOLLOW_113);
            	    lv_elements_13_0=ruleForceElement();

            	    state._fsp--;


            	    					if (current==null) {
            	    						current = createModelElementForParent(grammarAccess.getFormationRule());
            	    					}
            	    					add(
            	    						current,
            	    						"elements",
            	    						lv_elements_13_0,
            	    						"org.banneret.dsl.Banneret.ForceElement");
            	    					afterParserOrEnumRuleCall();
            	    				

            	    }


            	    }
            	    break;

            	default :
            	    break loop103;
                }
            } while (true);

            otherlv_14=(Token)match(input,29,FOLLOW_2); 

            			newLeafNode(otherlv_14, grammarAccess.getFormationAccess().getRightCurlyBracketKeyword_8());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFormation"


    // $ANTLR start "entryRuleUnit"
    // InternalBanneret.g:6389:1: entryRuleUnit returns [EObject current=null] : iv_ruleUnit= ruleUnit EOF ;
    public final EObject entryRuleUnit() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnit = null;


        try {
            // InternalBanneret.g:6389:45: (iv_ruleUnit= ruleUnit EOF )
            // InternalBanneret.g:6390:2: iv_ruleUnit= ruleUnit EOF
            {
             newCompositeNode(grammarAccess.getUnitRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleUnit=ruleUnit();

            state._fsp--;

             current =iv_ruleUnit; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleUnit"


    // $ANTLR start "ruleUnit"
    // InternalBanneret.g:6396:1: ruleUnit returns [EObject current=null] : ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) ) | (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) ) | (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) ) )* ( (lv_placement_42_0= rulePlacement ) )? (otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}' )? ) ;
    public final EObject ruleUnit() throws RecognitionException {
        EObject current = null;

        Token lv_count_0_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token lv_armour_4_0=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token lv_name_7_0=null;
        Token lv_title_8_0=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token lv_name_11_0=null;
        Token lv_title_12_0=null;
        Token otherlv_13=null;
        Token otherlv_15=null;
        Token otherlv_16=null;
        Token lv_banner_17_0=null;
        Token otherlv_18=null;
        Token otherlv_19=null;
        Token otherlv_20=null;
        Token lv_strength_21_0=null;
        Token lv_flipped_23_0=null;
        Token otherlv_24=null;
        Token otherlv_26=null;
        Token otherlv_28=null;
        Token otherlv_30=null;
        Token otherlv_32=null;
        Token otherlv_33=null;
        Token otherlv_34=null;
        Token otherlv_35=null;
        Token otherlv_36=null;
        Token otherlv_37=null;
        Token otherlv_38=null;
        Token otherlv_40=null;
        Token lv_description_41_0=null;
        Token otherlv_43=null;
        Token otherlv_45=null;
        AntlrDatatypeRuleToken lv_fatigue_14_0 = null;

        Enumerator lv_state_22_0 = null;

        AntlrDatatypeRuleToken lv_traits_25_0 = null;

        AntlrDatatypeRuleToken lv_traits_27_0 = null;

        EObject lv_markers_29_0 = null;

        EObject lv_overrides_31_0 = null;

        AntlrDatatypeRuleToken lv_task_39_0 = null;

        EObject lv_placement_42_0 = null;

        EObject lv_elements_44_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6402:2: ( ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) ) | (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) ) | (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) ) )* ( (lv_placement_42_0= rulePlacement ) )? (otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}' )? ) )
            // InternalBanneret.g:6403:2: ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) ) | (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) ) | (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) ) )* ( (lv_placement_42_0= rulePlacement ) )? (otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}' )? )
            {
            // InternalBanneret.g:6403:2: ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) ) | (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) ) | (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) ) )* ( (lv_placement_42_0= rulePlacement ) )? (otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}' )? )
            // InternalBanneret.g:6404:3: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) ) | (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) ) | (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) ) )* ( (lv_placement_42_0= rulePlacement ) )? (otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}' )?
            {
            // InternalBanneret.g:6404:3: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) )
            int alt108=3;
            switch ( input.LA(1) ) {
            case RULE_INT:
                {
                alt108=1;
                }
                break;
            case RULE_ID:
                {
                alt108=2;
                }
                break;
            case 24:
                {
                alt108=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 108, 0, input);

                throw nvae;
            }

            switch (alt108) {
                case 1 :
                    // InternalBanneret.g:6405:4: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? )
                    {
                    // InternalBanneret.g:6405:4: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? )
                    // InternalBanneret.g:6406:5: ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
                    {
                    // InternalBanneret.g:6406:5: ( (lv_count_0_0= RULE_INT ) )
                    // InternalBanneret.g:6407:6: (lv_count_0_0= RULE_INT )
                    {
                    // InternalBanneret.g:6407:6: (lv_count_0_0= RULE_INT )
                    // InternalBanneret.g:6408:7: lv_count_0_0= RULE_INT
                    {
                    lv_count_0_0=(Token)match(input,RULE_INT,FOLLOW_61); 

                    							newLeafNode(lv_count_0_0, grammarAccess.getUnitAccess().getCountINTTerminalRuleCall_0_0_0_0());
                    						

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    							setWithLastConsumed(
                    								current,
                    								"count",
                    								lv_count_0_0,
                    								"org.eclipse.xtext.common.Terminals.INT");
                    						

                    }


                    }

                    otherlv_1=(Token)match(input,75,FOLLOW_4); 

                    					newLeafNode(otherlv_1, grammarAccess.getUnitAccess().getXKeyword_0_0_1());
                    				
                    // InternalBanneret.g:6428:5: ( (otherlv_2= RULE_ID ) )
                    // InternalBanneret.g:6429:6: (otherlv_2= RULE_ID )
                    {
                    // InternalBanneret.g:6429:6: (otherlv_2= RULE_ID )
                    // InternalBanneret.g:6430:7: otherlv_2= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_122); 

                    							newLeafNode(otherlv_2, grammarAccess.getUnitAccess().getTypeUnitTypeCrossReference_0_0_2_0());
                    						

                    }


                    }

                    // InternalBanneret.g:6441:5: (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
                    int alt104=2;
                    int LA104_0 = input.LA(1);

                    if ( (LA104_0==76) ) {
                        alt104=1;
                    }
                    switch (alt104) {
                        case 1 :
                            // InternalBanneret.g:6442:6: otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']'
                            {
                            otherlv_3=(Token)match(input,76,FOLLOW_10); 

                            						newLeafNode(otherlv_3, grammarAccess.getUnitAccess().getLeftSquareBracketKeyword_0_0_3_0());
                            					
                            // InternalBanneret.g:6446:6: ( (lv_armour_4_0= RULE_INT ) )
                            // InternalBanneret.g:6447:7: (lv_armour_4_0= RULE_INT )
                            {
                            // InternalBanneret.g:6447:7: (lv_armour_4_0= RULE_INT )
                            // InternalBanneret.g:6448:8: lv_armour_4_0= RULE_INT
                            {
                            lv_armour_4_0=(Token)match(input,RULE_INT,FOLLOW_63); 

                            								newLeafNode(lv_armour_4_0, grammarAccess.getUnitAccess().getArmourINTTerminalRuleCall_0_0_3_1_0());
                            							

                            								if (current==null) {
                            									current = createModelElement(grammarAccess.getUnitRule());
                            								}
                            								setWithLastConsumed(
                            									current,
                            									"armour",
                            									lv_armour_4_0,
                            									"org.eclipse.xtext.common.Terminals.INT");
                            							

                            }


                            }

                            otherlv_5=(Token)match(input,77,FOLLOW_123); 

                            						newLeafNode(otherlv_5, grammarAccess.getUnitAccess().getRightSquareBracketKeyword_0_0_3_2());
                            					

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:6471:4: ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? )
                    {
                    // InternalBanneret.g:6471:4: ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? )
                    // InternalBanneret.g:6472:5: ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )?
                    {
                    // InternalBanneret.g:6472:5: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:6473:6: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:6473:6: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:6474:7: otherlv_6= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_4); 

                    							newLeafNode(otherlv_6, grammarAccess.getUnitAccess().getTypeUnitTypeCrossReference_0_1_0_0());
                    						

                    }


                    }

                    // InternalBanneret.g:6485:5: ( (lv_name_7_0= RULE_ID ) )
                    // InternalBanneret.g:6486:6: (lv_name_7_0= RULE_ID )
                    {
                    // InternalBanneret.g:6486:6: (lv_name_7_0= RULE_ID )
                    // InternalBanneret.g:6487:7: lv_name_7_0= RULE_ID
                    {
                    lv_name_7_0=(Token)match(input,RULE_ID,FOLLOW_124); 

                    							newLeafNode(lv_name_7_0, grammarAccess.getUnitAccess().getNameIDTerminalRuleCall_0_1_1_0());
                    						

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    							setWithLastConsumed(
                    								current,
                    								"name",
                    								lv_name_7_0,
                    								"org.eclipse.xtext.common.Terminals.ID");
                    						

                    }


                    }

                    // InternalBanneret.g:6503:5: ( (lv_title_8_0= RULE_STRING ) )?
                    int alt105=2;
                    int LA105_0 = input.LA(1);

                    if ( (LA105_0==RULE_STRING) ) {
                        alt105=1;
                    }
                    switch (alt105) {
                        case 1 :
                            // InternalBanneret.g:6504:6: (lv_title_8_0= RULE_STRING )
                            {
                            // InternalBanneret.g:6504:6: (lv_title_8_0= RULE_STRING )
                            // InternalBanneret.g:6505:7: lv_title_8_0= RULE_STRING
                            {
                            lv_title_8_0=(Token)match(input,RULE_STRING,FOLLOW_123); 

                            							newLeafNode(lv_title_8_0, grammarAccess.getUnitAccess().getTitleSTRINGTerminalRuleCall_0_1_2_0());
                            						

                            							if (current==null) {
                            								current = createModelElement(grammarAccess.getUnitRule());
                            							}
                            							setWithLastConsumed(
                            								current,
                            								"title",
                            								lv_title_8_0,
                            								"org.eclipse.xtext.common.Terminals.STRING");
                            						

                            }


                            }
                            break;

                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:6523:4: (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? )
                    {
                    // InternalBanneret.g:6523:4: (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? )
                    // InternalBanneret.g:6524:5: otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )?
                    {
                    otherlv_9=(Token)match(input,24,FOLLOW_4); 

                    					newLeafNode(otherlv_9, grammarAccess.getUnitAccess().getCounterKeyword_0_2_0());
                    				
                    // InternalBanneret.g:6528:5: ( (otherlv_10= RULE_ID ) )
                    // InternalBanneret.g:6529:6: (otherlv_10= RULE_ID )
                    {
                    // InternalBanneret.g:6529:6: (otherlv_10= RULE_ID )
                    // InternalBanneret.g:6530:7: otherlv_10= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_125); 

                    							newLeafNode(otherlv_10, grammarAccess.getUnitAccess().getTemplateCounterTemplateCrossReference_0_2_1_0());
                    						

                    }


                    }

                    // InternalBanneret.g:6541:5: ( (lv_name_11_0= RULE_ID ) )?
                    int alt106=2;
                    alt106 = dfa106.predict(input);
                    switch (alt106) {
                        case 1 :
                            // InternalBanneret.g:6542:6: (lv_name_11_0= RULE_ID )
                            {
                            // InternalBanneret.g:6542:6: (lv_name_11_0= RULE_ID )
                            // InternalBanneret.g:6543:7: lv_name_11_0= RULE_ID
                            {
                            lv_name_11_0=(Token)match(input,RULE_ID,FOLLOW_124); 

                            							newLeafNode(lv_name_11_0, grammarAccess.getUnitAccess().getNameIDTerminalRuleCall_0_2_2_0());
                            						

                            							if (current==null) {
                            								current = createModelElement(grammarAccess.getUnitRule());
                            							}
                            							setWithLastConsumed(
                            								current,
                            								"name",
                            								lv_name_11_0,
                            								"org.eclipse.xtext.common.Terminals.ID");
                            						

                            }


                            }
                            break;

                    }

                    // InternalBanneret.g:6559:5: ( (lv_title_12_0= RULE_STRING ) )?
                    int alt107=2;
                    int LA107_0 = input.LA(1);

                    if ( (LA107_0==RULE_STRING) ) {
                        alt107=1;
                    }
                    switch (alt107) {
                        case 1 :
                            // InternalBanneret.g:6560:6: (lv_title_12_0= RULE_STRING )
                            {
                            // InternalBanneret.g:6560:6: (lv_title_12_0= RULE_STRING )
                            // InternalBanneret.g:6561:7: lv_title_12_0= RULE_STRING
                            {
                            lv_title_12_0=(Token)match(input,RULE_STRING,FOLLOW_123); 

                            							newLeafNode(lv_title_12_0, grammarAccess.getUnitAccess().getTitleSTRINGTerminalRuleCall_0_2_3_0());
                            						

                            							if (current==null) {
                            								current = createModelElement(grammarAccess.getUnitRule());
                            							}
                            							setWithLastConsumed(
                            								current,
                            								"title",
                            								lv_title_12_0,
                            								"org.eclipse.xtext.common.Terminals.STRING");
                            						

                            }


                            }
                            break;

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:6579:3: (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )?
            int alt109=2;
            int LA109_0 = input.LA(1);

            if ( (LA109_0==107) ) {
                alt109=1;
            }
            switch (alt109) {
                case 1 :
                    // InternalBanneret.g:6580:4: otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')'
                    {
                    otherlv_13=(Token)match(input,107,FOLLOW_4); 

                    				newLeafNode(otherlv_13, grammarAccess.getUnitAccess().getLeftParenthesisKeyword_1_0());
                    			
                    // InternalBanneret.g:6584:4: ( (lv_fatigue_14_0= ruleFatigue ) )
                    // InternalBanneret.g:6585:5: (lv_fatigue_14_0= ruleFatigue )
                    {
                    // InternalBanneret.g:6585:5: (lv_fatigue_14_0= ruleFatigue )
                    // InternalBanneret.g:6586:6: lv_fatigue_14_0= ruleFatigue
                    {

                    						newCompositeNode(grammarAccess.getUnitAccess().getFatigueFatigueParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_105);
                    lv_fatigue_14_0=ruleFatigue();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getUnitRule());
                    						}
                    						set(
                    							current,
                    							"fatigue",
                    							lv_fatigue_14_0,
                    							"org.banneret.dsl.Banneret.Fatigue");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    otherlv_15=(Token)match(input,108,FOLLOW_126); 

                    				newLeafNode(otherlv_15, grammarAccess.getUnitAccess().getRightParenthesisKeyword_1_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:6608:3: (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )?
            int alt110=2;
            int LA110_0 = input.LA(1);

            if ( (LA110_0==32) ) {
                alt110=1;
            }
            switch (alt110) {
                case 1 :
                    // InternalBanneret.g:6609:4: otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) )
                    {
                    otherlv_16=(Token)match(input,32,FOLLOW_127); 

                    				newLeafNode(otherlv_16, grammarAccess.getUnitAccess().getCommaKeyword_2_0());
                    			
                    // InternalBanneret.g:6613:4: ( (lv_banner_17_0= 'banner' ) )
                    // InternalBanneret.g:6614:5: (lv_banner_17_0= 'banner' )
                    {
                    // InternalBanneret.g:6614:5: (lv_banner_17_0= 'banner' )
                    // InternalBanneret.g:6615:6: lv_banner_17_0= 'banner'
                    {
                    lv_banner_17_0=(Token)match(input,124,FOLLOW_128); 

                    						newLeafNode(lv_banner_17_0, grammarAccess.getUnitAccess().getBannerBannerKeyword_2_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getUnitRule());
                    						}
                    						setWithLastConsumed(current, "banner", lv_banner_17_0 != null, "banner");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:6628:3: ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) ) | (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) ) | (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) ) )*
            loop112:
            do {
                int alt112=13;
                switch ( input.LA(1) ) {
                case 51:
                    {
                    alt112=1;
                    }
                    break;
                case 70:
                    {
                    alt112=2;
                    }
                    break;
                case 145:
                case 146:
                case 147:
                case 148:
                case 187:
                    {
                    alt112=3;
                    }
                    break;
                case 125:
                    {
                    alt112=4;
                    }
                    break;
                case 48:
                    {
                    alt112=5;
                    }
                    break;
                case 126:
                    {
                    alt112=6;
                    }
                    break;
                case 127:
                    {
                    alt112=7;
                    }
                    break;
                case 128:
                    {
                    alt112=8;
                    }
                    break;
                case 129:
                    {
                    alt112=9;
                    }
                    break;
                case 74:
                    {
                    alt112=10;
                    }
                    break;
                case 130:
                    {
                    alt112=11;
                    }
                    break;
                case 131:
                    {
                    alt112=12;
                    }
                    break;

                }

                switch (alt112) {
            	case 1 :
            	    // InternalBanneret.g:6629:4: (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6629:4: (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) )
            	    // InternalBanneret.g:6630:5: otherlv_18= 'of' ( (otherlv_19= RULE_ID ) )
            	    {
            	    otherlv_18=(Token)match(input,51,FOLLOW_4); 

            	    					newLeafNode(otherlv_18, grammarAccess.getUnitAccess().getOfKeyword_3_0_0());
            	    				
            	    // InternalBanneret.g:6634:5: ( (otherlv_19= RULE_ID ) )
            	    // InternalBanneret.g:6635:6: (otherlv_19= RULE_ID )
            	    {
            	    // InternalBanneret.g:6635:6: (otherlv_19= RULE_ID )
            	    // InternalBanneret.g:6636:7: otherlv_19= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_19=(Token)match(input,RULE_ID,FOLLOW_128); 

            	    							newLeafNode(otherlv_19, grammarAccess.getUnitAccess().getNationalityNationalityCrossReference_3_0_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:6649:4: (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:6649:4: (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) )
            	    // InternalBanneret.g:6650:5: otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) )
            	    {
            	    otherlv_20=(Token)match(input,70,FOLLOW_10); 

            	    					newLeafNode(otherlv_20, grammarAccess.getUnitAccess().getStrengthKeyword_3_1_0());
            	    				
            	    // InternalBanneret.g:6654:5: ( (lv_strength_21_0= RULE_INT ) )
            	    // InternalBanneret.g:6655:6: (lv_strength_21_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:6655:6: (lv_strength_21_0= RULE_INT )
            	    // InternalBanneret.g:6656:7: lv_strength_21_0= RULE_INT
            	    {
            	    lv_strength_21_0=(Token)match(input,RULE_INT,FOLLOW_128); 

            	    							newLeafNode(lv_strength_21_0, grammarAccess.getUnitAccess().getStrengthINTTerminalRuleCall_3_1_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"strength",
            	    								lv_strength_21_0,
            	    								"org.eclipse.xtext.common.Terminals.INT");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:6674:4: ( (lv_state_22_0= ruleUnitState ) )
            	    {
            	    // InternalBanneret.g:6674:4: ( (lv_state_22_0= ruleUnitState ) )
            	    // InternalBanneret.g:6675:5: (lv_state_22_0= ruleUnitState )
            	    {
            	    // InternalBanneret.g:6675:5: (lv_state_22_0= ruleUnitState )
            	    // InternalBanneret.g:6676:6: lv_state_22_0= ruleUnitState
            	    {

            	    						newCompositeNode(grammarAccess.getUnitAccess().getStateUnitStateEnumRuleCall_3_2_0());
            	    					
            	    pushFollow(FOLLOW_128);
            	    lv_state_22_0=ruleUnitState();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getUnitRule());
            	    						}
            	    						set(
            	    							current,
            	    							"state",
            	    							lv_state_22_0,
            	    							"org.banneret.dsl.Banneret.UnitState");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:6694:4: ( (lv_flipped_23_0= 'flipped' ) )
            	    {
            	    // InternalBanneret.g:6694:4: ( (lv_flipped_23_0= 'flipped' ) )
            	    // InternalBanneret.g:6695:5: (lv_flipped_23_0= 'flipped' )
            	    {
            	    // InternalBanneret.g:6695:5: (lv_flipped_23_0= 'flipped' )
            	    // InternalBanneret.g:6696:6: lv_flipped_23_0= 'flipped'
            	    {
            	    lv_flipped_23_0=(Token)match(input,125,FOLLOW_128); 

            	    						newLeafNode(lv_flipped_23_0, grammarAccess.getUnitAccess().getFlippedFlippedKeyword_3_3_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getUnitRule());
            	    						}
            	    						setWithLastConsumed(current, "flipped", lv_flipped_23_0 != null, "flipped");
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:6709:4: (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* )
            	    {
            	    // InternalBanneret.g:6709:4: (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* )
            	    // InternalBanneret.g:6710:5: otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )*
            	    {
            	    otherlv_24=(Token)match(input,48,FOLLOW_11); 

            	    					newLeafNode(otherlv_24, grammarAccess.getUnitAccess().getTraitsKeyword_3_4_0());
            	    				
            	    // InternalBanneret.g:6714:5: ( (lv_traits_25_0= ruleWord ) )
            	    // InternalBanneret.g:6715:6: (lv_traits_25_0= ruleWord )
            	    {
            	    // InternalBanneret.g:6715:6: (lv_traits_25_0= ruleWord )
            	    // InternalBanneret.g:6716:7: lv_traits_25_0= ruleWord
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getTraitsWordParserRuleCall_3_4_1_0());
            	    						
            	    pushFollow(FOLLOW_126);
            	    lv_traits_25_0=ruleWord();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getUnitRule());
            	    							}
            	    							add(
            	    								current,
            	    								"traits",
            	    								lv_traits_25_0,
            	    								"org.banneret.dsl.Banneret.Word");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:6733:5: (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )*
            	    loop111:
            	    do {
            	        int alt111=2;
            	        int LA111_0 = input.LA(1);

            	        if ( (LA111_0==32) ) {
            	            alt111=1;
            	        }


            	        switch (alt111) {
            	    	case 1 :
            	    	    // InternalBanneret.g:6734:6: otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) )
            	    	    {
            	    	    otherlv_26=(Token)match(input,32,FOLLOW_11); 

            	    	    						newLeafNode(otherlv_26, grammarAccess.getUnitAccess().getCommaKeyword_3_4_2_0());
            	    	    					
            	    	    // InternalBanneret.g:6738:6: ( (lv_traits_27_0= ruleWord ) )
            	    	    // InternalBanneret.g:6739:7: (lv_traits_27_0= ruleWord )
            	    	    {
            	    	    // InternalBanneret.g:6739:7: (lv_traits_27_0= ruleWord )
            	    	    // InternalBanneret.g:6740:8: lv_traits_27_0= ruleWord
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getUnitAccess().getTraitsWordParserRuleCall_3_4_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_126);
            	    	    lv_traits_27_0=ruleWord();

            	    	    state._fsp--;


            	    	    								if (current==null) {
            	    	    									current = createModelElementForParent(grammarAccess.getUnitRule());
            	    	    								}
            	    	    								add(
            	    	    									current,
            	    	    									"traits",
            	    	    									lv_traits_27_0,
            	    	    									"org.banneret.dsl.Banneret.Word");
            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop111;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:6760:4: (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) )
            	    {
            	    // InternalBanneret.g:6760:4: (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) )
            	    // InternalBanneret.g:6761:5: otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) )
            	    {
            	    otherlv_28=(Token)match(input,126,FOLLOW_4); 

            	    					newLeafNode(otherlv_28, grammarAccess.getUnitAccess().getWithKeyword_3_5_0());
            	    				
            	    // InternalBanneret.g:6765:5: ( (lv_markers_29_0= ruleUnitMarker ) )
            	    // InternalBanneret.g:6766:6: (lv_markers_29_0= ruleUnitMarker )
            	    {
            	    // InternalBanneret.g:6766:6: (lv_markers_29_0= ruleUnitMarker )
            	    // InternalBanneret.g:6767:7: lv_markers_29_0= ruleUnitMarker
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getMarkersUnitMarkerParserRuleCall_3_5_1_0());
            	    						
            	    pushFollow(FOLLOW_128);
            	    lv_markers_29_0=ruleUnitMarker();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getUnitRule());
            	    							}
            	    							add(
            	    								current,
            	    								"markers",
            	    								lv_markers_29_0,
            	    								"org.banneret.dsl.Banneret.UnitMarker");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:6786:4: (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) )
            	    {
            	    // InternalBanneret.g:6786:4: (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) )
            	    // InternalBanneret.g:6787:5: otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) )
            	    {
            	    otherlv_30=(Token)match(input,127,FOLLOW_11); 

            	    					newLeafNode(otherlv_30, grammarAccess.getUnitAccess().getSetKeyword_3_6_0());
            	    				
            	    // InternalBanneret.g:6791:5: ( (lv_overrides_31_0= rulePrintedValue ) )
            	    // InternalBanneret.g:6792:6: (lv_overrides_31_0= rulePrintedValue )
            	    {
            	    // InternalBanneret.g:6792:6: (lv_overrides_31_0= rulePrintedValue )
            	    // InternalBanneret.g:6793:7: lv_overrides_31_0= rulePrintedValue
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getOverridesPrintedValueParserRuleCall_3_6_1_0());
            	    						
            	    pushFollow(FOLLOW_128);
            	    lv_overrides_31_0=rulePrintedValue();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getUnitRule());
            	    							}
            	    							add(
            	    								current,
            	    								"overrides",
            	    								lv_overrides_31_0,
            	    								"org.banneret.dsl.Banneret.PrintedValue");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:6812:4: (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6812:4: (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) )
            	    // InternalBanneret.g:6813:5: otherlv_32= 'under' ( (otherlv_33= RULE_ID ) )
            	    {
            	    otherlv_32=(Token)match(input,128,FOLLOW_4); 

            	    					newLeafNode(otherlv_32, grammarAccess.getUnitAccess().getUnderKeyword_3_7_0());
            	    				
            	    // InternalBanneret.g:6817:5: ( (otherlv_33= RULE_ID ) )
            	    // InternalBanneret.g:6818:6: (otherlv_33= RULE_ID )
            	    {
            	    // InternalBanneret.g:6818:6: (otherlv_33= RULE_ID )
            	    // InternalBanneret.g:6819:7: otherlv_33= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_33=(Token)match(input,RULE_ID,FOLLOW_128); 

            	    							newLeafNode(otherlv_33, grammarAccess.getUnitAccess().getLeaderUnitCrossReference_3_7_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:6832:4: (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6832:4: (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) )
            	    // InternalBanneret.g:6833:5: otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) )
            	    {
            	    otherlv_34=(Token)match(input,129,FOLLOW_4); 

            	    					newLeafNode(otherlv_34, grammarAccess.getUnitAccess().getAboardKeyword_3_8_0());
            	    				
            	    // InternalBanneret.g:6837:5: ( (otherlv_35= RULE_ID ) )
            	    // InternalBanneret.g:6838:6: (otherlv_35= RULE_ID )
            	    {
            	    // InternalBanneret.g:6838:6: (otherlv_35= RULE_ID )
            	    // InternalBanneret.g:6839:7: otherlv_35= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_35=(Token)match(input,RULE_ID,FOLLOW_128); 

            	    							newLeafNode(otherlv_35, grammarAccess.getUnitAccess().getCarrierUnitCrossReference_3_8_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:6852:4: (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6852:4: (otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) ) )
            	    // InternalBanneret.g:6853:5: otherlv_36= 'replaces' ( (otherlv_37= RULE_ID ) )
            	    {
            	    otherlv_36=(Token)match(input,74,FOLLOW_4); 

            	    					newLeafNode(otherlv_36, grammarAccess.getUnitAccess().getReplacesKeyword_3_9_0());
            	    				
            	    // InternalBanneret.g:6857:5: ( (otherlv_37= RULE_ID ) )
            	    // InternalBanneret.g:6858:6: (otherlv_37= RULE_ID )
            	    {
            	    // InternalBanneret.g:6858:6: (otherlv_37= RULE_ID )
            	    // InternalBanneret.g:6859:7: otherlv_37= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_37=(Token)match(input,RULE_ID,FOLLOW_128); 

            	    							newLeafNode(otherlv_37, grammarAccess.getUnitAccess().getReplacingUnitCrossReference_3_9_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 11 :
            	    // InternalBanneret.g:6872:4: (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) )
            	    {
            	    // InternalBanneret.g:6872:4: (otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) ) )
            	    // InternalBanneret.g:6873:5: otherlv_38= 'task' ( (lv_task_39_0= ruleWord ) )
            	    {
            	    otherlv_38=(Token)match(input,130,FOLLOW_11); 

            	    					newLeafNode(otherlv_38, grammarAccess.getUnitAccess().getTaskKeyword_3_10_0());
            	    				
            	    // InternalBanneret.g:6877:5: ( (lv_task_39_0= ruleWord ) )
            	    // InternalBanneret.g:6878:6: (lv_task_39_0= ruleWord )
            	    {
            	    // InternalBanneret.g:6878:6: (lv_task_39_0= ruleWord )
            	    // InternalBanneret.g:6879:7: lv_task_39_0= ruleWord
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getTaskWordParserRuleCall_3_10_1_0());
            	    						
            	    pushFollow(FOLLOW_128);
            	    lv_task_39_0=ruleWord();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getUnitRule());
            	    							}
            	    							set(
            	    								current,
            	    								"task",
            	    								lv_task_39_0,
            	    								"org.banneret.dsl.Banneret.Word");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 12 :
            	    // InternalBanneret.g:6898:4: (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:6898:4: (otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:6899:5: otherlv_40= 'note' ( (lv_description_41_0= RULE_STRING ) )
            	    {
            	    otherlv_40=(Token)match(input,131,FOLLOW_8); 

            	    					newLeafNode(otherlv_40, grammarAccess.getUnitAccess().getNoteKeyword_3_11_0());
            	    				
            	    // InternalBanneret.g:6903:5: ( (lv_description_41_0= RULE_STRING ) )
            	    // InternalBanneret.g:6904:6: (lv_description_41_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:6904:6: (lv_description_41_0= RULE_STRING )
            	    // InternalBanneret.g:6905:7: lv_description_41_0= RULE_STRING
            	    {
            	    lv_description_41_0=(Token)match(input,RULE_STRING,FOLLOW_128); 

            	    							newLeafNode(lv_description_41_0, grammarAccess.getUnitAccess().getDescriptionSTRINGTerminalRuleCall_3_11_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"description",
            	    								lv_description_41_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop112;
                }
            } while (true);

            // InternalBanneret.g:6923:3: ( (lv_placement_42_0= rulePlacement ) )?
            int alt113=2;
            int LA113_0 = input.LA(1);

            if ( (LA113_0==62||LA113_0==101||LA113_0==133||LA113_0==135) ) {
                alt113=1;
            }
            switch (alt113) {
                case 1 :
                    // InternalBanneret.g:6924:4: (lv_placement_42_0= rulePlacement )
                    {
                    // InternalBanneret.g:6924:4: (lv_placement_42_0= rulePlacement )
                    // InternalBanneret.g:6925:5: lv_placement_42_0= rulePlacement
                    {

                    					newCompositeNode(grammarAccess.getUnitAccess().getPlacementPlacementParserRuleCall_4_0());
                    				
                    pushFollow(FOLLOW_22);
                    lv_placement_42_0=rulePlacement();

                    state._fsp--;


                    					if (current==null) {
                    						current = createModelElementForParent(grammarAccess.getUnitRule());
                    					}
                    					set(
                    						current,
                    						"placement",
                    						lv_placement_42_0,
                    						"org.banneret.dsl.Banneret.Placement");
                    					afterParserOrEnumRuleCall();
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:6942:3: (otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}' )?
            int alt115=2;
            int LA115_0 = input.LA(1);

            if ( (LA115_0==13) ) {
                alt115=1;
            }
            switch (alt115) {
                case 1 :
                    // InternalBanneret.g:6943:4: otherlv_43= '{' ( (lv_elements_44_0= ruleForceElement ) )* otherlv_45= '}'
                    {
                    otherlv_43=(Token)match(input,13,FOLLOW_113); 

                    				newLeafNode(otherlv_43, grammarAccess.getUnitAccess().getLeftCurlyBracketKeyword_5_0());
                    			
                    // InternalBanneret.g:6947:4: ( (lv_elements_44_0= ruleForceElement ) )*
                    loop114:
                    do {
                        int alt114=2;
                        int LA114_0 = input.LA(1);

                        if ( ((LA114_0>=RULE_ID && LA114_0<=RULE_INT)||LA114_0==24||LA114_0==121) ) {
                            alt114=1;
                        }


                        switch (alt114) {
                    	case 1 :
                    	    // InternalBanneret.g:6948:5: (lv_elements_44_0= ruleForceElement )
                    	    {
                    	    // InternalBanneret.g:6948:5: (lv_elements_44_0= ruleForceElement )
                    	    // InternalBanneret.g:6949:6: lv_elements_44_0= ruleForceElement
                    	    {

                    	    						newCompositeNode(grammarAccess.getUnitAccess().getElementsForceElementParserRuleCall_5_1_0());
                    	    					
                    	    pushFollow(FOLLOW_113);
                    	    lv_elements_44_0=ruleForceElement();

                    	    state._fsp--;


                    	    						if (current==null) {
                    	    							current = createModelElementForParent(grammarAccess.getUnitRule());
                    	    						}
                    	    						add(
                    	    							current,
                    	    							"elements",
                    	    							lv_elements_44_0,
                    	    							"org.banneret.dsl.Banneret.ForceElement");
                    	    						afterParserOrEnumRuleCall();
                    	    					

                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop114;
                        }
                    } while (true);

                    otherlv_45=(Token)match(input,29,FOLLOW_2); 

                    				newLeafNode(otherlv_45, grammarAccess.getUnitAccess().getRightCurlyBracketKeyword_5_2());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnit"


    // $ANTLR start "entryRuleUnitMarker"
    // InternalBanneret.g:6975:1: entryRuleUnitMarker returns [EObject current=null] : iv_ruleUnitMarker= ruleUnitMarker EOF ;
    public final EObject entryRuleUnitMarker() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitMarker = null;


        try {
            // InternalBanneret.g:6975:51: (iv_ruleUnitMarker= ruleUnitMarker EOF )
            // InternalBanneret.g:6976:2: iv_ruleUnitMarker= ruleUnitMarker EOF
            {
             newCompositeNode(grammarAccess.getUnitMarkerRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleUnitMarker=ruleUnitMarker();

            state._fsp--;

             current =iv_ruleUnitMarker; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleUnitMarker"


    // $ANTLR start "ruleUnitMarker"
    // InternalBanneret.g:6982:1: ruleUnitMarker returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? (otherlv_3= 'to' ( (otherlv_4= RULE_ID ) ) )? ) ;
    public final EObject ruleUnitMarker() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        AntlrDatatypeRuleToken lv_value_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6988:2: ( ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? (otherlv_3= 'to' ( (otherlv_4= RULE_ID ) ) )? ) )
            // InternalBanneret.g:6989:2: ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? (otherlv_3= 'to' ( (otherlv_4= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:6989:2: ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? (otherlv_3= 'to' ( (otherlv_4= RULE_ID ) ) )? )
            // InternalBanneret.g:6990:3: ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? (otherlv_3= 'to' ( (otherlv_4= RULE_ID ) ) )?
            {
            // InternalBanneret.g:6990:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:6991:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:6991:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:6992:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitMarkerRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_129); 

            					newLeafNode(otherlv_0, grammarAccess.getUnitMarkerAccess().getTypeMarkerTypeCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:7003:3: (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )?
            int alt116=2;
            int LA116_0 = input.LA(1);

            if ( (LA116_0==102) ) {
                alt116=1;
            }
            switch (alt116) {
                case 1 :
                    // InternalBanneret.g:7004:4: otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) )
                    {
                    otherlv_1=(Token)match(input,102,FOLLOW_27); 

                    				newLeafNode(otherlv_1, grammarAccess.getUnitMarkerAccess().getEqualsSignKeyword_1_0());
                    			
                    // InternalBanneret.g:7008:4: ( (lv_value_2_0= ruleSignedInt ) )
                    // InternalBanneret.g:7009:5: (lv_value_2_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:7009:5: (lv_value_2_0= ruleSignedInt )
                    // InternalBanneret.g:7010:6: lv_value_2_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getUnitMarkerAccess().getValueSignedIntParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_130);
                    lv_value_2_0=ruleSignedInt();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getUnitMarkerRule());
                    						}
                    						set(
                    							current,
                    							"value",
                    							lv_value_2_0,
                    							"org.banneret.dsl.Banneret.SignedInt");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7028:3: (otherlv_3= 'to' ( (otherlv_4= RULE_ID ) ) )?
            int alt117=2;
            int LA117_0 = input.LA(1);

            if ( (LA117_0==73) ) {
                alt117=1;
            }
            switch (alt117) {
                case 1 :
                    // InternalBanneret.g:7029:4: otherlv_3= 'to' ( (otherlv_4= RULE_ID ) )
                    {
                    otherlv_3=(Token)match(input,73,FOLLOW_4); 

                    				newLeafNode(otherlv_3, grammarAccess.getUnitMarkerAccess().getToKeyword_2_0());
                    			
                    // InternalBanneret.g:7033:4: ( (otherlv_4= RULE_ID ) )
                    // InternalBanneret.g:7034:5: (otherlv_4= RULE_ID )
                    {
                    // InternalBanneret.g:7034:5: (otherlv_4= RULE_ID )
                    // InternalBanneret.g:7035:6: otherlv_4= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getUnitMarkerRule());
                    						}
                    					
                    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_2); 

                    						newLeafNode(otherlv_4, grammarAccess.getUnitMarkerAccess().getTargetUnitCrossReference_2_1_0());
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnitMarker"


    // $ANTLR start "entryRulePlacement"
    // InternalBanneret.g:7051:1: entryRulePlacement returns [EObject current=null] : iv_rulePlacement= rulePlacement EOF ;
    public final EObject entryRulePlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePlacement = null;


        try {
            // InternalBanneret.g:7051:50: (iv_rulePlacement= rulePlacement EOF )
            // InternalBanneret.g:7052:2: iv_rulePlacement= rulePlacement EOF
            {
             newCompositeNode(grammarAccess.getPlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_rulePlacement=rulePlacement();

            state._fsp--;

             current =iv_rulePlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePlacement"


    // $ANTLR start "rulePlacement"
    // InternalBanneret.g:7058:1: rulePlacement returns [EObject current=null] : (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement ) ;
    public final EObject rulePlacement() throws RecognitionException {
        EObject current = null;

        EObject this_HexPlacement_0 = null;

        EObject this_AreaPlacement_1 = null;

        EObject this_RegionPlacement_2 = null;

        EObject this_EdgePlacement_3 = null;

        EObject this_ReinforcementPlacement_4 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7064:2: ( (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement ) )
            // InternalBanneret.g:7065:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )
            {
            // InternalBanneret.g:7065:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )
            int alt118=5;
            alt118 = dfa118.predict(input);
            switch (alt118) {
                case 1 :
                    // InternalBanneret.g:7066:3: this_HexPlacement_0= ruleHexPlacement
                    {

                    			newCompositeNode(grammarAccess.getPlacementAccess().getHexPlacementParserRuleCall_0());
                    		
                    pushFollow(FOLLOW_2);
                    this_HexPlacement_0=ruleHexPlacement();

                    state._fsp--;


                    			current = this_HexPlacement_0;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:7075:3: this_AreaPlacement_1= ruleAreaPlacement
                    {

                    			newCompositeNode(grammarAccess.getPlacementAccess().getAreaPlacementParserRuleCall_1());
                    		
                    pushFollow(FOLLOW_2);
                    this_AreaPlacement_1=ruleAreaPlacement();

                    state._fsp--;


                    			current = this_AreaPlacement_1;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:7084:3: this_RegionPlacement_2= ruleRegionPlacement
                    {

                    			newCompositeNode(grammarAccess.getPlacementAccess().getRegionPlacementParserRuleCall_2());
                    		
                    pushFollow(FOLLOW_2);
                    this_RegionPlacement_2=ruleRegionPlacement();

                    state._fsp--;


                    			current = this_RegionPlacement_2;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:7093:3: this_EdgePlacement_3= ruleEdgePlacement
                    {

                    			newCompositeNode(grammarAccess.getPlacementAccess().getEdgePlacementParserRuleCall_3());
                    		
                    pushFollow(FOLLOW_2);
                    this_EdgePlacement_3=ruleEdgePlacement();

                    state._fsp--;


                    			current = this_EdgePlacement_3;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:7102:3: this_ReinforcementPlacement_4= ruleReinforcementPlacement
                    {

                    			newCompositeNode(grammarAccess.getPlacementAccess().getReinforcementPlacementParserRuleCall_4());
                    		
                    pushFollow(FOLLOW_2);
                    this_ReinforcementPlacement_4=ruleReinforcementPlacement();

                    state._fsp--;


                    			current = this_ReinforcementPlacement_4;
                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePlacement"


    // $ANTLR start "entryRuleHexPlacement"
    // InternalBanneret.g:7114:1: entryRuleHexPlacement returns [EObject current=null] : iv_ruleHexPlacement= ruleHexPlacement EOF ;
    public final EObject entryRuleHexPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexPlacement = null;


        try {
            // InternalBanneret.g:7114:53: (iv_ruleHexPlacement= ruleHexPlacement EOF )
            // InternalBanneret.g:7115:2: iv_ruleHexPlacement= ruleHexPlacement EOF
            {
             newCompositeNode(grammarAccess.getHexPlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexPlacement=ruleHexPlacement();

            state._fsp--;

             current =iv_ruleHexPlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexPlacement"


    // $ANTLR start "ruleHexPlacement"
    // InternalBanneret.g:7121:1: ruleHexPlacement returns [EObject current=null] : (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? ) ;
    public final EObject ruleHexPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        AntlrDatatypeRuleToken lv_hexes_1_0 = null;

        AntlrDatatypeRuleToken lv_hexes_3_0 = null;

        Enumerator lv_facing_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7127:2: ( (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? ) )
            // InternalBanneret.g:7128:2: (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:7128:2: (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? )
            // InternalBanneret.g:7129:3: otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )?
            {
            otherlv_0=(Token)match(input,101,FOLLOW_85); 

            			newLeafNode(otherlv_0, grammarAccess.getHexPlacementAccess().getAtKeyword_0());
            		
            // InternalBanneret.g:7133:3: ( (lv_hexes_1_0= ruleHexLabel ) )
            // InternalBanneret.g:7134:4: (lv_hexes_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:7134:4: (lv_hexes_1_0= ruleHexLabel )
            // InternalBanneret.g:7135:5: lv_hexes_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexPlacementAccess().getHexesHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_131);
            lv_hexes_1_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getHexPlacementRule());
            					}
            					add(
            						current,
            						"hexes",
            						lv_hexes_1_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7152:3: (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )*
            loop119:
            do {
                int alt119=2;
                int LA119_0 = input.LA(1);

                if ( (LA119_0==32) ) {
                    alt119=1;
                }


                switch (alt119) {
            	case 1 :
            	    // InternalBanneret.g:7153:4: otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) )
            	    {
            	    otherlv_2=(Token)match(input,32,FOLLOW_85); 

            	    				newLeafNode(otherlv_2, grammarAccess.getHexPlacementAccess().getCommaKeyword_2_0());
            	    			
            	    // InternalBanneret.g:7157:4: ( (lv_hexes_3_0= ruleHexLabel ) )
            	    // InternalBanneret.g:7158:5: (lv_hexes_3_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:7158:5: (lv_hexes_3_0= ruleHexLabel )
            	    // InternalBanneret.g:7159:6: lv_hexes_3_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getHexPlacementAccess().getHexesHexLabelParserRuleCall_2_1_0());
            	    					
            	    pushFollow(FOLLOW_131);
            	    lv_hexes_3_0=ruleHexLabel();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexPlacementRule());
            	    						}
            	    						add(
            	    							current,
            	    							"hexes",
            	    							lv_hexes_3_0,
            	    							"org.banneret.dsl.Banneret.HexLabel");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop119;
                }
            } while (true);

            // InternalBanneret.g:7177:3: (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )?
            int alt120=2;
            int LA120_0 = input.LA(1);

            if ( (LA120_0==93) ) {
                alt120=1;
            }
            switch (alt120) {
                case 1 :
                    // InternalBanneret.g:7178:4: otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) )
                    {
                    otherlv_4=(Token)match(input,93,FOLLOW_87); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexPlacementAccess().getFacingKeyword_3_0());
                    			
                    // InternalBanneret.g:7182:4: ( (lv_facing_5_0= ruleCompass ) )
                    // InternalBanneret.g:7183:5: (lv_facing_5_0= ruleCompass )
                    {
                    // InternalBanneret.g:7183:5: (lv_facing_5_0= ruleCompass )
                    // InternalBanneret.g:7184:6: lv_facing_5_0= ruleCompass
                    {

                    						newCompositeNode(grammarAccess.getHexPlacementAccess().getFacingCompassEnumRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_132);
                    lv_facing_5_0=ruleCompass();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getHexPlacementRule());
                    						}
                    						set(
                    							current,
                    							"facing",
                    							lv_facing_5_0,
                    							"org.banneret.dsl.Banneret.Compass");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7202:3: (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )?
            int alt121=2;
            int LA121_0 = input.LA(1);

            if ( (LA121_0==50) ) {
                alt121=1;
            }
            switch (alt121) {
                case 1 :
                    // InternalBanneret.g:7203:4: otherlv_6= 'on' ( (otherlv_7= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,50,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexPlacementAccess().getOnKeyword_4_0());
                    			
                    // InternalBanneret.g:7207:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:7208:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:7208:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:7209:6: otherlv_7= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getHexPlacementRule());
                    						}
                    					
                    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_2); 

                    						newLeafNode(otherlv_7, grammarAccess.getHexPlacementAccess().getSlotLevelSlotCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexPlacement"


    // $ANTLR start "entryRuleAreaPlacement"
    // InternalBanneret.g:7225:1: entryRuleAreaPlacement returns [EObject current=null] : iv_ruleAreaPlacement= ruleAreaPlacement EOF ;
    public final EObject entryRuleAreaPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAreaPlacement = null;


        try {
            // InternalBanneret.g:7225:54: (iv_ruleAreaPlacement= ruleAreaPlacement EOF )
            // InternalBanneret.g:7226:2: iv_ruleAreaPlacement= ruleAreaPlacement EOF
            {
             newCompositeNode(grammarAccess.getAreaPlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleAreaPlacement=ruleAreaPlacement();

            state._fsp--;

             current =iv_ruleAreaPlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleAreaPlacement"


    // $ANTLR start "ruleAreaPlacement"
    // InternalBanneret.g:7232:1: ruleAreaPlacement returns [EObject current=null] : (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* ) ;
    public final EObject ruleAreaPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_3=null;
        EObject lv_anchors_1_0 = null;

        EObject lv_segments_2_0 = null;

        EObject lv_anchors_4_0 = null;

        EObject lv_segments_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7238:2: ( (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* ) )
            // InternalBanneret.g:7239:2: (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* )
            {
            // InternalBanneret.g:7239:2: (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* )
            // InternalBanneret.g:7240:3: otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )*
            {
            otherlv_0=(Token)match(input,101,FOLLOW_133); 

            			newLeafNode(otherlv_0, grammarAccess.getAreaPlacementAccess().getAtKeyword_0());
            		
            // InternalBanneret.g:7244:3: ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) )
            int alt122=2;
            int LA122_0 = input.LA(1);

            if ( ((LA122_0>=RULE_STRING && LA122_0<=RULE_INT)) ) {
                alt122=1;
            }
            else if ( (LA122_0==132) ) {
                alt122=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 122, 0, input);

                throw nvae;
            }
            switch (alt122) {
                case 1 :
                    // InternalBanneret.g:7245:4: ( (lv_anchors_1_0= ruleAnchor ) )
                    {
                    // InternalBanneret.g:7245:4: ( (lv_anchors_1_0= ruleAnchor ) )
                    // InternalBanneret.g:7246:5: (lv_anchors_1_0= ruleAnchor )
                    {
                    // InternalBanneret.g:7246:5: (lv_anchors_1_0= ruleAnchor )
                    // InternalBanneret.g:7247:6: lv_anchors_1_0= ruleAnchor
                    {

                    						newCompositeNode(grammarAccess.getAreaPlacementAccess().getAnchorsAnchorParserRuleCall_1_0_0());
                    					
                    pushFollow(FOLLOW_18);
                    lv_anchors_1_0=ruleAnchor();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getAreaPlacementRule());
                    						}
                    						add(
                    							current,
                    							"anchors",
                    							lv_anchors_1_0,
                    							"org.banneret.dsl.Banneret.Anchor");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:7265:4: ( (lv_segments_2_0= rulePathSegment ) )
                    {
                    // InternalBanneret.g:7265:4: ( (lv_segments_2_0= rulePathSegment ) )
                    // InternalBanneret.g:7266:5: (lv_segments_2_0= rulePathSegment )
                    {
                    // InternalBanneret.g:7266:5: (lv_segments_2_0= rulePathSegment )
                    // InternalBanneret.g:7267:6: lv_segments_2_0= rulePathSegment
                    {

                    						newCompositeNode(grammarAccess.getAreaPlacementAccess().getSegmentsPathSegmentParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_18);
                    lv_segments_2_0=rulePathSegment();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getAreaPlacementRule());
                    						}
                    						add(
                    							current,
                    							"segments",
                    							lv_segments_2_0,
                    							"org.banneret.dsl.Banneret.PathSegment");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7285:3: (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )*
            loop124:
            do {
                int alt124=2;
                int LA124_0 = input.LA(1);

                if ( (LA124_0==32) ) {
                    alt124=1;
                }


                switch (alt124) {
            	case 1 :
            	    // InternalBanneret.g:7286:4: otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) )
            	    {
            	    otherlv_3=(Token)match(input,32,FOLLOW_133); 

            	    				newLeafNode(otherlv_3, grammarAccess.getAreaPlacementAccess().getCommaKeyword_2_0());
            	    			
            	    // InternalBanneret.g:7290:4: ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) )
            	    int alt123=2;
            	    int LA123_0 = input.LA(1);

            	    if ( ((LA123_0>=RULE_STRING && LA123_0<=RULE_INT)) ) {
            	        alt123=1;
            	    }
            	    else if ( (LA123_0==132) ) {
            	        alt123=2;
            	    }
            	    else {
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 123, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt123) {
            	        case 1 :
            	            // InternalBanneret.g:7291:5: ( (lv_anchors_4_0= ruleAnchor ) )
            	            {
            	            // InternalBanneret.g:7291:5: ( (lv_anchors_4_0= ruleAnchor ) )
            	            // InternalBanneret.g:7292:6: (lv_anchors_4_0= ruleAnchor )
            	            {
            	            // InternalBanneret.g:7292:6: (lv_anchors_4_0= ruleAnchor )
            	            // InternalBanneret.g:7293:7: lv_anchors_4_0= ruleAnchor
            	            {

            	            							newCompositeNode(grammarAccess.getAreaPlacementAccess().getAnchorsAnchorParserRuleCall_2_1_0_0());
            	            						
            	            pushFollow(FOLLOW_18);
            	            lv_anchors_4_0=ruleAnchor();

            	            state._fsp--;


            	            							if (current==null) {
            	            								current = createModelElementForParent(grammarAccess.getAreaPlacementRule());
            	            							}
            	            							add(
            	            								current,
            	            								"anchors",
            	            								lv_anchors_4_0,
            	            								"org.banneret.dsl.Banneret.Anchor");
            	            							afterParserOrEnumRuleCall();
            	            						

            	            }


            	            }


            	            }
            	            break;
            	        case 2 :
            	            // InternalBanneret.g:7311:5: ( (lv_segments_5_0= rulePathSegment ) )
            	            {
            	            // InternalBanneret.g:7311:5: ( (lv_segments_5_0= rulePathSegment ) )
            	            // InternalBanneret.g:7312:6: (lv_segments_5_0= rulePathSegment )
            	            {
            	            // InternalBanneret.g:7312:6: (lv_segments_5_0= rulePathSegment )
            	            // InternalBanneret.g:7313:7: lv_segments_5_0= rulePathSegment
            	            {

            	            							newCompositeNode(grammarAccess.getAreaPlacementAccess().getSegmentsPathSegmentParserRuleCall_2_1_1_0());
            	            						
            	            pushFollow(FOLLOW_18);
            	            lv_segments_5_0=rulePathSegment();

            	            state._fsp--;


            	            							if (current==null) {
            	            								current = createModelElementForParent(grammarAccess.getAreaPlacementRule());
            	            							}
            	            							add(
            	            								current,
            	            								"segments",
            	            								lv_segments_5_0,
            	            								"org.banneret.dsl.Banneret.PathSegment");
            	            							afterParserOrEnumRuleCall();
            	            						

            	            }


            	            }


            	            }
            	            break;

            	    }


            	    }
            	    break;

            	default :
            	    break loop124;
                }
            } while (true);


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleAreaPlacement"


    // $ANTLR start "entryRuleAnchor"
    // InternalBanneret.g:7336:1: entryRuleAnchor returns [EObject current=null] : iv_ruleAnchor= ruleAnchor EOF ;
    public final EObject entryRuleAnchor() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAnchor = null;


        try {
            // InternalBanneret.g:7336:47: (iv_ruleAnchor= ruleAnchor EOF )
            // InternalBanneret.g:7337:2: iv_ruleAnchor= ruleAnchor EOF
            {
             newCompositeNode(grammarAccess.getAnchorRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleAnchor=ruleAnchor();

            state._fsp--;

             current =iv_ruleAnchor; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleAnchor"


    // $ANTLR start "ruleAnchor"
    // InternalBanneret.g:7343:1: ruleAnchor returns [EObject current=null] : ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' ) ;
    public final EObject ruleAnchor() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_radius_2_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_0_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7349:2: ( ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' ) )
            // InternalBanneret.g:7350:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' )
            {
            // InternalBanneret.g:7350:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' )
            // InternalBanneret.g:7351:3: ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')'
            {
            // InternalBanneret.g:7351:3: ( (lv_hex_0_0= ruleHexLabel ) )
            // InternalBanneret.g:7352:4: (lv_hex_0_0= ruleHexLabel )
            {
            // InternalBanneret.g:7352:4: (lv_hex_0_0= ruleHexLabel )
            // InternalBanneret.g:7353:5: lv_hex_0_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getAnchorAccess().getHexHexLabelParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_104);
            lv_hex_0_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getAnchorRule());
            					}
            					set(
            						current,
            						"hex",
            						lv_hex_0_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            otherlv_1=(Token)match(input,107,FOLLOW_10); 

            			newLeafNode(otherlv_1, grammarAccess.getAnchorAccess().getLeftParenthesisKeyword_1());
            		
            // InternalBanneret.g:7374:3: ( (lv_radius_2_0= RULE_INT ) )
            // InternalBanneret.g:7375:4: (lv_radius_2_0= RULE_INT )
            {
            // InternalBanneret.g:7375:4: (lv_radius_2_0= RULE_INT )
            // InternalBanneret.g:7376:5: lv_radius_2_0= RULE_INT
            {
            lv_radius_2_0=(Token)match(input,RULE_INT,FOLLOW_105); 

            					newLeafNode(lv_radius_2_0, grammarAccess.getAnchorAccess().getRadiusINTTerminalRuleCall_2_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getAnchorRule());
            					}
            					setWithLastConsumed(
            						current,
            						"radius",
            						lv_radius_2_0,
            						"org.eclipse.xtext.common.Terminals.INT");
            				

            }


            }

            otherlv_3=(Token)match(input,108,FOLLOW_2); 

            			newLeafNode(otherlv_3, grammarAccess.getAnchorAccess().getRightParenthesisKeyword_3());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleAnchor"


    // $ANTLR start "entryRulePathSegment"
    // InternalBanneret.g:7400:1: entryRulePathSegment returns [EObject current=null] : iv_rulePathSegment= rulePathSegment EOF ;
    public final EObject entryRulePathSegment() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePathSegment = null;


        try {
            // InternalBanneret.g:7400:52: (iv_rulePathSegment= rulePathSegment EOF )
            // InternalBanneret.g:7401:2: iv_rulePathSegment= rulePathSegment EOF
            {
             newCompositeNode(grammarAccess.getPathSegmentRule()); 
            pushFollow(FOLLOW_1);
            iv_rulePathSegment=rulePathSegment();

            state._fsp--;

             current =iv_rulePathSegment; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePathSegment"


    // $ANTLR start "rulePathSegment"
    // InternalBanneret.g:7407:1: rulePathSegment returns [EObject current=null] : (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? ) ;
    public final EObject rulePathSegment() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        AntlrDatatypeRuleToken lv_from_3_0 = null;

        AntlrDatatypeRuleToken lv_to_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7413:2: ( (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? ) )
            // InternalBanneret.g:7414:2: (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? )
            {
            // InternalBanneret.g:7414:2: (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? )
            // InternalBanneret.g:7415:3: otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )?
            {
            otherlv_0=(Token)match(input,132,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getPathSegmentAccess().getAlongKeyword_0());
            		
            // InternalBanneret.g:7419:3: ( ( ruleSheetName ) )
            // InternalBanneret.g:7420:4: ( ruleSheetName )
            {
            // InternalBanneret.g:7420:4: ( ruleSheetName )
            // InternalBanneret.g:7421:5: ruleSheetName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getPathSegmentRule());
            					}
            				

            					newCompositeNode(grammarAccess.getPathSegmentAccess().getPathMapPathCrossReference_1_0());
            				
            pushFollow(FOLLOW_134);
            ruleSheetName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7435:3: (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )?
            int alt125=2;
            int LA125_0 = input.LA(1);

            if ( (LA125_0==96) ) {
                alt125=1;
            }
            switch (alt125) {
                case 1 :
                    // InternalBanneret.g:7436:4: otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) )
                    {
                    otherlv_2=(Token)match(input,96,FOLLOW_85); 

                    				newLeafNode(otherlv_2, grammarAccess.getPathSegmentAccess().getFromKeyword_2_0());
                    			
                    // InternalBanneret.g:7440:4: ( (lv_from_3_0= ruleHexLabel ) )
                    // InternalBanneret.g:7441:5: (lv_from_3_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:7441:5: (lv_from_3_0= ruleHexLabel )
                    // InternalBanneret.g:7442:6: lv_from_3_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getPathSegmentAccess().getFromHexLabelParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_58);
                    lv_from_3_0=ruleHexLabel();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getPathSegmentRule());
                    						}
                    						set(
                    							current,
                    							"from",
                    							lv_from_3_0,
                    							"org.banneret.dsl.Banneret.HexLabel");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    otherlv_4=(Token)match(input,73,FOLLOW_85); 

                    				newLeafNode(otherlv_4, grammarAccess.getPathSegmentAccess().getToKeyword_2_2());
                    			
                    // InternalBanneret.g:7463:4: ( (lv_to_5_0= ruleHexLabel ) )
                    // InternalBanneret.g:7464:5: (lv_to_5_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:7464:5: (lv_to_5_0= ruleHexLabel )
                    // InternalBanneret.g:7465:6: lv_to_5_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getPathSegmentAccess().getToHexLabelParserRuleCall_2_3_0());
                    					
                    pushFollow(FOLLOW_2);
                    lv_to_5_0=ruleHexLabel();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getPathSegmentRule());
                    						}
                    						set(
                    							current,
                    							"to",
                    							lv_to_5_0,
                    							"org.banneret.dsl.Banneret.HexLabel");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePathSegment"


    // $ANTLR start "entryRuleRegionPlacement"
    // InternalBanneret.g:7487:1: entryRuleRegionPlacement returns [EObject current=null] : iv_ruleRegionPlacement= ruleRegionPlacement EOF ;
    public final EObject entryRuleRegionPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegionPlacement = null;


        try {
            // InternalBanneret.g:7487:56: (iv_ruleRegionPlacement= ruleRegionPlacement EOF )
            // InternalBanneret.g:7488:2: iv_ruleRegionPlacement= ruleRegionPlacement EOF
            {
             newCompositeNode(grammarAccess.getRegionPlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleRegionPlacement=ruleRegionPlacement();

            state._fsp--;

             current =iv_ruleRegionPlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleRegionPlacement"


    // $ANTLR start "ruleRegionPlacement"
    // InternalBanneret.g:7494:1: ruleRegionPlacement returns [EObject current=null] : (otherlv_0= 'in' ( ( ruleSheetName ) ) ) ;
    public final EObject ruleRegionPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:7500:2: ( (otherlv_0= 'in' ( ( ruleSheetName ) ) ) )
            // InternalBanneret.g:7501:2: (otherlv_0= 'in' ( ( ruleSheetName ) ) )
            {
            // InternalBanneret.g:7501:2: (otherlv_0= 'in' ( ( ruleSheetName ) ) )
            // InternalBanneret.g:7502:3: otherlv_0= 'in' ( ( ruleSheetName ) )
            {
            otherlv_0=(Token)match(input,62,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRegionPlacementAccess().getInKeyword_0());
            		
            // InternalBanneret.g:7506:3: ( ( ruleSheetName ) )
            // InternalBanneret.g:7507:4: ( ruleSheetName )
            {
            // InternalBanneret.g:7507:4: ( ruleSheetName )
            // InternalBanneret.g:7508:5: ruleSheetName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getRegionPlacementRule());
            					}
            				

            					newCompositeNode(grammarAccess.getRegionPlacementAccess().getRegionRegionCrossReference_1_0());
            				
            pushFollow(FOLLOW_2);
            ruleSheetName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRegionPlacement"


    // $ANTLR start "entryRuleEdgePlacement"
    // InternalBanneret.g:7526:1: entryRuleEdgePlacement returns [EObject current=null] : iv_ruleEdgePlacement= ruleEdgePlacement EOF ;
    public final EObject entryRuleEdgePlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleEdgePlacement = null;


        try {
            // InternalBanneret.g:7526:54: (iv_ruleEdgePlacement= ruleEdgePlacement EOF )
            // InternalBanneret.g:7527:2: iv_ruleEdgePlacement= ruleEdgePlacement EOF
            {
             newCompositeNode(grammarAccess.getEdgePlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleEdgePlacement=ruleEdgePlacement();

            state._fsp--;

             current =iv_ruleEdgePlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleEdgePlacement"


    // $ANTLR start "ruleEdgePlacement"
    // InternalBanneret.g:7533:1: ruleEdgePlacement returns [EObject current=null] : (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? ) ;
    public final EObject ruleEdgePlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token lv_sheet_7_0=null;
        Enumerator lv_edge_3_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7539:2: ( (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? ) )
            // InternalBanneret.g:7540:2: (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:7540:2: (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? )
            // InternalBanneret.g:7541:3: otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )?
            {
            otherlv_0=(Token)match(input,133,FOLLOW_135); 

            			newLeafNode(otherlv_0, grammarAccess.getEdgePlacementAccess().getOffKeyword_0());
            		
            otherlv_1=(Token)match(input,79,FOLLOW_136); 

            			newLeafNode(otherlv_1, grammarAccess.getEdgePlacementAccess().getMapKeyword_1());
            		
            // InternalBanneret.g:7549:3: ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) )
            int alt126=2;
            int LA126_0 = input.LA(1);

            if ( (LA126_0==99) ) {
                alt126=1;
            }
            else if ( (LA126_0==53) ) {
                alt126=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 126, 0, input);

                throw nvae;
            }
            switch (alt126) {
                case 1 :
                    // InternalBanneret.g:7550:4: (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) )
                    {
                    // InternalBanneret.g:7550:4: (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) )
                    // InternalBanneret.g:7551:5: otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) )
                    {
                    otherlv_2=(Token)match(input,99,FOLLOW_87); 

                    					newLeafNode(otherlv_2, grammarAccess.getEdgePlacementAccess().getEdgeKeyword_2_0_0());
                    				
                    // InternalBanneret.g:7555:5: ( (lv_edge_3_0= ruleCompass ) )
                    // InternalBanneret.g:7556:6: (lv_edge_3_0= ruleCompass )
                    {
                    // InternalBanneret.g:7556:6: (lv_edge_3_0= ruleCompass )
                    // InternalBanneret.g:7557:7: lv_edge_3_0= ruleCompass
                    {

                    							newCompositeNode(grammarAccess.getEdgePlacementAccess().getEdgeCompassEnumRuleCall_2_0_1_0());
                    						
                    pushFollow(FOLLOW_137);
                    lv_edge_3_0=ruleCompass();

                    state._fsp--;


                    							if (current==null) {
                    								current = createModelElementForParent(grammarAccess.getEdgePlacementRule());
                    							}
                    							set(
                    								current,
                    								"edge",
                    								lv_edge_3_0,
                    								"org.banneret.dsl.Banneret.Compass");
                    							afterParserOrEnumRuleCall();
                    						

                    }


                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:7576:4: (otherlv_4= 'side' ( ( ruleSheetName ) ) )
                    {
                    // InternalBanneret.g:7576:4: (otherlv_4= 'side' ( ( ruleSheetName ) ) )
                    // InternalBanneret.g:7577:5: otherlv_4= 'side' ( ( ruleSheetName ) )
                    {
                    otherlv_4=(Token)match(input,53,FOLLOW_4); 

                    					newLeafNode(otherlv_4, grammarAccess.getEdgePlacementAccess().getSideKeyword_2_1_0());
                    				
                    // InternalBanneret.g:7581:5: ( ( ruleSheetName ) )
                    // InternalBanneret.g:7582:6: ( ruleSheetName )
                    {
                    // InternalBanneret.g:7582:6: ( ruleSheetName )
                    // InternalBanneret.g:7583:7: ruleSheetName
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getEdgePlacementRule());
                    							}
                    						

                    							newCompositeNode(grammarAccess.getEdgePlacementAccess().getMapSideMapSideCrossReference_2_1_1_0());
                    						
                    pushFollow(FOLLOW_137);
                    ruleSheetName();

                    state._fsp--;


                    							afterParserOrEnumRuleCall();
                    						

                    }


                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7599:3: (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )?
            int alt127=2;
            int LA127_0 = input.LA(1);

            if ( (LA127_0==134) ) {
                alt127=1;
            }
            switch (alt127) {
                case 1 :
                    // InternalBanneret.g:7600:4: otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,134,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getEdgePlacementAccess().getSheetKeyword_3_0());
                    			
                    // InternalBanneret.g:7604:4: ( (lv_sheet_7_0= RULE_ID ) )
                    // InternalBanneret.g:7605:5: (lv_sheet_7_0= RULE_ID )
                    {
                    // InternalBanneret.g:7605:5: (lv_sheet_7_0= RULE_ID )
                    // InternalBanneret.g:7606:6: lv_sheet_7_0= RULE_ID
                    {
                    lv_sheet_7_0=(Token)match(input,RULE_ID,FOLLOW_2); 

                    						newLeafNode(lv_sheet_7_0, grammarAccess.getEdgePlacementAccess().getSheetIDTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getEdgePlacementRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"sheet",
                    							lv_sheet_7_0,
                    							"org.eclipse.xtext.common.Terminals.ID");
                    					

                    }


                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleEdgePlacement"


    // $ANTLR start "entryRuleReinforcementPlacement"
    // InternalBanneret.g:7627:1: entryRuleReinforcementPlacement returns [EObject current=null] : iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF ;
    public final EObject entryRuleReinforcementPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleReinforcementPlacement = null;


        try {
            // InternalBanneret.g:7627:63: (iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF )
            // InternalBanneret.g:7628:2: iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF
            {
             newCompositeNode(grammarAccess.getReinforcementPlacementRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleReinforcementPlacement=ruleReinforcementPlacement();

            state._fsp--;

             current =iv_ruleReinforcementPlacement; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleReinforcementPlacement"


    // $ANTLR start "ruleReinforcementPlacement"
    // InternalBanneret.g:7634:1: ruleReinforcementPlacement returns [EObject current=null] : (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? ) ;
    public final EObject ruleReinforcementPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token lv_turn_3_0=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token lv_perTurnLimit_9_0=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        AntlrDatatypeRuleToken lv_entryHexes_5_0 = null;

        AntlrDatatypeRuleToken lv_entryHexes_7_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7640:2: ( (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? ) )
            // InternalBanneret.g:7641:2: (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? )
            {
            // InternalBanneret.g:7641:2: (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? )
            // InternalBanneret.g:7642:3: otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )?
            {
            otherlv_0=(Token)match(input,135,FOLLOW_138); 

            			newLeafNode(otherlv_0, grammarAccess.getReinforcementPlacementAccess().getEntersKeyword_0());
            		
            // InternalBanneret.g:7646:3: (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )?
            int alt128=2;
            int LA128_0 = input.LA(1);

            if ( (LA128_0==50) ) {
                alt128=1;
            }
            switch (alt128) {
                case 1 :
                    // InternalBanneret.g:7647:4: otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) )
                    {
                    otherlv_1=(Token)match(input,50,FOLLOW_139); 

                    				newLeafNode(otherlv_1, grammarAccess.getReinforcementPlacementAccess().getOnKeyword_1_0());
                    			
                    otherlv_2=(Token)match(input,136,FOLLOW_10); 

                    				newLeafNode(otherlv_2, grammarAccess.getReinforcementPlacementAccess().getTurnKeyword_1_1());
                    			
                    // InternalBanneret.g:7655:4: ( (lv_turn_3_0= RULE_INT ) )
                    // InternalBanneret.g:7656:5: (lv_turn_3_0= RULE_INT )
                    {
                    // InternalBanneret.g:7656:5: (lv_turn_3_0= RULE_INT )
                    // InternalBanneret.g:7657:6: lv_turn_3_0= RULE_INT
                    {
                    lv_turn_3_0=(Token)match(input,RULE_INT,FOLLOW_97); 

                    						newLeafNode(lv_turn_3_0, grammarAccess.getReinforcementPlacementAccess().getTurnINTTerminalRuleCall_1_2_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getReinforcementPlacementRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"turn",
                    							lv_turn_3_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }
                    break;

            }

            otherlv_4=(Token)match(input,101,FOLLOW_85); 

            			newLeafNode(otherlv_4, grammarAccess.getReinforcementPlacementAccess().getAtKeyword_2());
            		
            // InternalBanneret.g:7678:3: ( (lv_entryHexes_5_0= ruleHexLabel ) )
            // InternalBanneret.g:7679:4: (lv_entryHexes_5_0= ruleHexLabel )
            {
            // InternalBanneret.g:7679:4: (lv_entryHexes_5_0= ruleHexLabel )
            // InternalBanneret.g:7680:5: lv_entryHexes_5_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getReinforcementPlacementAccess().getEntryHexesHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_140);
            lv_entryHexes_5_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getReinforcementPlacementRule());
            					}
            					add(
            						current,
            						"entryHexes",
            						lv_entryHexes_5_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7697:3: (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )*
            loop129:
            do {
                int alt129=2;
                int LA129_0 = input.LA(1);

                if ( (LA129_0==32) ) {
                    alt129=1;
                }


                switch (alt129) {
            	case 1 :
            	    // InternalBanneret.g:7698:4: otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) )
            	    {
            	    otherlv_6=(Token)match(input,32,FOLLOW_85); 

            	    				newLeafNode(otherlv_6, grammarAccess.getReinforcementPlacementAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:7702:4: ( (lv_entryHexes_7_0= ruleHexLabel ) )
            	    // InternalBanneret.g:7703:5: (lv_entryHexes_7_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:7703:5: (lv_entryHexes_7_0= ruleHexLabel )
            	    // InternalBanneret.g:7704:6: lv_entryHexes_7_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getReinforcementPlacementAccess().getEntryHexesHexLabelParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_140);
            	    lv_entryHexes_7_0=ruleHexLabel();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getReinforcementPlacementRule());
            	    						}
            	    						add(
            	    							current,
            	    							"entryHexes",
            	    							lv_entryHexes_7_0,
            	    							"org.banneret.dsl.Banneret.HexLabel");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop129;
                }
            } while (true);

            // InternalBanneret.g:7722:3: (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )?
            int alt130=2;
            int LA130_0 = input.LA(1);

            if ( (LA130_0==137) ) {
                alt130=1;
            }
            switch (alt130) {
                case 1 :
                    // InternalBanneret.g:7723:4: otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn'
                    {
                    otherlv_8=(Token)match(input,137,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getReinforcementPlacementAccess().getLimitKeyword_5_0());
                    			
                    // InternalBanneret.g:7727:4: ( (lv_perTurnLimit_9_0= RULE_INT ) )
                    // InternalBanneret.g:7728:5: (lv_perTurnLimit_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:7728:5: (lv_perTurnLimit_9_0= RULE_INT )
                    // InternalBanneret.g:7729:6: lv_perTurnLimit_9_0= RULE_INT
                    {
                    lv_perTurnLimit_9_0=(Token)match(input,RULE_INT,FOLLOW_141); 

                    						newLeafNode(lv_perTurnLimit_9_0, grammarAccess.getReinforcementPlacementAccess().getPerTurnLimitINTTerminalRuleCall_5_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getReinforcementPlacementRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"perTurnLimit",
                    							lv_perTurnLimit_9_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }

                    otherlv_10=(Token)match(input,52,FOLLOW_139); 

                    				newLeafNode(otherlv_10, grammarAccess.getReinforcementPlacementAccess().getPerKeyword_5_2());
                    			
                    otherlv_11=(Token)match(input,136,FOLLOW_2); 

                    				newLeafNode(otherlv_11, grammarAccess.getReinforcementPlacementAccess().getTurnKeyword_5_3());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleReinforcementPlacement"


    // $ANTLR start "entryRuleVictoryPoints"
    // InternalBanneret.g:7758:1: entryRuleVictoryPoints returns [EObject current=null] : iv_ruleVictoryPoints= ruleVictoryPoints EOF ;
    public final EObject entryRuleVictoryPoints() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVictoryPoints = null;


        try {
            // InternalBanneret.g:7758:54: (iv_ruleVictoryPoints= ruleVictoryPoints EOF )
            // InternalBanneret.g:7759:2: iv_ruleVictoryPoints= ruleVictoryPoints EOF
            {
             newCompositeNode(grammarAccess.getVictoryPointsRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleVictoryPoints=ruleVictoryPoints();

            state._fsp--;

             current =iv_ruleVictoryPoints; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleVictoryPoints"


    // $ANTLR start "ruleVictoryPoints"
    // InternalBanneret.g:7765:1: ruleVictoryPoints returns [EObject current=null] : ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? ) ;
    public final EObject ruleVictoryPoints() throws RecognitionException {
        EObject current = null;

        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token lv_armour_8_0=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token otherlv_14=null;
        Token otherlv_16=null;
        Token lv_description_18_0=null;
        AntlrDatatypeRuleToken lv_points_0_0 = null;

        Enumerator lv_event_1_0 = null;

        AntlrDatatypeRuleToken lv_hexes_13_0 = null;

        AntlrDatatypeRuleToken lv_hexes_15_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:7771:2: ( ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:7772:2: ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:7772:2: ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? )
            // InternalBanneret.g:7773:3: ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:7773:3: ( (lv_points_0_0= ruleSignedInt ) )
            // InternalBanneret.g:7774:4: (lv_points_0_0= ruleSignedInt )
            {
            // InternalBanneret.g:7774:4: (lv_points_0_0= ruleSignedInt )
            // InternalBanneret.g:7775:5: lv_points_0_0= ruleSignedInt
            {

            					newCompositeNode(grammarAccess.getVictoryPointsAccess().getPointsSignedIntParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_142);
            lv_points_0_0=ruleSignedInt();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getVictoryPointsRule());
            					}
            					set(
            						current,
            						"points",
            						lv_points_0_0,
            						"org.banneret.dsl.Banneret.SignedInt");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7792:3: ( (lv_event_1_0= ruleVictoryEvent ) )
            // InternalBanneret.g:7793:4: (lv_event_1_0= ruleVictoryEvent )
            {
            // InternalBanneret.g:7793:4: (lv_event_1_0= ruleVictoryEvent )
            // InternalBanneret.g:7794:5: lv_event_1_0= ruleVictoryEvent
            {

            					newCompositeNode(grammarAccess.getVictoryPointsAccess().getEventVictoryEventEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_143);
            lv_event_1_0=ruleVictoryEvent();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getVictoryPointsRule());
            					}
            					set(
            						current,
            						"event",
            						lv_event_1_0,
            						"org.banneret.dsl.Banneret.VictoryEvent");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7811:3: ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )?
            int alt133=4;
            switch ( input.LA(1) ) {
                case RULE_ID:
                    {
                    alt133=1;
                    }
                    break;
                case 23:
                    {
                    alt133=2;
                    }
                    break;
                case 19:
                    {
                    alt133=3;
                    }
                    break;
            }

            switch (alt133) {
                case 1 :
                    // InternalBanneret.g:7812:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
                    {
                    // InternalBanneret.g:7812:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
                    // InternalBanneret.g:7813:5: ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
                    {
                    // InternalBanneret.g:7813:5: ( (otherlv_2= RULE_ID ) )
                    // InternalBanneret.g:7814:6: (otherlv_2= RULE_ID )
                    {
                    // InternalBanneret.g:7814:6: (otherlv_2= RULE_ID )
                    // InternalBanneret.g:7815:7: otherlv_2= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_144); 

                    							newLeafNode(otherlv_2, grammarAccess.getVictoryPointsAccess().getUnitsUnitCrossReference_2_0_0_0());
                    						

                    }


                    }

                    // InternalBanneret.g:7826:5: (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
                    loop131:
                    do {
                        int alt131=2;
                        int LA131_0 = input.LA(1);

                        if ( (LA131_0==32) ) {
                            alt131=1;
                        }


                        switch (alt131) {
                    	case 1 :
                    	    // InternalBanneret.g:7827:6: otherlv_3= ',' ( (otherlv_4= RULE_ID ) )
                    	    {
                    	    otherlv_3=(Token)match(input,32,FOLLOW_4); 

                    	    						newLeafNode(otherlv_3, grammarAccess.getVictoryPointsAccess().getCommaKeyword_2_0_1_0());
                    	    					
                    	    // InternalBanneret.g:7831:6: ( (otherlv_4= RULE_ID ) )
                    	    // InternalBanneret.g:7832:7: (otherlv_4= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:7832:7: (otherlv_4= RULE_ID )
                    	    // InternalBanneret.g:7833:8: otherlv_4= RULE_ID
                    	    {

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getVictoryPointsRule());
                    	    								}
                    	    							
                    	    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_144); 

                    	    								newLeafNode(otherlv_4, grammarAccess.getVictoryPointsAccess().getUnitsUnitCrossReference_2_0_1_1_0());
                    	    							

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop131;
                        }
                    } while (true);


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:7847:4: (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? )
                    {
                    // InternalBanneret.g:7847:4: (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? )
                    // InternalBanneret.g:7848:5: otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )?
                    {
                    otherlv_5=(Token)match(input,23,FOLLOW_4); 

                    					newLeafNode(otherlv_5, grammarAccess.getVictoryPointsAccess().getUnitKeyword_2_1_0());
                    				
                    // InternalBanneret.g:7852:5: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:7853:6: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:7853:6: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:7854:7: otherlv_6= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_145); 

                    							newLeafNode(otherlv_6, grammarAccess.getVictoryPointsAccess().getUnitTypeUnitTypeCrossReference_2_1_1_0());
                    						

                    }


                    }

                    // InternalBanneret.g:7865:5: (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )?
                    int alt132=2;
                    int LA132_0 = input.LA(1);

                    if ( (LA132_0==76) ) {
                        alt132=1;
                    }
                    switch (alt132) {
                        case 1 :
                            // InternalBanneret.g:7866:6: otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']'
                            {
                            otherlv_7=(Token)match(input,76,FOLLOW_10); 

                            						newLeafNode(otherlv_7, grammarAccess.getVictoryPointsAccess().getLeftSquareBracketKeyword_2_1_2_0());
                            					
                            // InternalBanneret.g:7870:6: ( (lv_armour_8_0= RULE_INT ) )
                            // InternalBanneret.g:7871:7: (lv_armour_8_0= RULE_INT )
                            {
                            // InternalBanneret.g:7871:7: (lv_armour_8_0= RULE_INT )
                            // InternalBanneret.g:7872:8: lv_armour_8_0= RULE_INT
                            {
                            lv_armour_8_0=(Token)match(input,RULE_INT,FOLLOW_63); 

                            								newLeafNode(lv_armour_8_0, grammarAccess.getVictoryPointsAccess().getArmourINTTerminalRuleCall_2_1_2_1_0());
                            							

                            								if (current==null) {
                            									current = createModelElement(grammarAccess.getVictoryPointsRule());
                            								}
                            								setWithLastConsumed(
                            									current,
                            									"armour",
                            									lv_armour_8_0,
                            									"org.eclipse.xtext.common.Terminals.INT");
                            							

                            }


                            }

                            otherlv_9=(Token)match(input,77,FOLLOW_146); 

                            						newLeafNode(otherlv_9, grammarAccess.getVictoryPointsAccess().getRightSquareBracketKeyword_2_1_2_2());
                            					

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:7895:4: (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) )
                    {
                    // InternalBanneret.g:7895:4: (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) )
                    // InternalBanneret.g:7896:5: otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) )
                    {
                    otherlv_10=(Token)match(input,19,FOLLOW_4); 

                    					newLeafNode(otherlv_10, grammarAccess.getVictoryPointsAccess().getFeatureKeyword_2_2_0());
                    				
                    // InternalBanneret.g:7900:5: ( (otherlv_11= RULE_ID ) )
                    // InternalBanneret.g:7901:6: (otherlv_11= RULE_ID )
                    {
                    // InternalBanneret.g:7901:6: (otherlv_11= RULE_ID )
                    // InternalBanneret.g:7902:7: otherlv_11= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_146); 

                    							newLeafNode(otherlv_11, grammarAccess.getVictoryPointsAccess().getFeatureTypeFeatureTypeCrossReference_2_2_1_0());
                    						

                    }


                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7915:3: (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )?
            int alt135=2;
            int LA135_0 = input.LA(1);

            if ( (LA135_0==101) ) {
                alt135=1;
            }
            switch (alt135) {
                case 1 :
                    // InternalBanneret.g:7916:4: otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )*
                    {
                    otherlv_12=(Token)match(input,101,FOLLOW_85); 

                    				newLeafNode(otherlv_12, grammarAccess.getVictoryPointsAccess().getAtKeyword_3_0());
                    			
                    // InternalBanneret.g:7920:4: ( (lv_hexes_13_0= ruleHexLabel ) )
                    // InternalBanneret.g:7921:5: (lv_hexes_13_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:7921:5: (lv_hexes_13_0= ruleHexLabel )
                    // InternalBanneret.g:7922:6: lv_hexes_13_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getVictoryPointsAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_147);
                    lv_hexes_13_0=ruleHexLabel();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getVictoryPointsRule());
                    						}
                    						add(
                    							current,
                    							"hexes",
                    							lv_hexes_13_0,
                    							"org.banneret.dsl.Banneret.HexLabel");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:7939:4: (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )*
                    loop134:
                    do {
                        int alt134=2;
                        int LA134_0 = input.LA(1);

                        if ( (LA134_0==32) ) {
                            alt134=1;
                        }


                        switch (alt134) {
                    	case 1 :
                    	    // InternalBanneret.g:7940:5: otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_14=(Token)match(input,32,FOLLOW_85); 

                    	    					newLeafNode(otherlv_14, grammarAccess.getVictoryPointsAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:7944:5: ( (lv_hexes_15_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:7945:6: (lv_hexes_15_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:7945:6: (lv_hexes_15_0= ruleHexLabel )
                    	    // InternalBanneret.g:7946:7: lv_hexes_15_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getVictoryPointsAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_147);
                    	    lv_hexes_15_0=ruleHexLabel();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getVictoryPointsRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"hexes",
                    	    								lv_hexes_15_0,
                    	    								"org.banneret.dsl.Banneret.HexLabel");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop134;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:7965:3: (otherlv_16= 'in' ( ( ruleSheetName ) ) )?
            int alt136=2;
            int LA136_0 = input.LA(1);

            if ( (LA136_0==62) ) {
                alt136=1;
            }
            switch (alt136) {
                case 1 :
                    // InternalBanneret.g:7966:4: otherlv_16= 'in' ( ( ruleSheetName ) )
                    {
                    otherlv_16=(Token)match(input,62,FOLLOW_4); 

                    				newLeafNode(otherlv_16, grammarAccess.getVictoryPointsAccess().getInKeyword_4_0());
                    			
                    // InternalBanneret.g:7970:4: ( ( ruleSheetName ) )
                    // InternalBanneret.g:7971:5: ( ruleSheetName )
                    {
                    // InternalBanneret.g:7971:5: ( ruleSheetName )
                    // InternalBanneret.g:7972:6: ruleSheetName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getVictoryPointsRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getVictoryPointsAccess().getRegionRegionCrossReference_4_1_0());
                    					
                    pushFollow(FOLLOW_14);
                    ruleSheetName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7987:3: ( (lv_description_18_0= RULE_STRING ) )?
            int alt137=2;
            int LA137_0 = input.LA(1);

            if ( (LA137_0==RULE_STRING) ) {
                alt137=1;
            }
            switch (alt137) {
                case 1 :
                    // InternalBanneret.g:7988:4: (lv_description_18_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7988:4: (lv_description_18_0= RULE_STRING )
                    // InternalBanneret.g:7989:5: lv_description_18_0= RULE_STRING
                    {
                    lv_description_18_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    					newLeafNode(lv_description_18_0, grammarAccess.getVictoryPointsAccess().getDescriptionSTRINGTerminalRuleCall_5_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getVictoryPointsRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"description",
                    						lv_description_18_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleVictoryPoints"


    // $ANTLR start "entryRuleAutomaticCondition"
    // InternalBanneret.g:8009:1: entryRuleAutomaticCondition returns [EObject current=null] : iv_ruleAutomaticCondition= ruleAutomaticCondition EOF ;
    public final EObject entryRuleAutomaticCondition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAutomaticCondition = null;


        try {
            // InternalBanneret.g:8009:59: (iv_ruleAutomaticCondition= ruleAutomaticCondition EOF )
            // InternalBanneret.g:8010:2: iv_ruleAutomaticCondition= ruleAutomaticCondition EOF
            {
             newCompositeNode(grammarAccess.getAutomaticConditionRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleAutomaticCondition=ruleAutomaticCondition();

            state._fsp--;

             current =iv_ruleAutomaticCondition; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleAutomaticCondition"


    // $ANTLR start "ruleAutomaticCondition"
    // InternalBanneret.g:8016:1: ruleAutomaticCondition returns [EObject current=null] : (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? ) ;
    public final EObject ruleAutomaticCondition() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        Token otherlv_14=null;
        Token otherlv_15=null;
        Token otherlv_16=null;
        Token otherlv_17=null;
        Token otherlv_18=null;
        Token otherlv_19=null;
        Token otherlv_21=null;
        Token lv_description_23_0=null;
        Enumerator lv_kind_1_0 = null;

        AntlrDatatypeRuleToken lv_hexes_6_0 = null;

        AntlrDatatypeRuleToken lv_hexes_8_0 = null;

        EObject lv_segments_13_0 = null;

        Enumerator lv_edge_20_0 = null;

        AntlrDatatypeRuleToken lv_value_22_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8022:2: ( (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:8023:2: (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:8023:2: (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? )
            // InternalBanneret.g:8024:3: otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )?
            {
            otherlv_0=(Token)match(input,138,FOLLOW_148); 

            			newLeafNode(otherlv_0, grammarAccess.getAutomaticConditionAccess().getAutomaticKeyword_0());
            		
            // InternalBanneret.g:8028:3: ( (lv_kind_1_0= ruleConditionKind ) )
            // InternalBanneret.g:8029:4: (lv_kind_1_0= ruleConditionKind )
            {
            // InternalBanneret.g:8029:4: (lv_kind_1_0= ruleConditionKind )
            // InternalBanneret.g:8030:5: lv_kind_1_0= ruleConditionKind
            {

            					newCompositeNode(grammarAccess.getAutomaticConditionAccess().getKindConditionKindEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_149);
            lv_kind_1_0=ruleConditionKind();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getAutomaticConditionRule());
            					}
            					set(
            						current,
            						"kind",
            						lv_kind_1_0,
            						"org.banneret.dsl.Banneret.ConditionKind");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:8047:3: ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )*
            loop142:
            do {
                int alt142=8;
                switch ( input.LA(1) ) {
                case RULE_ID:
                    {
                    alt142=1;
                    }
                    break;
                case 101:
                    {
                    alt142=2;
                    }
                    break;
                case 62:
                    {
                    alt142=3;
                    }
                    break;
                case 132:
                    {
                    alt142=4;
                    }
                    break;
                case 33:
                    {
                    alt142=5;
                    }
                    break;
                case 99:
                    {
                    alt142=6;
                    }
                    break;
                case 71:
                    {
                    alt142=7;
                    }
                    break;

                }

                switch (alt142) {
            	case 1 :
            	    // InternalBanneret.g:8048:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:8048:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
            	    // InternalBanneret.g:8049:5: ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
            	    {
            	    // InternalBanneret.g:8049:5: ( (otherlv_2= RULE_ID ) )
            	    // InternalBanneret.g:8050:6: (otherlv_2= RULE_ID )
            	    {
            	    // InternalBanneret.g:8050:6: (otherlv_2= RULE_ID )
            	    // InternalBanneret.g:8051:7: otherlv_2= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_150); 

            	    							newLeafNode(otherlv_2, grammarAccess.getAutomaticConditionAccess().getUnitsUnitCrossReference_2_0_0_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:8062:5: (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
            	    loop138:
            	    do {
            	        int alt138=2;
            	        int LA138_0 = input.LA(1);

            	        if ( (LA138_0==32) ) {
            	            alt138=1;
            	        }


            	        switch (alt138) {
            	    	case 1 :
            	    	    // InternalBanneret.g:8063:6: otherlv_3= ',' ( (otherlv_4= RULE_ID ) )
            	    	    {
            	    	    otherlv_3=(Token)match(input,32,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_3, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_0_1_0());
            	    	    					
            	    	    // InternalBanneret.g:8067:6: ( (otherlv_4= RULE_ID ) )
            	    	    // InternalBanneret.g:8068:7: (otherlv_4= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:8068:7: (otherlv_4= RULE_ID )
            	    	    // InternalBanneret.g:8069:8: otherlv_4= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_150); 

            	    	    								newLeafNode(otherlv_4, grammarAccess.getAutomaticConditionAccess().getUnitsUnitCrossReference_2_0_1_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop138;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:8083:4: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )
            	    {
            	    // InternalBanneret.g:8083:4: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )
            	    // InternalBanneret.g:8084:5: otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            	    {
            	    otherlv_5=(Token)match(input,101,FOLLOW_85); 

            	    					newLeafNode(otherlv_5, grammarAccess.getAutomaticConditionAccess().getAtKeyword_2_1_0());
            	    				
            	    // InternalBanneret.g:8088:5: ( (lv_hexes_6_0= ruleHexLabel ) )
            	    // InternalBanneret.g:8089:6: (lv_hexes_6_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:8089:6: (lv_hexes_6_0= ruleHexLabel )
            	    // InternalBanneret.g:8090:7: lv_hexes_6_0= ruleHexLabel
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getHexesHexLabelParserRuleCall_2_1_1_0());
            	    						
            	    pushFollow(FOLLOW_150);
            	    lv_hexes_6_0=ruleHexLabel();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    							add(
            	    								current,
            	    								"hexes",
            	    								lv_hexes_6_0,
            	    								"org.banneret.dsl.Banneret.HexLabel");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:8107:5: (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            	    loop139:
            	    do {
            	        int alt139=2;
            	        int LA139_0 = input.LA(1);

            	        if ( (LA139_0==32) ) {
            	            alt139=1;
            	        }


            	        switch (alt139) {
            	    	case 1 :
            	    	    // InternalBanneret.g:8108:6: otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) )
            	    	    {
            	    	    otherlv_7=(Token)match(input,32,FOLLOW_85); 

            	    	    						newLeafNode(otherlv_7, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_1_2_0());
            	    	    					
            	    	    // InternalBanneret.g:8112:6: ( (lv_hexes_8_0= ruleHexLabel ) )
            	    	    // InternalBanneret.g:8113:7: (lv_hexes_8_0= ruleHexLabel )
            	    	    {
            	    	    // InternalBanneret.g:8113:7: (lv_hexes_8_0= ruleHexLabel )
            	    	    // InternalBanneret.g:8114:8: lv_hexes_8_0= ruleHexLabel
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getAutomaticConditionAccess().getHexesHexLabelParserRuleCall_2_1_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_150);
            	    	    lv_hexes_8_0=ruleHexLabel();

            	    	    state._fsp--;


            	    	    								if (current==null) {
            	    	    									current = createModelElementForParent(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    								add(
            	    	    									current,
            	    	    									"hexes",
            	    	    									lv_hexes_8_0,
            	    	    									"org.banneret.dsl.Banneret.HexLabel");
            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop139;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:8134:4: (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* )
            	    {
            	    // InternalBanneret.g:8134:4: (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* )
            	    // InternalBanneret.g:8135:5: otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )*
            	    {
            	    otherlv_9=(Token)match(input,62,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getAutomaticConditionAccess().getInKeyword_2_2_0());
            	    				
            	    // InternalBanneret.g:8139:5: ( ( ruleSheetName ) )
            	    // InternalBanneret.g:8140:6: ( ruleSheetName )
            	    {
            	    // InternalBanneret.g:8140:6: ( ruleSheetName )
            	    // InternalBanneret.g:8141:7: ruleSheetName
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getRegionsRegionCrossReference_2_2_1_0());
            	    						
            	    pushFollow(FOLLOW_150);
            	    ruleSheetName();

            	    state._fsp--;


            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:8155:5: (otherlv_11= ',' ( ( ruleSheetName ) ) )*
            	    loop140:
            	    do {
            	        int alt140=2;
            	        int LA140_0 = input.LA(1);

            	        if ( (LA140_0==32) ) {
            	            alt140=1;
            	        }


            	        switch (alt140) {
            	    	case 1 :
            	    	    // InternalBanneret.g:8156:6: otherlv_11= ',' ( ( ruleSheetName ) )
            	    	    {
            	    	    otherlv_11=(Token)match(input,32,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_11, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_2_2_0());
            	    	    					
            	    	    // InternalBanneret.g:8160:6: ( ( ruleSheetName ) )
            	    	    // InternalBanneret.g:8161:7: ( ruleSheetName )
            	    	    {
            	    	    // InternalBanneret.g:8161:7: ( ruleSheetName )
            	    	    // InternalBanneret.g:8162:8: ruleSheetName
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							

            	    	    								newCompositeNode(grammarAccess.getAutomaticConditionAccess().getRegionsRegionCrossReference_2_2_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_150);
            	    	    ruleSheetName();

            	    	    state._fsp--;


            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop140;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:8179:4: ( (lv_segments_13_0= rulePathSegment ) )
            	    {
            	    // InternalBanneret.g:8179:4: ( (lv_segments_13_0= rulePathSegment ) )
            	    // InternalBanneret.g:8180:5: (lv_segments_13_0= rulePathSegment )
            	    {
            	    // InternalBanneret.g:8180:5: (lv_segments_13_0= rulePathSegment )
            	    // InternalBanneret.g:8181:6: lv_segments_13_0= rulePathSegment
            	    {

            	    						newCompositeNode(grammarAccess.getAutomaticConditionAccess().getSegmentsPathSegmentParserRuleCall_2_3_0());
            	    					
            	    pushFollow(FOLLOW_149);
            	    lv_segments_13_0=rulePathSegment();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getAutomaticConditionRule());
            	    						}
            	    						add(
            	    							current,
            	    							"segments",
            	    							lv_segments_13_0,
            	    							"org.banneret.dsl.Banneret.PathSegment");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:8199:4: (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:8199:4: (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* )
            	    // InternalBanneret.g:8200:5: otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )*
            	    {
            	    otherlv_14=(Token)match(input,33,FOLLOW_151); 

            	    					newLeafNode(otherlv_14, grammarAccess.getAutomaticConditionAccess().getExceptKeyword_2_4_0());
            	    				
            	    otherlv_15=(Token)match(input,50,FOLLOW_4); 

            	    					newLeafNode(otherlv_15, grammarAccess.getAutomaticConditionAccess().getOnKeyword_2_4_1());
            	    				
            	    // InternalBanneret.g:8208:5: ( (otherlv_16= RULE_ID ) )
            	    // InternalBanneret.g:8209:6: (otherlv_16= RULE_ID )
            	    {
            	    // InternalBanneret.g:8209:6: (otherlv_16= RULE_ID )
            	    // InternalBanneret.g:8210:7: otherlv_16= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_16=(Token)match(input,RULE_ID,FOLLOW_150); 

            	    							newLeafNode(otherlv_16, grammarAccess.getAutomaticConditionAccess().getExcludedTerrainTerrainTypeCrossReference_2_4_2_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:8221:5: (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )*
            	    loop141:
            	    do {
            	        int alt141=2;
            	        int LA141_0 = input.LA(1);

            	        if ( (LA141_0==32) ) {
            	            alt141=1;
            	        }


            	        switch (alt141) {
            	    	case 1 :
            	    	    // InternalBanneret.g:8222:6: otherlv_17= ',' ( (otherlv_18= RULE_ID ) )
            	    	    {
            	    	    otherlv_17=(Token)match(input,32,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_17, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_4_3_0());
            	    	    					
            	    	    // InternalBanneret.g:8226:6: ( (otherlv_18= RULE_ID ) )
            	    	    // InternalBanneret.g:8227:7: (otherlv_18= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:8227:7: (otherlv_18= RULE_ID )
            	    	    // InternalBanneret.g:8228:8: otherlv_18= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_18=(Token)match(input,RULE_ID,FOLLOW_150); 

            	    	    								newLeafNode(otherlv_18, grammarAccess.getAutomaticConditionAccess().getExcludedTerrainTerrainTypeCrossReference_2_4_3_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop141;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:8242:4: (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) )
            	    {
            	    // InternalBanneret.g:8242:4: (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) )
            	    // InternalBanneret.g:8243:5: otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) )
            	    {
            	    otherlv_19=(Token)match(input,99,FOLLOW_87); 

            	    					newLeafNode(otherlv_19, grammarAccess.getAutomaticConditionAccess().getEdgeKeyword_2_5_0());
            	    				
            	    // InternalBanneret.g:8247:5: ( (lv_edge_20_0= ruleCompass ) )
            	    // InternalBanneret.g:8248:6: (lv_edge_20_0= ruleCompass )
            	    {
            	    // InternalBanneret.g:8248:6: (lv_edge_20_0= ruleCompass )
            	    // InternalBanneret.g:8249:7: lv_edge_20_0= ruleCompass
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getEdgeCompassEnumRuleCall_2_5_1_0());
            	    						
            	    pushFollow(FOLLOW_149);
            	    lv_edge_20_0=ruleCompass();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    							set(
            	    								current,
            	    								"edge",
            	    								lv_edge_20_0,
            	    								"org.banneret.dsl.Banneret.Compass");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:8268:4: (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) )
            	    {
            	    // InternalBanneret.g:8268:4: (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) )
            	    // InternalBanneret.g:8269:5: otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) )
            	    {
            	    otherlv_21=(Token)match(input,71,FOLLOW_27); 

            	    					newLeafNode(otherlv_21, grammarAccess.getAutomaticConditionAccess().getValueKeyword_2_6_0());
            	    				
            	    // InternalBanneret.g:8273:5: ( (lv_value_22_0= ruleSignedInt ) )
            	    // InternalBanneret.g:8274:6: (lv_value_22_0= ruleSignedInt )
            	    {
            	    // InternalBanneret.g:8274:6: (lv_value_22_0= ruleSignedInt )
            	    // InternalBanneret.g:8275:7: lv_value_22_0= ruleSignedInt
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getValueSignedIntParserRuleCall_2_6_1_0());
            	    						
            	    pushFollow(FOLLOW_149);
            	    lv_value_22_0=ruleSignedInt();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    							set(
            	    								current,
            	    								"value",
            	    								lv_value_22_0,
            	    								"org.banneret.dsl.Banneret.SignedInt");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop142;
                }
            } while (true);

            // InternalBanneret.g:8294:3: ( (lv_description_23_0= RULE_STRING ) )?
            int alt143=2;
            int LA143_0 = input.LA(1);

            if ( (LA143_0==RULE_STRING) ) {
                alt143=1;
            }
            switch (alt143) {
                case 1 :
                    // InternalBanneret.g:8295:4: (lv_description_23_0= RULE_STRING )
                    {
                    // InternalBanneret.g:8295:4: (lv_description_23_0= RULE_STRING )
                    // InternalBanneret.g:8296:5: lv_description_23_0= RULE_STRING
                    {
                    lv_description_23_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    					newLeafNode(lv_description_23_0, grammarAccess.getAutomaticConditionAccess().getDescriptionSTRINGTerminalRuleCall_3_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getAutomaticConditionRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"description",
                    						lv_description_23_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleAutomaticCondition"


    // $ANTLR start "entryRuleSpecialRule"
    // InternalBanneret.g:8316:1: entryRuleSpecialRule returns [EObject current=null] : iv_ruleSpecialRule= ruleSpecialRule EOF ;
    public final EObject entryRuleSpecialRule() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSpecialRule = null;


        try {
            // InternalBanneret.g:8316:52: (iv_ruleSpecialRule= ruleSpecialRule EOF )
            // InternalBanneret.g:8317:2: iv_ruleSpecialRule= ruleSpecialRule EOF
            {
             newCompositeNode(grammarAccess.getSpecialRuleRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleSpecialRule=ruleSpecialRule();

            state._fsp--;

             current =iv_ruleSpecialRule; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSpecialRule"


    // $ANTLR start "ruleSpecialRule"
    // InternalBanneret.g:8323:1: ruleSpecialRule returns [EObject current=null] : (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? ) ;
    public final EObject ruleSpecialRule() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token lv_text_4_0=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        EObject lv_flags_6_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8329:2: ( (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? ) )
            // InternalBanneret.g:8330:2: (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? )
            {
            // InternalBanneret.g:8330:2: (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? )
            // InternalBanneret.g:8331:3: otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )?
            {
            otherlv_0=(Token)match(input,139,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSpecialRuleAccess().getRuleKeyword_0());
            		
            // InternalBanneret.g:8335:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:8336:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:8336:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:8337:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_152); 

            					newLeafNode(lv_name_1_0, grammarAccess.getSpecialRuleAccess().getNameIDTerminalRuleCall_1_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getSpecialRuleRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_1_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:8353:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt144=2;
            int LA144_0 = input.LA(1);

            if ( (LA144_0==RULE_STRING) ) {
                alt144=1;
            }
            switch (alt144) {
                case 1 :
                    // InternalBanneret.g:8354:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:8354:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:8355:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_153); 

                    					newLeafNode(lv_title_2_0, grammarAccess.getSpecialRuleAccess().getTitleSTRINGTerminalRuleCall_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getSpecialRuleRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"title",
                    						lv_title_2_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:8371:3: (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )?
            int alt145=2;
            int LA145_0 = input.LA(1);

            if ( (LA145_0==57) ) {
                alt145=1;
            }
            switch (alt145) {
                case 1 :
                    // InternalBanneret.g:8372:4: otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) )
                    {
                    otherlv_3=(Token)match(input,57,FOLLOW_8); 

                    				newLeafNode(otherlv_3, grammarAccess.getSpecialRuleAccess().getColonKeyword_3_0());
                    			
                    // InternalBanneret.g:8376:4: ( (lv_text_4_0= RULE_STRING ) )
                    // InternalBanneret.g:8377:5: (lv_text_4_0= RULE_STRING )
                    {
                    // InternalBanneret.g:8377:5: (lv_text_4_0= RULE_STRING )
                    // InternalBanneret.g:8378:6: lv_text_4_0= RULE_STRING
                    {
                    lv_text_4_0=(Token)match(input,RULE_STRING,FOLLOW_22); 

                    						newLeafNode(lv_text_4_0, grammarAccess.getSpecialRuleAccess().getTextSTRINGTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getSpecialRuleRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"text",
                    							lv_text_4_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:8395:3: (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )?
            int alt147=2;
            int LA147_0 = input.LA(1);

            if ( (LA147_0==13) ) {
                alt147=1;
            }
            switch (alt147) {
                case 1 :
                    // InternalBanneret.g:8396:4: otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}'
                    {
                    otherlv_5=(Token)match(input,13,FOLLOW_154); 

                    				newLeafNode(otherlv_5, grammarAccess.getSpecialRuleAccess().getLeftCurlyBracketKeyword_4_0());
                    			
                    // InternalBanneret.g:8400:4: ( (lv_flags_6_0= ruleRuleFlag ) )*
                    loop146:
                    do {
                        int alt146=2;
                        int LA146_0 = input.LA(1);

                        if ( (LA146_0==RULE_ID||(LA146_0>=17 && LA146_0<=21)||LA146_0==23||LA146_0==25||LA146_0==28||LA146_0==34||LA146_0==36||(LA146_0>=40 && LA146_0<=42)||(LA146_0>=44 && LA146_0<=45)||LA146_0==50||LA146_0==53||(LA146_0>=58 && LA146_0<=61)||(LA146_0>=67 && LA146_0<=72)||(LA146_0>=78 && LA146_0<=79)||LA146_0==82||LA146_0==88||(LA146_0>=94 && LA146_0<=95)||(LA146_0>=98 && LA146_0<=100)||(LA146_0>=103 && LA146_0<=106)||LA146_0==111||(LA146_0>=117 && LA146_0<=118)||(LA146_0>=124 && LA146_0<=125)||LA146_0==130||LA146_0==133||(LA146_0>=136 && LA146_0<=139)||(LA146_0>=145 && LA146_0<=160)) ) {
                            alt146=1;
                        }


                        switch (alt146) {
                    	case 1 :
                    	    // InternalBanneret.g:8401:5: (lv_flags_6_0= ruleRuleFlag )
                    	    {
                    	    // InternalBanneret.g:8401:5: (lv_flags_6_0= ruleRuleFlag )
                    	    // InternalBanneret.g:8402:6: lv_flags_6_0= ruleRuleFlag
                    	    {

                    	    						newCompositeNode(grammarAccess.getSpecialRuleAccess().getFlagsRuleFlagParserRuleCall_4_1_0());
                    	    					
                    	    pushFollow(FOLLOW_154);
                    	    lv_flags_6_0=ruleRuleFlag();

                    	    state._fsp--;


                    	    						if (current==null) {
                    	    							current = createModelElementForParent(grammarAccess.getSpecialRuleRule());
                    	    						}
                    	    						add(
                    	    							current,
                    	    							"flags",
                    	    							lv_flags_6_0,
                    	    							"org.banneret.dsl.Banneret.RuleFlag");
                    	    						afterParserOrEnumRuleCall();
                    	    					

                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop146;
                        }
                    } while (true);

                    otherlv_7=(Token)match(input,29,FOLLOW_2); 

                    				newLeafNode(otherlv_7, grammarAccess.getSpecialRuleAccess().getRightCurlyBracketKeyword_4_2());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSpecialRule"


    // $ANTLR start "entryRuleRuleFlag"
    // InternalBanneret.g:8428:1: entryRuleRuleFlag returns [EObject current=null] : iv_ruleRuleFlag= ruleRuleFlag EOF ;
    public final EObject entryRuleRuleFlag() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRuleFlag = null;


        try {
            // InternalBanneret.g:8428:49: (iv_ruleRuleFlag= ruleRuleFlag EOF )
            // InternalBanneret.g:8429:2: iv_ruleRuleFlag= ruleRuleFlag EOF
            {
             newCompositeNode(grammarAccess.getRuleFlagRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleRuleFlag=ruleRuleFlag();

            state._fsp--;

             current =iv_ruleRuleFlag; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleRuleFlag"


    // $ANTLR start "ruleRuleFlag"
    // InternalBanneret.g:8435:1: ruleRuleFlag returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? ) ;
    public final EObject ruleRuleFlag() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token lv_fromTurn_5_0=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token lv_toTurn_8_0=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        AntlrDatatypeRuleToken lv_key_0_0 = null;

        AntlrDatatypeRuleToken lv_value_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8441:2: ( ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? ) )
            // InternalBanneret.g:8442:2: ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? )
            {
            // InternalBanneret.g:8442:2: ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? )
            // InternalBanneret.g:8443:3: ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )?
            {
            // InternalBanneret.g:8443:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:8444:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:8444:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:8445:5: lv_key_0_0= ruleWord
            {

            					newCompositeNode(grammarAccess.getRuleFlagAccess().getKeyWordParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_155);
            lv_key_0_0=ruleWord();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getRuleFlagRule());
            					}
            					set(
            						current,
            						"key",
            						lv_key_0_0,
            						"org.banneret.dsl.Banneret.Word");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:8462:3: (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )?
            int alt148=2;
            int LA148_0 = input.LA(1);

            if ( (LA148_0==102) ) {
                alt148=1;
            }
            switch (alt148) {
                case 1 :
                    // InternalBanneret.g:8463:4: otherlv_1= '=' ( (lv_value_2_0= ruleValue ) )
                    {
                    otherlv_1=(Token)match(input,102,FOLLOW_68); 

                    				newLeafNode(otherlv_1, grammarAccess.getRuleFlagAccess().getEqualsSignKeyword_1_0());
                    			
                    // InternalBanneret.g:8467:4: ( (lv_value_2_0= ruleValue ) )
                    // InternalBanneret.g:8468:5: (lv_value_2_0= ruleValue )
                    {
                    // InternalBanneret.g:8468:5: (lv_value_2_0= ruleValue )
                    // InternalBanneret.g:8469:6: lv_value_2_0= ruleValue
                    {

                    						newCompositeNode(grammarAccess.getRuleFlagAccess().getValueValueParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_156);
                    lv_value_2_0=ruleValue();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getRuleFlagRule());
                    						}
                    						set(
                    							current,
                    							"value",
                    							lv_value_2_0,
                    							"org.banneret.dsl.Banneret.Value");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:8487:3: (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )?
            int alt149=2;
            int LA149_0 = input.LA(1);

            if ( (LA149_0==96) ) {
                alt149=1;
            }
            switch (alt149) {
                case 1 :
                    // InternalBanneret.g:8488:4: otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) )
                    {
                    otherlv_3=(Token)match(input,96,FOLLOW_139); 

                    				newLeafNode(otherlv_3, grammarAccess.getRuleFlagAccess().getFromKeyword_2_0());
                    			
                    otherlv_4=(Token)match(input,136,FOLLOW_10); 

                    				newLeafNode(otherlv_4, grammarAccess.getRuleFlagAccess().getTurnKeyword_2_1());
                    			
                    // InternalBanneret.g:8496:4: ( (lv_fromTurn_5_0= RULE_INT ) )
                    // InternalBanneret.g:8497:5: (lv_fromTurn_5_0= RULE_INT )
                    {
                    // InternalBanneret.g:8497:5: (lv_fromTurn_5_0= RULE_INT )
                    // InternalBanneret.g:8498:6: lv_fromTurn_5_0= RULE_INT
                    {
                    lv_fromTurn_5_0=(Token)match(input,RULE_INT,FOLLOW_157); 

                    						newLeafNode(lv_fromTurn_5_0, grammarAccess.getRuleFlagAccess().getFromTurnINTTerminalRuleCall_2_2_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleFlagRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"fromTurn",
                    							lv_fromTurn_5_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:8515:3: (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )?
            int alt150=2;
            int LA150_0 = input.LA(1);

            if ( (LA150_0==73) ) {
                alt150=1;
            }
            switch (alt150) {
                case 1 :
                    // InternalBanneret.g:8516:4: otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,73,FOLLOW_139); 

                    				newLeafNode(otherlv_6, grammarAccess.getRuleFlagAccess().getToKeyword_3_0());
                    			
                    otherlv_7=(Token)match(input,136,FOLLOW_10); 

                    				newLeafNode(otherlv_7, grammarAccess.getRuleFlagAccess().getTurnKeyword_3_1());
                    			
                    // InternalBanneret.g:8524:4: ( (lv_toTurn_8_0= RULE_INT ) )
                    // InternalBanneret.g:8525:5: (lv_toTurn_8_0= RULE_INT )
                    {
                    // InternalBanneret.g:8525:5: (lv_toTurn_8_0= RULE_INT )
                    // InternalBanneret.g:8526:6: lv_toTurn_8_0= RULE_INT
                    {
                    lv_toTurn_8_0=(Token)match(input,RULE_INT,FOLLOW_158); 

                    						newLeafNode(lv_toTurn_8_0, grammarAccess.getRuleFlagAccess().getToTurnINTTerminalRuleCall_3_2_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleFlagRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"toTurn",
                    							lv_toTurn_8_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:8543:3: (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt152=2;
            int LA152_0 = input.LA(1);

            if ( (LA152_0==31) ) {
                alt152=1;
            }
            switch (alt152) {
                case 1 :
                    // InternalBanneret.g:8544:4: otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_9=(Token)match(input,31,FOLLOW_4); 

                    				newLeafNode(otherlv_9, grammarAccess.getRuleFlagAccess().getForKeyword_4_0());
                    			
                    // InternalBanneret.g:8548:4: ( ( ruleQualifiedName ) )
                    // InternalBanneret.g:8549:5: ( ruleQualifiedName )
                    {
                    // InternalBanneret.g:8549:5: ( ruleQualifiedName )
                    // InternalBanneret.g:8550:6: ruleQualifiedName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleFlagRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getRuleFlagAccess().getTargetsEObjectCrossReference_4_1_0());
                    					
                    pushFollow(FOLLOW_18);
                    ruleQualifiedName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:8564:4: (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    loop151:
                    do {
                        int alt151=2;
                        int LA151_0 = input.LA(1);

                        if ( (LA151_0==32) ) {
                            alt151=1;
                        }


                        switch (alt151) {
                    	case 1 :
                    	    // InternalBanneret.g:8565:5: otherlv_11= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_11=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getRuleFlagAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:8569:5: ( ( ruleQualifiedName ) )
                    	    // InternalBanneret.g:8570:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalBanneret.g:8570:6: ( ruleQualifiedName )
                    	    // InternalBanneret.g:8571:7: ruleQualifiedName
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getRuleFlagRule());
                    	    							}
                    	    						

                    	    							newCompositeNode(grammarAccess.getRuleFlagAccess().getTargetsEObjectCrossReference_4_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_18);
                    	    ruleQualifiedName();

                    	    state._fsp--;


                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop151;
                        }
                    } while (true);


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRuleFlag"


    // $ANTLR start "entryRuleScenarioLink"
    // InternalBanneret.g:8591:1: entryRuleScenarioLink returns [EObject current=null] : iv_ruleScenarioLink= ruleScenarioLink EOF ;
    public final EObject entryRuleScenarioLink() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenarioLink = null;


        try {
            // InternalBanneret.g:8591:53: (iv_ruleScenarioLink= ruleScenarioLink EOF )
            // InternalBanneret.g:8592:2: iv_ruleScenarioLink= ruleScenarioLink EOF
            {
             newCompositeNode(grammarAccess.getScenarioLinkRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleScenarioLink=ruleScenarioLink();

            state._fsp--;

             current =iv_ruleScenarioLink; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleScenarioLink"


    // $ANTLR start "ruleScenarioLink"
    // InternalBanneret.g:8598:1: ruleScenarioLink returns [EObject current=null] : (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? ) ;
    public final EObject ruleScenarioLink() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token lv_description_6_0=null;
        AntlrDatatypeRuleToken lv_carries_3_0 = null;

        AntlrDatatypeRuleToken lv_carries_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8604:2: ( (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:8605:2: (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:8605:2: (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? )
            // InternalBanneret.g:8606:3: otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )?
            {
            otherlv_0=(Token)match(input,140,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioLinkAccess().getFollowsKeyword_0());
            		
            // InternalBanneret.g:8610:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:8611:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:8611:4: ( ruleQualifiedName )
            // InternalBanneret.g:8612:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getScenarioLinkRule());
            					}
            				

            					newCompositeNode(grammarAccess.getScenarioLinkAccess().getSourceScenarioCrossReference_1_0());
            				
            pushFollow(FOLLOW_159);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:8626:3: (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )?
            int alt154=2;
            int LA154_0 = input.LA(1);

            if ( (LA154_0==141) ) {
                alt154=1;
            }
            switch (alt154) {
                case 1 :
                    // InternalBanneret.g:8627:4: otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )*
                    {
                    otherlv_2=(Token)match(input,141,FOLLOW_11); 

                    				newLeafNode(otherlv_2, grammarAccess.getScenarioLinkAccess().getCarryingKeyword_2_0());
                    			
                    // InternalBanneret.g:8631:4: ( (lv_carries_3_0= ruleWord ) )
                    // InternalBanneret.g:8632:5: (lv_carries_3_0= ruleWord )
                    {
                    // InternalBanneret.g:8632:5: (lv_carries_3_0= ruleWord )
                    // InternalBanneret.g:8633:6: lv_carries_3_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getScenarioLinkAccess().getCarriesWordParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_160);
                    lv_carries_3_0=ruleWord();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getScenarioLinkRule());
                    						}
                    						add(
                    							current,
                    							"carries",
                    							lv_carries_3_0,
                    							"org.banneret.dsl.Banneret.Word");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:8650:4: (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )*
                    loop153:
                    do {
                        int alt153=2;
                        int LA153_0 = input.LA(1);

                        if ( (LA153_0==32) ) {
                            alt153=1;
                        }


                        switch (alt153) {
                    	case 1 :
                    	    // InternalBanneret.g:8651:5: otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) )
                    	    {
                    	    otherlv_4=(Token)match(input,32,FOLLOW_11); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getScenarioLinkAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:8655:5: ( (lv_carries_5_0= ruleWord ) )
                    	    // InternalBanneret.g:8656:6: (lv_carries_5_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:8656:6: (lv_carries_5_0= ruleWord )
                    	    // InternalBanneret.g:8657:7: lv_carries_5_0= ruleWord
                    	    {

                    	    							newCompositeNode(grammarAccess.getScenarioLinkAccess().getCarriesWordParserRuleCall_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_160);
                    	    lv_carries_5_0=ruleWord();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getScenarioLinkRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"carries",
                    	    								lv_carries_5_0,
                    	    								"org.banneret.dsl.Banneret.Word");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop153;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:8676:3: ( (lv_description_6_0= RULE_STRING ) )?
            int alt155=2;
            int LA155_0 = input.LA(1);

            if ( (LA155_0==RULE_STRING) ) {
                alt155=1;
            }
            switch (alt155) {
                case 1 :
                    // InternalBanneret.g:8677:4: (lv_description_6_0= RULE_STRING )
                    {
                    // InternalBanneret.g:8677:4: (lv_description_6_0= RULE_STRING )
                    // InternalBanneret.g:8678:5: lv_description_6_0= RULE_STRING
                    {
                    lv_description_6_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    					newLeafNode(lv_description_6_0, grammarAccess.getScenarioLinkAccess().getDescriptionSTRINGTerminalRuleCall_3_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getScenarioLinkRule());
                    					}
                    					setWithLastConsumed(
                    						current,
                    						"description",
                    						lv_description_6_0,
                    						"org.eclipse.xtext.common.Terminals.STRING");
                    				

                    }


                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleScenarioLink"


    // $ANTLR start "entryRuleRuleWaiver"
    // InternalBanneret.g:8698:1: entryRuleRuleWaiver returns [EObject current=null] : iv_ruleRuleWaiver= ruleRuleWaiver EOF ;
    public final EObject entryRuleRuleWaiver() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRuleWaiver = null;


        try {
            // InternalBanneret.g:8698:51: (iv_ruleRuleWaiver= ruleRuleWaiver EOF )
            // InternalBanneret.g:8699:2: iv_ruleRuleWaiver= ruleRuleWaiver EOF
            {
             newCompositeNode(grammarAccess.getRuleWaiverRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleRuleWaiver=ruleRuleWaiver();

            state._fsp--;

             current =iv_ruleRuleWaiver; 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleRuleWaiver"


    // $ANTLR start "ruleRuleWaiver"
    // InternalBanneret.g:8705:1: ruleRuleWaiver returns [EObject current=null] : (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) ) ;
    public final EObject ruleRuleWaiver() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token otherlv_10=null;
        Token lv_reason_11_0=null;
        AntlrDatatypeRuleToken lv_ruleId_1_0 = null;

        AntlrDatatypeRuleToken lv_hexes_7_0 = null;

        AntlrDatatypeRuleToken lv_hexes_9_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8711:2: ( (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) ) )
            // InternalBanneret.g:8712:2: (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) )
            {
            // InternalBanneret.g:8712:2: (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) )
            // InternalBanneret.g:8713:3: otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) )
            {
            otherlv_0=(Token)match(input,142,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRuleWaiverAccess().getWaiveKeyword_0());
            		
            // InternalBanneret.g:8717:3: ( (lv_ruleId_1_0= ruleRuleId ) )
            // InternalBanneret.g:8718:4: (lv_ruleId_1_0= ruleRuleId )
            {
            // InternalBanneret.g:8718:4: (lv_ruleId_1_0= ruleRuleId )
            // InternalBanneret.g:8719:5: lv_ruleId_1_0= ruleRuleId
            {

            					newCompositeNode(grammarAccess.getRuleWaiverAccess().getRuleIdRuleIdParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_161);
            lv_ruleId_1_0=ruleRuleId();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getRuleWaiverRule());
            					}
            					set(
            						current,
            						"ruleId",
            						lv_ruleId_1_0,
            						"org.banneret.dsl.Banneret.RuleId");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:8736:3: (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt157=2;
            int LA157_0 = input.LA(1);

            if ( (LA157_0==31) ) {
                alt157=1;
            }
            switch (alt157) {
                case 1 :
                    // InternalBanneret.g:8737:4: otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_2=(Token)match(input,31,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getRuleWaiverAccess().getForKeyword_2_0());
                    			
                    // InternalBanneret.g:8741:4: ( ( ruleQualifiedName ) )
                    // InternalBanneret.g:8742:5: ( ruleQualifiedName )
                    {
                    // InternalBanneret.g:8742:5: ( ruleQualifiedName )
                    // InternalBanneret.g:8743:6: ruleQualifiedName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleWaiverRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getRuleWaiverAccess().getTargetsEObjectCrossReference_2_1_0());
                    					
                    pushFollow(FOLLOW_162);
                    ruleQualifiedName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:8757:4: (otherlv_4= ',' ( ( ruleQualifiedName ) ) )*
                    loop156:
                    do {
                        int alt156=2;
                        int LA156_0 = input.LA(1);

                        if ( (LA156_0==32) ) {
                            alt156=1;
                        }


                        switch (alt156) {
                    	case 1 :
                    	    // InternalBanneret.g:8758:5: otherlv_4= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_4=(Token)match(input,32,FOLLOW_4); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getRuleWaiverAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:8762:5: ( ( ruleQualifiedName ) )
                    	    // InternalBanneret.g:8763:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalBanneret.g:8763:6: ( ruleQualifiedName )
                    	    // InternalBanneret.g:8764:7: ruleQualifiedName
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getRuleWaiverRule());
                    	    							}
                    	    						

                    	    							newCompositeNode(grammarAccess.getRuleWaiverAccess().getTargetsEObjectCrossReference_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_162);
                    	    ruleQualifiedName();

                    	    state._fsp--;


                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop156;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:8780:3: (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )?
            int alt159=2;
            int LA159_0 = input.LA(1);

            if ( (LA159_0==101) ) {
                alt159=1;
            }
            switch (alt159) {
                case 1 :
                    // InternalBanneret.g:8781:4: otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )*
                    {
                    otherlv_6=(Token)match(input,101,FOLLOW_85); 

                    				newLeafNode(otherlv_6, grammarAccess.getRuleWaiverAccess().getAtKeyword_3_0());
                    			
                    // InternalBanneret.g:8785:4: ( (lv_hexes_7_0= ruleHexLabel ) )
                    // InternalBanneret.g:8786:5: (lv_hexes_7_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:8786:5: (lv_hexes_7_0= ruleHexLabel )
                    // InternalBanneret.g:8787:6: lv_hexes_7_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getRuleWaiverAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_163);
                    lv_hexes_7_0=ruleHexLabel();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getRuleWaiverRule());
                    						}
                    						add(
                    							current,
                    							"hexes",
                    							lv_hexes_7_0,
                    							"org.banneret.dsl.Banneret.HexLabel");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:8804:4: (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )*
                    loop158:
                    do {
                        int alt158=2;
                        int LA158_0 = input.LA(1);

                        if ( (LA158_0==32) ) {
                            alt158=1;
                        }


                        switch (alt158) {
                    	case 1 :
                    	    // InternalBanneret.g:8805:5: otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_8=(Token)match(input,32,FOLLOW_85); 

                    	    					newLeafNode(otherlv_8, grammarAccess.getRuleWaiverAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:8809:5: ( (lv_hexes_9_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:8810:6: (lv_hexes_9_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:8810:6: (lv_hexes_9_0= ruleHexLabel )
                    	    // InternalBanneret.g:8811:7: lv_hexes_9_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getRuleWaiverAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_163);
                    	    lv_hexes_9_0=ruleHexLabel();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getRuleWaiverRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"hexes",
                    	    								lv_hexes_9_0,
                    	    								"org.banneret.dsl.Banneret.HexLabel");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop158;
                        }
                    } while (true);


                    }
                    break;

            }

            otherlv_10=(Token)match(input,143,FOLLOW_8); 

            			newLeafNode(otherlv_10, grammarAccess.getRuleWaiverAccess().getBecauseKeyword_4());
            		
            // InternalBanneret.g:8834:3: ( (lv_reason_11_0= RULE_STRING ) )
            // InternalBanneret.g:8835:4: (lv_reason_11_0= RULE_STRING )
            {
            // InternalBanneret.g:8835:4: (lv_reason_11_0= RULE_STRING )
            // InternalBanneret.g:8836:5: lv_reason_11_0= RULE_STRING
            {
            lv_reason_11_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

            					newLeafNode(lv_reason_11_0, grammarAccess.getRuleWaiverAccess().getReasonSTRINGTerminalRuleCall_5_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getRuleWaiverRule());
            					}
            					setWithLastConsumed(
            						current,
            						"reason",
            						lv_reason_11_0,
            						"org.eclipse.xtext.common.Terminals.STRING");
            				

            }


            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRuleWaiver"


    // $ANTLR start "entryRuleHexLabel"
    // InternalBanneret.g:8856:1: entryRuleHexLabel returns [String current=null] : iv_ruleHexLabel= ruleHexLabel EOF ;
    public final String entryRuleHexLabel() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleHexLabel = null;


        try {
            // InternalBanneret.g:8856:48: (iv_ruleHexLabel= ruleHexLabel EOF )
            // InternalBanneret.g:8857:2: iv_ruleHexLabel= ruleHexLabel EOF
            {
             newCompositeNode(grammarAccess.getHexLabelRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleHexLabel=ruleHexLabel();

            state._fsp--;

             current =iv_ruleHexLabel.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHexLabel"


    // $ANTLR start "ruleHexLabel"
    // InternalBanneret.g:8863:1: ruleHexLabel returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleHexLabel() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_INT_2=null;
        Token this_ID_3=null;
        Token this_STRING_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:8869:2: ( ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING ) )
            // InternalBanneret.g:8870:2: ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING )
            {
            // InternalBanneret.g:8870:2: ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING )
            int alt162=2;
            int LA162_0 = input.LA(1);

            if ( ((LA162_0>=RULE_ID && LA162_0<=RULE_INT)) ) {
                alt162=1;
            }
            else if ( (LA162_0==RULE_STRING) ) {
                alt162=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 162, 0, input);

                throw nvae;
            }
            switch (alt162) {
                case 1 :
                    // InternalBanneret.g:8871:3: ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) )
                    {
                    // InternalBanneret.g:8871:3: ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) )
                    // InternalBanneret.g:8872:4: (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID )
                    {
                    // InternalBanneret.g:8872:4: (this_ID_0= RULE_ID kw= ':' )?
                    int alt160=2;
                    int LA160_0 = input.LA(1);

                    if ( (LA160_0==RULE_ID) ) {
                        int LA160_1 = input.LA(2);

                        if ( (LA160_1==57) ) {
                            alt160=1;
                        }
                    }
                    switch (alt160) {
                        case 1 :
                            // InternalBanneret.g:8873:5: this_ID_0= RULE_ID kw= ':'
                            {
                            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_43); 

                            					current.merge(this_ID_0);
                            				

                            					newLeafNode(this_ID_0, grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_0_0_0());
                            				
                            kw=(Token)match(input,57,FOLLOW_164); 

                            					current.merge(kw);
                            					newLeafNode(kw, grammarAccess.getHexLabelAccess().getColonKeyword_0_0_1());
                            				

                            }
                            break;

                    }

                    // InternalBanneret.g:8886:4: (this_INT_2= RULE_INT | this_ID_3= RULE_ID )
                    int alt161=2;
                    int LA161_0 = input.LA(1);

                    if ( (LA161_0==RULE_INT) ) {
                        alt161=1;
                    }
                    else if ( (LA161_0==RULE_ID) ) {
                        alt161=2;
                    }
                    else {
                        NoViableAltException nvae =
                            new NoViableAltException("", 161, 0, input);

                        throw nvae;
                    }
                    switch (alt161) {
                        case 1 :
                            // InternalBanneret.g:8887:5: this_INT_2= RULE_INT
                            {
                            this_INT_2=(Token)match(input,RULE_INT,FOLLOW_2); 

                            					current.merge(this_INT_2);
                            				

                            					newLeafNode(this_INT_2, grammarAccess.getHexLabelAccess().getINTTerminalRuleCall_0_1_0());
                            				

                            }
                            break;
                        case 2 :
                            // InternalBanneret.g:8895:5: this_ID_3= RULE_ID
                            {
                            this_ID_3=(Token)match(input,RULE_ID,FOLLOW_2); 

                            					current.merge(this_ID_3);
                            				

                            					newLeafNode(this_ID_3, grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_0_1_1());
                            				

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8905:3: this_STRING_4= RULE_STRING
                    {
                    this_STRING_4=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    			current.merge(this_STRING_4);
                    		

                    			newLeafNode(this_STRING_4, grammarAccess.getHexLabelAccess().getSTRINGTerminalRuleCall_1());
                    		

                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHexLabel"


    // $ANTLR start "entryRuleQualifiedName"
    // InternalBanneret.g:8916:1: entryRuleQualifiedName returns [String current=null] : iv_ruleQualifiedName= ruleQualifiedName EOF ;
    public final String entryRuleQualifiedName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleQualifiedName = null;


        try {
            // InternalBanneret.g:8916:53: (iv_ruleQualifiedName= ruleQualifiedName EOF )
            // InternalBanneret.g:8917:2: iv_ruleQualifiedName= ruleQualifiedName EOF
            {
             newCompositeNode(grammarAccess.getQualifiedNameRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleQualifiedName=ruleQualifiedName();

            state._fsp--;

             current =iv_ruleQualifiedName.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleQualifiedName"


    // $ANTLR start "ruleQualifiedName"
    // InternalBanneret.g:8923:1: ruleQualifiedName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) ;
    public final AntlrDatatypeRuleToken ruleQualifiedName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8929:2: ( (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) )
            // InternalBanneret.g:8930:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            {
            // InternalBanneret.g:8930:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            // InternalBanneret.g:8931:3: this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_165); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:8938:3: (kw= '.' this_ID_2= RULE_ID )*
            loop163:
            do {
                int alt163=2;
                int LA163_0 = input.LA(1);

                if ( (LA163_0==144) ) {
                    alt163=1;
                }


                switch (alt163) {
            	case 1 :
            	    // InternalBanneret.g:8939:4: kw= '.' this_ID_2= RULE_ID
            	    {
            	    kw=(Token)match(input,144,FOLLOW_4); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0());
            	    			
            	    this_ID_2=(Token)match(input,RULE_ID,FOLLOW_165); 

            	    				current.merge(this_ID_2);
            	    			

            	    				newLeafNode(this_ID_2, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1());
            	    			

            	    }
            	    break;

            	default :
            	    break loop163;
                }
            } while (true);


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleQualifiedName"


    // $ANTLR start "entryRuleSheetName"
    // InternalBanneret.g:8956:1: entryRuleSheetName returns [String current=null] : iv_ruleSheetName= ruleSheetName EOF ;
    public final String entryRuleSheetName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleSheetName = null;


        try {
            // InternalBanneret.g:8956:49: (iv_ruleSheetName= ruleSheetName EOF )
            // InternalBanneret.g:8957:2: iv_ruleSheetName= ruleSheetName EOF
            {
             newCompositeNode(grammarAccess.getSheetNameRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleSheetName=ruleSheetName();

            state._fsp--;

             current =iv_ruleSheetName.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSheetName"


    // $ANTLR start "ruleSheetName"
    // InternalBanneret.g:8963:1: ruleSheetName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID ) ;
    public final AntlrDatatypeRuleToken ruleSheetName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8969:2: ( ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID ) )
            // InternalBanneret.g:8970:2: ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID )
            {
            // InternalBanneret.g:8970:2: ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID )
            // InternalBanneret.g:8971:3: (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID
            {
            // InternalBanneret.g:8971:3: (this_ID_0= RULE_ID kw= ':' )?
            int alt164=2;
            int LA164_0 = input.LA(1);

            if ( (LA164_0==RULE_ID) ) {
                int LA164_1 = input.LA(2);

                if ( (LA164_1==57) ) {
                    alt164=1;
                }
            }
            switch (alt164) {
                case 1 :
                    // InternalBanneret.g:8972:4: this_ID_0= RULE_ID kw= ':'
                    {
                    this_ID_0=(Token)match(input,RULE_ID,FOLLOW_43); 

                    				current.merge(this_ID_0);
                    			

                    				newLeafNode(this_ID_0, grammarAccess.getSheetNameAccess().getIDTerminalRuleCall_0_0());
                    			
                    kw=(Token)match(input,57,FOLLOW_4); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getSheetNameAccess().getColonKeyword_0_1());
                    			

                    }
                    break;

            }

            this_ID_2=(Token)match(input,RULE_ID,FOLLOW_2); 

            			current.merge(this_ID_2);
            		

            			newLeafNode(this_ID_2, grammarAccess.getSheetNameAccess().getIDTerminalRuleCall_1());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSheetName"


    // $ANTLR start "entryRuleWord"
    // InternalBanneret.g:8996:1: entryRuleWord returns [String current=null] : iv_ruleWord= ruleWord EOF ;
    public final String entryRuleWord() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleWord = null;


        try {
            // InternalBanneret.g:8996:44: (iv_ruleWord= ruleWord EOF )
            // InternalBanneret.g:8997:2: iv_ruleWord= ruleWord EOF
            {
             newCompositeNode(grammarAccess.getWordRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleWord=ruleWord();

            state._fsp--;

             current =iv_ruleWord.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleWord"


    // $ANTLR start "ruleWord"
    // InternalBanneret.g:9003:1: ruleWord returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' | kw= 'record' | kw= 'role' | kw= 'hull' | kw= 'task' | kw= 'levels' | kw= 'pattern' | kw= 'glyph' ) ;
    public final AntlrDatatypeRuleToken ruleWord() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;


        	enterRule();

        try {
            // InternalBanneret.g:9009:2: ( (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' | kw= 'record' | kw= 'role' | kw= 'hull' | kw= 'task' | kw= 'levels' | kw= 'pattern' | kw= 'glyph' ) )
            // InternalBanneret.g:9010:2: (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' | kw= 'record' | kw= 'role' | kw= 'hull' | kw= 'task' | kw= 'levels' | kw= 'pattern' | kw= 'glyph' )
            {
            // InternalBanneret.g:9010:2: (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' | kw= 'record' | kw= 'role' | kw= 'hull' | kw= 'task' | kw= 'levels' | kw= 'pattern' | kw= 'glyph' )
            int alt165=68;
            switch ( input.LA(1) ) {
            case RULE_ID:
                {
                alt165=1;
                }
                break;
            case 28:
                {
                alt165=2;
                }
                break;
            case 95:
                {
                alt165=3;
                }
                break;
            case 71:
                {
                alt165=4;
                }
                break;
            case 72:
                {
                alt165=5;
                }
                break;
            case 41:
                {
                alt165=6;
                }
                break;
            case 40:
                {
                alt165=7;
                }
                break;
            case 69:
                {
                alt165=8;
                }
                break;
            case 67:
                {
                alt165=9;
                }
                break;
            case 68:
                {
                alt165=10;
                }
                break;
            case 70:
                {
                alt165=11;
                }
                break;
            case 61:
                {
                alt165=12;
                }
                break;
            case 118:
                {
                alt165=13;
                }
                break;
            case 60:
                {
                alt165=14;
                }
                break;
            case 136:
                {
                alt165=15;
                }
                break;
            case 23:
                {
                alt165=16;
                }
                break;
            case 78:
                {
                alt165=17;
                }
                break;
            case 53:
                {
                alt165=18;
                }
                break;
            case 117:
                {
                alt165=19;
                }
                break;
            case 98:
                {
                alt165=20;
                }
                break;
            case 137:
                {
                alt165=21;
                }
                break;
            case 88:
                {
                alt165=22;
                }
                break;
            case 50:
                {
                alt165=23;
                }
                break;
            case 133:
                {
                alt165=24;
                }
                break;
            case 34:
                {
                alt165=25;
                }
                break;
            case 36:
                {
                alt165=26;
                }
                break;
            case 42:
                {
                alt165=27;
                }
                break;
            case 124:
                {
                alt165=28;
                }
                break;
            case 125:
                {
                alt165=29;
                }
                break;
            case 145:
                {
                alt165=30;
                }
                break;
            case 146:
                {
                alt165=31;
                }
                break;
            case 147:
                {
                alt165=32;
                }
                break;
            case 148:
                {
                alt165=33;
                }
                break;
            case 149:
                {
                alt165=34;
                }
                break;
            case 150:
                {
                alt165=35;
                }
                break;
            case 58:
                {
                alt165=36;
                }
                break;
            case 99:
                {
                alt165=37;
                }
                break;
            case 79:
                {
                alt165=38;
                }
                break;
            case 82:
                {
                alt165=39;
                }
                break;
            case 25:
                {
                alt165=40;
                }
                break;
            case 21:
                {
                alt165=41;
                }
                break;
            case 151:
                {
                alt165=42;
                }
                break;
            case 152:
                {
                alt165=43;
                }
                break;
            case 153:
                {
                alt165=44;
                }
                break;
            case 154:
                {
                alt165=45;
                }
                break;
            case 155:
                {
                alt165=46;
                }
                break;
            case 156:
                {
                alt165=47;
                }
                break;
            case 157:
                {
                alt165=48;
                }
                break;
            case 158:
                {
                alt165=49;
                }
                break;
            case 159:
                {
                alt165=50;
                }
                break;
            case 160:
                {
                alt165=51;
                }
                break;
            case 138:
                {
                alt165=52;
                }
                break;
            case 103:
                {
                alt165=53;
                }
                break;
            case 105:
                {
                alt165=54;
                }
                break;
            case 106:
                {
                alt165=55;
                }
                break;
            case 18:
                {
                alt165=56;
                }
                break;
            case 19:
                {
                alt165=57;
                }
                break;
            case 20:
                {
                alt165=58;
                }
                break;
            case 17:
                {
                alt165=59;
                }
                break;
            case 139:
                {
                alt165=60;
                }
                break;
            case 100:
                {
                alt165=61;
                }
                break;
            case 111:
                {
                alt165=62;
                }
                break;
            case 104:
                {
                alt165=63;
                }
                break;
            case 59:
                {
                alt165=64;
                }
                break;
            case 130:
                {
                alt165=65;
                }
                break;
            case 94:
                {
                alt165=66;
                }
                break;
            case 44:
                {
                alt165=67;
                }
                break;
            case 45:
                {
                alt165=68;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 165, 0, input);

                throw nvae;
            }

            switch (alt165) {
                case 1 :
                    // InternalBanneret.g:9011:3: this_ID_0= RULE_ID
                    {
                    this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

                    			current.merge(this_ID_0);
                    		

                    			newLeafNode(this_ID_0, grammarAccess.getWordAccess().getIDTerminalRuleCall_0());
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9019:3: kw= 'range'
                    {
                    kw=(Token)match(input,28,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRangeKeyword_1());
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9025:3: kw= 'hidden'
                    {
                    kw=(Token)match(input,95,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHiddenKeyword_2());
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9031:3: kw= 'value'
                    {
                    kw=(Token)match(input,71,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getValueKeyword_3());
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9037:3: kw= 'values'
                    {
                    kw=(Token)match(input,72,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getValuesKeyword_4());
                    		

                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9043:3: kw= 'effect'
                    {
                    kw=(Token)match(input,41,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getEffectKeyword_5());
                    		

                    }
                    break;
                case 7 :
                    // InternalBanneret.g:9049:3: kw= 'cover'
                    {
                    kw=(Token)match(input,40,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCoverKeyword_6());
                    		

                    }
                    break;
                case 8 :
                    // InternalBanneret.g:9055:3: kw= 'movement'
                    {
                    kw=(Token)match(input,69,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMovementKeyword_7());
                    		

                    }
                    break;
                case 9 :
                    // InternalBanneret.g:9061:3: kw= 'attack'
                    {
                    kw=(Token)match(input,67,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getAttackKeyword_8());
                    		

                    }
                    break;
                case 10 :
                    // InternalBanneret.g:9067:3: kw= 'defence'
                    {
                    kw=(Token)match(input,68,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDefenceKeyword_9());
                    		

                    }
                    break;
                case 11 :
                    // InternalBanneret.g:9073:3: kw= 'strength'
                    {
                    kw=(Token)match(input,70,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStrengthKeyword_10());
                    		

                    }
                    break;
                case 12 :
                    // InternalBanneret.g:9079:3: kw= 'armour'
                    {
                    kw=(Token)match(input,61,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getArmourKeyword_11());
                    		

                    }
                    break;
                case 13 :
                    // InternalBanneret.g:9085:3: kw= 'morale'
                    {
                    kw=(Token)match(input,118,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMoraleKeyword_12());
                    		

                    }
                    break;
                case 14 :
                    // InternalBanneret.g:9091:3: kw= 'command'
                    {
                    kw=(Token)match(input,60,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCommandKeyword_13());
                    		

                    }
                    break;
                case 15 :
                    // InternalBanneret.g:9097:3: kw= 'turn'
                    {
                    kw=(Token)match(input,136,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTurnKeyword_14());
                    		

                    }
                    break;
                case 16 :
                    // InternalBanneret.g:9103:3: kw= 'unit'
                    {
                    kw=(Token)match(input,23,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getUnitKeyword_15());
                    		

                    }
                    break;
                case 17 :
                    // InternalBanneret.g:9109:3: kw= 'default'
                    {
                    kw=(Token)match(input,78,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDefaultKeyword_16());
                    		

                    }
                    break;
                case 18 :
                    // InternalBanneret.g:9115:3: kw= 'side'
                    {
                    kw=(Token)match(input,53,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSideKeyword_17());
                    		

                    }
                    break;
                case 19 :
                    // InternalBanneret.g:9121:3: kw= 'order'
                    {
                    kw=(Token)match(input,117,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOrderKeyword_18());
                    		

                    }
                    break;
                case 20 :
                    // InternalBanneret.g:9127:3: kw= 'number'
                    {
                    kw=(Token)match(input,98,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getNumberKeyword_19());
                    		

                    }
                    break;
                case 21 :
                    // InternalBanneret.g:9133:3: kw= 'limit'
                    {
                    kw=(Token)match(input,137,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getLimitKeyword_20());
                    		

                    }
                    break;
                case 22 :
                    // InternalBanneret.g:9139:3: kw= 'first'
                    {
                    kw=(Token)match(input,88,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFirstKeyword_21());
                    		

                    }
                    break;
                case 23 :
                    // InternalBanneret.g:9145:3: kw= 'on'
                    {
                    kw=(Token)match(input,50,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOnKeyword_22());
                    		

                    }
                    break;
                case 24 :
                    // InternalBanneret.g:9151:3: kw= 'off'
                    {
                    kw=(Token)match(input,133,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOffKeyword_23());
                    		

                    }
                    break;
                case 25 :
                    // InternalBanneret.g:9157:3: kw= 'code'
                    {
                    kw=(Token)match(input,34,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCodeKeyword_24());
                    		

                    }
                    break;
                case 26 :
                    // InternalBanneret.g:9163:3: kw= 'cost'
                    {
                    kw=(Token)match(input,36,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCostKeyword_25());
                    		

                    }
                    break;
                case 27 :
                    // InternalBanneret.g:9169:3: kw= 'elevation'
                    {
                    kw=(Token)match(input,42,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getElevationKeyword_26());
                    		

                    }
                    break;
                case 28 :
                    // InternalBanneret.g:9175:3: kw= 'banner'
                    {
                    kw=(Token)match(input,124,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getBannerKeyword_27());
                    		

                    }
                    break;
                case 29 :
                    // InternalBanneret.g:9181:3: kw= 'flipped'
                    {
                    kw=(Token)match(input,125,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFlippedKeyword_28());
                    		

                    }
                    break;
                case 30 :
                    // InternalBanneret.g:9187:3: kw= 'dead'
                    {
                    kw=(Token)match(input,145,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDeadKeyword_29());
                    		

                    }
                    break;
                case 31 :
                    // InternalBanneret.g:9193:3: kw= 'wounded'
                    {
                    kw=(Token)match(input,146,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getWoundedKeyword_30());
                    		

                    }
                    break;
                case 32 :
                    // InternalBanneret.g:9199:3: kw= 'stunned'
                    {
                    kw=(Token)match(input,147,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStunnedKeyword_31());
                    		

                    }
                    break;
                case 33 :
                    // InternalBanneret.g:9205:3: kw= 'healthy'
                    {
                    kw=(Token)match(input,148,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHealthyKeyword_32());
                    		

                    }
                    break;
                case 34 :
                    // InternalBanneret.g:9211:3: kw= 'single'
                    {
                    kw=(Token)match(input,149,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSingleKeyword_33());
                    		

                    }
                    break;
                case 35 :
                    // InternalBanneret.g:9217:3: kw= 'double'
                    {
                    kw=(Token)match(input,150,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDoubleKeyword_34());
                    		

                    }
                    break;
                case 36 :
                    // InternalBanneret.g:9223:3: kw= 'footprint'
                    {
                    kw=(Token)match(input,58,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFootprintKeyword_35());
                    		

                    }
                    break;
                case 37 :
                    // InternalBanneret.g:9229:3: kw= 'edge'
                    {
                    kw=(Token)match(input,99,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getEdgeKeyword_36());
                    		

                    }
                    break;
                case 38 :
                    // InternalBanneret.g:9235:3: kw= 'map'
                    {
                    kw=(Token)match(input,79,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMapKeyword_37());
                    		

                    }
                    break;
                case 39 :
                    // InternalBanneret.g:9241:3: kw= 'hex'
                    {
                    kw=(Token)match(input,82,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHexKeyword_38());
                    		

                    }
                    break;
                case 40 :
                    // InternalBanneret.g:9247:3: kw= 'marker'
                    {
                    kw=(Token)match(input,25,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMarkerKeyword_39());
                    		

                    }
                    break;
                case 41 :
                    // InternalBanneret.g:9253:3: kw= 'slot'
                    {
                    kw=(Token)match(input,21,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSlotKeyword_40());
                    		

                    }
                    break;
                case 42 :
                    // InternalBanneret.g:9259:3: kw= 'flat'
                    {
                    kw=(Token)match(input,151,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFlatKeyword_41());
                    		

                    }
                    break;
                case 43 :
                    // InternalBanneret.g:9265:3: kw= 'pointy'
                    {
                    kw=(Token)match(input,152,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getPointyKeyword_42());
                    		

                    }
                    break;
                case 44 :
                    // InternalBanneret.g:9271:3: kw= 'killed'
                    {
                    kw=(Token)match(input,153,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getKilledKeyword_43());
                    		

                    }
                    break;
                case 45 :
                    // InternalBanneret.g:9277:3: kw= 'captured'
                    {
                    kw=(Token)match(input,154,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCapturedKeyword_44());
                    		

                    }
                    break;
                case 46 :
                    // InternalBanneret.g:9283:3: kw= 'controlled'
                    {
                    kw=(Token)match(input,155,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getControlledKeyword_45());
                    		

                    }
                    break;
                case 47 :
                    // InternalBanneret.g:9289:3: kw= 'exited'
                    {
                    kw=(Token)match(input,156,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getExitedKeyword_46());
                    		

                    }
                    break;
                case 48 :
                    // InternalBanneret.g:9295:3: kw= 'other'
                    {
                    kw=(Token)match(input,157,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOtherKeyword_47());
                    		

                    }
                    break;
                case 49 :
                    // InternalBanneret.g:9301:3: kw= 'cleared'
                    {
                    kw=(Token)match(input,158,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClearedKeyword_48());
                    		

                    }
                    break;
                case 50 :
                    // InternalBanneret.g:9307:3: kw= 'holds'
                    {
                    kw=(Token)match(input,159,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHoldsKeyword_49());
                    		

                    }
                    break;
                case 51 :
                    // InternalBanneret.g:9313:3: kw= 'exits'
                    {
                    kw=(Token)match(input,160,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getExitsKeyword_50());
                    		

                    }
                    break;
                case 52 :
                    // InternalBanneret.g:9319:3: kw= 'automatic'
                    {
                    kw=(Token)match(input,138,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getAutomaticKeyword_51());
                    		

                    }
                    break;
                case 53 :
                    // InternalBanneret.g:9325:3: kw= 'structure'
                    {
                    kw=(Token)match(input,103,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStructureKeyword_52());
                    		

                    }
                    break;
                case 54 :
                    // InternalBanneret.g:9331:3: kw= 'material'
                    {
                    kw=(Token)match(input,105,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMaterialKeyword_53());
                    		

                    }
                    break;
                case 55 :
                    // InternalBanneret.g:9337:3: kw= 'damage'
                    {
                    kw=(Token)match(input,106,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDamageKeyword_54());
                    		

                    }
                    break;
                case 56 :
                    // InternalBanneret.g:9343:3: kw= 'terrain'
                    {
                    kw=(Token)match(input,18,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTerrainKeyword_55());
                    		

                    }
                    break;
                case 57 :
                    // InternalBanneret.g:9349:3: kw= 'feature'
                    {
                    kw=(Token)match(input,19,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFeatureKeyword_56());
                    		

                    }
                    break;
                case 58 :
                    // InternalBanneret.g:9355:3: kw= 'hexside'
                    {
                    kw=(Token)match(input,20,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHexsideKeyword_57());
                    		

                    }
                    break;
                case 59 :
                    // InternalBanneret.g:9361:3: kw= 'class'
                    {
                    kw=(Token)match(input,17,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClassKeyword_58());
                    		

                    }
                    break;
                case 60 :
                    // InternalBanneret.g:9367:3: kw= 'rule'
                    {
                    kw=(Token)match(input,139,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRuleKeyword_59());
                    		

                    }
                    break;
                case 61 :
                    // InternalBanneret.g:9373:3: kw= 'closed'
                    {
                    kw=(Token)match(input,100,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClosedKeyword_60());
                    		

                    }
                    break;
                case 62 :
                    // InternalBanneret.g:9379:3: kw= 'record'
                    {
                    kw=(Token)match(input,111,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRecordKeyword_61());
                    		

                    }
                    break;
                case 63 :
                    // InternalBanneret.g:9385:3: kw= 'role'
                    {
                    kw=(Token)match(input,104,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRoleKeyword_62());
                    		

                    }
                    break;
                case 64 :
                    // InternalBanneret.g:9391:3: kw= 'hull'
                    {
                    kw=(Token)match(input,59,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHullKeyword_63());
                    		

                    }
                    break;
                case 65 :
                    // InternalBanneret.g:9397:3: kw= 'task'
                    {
                    kw=(Token)match(input,130,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTaskKeyword_64());
                    		

                    }
                    break;
                case 66 :
                    // InternalBanneret.g:9403:3: kw= 'levels'
                    {
                    kw=(Token)match(input,94,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getLevelsKeyword_65());
                    		

                    }
                    break;
                case 67 :
                    // InternalBanneret.g:9409:3: kw= 'pattern'
                    {
                    kw=(Token)match(input,44,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getPatternKeyword_66());
                    		

                    }
                    break;
                case 68 :
                    // InternalBanneret.g:9415:3: kw= 'glyph'
                    {
                    kw=(Token)match(input,45,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getGlyphKeyword_67());
                    		

                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleWord"


    // $ANTLR start "entryRuleRuleId"
    // InternalBanneret.g:9424:1: entryRuleRuleId returns [String current=null] : iv_ruleRuleId= ruleRuleId EOF ;
    public final String entryRuleRuleId() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleRuleId = null;


        try {
            // InternalBanneret.g:9424:46: (iv_ruleRuleId= ruleRuleId EOF )
            // InternalBanneret.g:9425:2: iv_ruleRuleId= ruleRuleId EOF
            {
             newCompositeNode(grammarAccess.getRuleIdRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleRuleId=ruleRuleId();

            state._fsp--;

             current =iv_ruleRuleId.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleRuleId"


    // $ANTLR start "ruleRuleId"
    // InternalBanneret.g:9431:1: ruleRuleId returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* ) ;
    public final AntlrDatatypeRuleToken ruleRuleId() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;
        Token this_INT_3=null;


        	enterRule();

        try {
            // InternalBanneret.g:9437:2: ( (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* ) )
            // InternalBanneret.g:9438:2: (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* )
            {
            // InternalBanneret.g:9438:2: (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* )
            // InternalBanneret.g:9439:3: this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_166); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getRuleIdAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:9446:3: (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )*
            loop167:
            do {
                int alt167=2;
                int LA167_0 = input.LA(1);

                if ( (LA167_0==161) ) {
                    alt167=1;
                }


                switch (alt167) {
            	case 1 :
            	    // InternalBanneret.g:9447:4: kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT )
            	    {
            	    kw=(Token)match(input,161,FOLLOW_164); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getRuleIdAccess().getHyphenMinusKeyword_1_0());
            	    			
            	    // InternalBanneret.g:9452:4: (this_ID_2= RULE_ID | this_INT_3= RULE_INT )
            	    int alt166=2;
            	    int LA166_0 = input.LA(1);

            	    if ( (LA166_0==RULE_ID) ) {
            	        alt166=1;
            	    }
            	    else if ( (LA166_0==RULE_INT) ) {
            	        alt166=2;
            	    }
            	    else {
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 166, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt166) {
            	        case 1 :
            	            // InternalBanneret.g:9453:5: this_ID_2= RULE_ID
            	            {
            	            this_ID_2=(Token)match(input,RULE_ID,FOLLOW_166); 

            	            					current.merge(this_ID_2);
            	            				

            	            					newLeafNode(this_ID_2, grammarAccess.getRuleIdAccess().getIDTerminalRuleCall_1_1_0());
            	            				

            	            }
            	            break;
            	        case 2 :
            	            // InternalBanneret.g:9461:5: this_INT_3= RULE_INT
            	            {
            	            this_INT_3=(Token)match(input,RULE_INT,FOLLOW_166); 

            	            					current.merge(this_INT_3);
            	            				

            	            					newLeafNode(this_INT_3, grammarAccess.getRuleIdAccess().getINTTerminalRuleCall_1_1_1());
            	            				

            	            }
            	            break;

            	    }


            	    }
            	    break;

            	default :
            	    break loop167;
                }
            } while (true);


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRuleId"


    // $ANTLR start "entryRuleFatigue"
    // InternalBanneret.g:9474:1: entryRuleFatigue returns [String current=null] : iv_ruleFatigue= ruleFatigue EOF ;
    public final String entryRuleFatigue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleFatigue = null;


        try {
            // InternalBanneret.g:9474:47: (iv_ruleFatigue= ruleFatigue EOF )
            // InternalBanneret.g:9475:2: iv_ruleFatigue= ruleFatigue EOF
            {
             newCompositeNode(grammarAccess.getFatigueRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleFatigue=ruleFatigue();

            state._fsp--;

             current =iv_ruleFatigue.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleFatigue"


    // $ANTLR start "ruleFatigue"
    // InternalBanneret.g:9481:1: ruleFatigue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? ) ;
    public final AntlrDatatypeRuleToken ruleFatigue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:9487:2: ( (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? ) )
            // InternalBanneret.g:9488:2: (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? )
            {
            // InternalBanneret.g:9488:2: (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? )
            // InternalBanneret.g:9489:3: this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )?
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_166); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getFatigueAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:9496:3: (kw= '-' this_INT_2= RULE_INT )?
            int alt168=2;
            int LA168_0 = input.LA(1);

            if ( (LA168_0==161) ) {
                alt168=1;
            }
            switch (alt168) {
                case 1 :
                    // InternalBanneret.g:9497:4: kw= '-' this_INT_2= RULE_INT
                    {
                    kw=(Token)match(input,161,FOLLOW_10); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getFatigueAccess().getHyphenMinusKeyword_1_0());
                    			
                    this_INT_2=(Token)match(input,RULE_INT,FOLLOW_2); 

                    				current.merge(this_INT_2);
                    			

                    				newLeafNode(this_INT_2, grammarAccess.getFatigueAccess().getINTTerminalRuleCall_1_1());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFatigue"


    // $ANTLR start "entryRuleSignedInt"
    // InternalBanneret.g:9514:1: entryRuleSignedInt returns [String current=null] : iv_ruleSignedInt= ruleSignedInt EOF ;
    public final String entryRuleSignedInt() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleSignedInt = null;


        try {
            // InternalBanneret.g:9514:49: (iv_ruleSignedInt= ruleSignedInt EOF )
            // InternalBanneret.g:9515:2: iv_ruleSignedInt= ruleSignedInt EOF
            {
             newCompositeNode(grammarAccess.getSignedIntRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleSignedInt=ruleSignedInt();

            state._fsp--;

             current =iv_ruleSignedInt.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSignedInt"


    // $ANTLR start "ruleSignedInt"
    // InternalBanneret.g:9521:1: ruleSignedInt returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT ) ;
    public final AntlrDatatypeRuleToken ruleSignedInt() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:9527:2: ( ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT ) )
            // InternalBanneret.g:9528:2: ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT )
            {
            // InternalBanneret.g:9528:2: ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT )
            // InternalBanneret.g:9529:3: (kw= '+' | kw= '-' )? this_INT_2= RULE_INT
            {
            // InternalBanneret.g:9529:3: (kw= '+' | kw= '-' )?
            int alt169=3;
            int LA169_0 = input.LA(1);

            if ( (LA169_0==162) ) {
                alt169=1;
            }
            else if ( (LA169_0==161) ) {
                alt169=2;
            }
            switch (alt169) {
                case 1 :
                    // InternalBanneret.g:9530:4: kw= '+'
                    {
                    kw=(Token)match(input,162,FOLLOW_10); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getSignedIntAccess().getPlusSignKeyword_0_0());
                    			

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9536:4: kw= '-'
                    {
                    kw=(Token)match(input,161,FOLLOW_10); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getSignedIntAccess().getHyphenMinusKeyword_0_1());
                    			

                    }
                    break;

            }

            this_INT_2=(Token)match(input,RULE_INT,FOLLOW_2); 

            			current.merge(this_INT_2);
            		

            			newLeafNode(this_INT_2, grammarAccess.getSignedIntAccess().getINTTerminalRuleCall_1());
            		

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSignedInt"


    // $ANTLR start "entryRuleMillimetres"
    // InternalBanneret.g:9553:1: entryRuleMillimetres returns [String current=null] : iv_ruleMillimetres= ruleMillimetres EOF ;
    public final String entryRuleMillimetres() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleMillimetres = null;


        try {
            // InternalBanneret.g:9553:51: (iv_ruleMillimetres= ruleMillimetres EOF )
            // InternalBanneret.g:9554:2: iv_ruleMillimetres= ruleMillimetres EOF
            {
             newCompositeNode(grammarAccess.getMillimetresRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleMillimetres=ruleMillimetres();

            state._fsp--;

             current =iv_ruleMillimetres.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleMillimetres"


    // $ANTLR start "ruleMillimetres"
    // InternalBanneret.g:9560:1: ruleMillimetres returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) ;
    public final AntlrDatatypeRuleToken ruleMillimetres() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:9566:2: ( (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) )
            // InternalBanneret.g:9567:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            {
            // InternalBanneret.g:9567:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            // InternalBanneret.g:9568:3: this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )?
            {
            this_INT_0=(Token)match(input,RULE_INT,FOLLOW_165); 

            			current.merge(this_INT_0);
            		

            			newLeafNode(this_INT_0, grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_0());
            		
            // InternalBanneret.g:9575:3: (kw= '.' this_INT_2= RULE_INT )?
            int alt170=2;
            int LA170_0 = input.LA(1);

            if ( (LA170_0==144) ) {
                alt170=1;
            }
            switch (alt170) {
                case 1 :
                    // InternalBanneret.g:9576:4: kw= '.' this_INT_2= RULE_INT
                    {
                    kw=(Token)match(input,144,FOLLOW_10); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getMillimetresAccess().getFullStopKeyword_1_0());
                    			
                    this_INT_2=(Token)match(input,RULE_INT,FOLLOW_2); 

                    				current.merge(this_INT_2);
                    			

                    				newLeafNode(this_INT_2, grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_1_1());
                    			

                    }
                    break;

            }


            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMillimetres"


    // $ANTLR start "entryRuleValue"
    // InternalBanneret.g:9593:1: entryRuleValue returns [String current=null] : iv_ruleValue= ruleValue EOF ;
    public final String entryRuleValue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleValue = null;


        try {
            // InternalBanneret.g:9593:45: (iv_ruleValue= ruleValue EOF )
            // InternalBanneret.g:9594:2: iv_ruleValue= ruleValue EOF
            {
             newCompositeNode(grammarAccess.getValueRule()); 
            pushFollow(FOLLOW_1);
            iv_ruleValue=ruleValue();

            state._fsp--;

             current =iv_ruleValue.getText(); 
            match(input,EOF,FOLLOW_2); 

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleValue"


    // $ANTLR start "ruleValue"
    // InternalBanneret.g:9600:1: ruleValue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' ) ;
    public final AntlrDatatypeRuleToken ruleValue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_STRING_2=null;
        Token kw=null;
        AntlrDatatypeRuleToken this_Word_0 = null;

        AntlrDatatypeRuleToken this_SignedInt_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:9606:2: ( (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' ) )
            // InternalBanneret.g:9607:2: (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' )
            {
            // InternalBanneret.g:9607:2: (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' )
            int alt171=11;
            switch ( input.LA(1) ) {
            case RULE_ID:
            case 17:
            case 18:
            case 19:
            case 20:
            case 21:
            case 23:
            case 25:
            case 28:
            case 34:
            case 36:
            case 40:
            case 41:
            case 42:
            case 44:
            case 45:
            case 50:
            case 53:
            case 58:
            case 59:
            case 60:
            case 61:
            case 67:
            case 68:
            case 69:
            case 70:
            case 71:
            case 72:
            case 78:
            case 79:
            case 82:
            case 88:
            case 94:
            case 95:
            case 98:
            case 99:
            case 100:
            case 103:
            case 104:
            case 105:
            case 106:
            case 111:
            case 117:
            case 118:
            case 124:
            case 125:
            case 130:
            case 133:
            case 136:
            case 137:
            case 138:
            case 139:
            case 145:
            case 146:
            case 147:
            case 148:
            case 149:
            case 150:
            case 151:
            case 152:
            case 153:
            case 154:
            case 155:
            case 156:
            case 157:
            case 158:
            case 159:
            case 160:
                {
                alt171=1;
                }
                break;
            case RULE_INT:
            case 161:
            case 162:
                {
                alt171=2;
                }
                break;
            case RULE_STRING:
                {
                alt171=3;
                }
                break;
            case 163:
                {
                alt171=4;
                }
                break;
            case 164:
                {
                alt171=5;
                }
                break;
            case 165:
                {
                alt171=6;
                }
                break;
            case 166:
                {
                alt171=7;
                }
                break;
            case 167:
                {
                alt171=8;
                }
                break;
            case 168:
                {
                alt171=9;
                }
                break;
            case 169:
                {
                alt171=10;
                }
                break;
            case 170:
                {
                alt171=11;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 171, 0, input);

                throw nvae;
            }

            switch (alt171) {
                case 1 :
                    // InternalBanneret.g:9608:3: this_Word_0= ruleWord
                    {

                    			newCompositeNode(grammarAccess.getValueAccess().getWordParserRuleCall_0());
                    		
                    pushFollow(FOLLOW_2);
                    this_Word_0=ruleWord();

                    state._fsp--;


                    			current.merge(this_Word_0);
                    		

                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9619:3: this_SignedInt_1= ruleSignedInt
                    {

                    			newCompositeNode(grammarAccess.getValueAccess().getSignedIntParserRuleCall_1());
                    		
                    pushFollow(FOLLOW_2);
                    this_SignedInt_1=ruleSignedInt();

                    state._fsp--;


                    			current.merge(this_SignedInt_1);
                    		

                    			afterParserOrEnumRuleCall();
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9630:3: this_STRING_2= RULE_STRING
                    {
                    this_STRING_2=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    			current.merge(this_STRING_2);
                    		

                    			newLeafNode(this_STRING_2, grammarAccess.getValueAccess().getSTRINGTerminalRuleCall_2());
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9638:3: kw= 'N'
                    {
                    kw=(Token)match(input,163,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNKeyword_3());
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9644:3: kw= 'NE'
                    {
                    kw=(Token)match(input,164,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNEKeyword_4());
                    		

                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9650:3: kw= 'E'
                    {
                    kw=(Token)match(input,165,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getEKeyword_5());
                    		

                    }
                    break;
                case 7 :
                    // InternalBanneret.g:9656:3: kw= 'SE'
                    {
                    kw=(Token)match(input,166,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSEKeyword_6());
                    		

                    }
                    break;
                case 8 :
                    // InternalBanneret.g:9662:3: kw= 'S'
                    {
                    kw=(Token)match(input,167,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSKeyword_7());
                    		

                    }
                    break;
                case 9 :
                    // InternalBanneret.g:9668:3: kw= 'SW'
                    {
                    kw=(Token)match(input,168,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSWKeyword_8());
                    		

                    }
                    break;
                case 10 :
                    // InternalBanneret.g:9674:3: kw= 'W'
                    {
                    kw=(Token)match(input,169,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getWKeyword_9());
                    		

                    }
                    break;
                case 11 :
                    // InternalBanneret.g:9680:3: kw= 'NW'
                    {
                    kw=(Token)match(input,170,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNWKeyword_10());
                    		

                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleValue"


    // $ANTLR start "ruleMapSymbol"
    // InternalBanneret.g:9689:1: ruleMapSymbol returns [Enumerator current=null] : ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) ) ;
    public final Enumerator ruleMapSymbol() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;
        Token enumLiteral_5=null;
        Token enumLiteral_6=null;


        	enterRule();

        try {
            // InternalBanneret.g:9695:2: ( ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) ) )
            // InternalBanneret.g:9696:2: ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) )
            {
            // InternalBanneret.g:9696:2: ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) )
            int alt172=7;
            switch ( input.LA(1) ) {
            case 171:
                {
                alt172=1;
                }
                break;
            case 172:
                {
                alt172=2;
                }
                break;
            case 173:
                {
                alt172=3;
                }
                break;
            case 174:
                {
                alt172=4;
                }
                break;
            case 175:
                {
                alt172=5;
                }
                break;
            case 176:
                {
                alt172=6;
                }
                break;
            case 177:
                {
                alt172=7;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 172, 0, input);

                throw nvae;
            }

            switch (alt172) {
                case 1 :
                    // InternalBanneret.g:9697:3: (enumLiteral_0= 'dot' )
                    {
                    // InternalBanneret.g:9697:3: (enumLiteral_0= 'dot' )
                    // InternalBanneret.g:9698:4: enumLiteral_0= 'dot'
                    {
                    enumLiteral_0=(Token)match(input,171,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getDOTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getMapSymbolAccess().getDOTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9705:3: (enumLiteral_1= 'circle' )
                    {
                    // InternalBanneret.g:9705:3: (enumLiteral_1= 'circle' )
                    // InternalBanneret.g:9706:4: enumLiteral_1= 'circle'
                    {
                    enumLiteral_1=(Token)match(input,172,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getCIRCLEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getMapSymbolAccess().getCIRCLEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9713:3: (enumLiteral_2= 'square' )
                    {
                    // InternalBanneret.g:9713:3: (enumLiteral_2= 'square' )
                    // InternalBanneret.g:9714:4: enumLiteral_2= 'square'
                    {
                    enumLiteral_2=(Token)match(input,173,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getSQUAREEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getMapSymbolAccess().getSQUAREEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9721:3: (enumLiteral_3= 'triangle' )
                    {
                    // InternalBanneret.g:9721:3: (enumLiteral_3= 'triangle' )
                    // InternalBanneret.g:9722:4: enumLiteral_3= 'triangle'
                    {
                    enumLiteral_3=(Token)match(input,174,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getTRIANGLEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getMapSymbolAccess().getTRIANGLEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9729:3: (enumLiteral_4= 'diamond' )
                    {
                    // InternalBanneret.g:9729:3: (enumLiteral_4= 'diamond' )
                    // InternalBanneret.g:9730:4: enumLiteral_4= 'diamond'
                    {
                    enumLiteral_4=(Token)match(input,175,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getDIAMONDEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getMapSymbolAccess().getDIAMONDEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9737:3: (enumLiteral_5= 'star' )
                    {
                    // InternalBanneret.g:9737:3: (enumLiteral_5= 'star' )
                    // InternalBanneret.g:9738:4: enumLiteral_5= 'star'
                    {
                    enumLiteral_5=(Token)match(input,176,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getSTAREnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getMapSymbolAccess().getSTAREnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:9745:3: (enumLiteral_6= 'cross' )
                    {
                    // InternalBanneret.g:9745:3: (enumLiteral_6= 'cross' )
                    // InternalBanneret.g:9746:4: enumLiteral_6= 'cross'
                    {
                    enumLiteral_6=(Token)match(input,177,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getCROSSEnumLiteralDeclaration_6().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_6, grammarAccess.getMapSymbolAccess().getCROSSEnumLiteralDeclaration_6());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMapSymbol"


    // $ANTLR start "ruleLineStyle"
    // InternalBanneret.g:9756:1: ruleLineStyle returns [Enumerator current=null] : ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) ) ;
    public final Enumerator ruleLineStyle() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;


        	enterRule();

        try {
            // InternalBanneret.g:9762:2: ( ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) ) )
            // InternalBanneret.g:9763:2: ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) )
            {
            // InternalBanneret.g:9763:2: ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) )
            int alt173=4;
            switch ( input.LA(1) ) {
            case 178:
                {
                alt173=1;
                }
                break;
            case 179:
                {
                alt173=2;
                }
                break;
            case 180:
                {
                alt173=3;
                }
                break;
            case 150:
                {
                alt173=4;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 173, 0, input);

                throw nvae;
            }

            switch (alt173) {
                case 1 :
                    // InternalBanneret.g:9764:3: (enumLiteral_0= 'solid' )
                    {
                    // InternalBanneret.g:9764:3: (enumLiteral_0= 'solid' )
                    // InternalBanneret.g:9765:4: enumLiteral_0= 'solid'
                    {
                    enumLiteral_0=(Token)match(input,178,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getSOLIDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getLineStyleAccess().getSOLIDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9772:3: (enumLiteral_1= 'dashed' )
                    {
                    // InternalBanneret.g:9772:3: (enumLiteral_1= 'dashed' )
                    // InternalBanneret.g:9773:4: enumLiteral_1= 'dashed'
                    {
                    enumLiteral_1=(Token)match(input,179,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDASHEDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getLineStyleAccess().getDASHEDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9780:3: (enumLiteral_2= 'dotted' )
                    {
                    // InternalBanneret.g:9780:3: (enumLiteral_2= 'dotted' )
                    // InternalBanneret.g:9781:4: enumLiteral_2= 'dotted'
                    {
                    enumLiteral_2=(Token)match(input,180,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDOTTEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getLineStyleAccess().getDOTTEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9788:3: (enumLiteral_3= 'double' )
                    {
                    // InternalBanneret.g:9788:3: (enumLiteral_3= 'double' )
                    // InternalBanneret.g:9789:4: enumLiteral_3= 'double'
                    {
                    enumLiteral_3=(Token)match(input,150,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDOUBLEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getLineStyleAccess().getDOUBLEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLineStyle"


    // $ANTLR start "ruleStackingMeasure"
    // InternalBanneret.g:9799:1: ruleStackingMeasure returns [Enumerator current=null] : ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) ;
    public final Enumerator ruleStackingMeasure() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9805:2: ( ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) )
            // InternalBanneret.g:9806:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            {
            // InternalBanneret.g:9806:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            int alt174=2;
            int LA174_0 = input.LA(1);

            if ( (LA174_0==181) ) {
                alt174=1;
            }
            else if ( (LA174_0==70) ) {
                alt174=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 174, 0, input);

                throw nvae;
            }
            switch (alt174) {
                case 1 :
                    // InternalBanneret.g:9807:3: (enumLiteral_0= 'counters' )
                    {
                    // InternalBanneret.g:9807:3: (enumLiteral_0= 'counters' )
                    // InternalBanneret.g:9808:4: enumLiteral_0= 'counters'
                    {
                    enumLiteral_0=(Token)match(input,181,FOLLOW_2); 

                    				current = grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9815:3: (enumLiteral_1= 'strength' )
                    {
                    // InternalBanneret.g:9815:3: (enumLiteral_1= 'strength' )
                    // InternalBanneret.g:9816:4: enumLiteral_1= 'strength'
                    {
                    enumLiteral_1=(Token)match(input,70,FOLLOW_2); 

                    				current = grammarAccess.getStackingMeasureAccess().getSTRENGTHEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getStackingMeasureAccess().getSTRENGTHEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleStackingMeasure"


    // $ANTLR start "ruleFootprint"
    // InternalBanneret.g:9826:1: ruleFootprint returns [Enumerator current=null] : ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) ;
    public final Enumerator ruleFootprint() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9832:2: ( ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) )
            // InternalBanneret.g:9833:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            {
            // InternalBanneret.g:9833:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            int alt175=2;
            int LA175_0 = input.LA(1);

            if ( (LA175_0==149) ) {
                alt175=1;
            }
            else if ( (LA175_0==150) ) {
                alt175=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 175, 0, input);

                throw nvae;
            }
            switch (alt175) {
                case 1 :
                    // InternalBanneret.g:9834:3: (enumLiteral_0= 'single' )
                    {
                    // InternalBanneret.g:9834:3: (enumLiteral_0= 'single' )
                    // InternalBanneret.g:9835:4: enumLiteral_0= 'single'
                    {
                    enumLiteral_0=(Token)match(input,149,FOLLOW_2); 

                    				current = grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9842:3: (enumLiteral_1= 'double' )
                    {
                    // InternalBanneret.g:9842:3: (enumLiteral_1= 'double' )
                    // InternalBanneret.g:9843:4: enumLiteral_1= 'double'
                    {
                    enumLiteral_1=(Token)match(input,150,FOLLOW_2); 

                    				current = grammarAccess.getFootprintAccess().getDOUBLEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getFootprintAccess().getDOUBLEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFootprint"


    // $ANTLR start "ruleGridOrientation"
    // InternalBanneret.g:9853:1: ruleGridOrientation returns [Enumerator current=null] : ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) ;
    public final Enumerator ruleGridOrientation() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9859:2: ( ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) )
            // InternalBanneret.g:9860:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            {
            // InternalBanneret.g:9860:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            int alt176=2;
            int LA176_0 = input.LA(1);

            if ( (LA176_0==151) ) {
                alt176=1;
            }
            else if ( (LA176_0==152) ) {
                alt176=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 176, 0, input);

                throw nvae;
            }
            switch (alt176) {
                case 1 :
                    // InternalBanneret.g:9861:3: (enumLiteral_0= 'flat' )
                    {
                    // InternalBanneret.g:9861:3: (enumLiteral_0= 'flat' )
                    // InternalBanneret.g:9862:4: enumLiteral_0= 'flat'
                    {
                    enumLiteral_0=(Token)match(input,151,FOLLOW_2); 

                    				current = grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9869:3: (enumLiteral_1= 'pointy' )
                    {
                    // InternalBanneret.g:9869:3: (enumLiteral_1= 'pointy' )
                    // InternalBanneret.g:9870:4: enumLiteral_1= 'pointy'
                    {
                    enumLiteral_1=(Token)match(input,152,FOLLOW_2); 

                    				current = grammarAccess.getGridOrientationAccess().getPOINTYEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getGridOrientationAccess().getPOINTYEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleGridOrientation"


    // $ANTLR start "ruleOffsetParity"
    // InternalBanneret.g:9880:1: ruleOffsetParity returns [Enumerator current=null] : ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) ;
    public final Enumerator ruleOffsetParity() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9886:2: ( ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) )
            // InternalBanneret.g:9887:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            {
            // InternalBanneret.g:9887:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            int alt177=2;
            int LA177_0 = input.LA(1);

            if ( (LA177_0==182) ) {
                alt177=1;
            }
            else if ( (LA177_0==183) ) {
                alt177=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 177, 0, input);

                throw nvae;
            }
            switch (alt177) {
                case 1 :
                    // InternalBanneret.g:9888:3: (enumLiteral_0= 'odd' )
                    {
                    // InternalBanneret.g:9888:3: (enumLiteral_0= 'odd' )
                    // InternalBanneret.g:9889:4: enumLiteral_0= 'odd'
                    {
                    enumLiteral_0=(Token)match(input,182,FOLLOW_2); 

                    				current = grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9896:3: (enumLiteral_1= 'even' )
                    {
                    // InternalBanneret.g:9896:3: (enumLiteral_1= 'even' )
                    // InternalBanneret.g:9897:4: enumLiteral_1= 'even'
                    {
                    enumLiteral_1=(Token)match(input,183,FOLLOW_2); 

                    				current = grammarAccess.getOffsetParityAccess().getEVENEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getOffsetParityAccess().getEVENEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleOffsetParity"


    // $ANTLR start "ruleLabelKind"
    // InternalBanneret.g:9907:1: ruleLabelKind returns [Enumerator current=null] : ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) ) ;
    public final Enumerator ruleLabelKind() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:9913:2: ( ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) ) )
            // InternalBanneret.g:9914:2: ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) )
            {
            // InternalBanneret.g:9914:2: ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) )
            int alt178=3;
            switch ( input.LA(1) ) {
            case 184:
                {
                alt178=1;
                }
                break;
            case 185:
                {
                alt178=2;
                }
                break;
            case 186:
                {
                alt178=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 178, 0, input);

                throw nvae;
            }

            switch (alt178) {
                case 1 :
                    // InternalBanneret.g:9915:3: (enumLiteral_0= 'numeric' )
                    {
                    // InternalBanneret.g:9915:3: (enumLiteral_0= 'numeric' )
                    // InternalBanneret.g:9916:4: enumLiteral_0= 'numeric'
                    {
                    enumLiteral_0=(Token)match(input,184,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getNUMERICEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getLabelKindAccess().getNUMERICEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9923:3: (enumLiteral_1= 'alpha' )
                    {
                    // InternalBanneret.g:9923:3: (enumLiteral_1= 'alpha' )
                    // InternalBanneret.g:9924:4: enumLiteral_1= 'alpha'
                    {
                    enumLiteral_1=(Token)match(input,185,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getALPHA_COLUMNEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getLabelKindAccess().getALPHA_COLUMNEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9931:3: (enumLiteral_2= 'prefixed' )
                    {
                    // InternalBanneret.g:9931:3: (enumLiteral_2= 'prefixed' )
                    // InternalBanneret.g:9932:4: enumLiteral_2= 'prefixed'
                    {
                    enumLiteral_2=(Token)match(input,186,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getBOARD_PREFIXEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getLabelKindAccess().getBOARD_PREFIXEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLabelKind"


    // $ANTLR start "ruleUnitState"
    // InternalBanneret.g:9942:1: ruleUnitState returns [Enumerator current=null] : ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) ) ;
    public final Enumerator ruleUnitState() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:9948:2: ( ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) ) )
            // InternalBanneret.g:9949:2: ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) )
            {
            // InternalBanneret.g:9949:2: ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) )
            int alt179=5;
            switch ( input.LA(1) ) {
            case 148:
                {
                alt179=1;
                }
                break;
            case 147:
                {
                alt179=2;
                }
                break;
            case 146:
                {
                alt179=3;
                }
                break;
            case 187:
                {
                alt179=4;
                }
                break;
            case 145:
                {
                alt179=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 179, 0, input);

                throw nvae;
            }

            switch (alt179) {
                case 1 :
                    // InternalBanneret.g:9950:3: (enumLiteral_0= 'healthy' )
                    {
                    // InternalBanneret.g:9950:3: (enumLiteral_0= 'healthy' )
                    // InternalBanneret.g:9951:4: enumLiteral_0= 'healthy'
                    {
                    enumLiteral_0=(Token)match(input,148,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getHEALTHYEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getUnitStateAccess().getHEALTHYEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9958:3: (enumLiteral_1= 'stunned' )
                    {
                    // InternalBanneret.g:9958:3: (enumLiteral_1= 'stunned' )
                    // InternalBanneret.g:9959:4: enumLiteral_1= 'stunned'
                    {
                    enumLiteral_1=(Token)match(input,147,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getSTUNNEDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getUnitStateAccess().getSTUNNEDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9966:3: (enumLiteral_2= 'wounded' )
                    {
                    // InternalBanneret.g:9966:3: (enumLiteral_2= 'wounded' )
                    // InternalBanneret.g:9967:4: enumLiteral_2= 'wounded'
                    {
                    enumLiteral_2=(Token)match(input,146,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getWOUNDEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getUnitStateAccess().getWOUNDEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9974:3: (enumLiteral_3= 'wounded-stunned' )
                    {
                    // InternalBanneret.g:9974:3: (enumLiteral_3= 'wounded-stunned' )
                    // InternalBanneret.g:9975:4: enumLiteral_3= 'wounded-stunned'
                    {
                    enumLiteral_3=(Token)match(input,187,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getWOUNDED_STUNNEDEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getUnitStateAccess().getWOUNDED_STUNNEDEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9982:3: (enumLiteral_4= 'dead' )
                    {
                    // InternalBanneret.g:9982:3: (enumLiteral_4= 'dead' )
                    // InternalBanneret.g:9983:4: enumLiteral_4= 'dead'
                    {
                    enumLiteral_4=(Token)match(input,145,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getDEADEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getUnitStateAccess().getDEADEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnitState"


    // $ANTLR start "ruleVictoryEvent"
    // InternalBanneret.g:9993:1: ruleVictoryEvent returns [Enumerator current=null] : ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) ) ;
    public final Enumerator ruleVictoryEvent() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:9999:2: ( ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) ) )
            // InternalBanneret.g:10000:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) )
            {
            // InternalBanneret.g:10000:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) )
            int alt180=5;
            switch ( input.LA(1) ) {
            case 153:
                {
                alt180=1;
                }
                break;
            case 154:
                {
                alt180=2;
                }
                break;
            case 155:
                {
                alt180=3;
                }
                break;
            case 156:
                {
                alt180=4;
                }
                break;
            case 157:
                {
                alt180=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 180, 0, input);

                throw nvae;
            }

            switch (alt180) {
                case 1 :
                    // InternalBanneret.g:10001:3: (enumLiteral_0= 'killed' )
                    {
                    // InternalBanneret.g:10001:3: (enumLiteral_0= 'killed' )
                    // InternalBanneret.g:10002:4: enumLiteral_0= 'killed'
                    {
                    enumLiteral_0=(Token)match(input,153,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getKILLEDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getVictoryEventAccess().getKILLEDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:10009:3: (enumLiteral_1= 'captured' )
                    {
                    // InternalBanneret.g:10009:3: (enumLiteral_1= 'captured' )
                    // InternalBanneret.g:10010:4: enumLiteral_1= 'captured'
                    {
                    enumLiteral_1=(Token)match(input,154,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getCAPTUREDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getVictoryEventAccess().getCAPTUREDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:10017:3: (enumLiteral_2= 'controlled' )
                    {
                    // InternalBanneret.g:10017:3: (enumLiteral_2= 'controlled' )
                    // InternalBanneret.g:10018:4: enumLiteral_2= 'controlled'
                    {
                    enumLiteral_2=(Token)match(input,155,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getCONTROLLEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getVictoryEventAccess().getCONTROLLEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:10025:3: (enumLiteral_3= 'exited' )
                    {
                    // InternalBanneret.g:10025:3: (enumLiteral_3= 'exited' )
                    // InternalBanneret.g:10026:4: enumLiteral_3= 'exited'
                    {
                    enumLiteral_3=(Token)match(input,156,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getEXITEDEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getVictoryEventAccess().getEXITEDEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:10033:3: (enumLiteral_4= 'other' )
                    {
                    // InternalBanneret.g:10033:3: (enumLiteral_4= 'other' )
                    // InternalBanneret.g:10034:4: enumLiteral_4= 'other'
                    {
                    enumLiteral_4=(Token)match(input,157,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getOTHEREnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getVictoryEventAccess().getOTHEREnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleVictoryEvent"


    // $ANTLR start "ruleConditionKind"
    // InternalBanneret.g:10044:1: ruleConditionKind returns [Enumerator current=null] : ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) ) ;
    public final Enumerator ruleConditionKind() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;
        Token enumLiteral_5=null;


        	enterRule();

        try {
            // InternalBanneret.g:10050:2: ( ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) ) )
            // InternalBanneret.g:10051:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) )
            {
            // InternalBanneret.g:10051:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) )
            int alt181=6;
            switch ( input.LA(1) ) {
            case 153:
                {
                alt181=1;
                }
                break;
            case 158:
                {
                alt181=2;
                }
                break;
            case 159:
                {
                alt181=3;
                }
                break;
            case 160:
                {
                alt181=4;
                }
                break;
            case 118:
                {
                alt181=5;
                }
                break;
            case 157:
                {
                alt181=6;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 181, 0, input);

                throw nvae;
            }

            switch (alt181) {
                case 1 :
                    // InternalBanneret.g:10052:3: (enumLiteral_0= 'killed' )
                    {
                    // InternalBanneret.g:10052:3: (enumLiteral_0= 'killed' )
                    // InternalBanneret.g:10053:4: enumLiteral_0= 'killed'
                    {
                    enumLiteral_0=(Token)match(input,153,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getALL_KILLEDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getConditionKindAccess().getALL_KILLEDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:10060:3: (enumLiteral_1= 'cleared' )
                    {
                    // InternalBanneret.g:10060:3: (enumLiteral_1= 'cleared' )
                    // InternalBanneret.g:10061:4: enumLiteral_1= 'cleared'
                    {
                    enumLiteral_1=(Token)match(input,158,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getNO_ENEMY_INEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getConditionKindAccess().getNO_ENEMY_INEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:10068:3: (enumLiteral_2= 'holds' )
                    {
                    // InternalBanneret.g:10068:3: (enumLiteral_2= 'holds' )
                    // InternalBanneret.g:10069:4: enumLiteral_2= 'holds'
                    {
                    enumLiteral_2=(Token)match(input,159,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getCONTROLEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getConditionKindAccess().getCONTROLEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:10076:3: (enumLiteral_3= 'exits' )
                    {
                    // InternalBanneret.g:10076:3: (enumLiteral_3= 'exits' )
                    // InternalBanneret.g:10077:4: enumLiteral_3= 'exits'
                    {
                    enumLiteral_3=(Token)match(input,160,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getEXITEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getConditionKindAccess().getEXITEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:10084:3: (enumLiteral_4= 'morale' )
                    {
                    // InternalBanneret.g:10084:3: (enumLiteral_4= 'morale' )
                    // InternalBanneret.g:10085:4: enumLiteral_4= 'morale'
                    {
                    enumLiteral_4=(Token)match(input,118,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getMORALEEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getConditionKindAccess().getMORALEEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:10092:3: (enumLiteral_5= 'other' )
                    {
                    // InternalBanneret.g:10092:3: (enumLiteral_5= 'other' )
                    // InternalBanneret.g:10093:4: enumLiteral_5= 'other'
                    {
                    enumLiteral_5=(Token)match(input,157,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getOTHEREnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getConditionKindAccess().getOTHEREnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleConditionKind"


    // $ANTLR start "ruleCompass"
    // InternalBanneret.g:10103:1: ruleCompass returns [Enumerator current=null] : ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) ) ;
    public final Enumerator ruleCompass() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;
        Token enumLiteral_5=null;
        Token enumLiteral_6=null;
        Token enumLiteral_7=null;


        	enterRule();

        try {
            // InternalBanneret.g:10109:2: ( ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) ) )
            // InternalBanneret.g:10110:2: ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) )
            {
            // InternalBanneret.g:10110:2: ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) )
            int alt182=8;
            switch ( input.LA(1) ) {
            case 163:
                {
                alt182=1;
                }
                break;
            case 164:
                {
                alt182=2;
                }
                break;
            case 165:
                {
                alt182=3;
                }
                break;
            case 166:
                {
                alt182=4;
                }
                break;
            case 167:
                {
                alt182=5;
                }
                break;
            case 168:
                {
                alt182=6;
                }
                break;
            case 169:
                {
                alt182=7;
                }
                break;
            case 170:
                {
                alt182=8;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 182, 0, input);

                throw nvae;
            }

            switch (alt182) {
                case 1 :
                    // InternalBanneret.g:10111:3: (enumLiteral_0= 'N' )
                    {
                    // InternalBanneret.g:10111:3: (enumLiteral_0= 'N' )
                    // InternalBanneret.g:10112:4: enumLiteral_0= 'N'
                    {
                    enumLiteral_0=(Token)match(input,163,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getCompassAccess().getNEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:10119:3: (enumLiteral_1= 'NE' )
                    {
                    // InternalBanneret.g:10119:3: (enumLiteral_1= 'NE' )
                    // InternalBanneret.g:10120:4: enumLiteral_1= 'NE'
                    {
                    enumLiteral_1=(Token)match(input,164,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getCompassAccess().getNEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:10127:3: (enumLiteral_2= 'E' )
                    {
                    // InternalBanneret.g:10127:3: (enumLiteral_2= 'E' )
                    // InternalBanneret.g:10128:4: enumLiteral_2= 'E'
                    {
                    enumLiteral_2=(Token)match(input,165,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getEEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getCompassAccess().getEEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:10135:3: (enumLiteral_3= 'SE' )
                    {
                    // InternalBanneret.g:10135:3: (enumLiteral_3= 'SE' )
                    // InternalBanneret.g:10136:4: enumLiteral_3= 'SE'
                    {
                    enumLiteral_3=(Token)match(input,166,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getCompassAccess().getSEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:10143:3: (enumLiteral_4= 'S' )
                    {
                    // InternalBanneret.g:10143:3: (enumLiteral_4= 'S' )
                    // InternalBanneret.g:10144:4: enumLiteral_4= 'S'
                    {
                    enumLiteral_4=(Token)match(input,167,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getCompassAccess().getSEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:10151:3: (enumLiteral_5= 'SW' )
                    {
                    // InternalBanneret.g:10151:3: (enumLiteral_5= 'SW' )
                    // InternalBanneret.g:10152:4: enumLiteral_5= 'SW'
                    {
                    enumLiteral_5=(Token)match(input,168,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSWEnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getCompassAccess().getSWEnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:10159:3: (enumLiteral_6= 'W' )
                    {
                    // InternalBanneret.g:10159:3: (enumLiteral_6= 'W' )
                    // InternalBanneret.g:10160:4: enumLiteral_6= 'W'
                    {
                    enumLiteral_6=(Token)match(input,169,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getWEnumLiteralDeclaration_6().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_6, grammarAccess.getCompassAccess().getWEnumLiteralDeclaration_6());
                    			

                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:10167:3: (enumLiteral_7= 'NW' )
                    {
                    // InternalBanneret.g:10167:3: (enumLiteral_7= 'NW' )
                    // InternalBanneret.g:10168:4: enumLiteral_7= 'NW'
                    {
                    enumLiteral_7=(Token)match(input,170,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNWEnumLiteralDeclaration_7().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_7, grammarAccess.getCompassAccess().getNWEnumLiteralDeclaration_7());
                    			

                    }


                    }
                    break;

            }


            }


            	leaveRule();

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleCompass"

    // Delegated rules


    protected DFA20 dfa20 = new DFA20(this);
    protected DFA63 dfa63 = new DFA63(this);
    protected DFA106 dfa106 = new DFA106(this);
    protected DFA118 dfa118 = new DFA118(this);
    static final String dfa_1s = "\24\uffff";
    static final String dfa_2s = "\1\17\1\uffff\1\5\1\17\20\uffff";
    static final String dfa_3s = "\1\60\1\uffff\1\6\1\60\20\uffff";
    static final String dfa_4s = "\1\uffff\1\21\2\uffff\1\5\1\6\1\7\1\10\1\11\1\12\1\13\1\14\1\15\1\16\1\17\1\20\1\2\1\1\1\3\1\4";
    static final String dfa_5s = "\24\uffff}>";
    static final String[] dfa_6s = {
            "\1\17\6\uffff\1\16\6\uffff\1\1\1\10\5\uffff\1\2\1\3\1\4\1\uffff\1\5\1\6\1\7\1\11\1\12\1\13\1\14\1\uffff\1\15",
            "",
            "\1\20\1\21",
            "\1\22\6\uffff\1\22\6\uffff\2\22\1\23\4\uffff\3\22\1\uffff\7\22\1\uffff\1\22",
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
            "",
            "",
            "",
            "",
            "",
            ""
    };

    static final short[] dfa_1 = DFA.unpackEncodedString(dfa_1s);
    static final char[] dfa_2 = DFA.unpackEncodedStringToUnsignedChars(dfa_2s);
    static final char[] dfa_3 = DFA.unpackEncodedStringToUnsignedChars(dfa_3s);
    static final short[] dfa_4 = DFA.unpackEncodedString(dfa_4s);
    static final short[] dfa_5 = DFA.unpackEncodedString(dfa_5s);
    static final short[][] dfa_6 = unpackEncodedStringArray(dfa_6s);

    class DFA20 extends DFA {

        public DFA20(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 20;
            this.eot = dfa_1;
            this.eof = dfa_1;
            this.min = dfa_2;
            this.max = dfa_3;
            this.accept = dfa_4;
            this.special = dfa_5;
            this.transition = dfa_6;
        }
        public String getDescription() {
            return "()* loopback of 1096:4: ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'pattern' ( (lv_pattern_28_0= rulePatternName ) ) ) | (otherlv_29= 'glyph' ( (lv_glyph_30_0= ruleGlyphName ) ) ) | (otherlv_31= 'line' ( (lv_lineWidthMm_32_0= ruleMillimetres ) ) otherlv_33= 'mm' ( (lv_lineStyle_34_0= ruleLineStyle ) )? ) | (otherlv_35= 'traits' ( (lv_traits_36_0= ruleWord ) ) (otherlv_37= ',' ( (lv_traits_38_0= ruleWord ) ) )* ) | (otherlv_39= 'stacking' ( (lv_stackingLimits_40_0= ruleStackingLimit ) ) ) | (otherlv_41= 'description' ( (lv_description_42_0= RULE_STRING ) ) ) )*";
        }
    }
    static final String dfa_7s = "\12\uffff";
    static final String dfa_8s = "\1\1\11\uffff";
    static final String dfa_9s = "\1\5\4\uffff\1\125\4\uffff";
    static final String dfa_10s = "\1\147\4\uffff\1\127\4\uffff";
    static final String dfa_11s = "\1\uffff\1\10\1\1\1\2\1\3\1\uffff\1\6\1\7\1\5\1\4";
    static final String dfa_12s = "\1\1\4\uffff\1\0\4\uffff}>";
    static final String[] dfa_13s = {
            "\1\1\11\uffff\1\1\2\uffff\1\1\1\uffff\1\1\4\uffff\1\1\3\uffff\1\1\14\uffff\1\1\12\uffff\1\1\30\uffff\1\1\1\uffff\1\1\1\uffff\1\1\1\uffff\1\2\1\3\1\uffff\1\4\1\5\1\6\1\uffff\1\7\5\uffff\1\1\5\uffff\1\1",
            "",
            "",
            "",
            "",
            "\1\11\1\uffff\1\10",
            "",
            "",
            "",
            ""
    };

    static final short[] dfa_7 = DFA.unpackEncodedString(dfa_7s);
    static final short[] dfa_8 = DFA.unpackEncodedString(dfa_8s);
    static final char[] dfa_9 = DFA.unpackEncodedStringToUnsignedChars(dfa_9s);
    static final char[] dfa_10 = DFA.unpackEncodedStringToUnsignedChars(dfa_10s);
    static final short[] dfa_11 = DFA.unpackEncodedString(dfa_11s);
    static final short[] dfa_12 = DFA.unpackEncodedString(dfa_12s);
    static final short[][] dfa_13 = unpackEncodedStringArray(dfa_13s);

    class DFA63 extends DFA {

        public DFA63(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 63;
            this.eot = dfa_7;
            this.eof = dfa_8;
            this.min = dfa_9;
            this.max = dfa_10;
            this.accept = dfa_11;
            this.special = dfa_12;
            this.transition = dfa_13;
        }
        public String getDescription() {
            return "()* loopback of 3877:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*";
        }
        public int specialStateTransition(int s, IntStream _input) throws NoViableAltException {
            TokenStream input = (TokenStream)_input;
        	int _s = s;
            switch ( s ) {
                    case 0 : 
                        int LA63_5 = input.LA(1);

                         
                        int index63_5 = input.index();
                        input.rewind();
                        s = -1;
                        if ( LA63_5 == 87 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) {s = 8;}

                        else if ( LA63_5 == 85 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) ) {s = 9;}

                         
                        input.seek(index63_5);
                        if ( s>=0 ) return s;
                        break;
                    case 1 : 
                        int LA63_0 = input.LA(1);

                         
                        int index63_0 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA63_0==EOF||LA63_0==RULE_ID||LA63_0==15||LA63_0==18||LA63_0==20||LA63_0==25||LA63_0==29||LA63_0==42||LA63_0==53||LA63_0==78||LA63_0==80||LA63_0==82||LA63_0==97||LA63_0==103) ) {s = 1;}

                        else if ( LA63_0 == 84 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0) ) {s = 2;}

                        else if ( LA63_0 == 85 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1) ) {s = 3;}

                        else if ( LA63_0 == 87 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2) ) {s = 4;}

                        else if ( LA63_0 == 88 && ( getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) || getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) ) {s = 5;}

                        else if ( LA63_0 == 89 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5) ) {s = 6;}

                        else if ( LA63_0 == 91 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6) ) {s = 7;}

                         
                        input.seek(index63_0);
                        if ( s>=0 ) return s;
                        break;
            }
            NoViableAltException nvae =
                new NoViableAltException(getDescription(), 63, _s, input);
            error(nvae);
            throw nvae;
        }
    }
    static final String dfa_14s = "\6\uffff";
    static final String dfa_15s = "\1\2\1\4\4\uffff";
    static final String dfa_16s = "\2\4\1\uffff\1\4\1\uffff\1\4";
    static final String dfa_17s = "\2\u00bb\1\uffff\1\u00bb\1\uffff\1\u00bb";
    static final String dfa_18s = "\2\uffff\1\2\1\uffff\1\1\1\uffff";
    static final String dfa_19s = "\6\uffff}>";
    static final String[] dfa_20s = {
            "\1\2\1\1\1\2\6\uffff\1\2\1\uffff\2\2\7\uffff\1\2\4\uffff\2\2\1\uffff\1\2\17\uffff\1\2\2\uffff\1\2\12\uffff\1\2\7\uffff\1\2\3\uffff\1\2\32\uffff\1\2\2\uffff\1\2\2\uffff\1\2\7\uffff\2\2\1\uffff\4\2\3\uffff\7\2\1\uffff\1\2\1\uffff\1\2\11\uffff\4\2\46\uffff\1\2",
            "\1\4\1\3\1\4\6\uffff\1\4\1\uffff\2\4\7\uffff\1\4\4\uffff\2\4\1\uffff\1\4\17\uffff\1\4\2\uffff\1\4\12\uffff\1\4\7\uffff\1\4\3\uffff\1\4\32\uffff\1\4\2\uffff\1\4\2\uffff\1\4\7\uffff\2\4\1\uffff\4\4\3\uffff\7\4\1\uffff\1\4\1\uffff\1\4\11\uffff\4\4\46\uffff\1\4",
            "",
            "\1\2\1\5\1\2\6\uffff\1\2\1\uffff\2\2\7\uffff\1\2\4\uffff\2\2\1\uffff\1\2\17\uffff\1\2\2\uffff\1\2\12\uffff\1\2\7\uffff\1\2\3\uffff\1\2\32\uffff\1\2\2\uffff\1\2\2\uffff\1\2\7\uffff\2\2\1\uffff\4\2\3\uffff\7\2\1\uffff\1\2\1\uffff\1\2\11\uffff\4\2\46\uffff\1\2",
            "",
            "\1\4\1\3\1\4\6\uffff\1\4\1\uffff\2\4\7\uffff\1\4\4\uffff\2\4\1\uffff\1\4\17\uffff\1\4\2\uffff\1\4\12\uffff\1\4\7\uffff\1\4\3\uffff\1\4\32\uffff\1\4\2\uffff\1\4\2\uffff\1\4\7\uffff\2\4\1\uffff\4\4\3\uffff\7\4\1\uffff\1\4\1\uffff\1\4\11\uffff\4\4\46\uffff\1\4"
    };

    static final short[] dfa_14 = DFA.unpackEncodedString(dfa_14s);
    static final short[] dfa_15 = DFA.unpackEncodedString(dfa_15s);
    static final char[] dfa_16 = DFA.unpackEncodedStringToUnsignedChars(dfa_16s);
    static final char[] dfa_17 = DFA.unpackEncodedStringToUnsignedChars(dfa_17s);
    static final short[] dfa_18 = DFA.unpackEncodedString(dfa_18s);
    static final short[] dfa_19 = DFA.unpackEncodedString(dfa_19s);
    static final short[][] dfa_20 = unpackEncodedStringArray(dfa_20s);

    class DFA106 extends DFA {

        public DFA106(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 106;
            this.eot = dfa_14;
            this.eof = dfa_15;
            this.min = dfa_16;
            this.max = dfa_17;
            this.accept = dfa_18;
            this.special = dfa_19;
            this.transition = dfa_20;
        }
        public String getDescription() {
            return "6541:5: ( (lv_name_11_0= RULE_ID ) )?";
        }
    }
    static final String dfa_21s = "\14\uffff";
    static final String dfa_22s = "\5\uffff\3\12\3\uffff\1\12";
    static final String dfa_23s = "\1\76\1\4\3\uffff\3\5\1\uffff\1\5\1\uffff\1\5";
    static final String dfa_24s = "\1\u0087\1\u0084\3\uffff\3\171\1\uffff\1\6\1\uffff\1\171";
    static final String dfa_25s = "\2\uffff\1\3\1\4\1\5\3\uffff\1\2\1\uffff\1\1\1\uffff";
    static final String dfa_26s = "\14\uffff}>";
    static final String[] dfa_27s = {
            "\1\2\46\uffff\1\1\37\uffff\1\3\1\uffff\1\4",
            "\1\7\1\5\1\6\175\uffff\1\10",
            "",
            "",
            "",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\4\uffff\2\12\1\uffff\1\12\21\uffff\1\12\6\uffff\1\11\43\uffff\1\12\12\uffff\1\12\2\uffff\1\10\7\uffff\2\12\1\uffff\4\12",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\4\uffff\2\12\1\uffff\1\12\21\uffff\1\12\52\uffff\1\12\12\uffff\1\12\2\uffff\1\10\7\uffff\2\12\1\uffff\4\12",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\4\uffff\2\12\1\uffff\1\12\21\uffff\1\12\52\uffff\1\12\12\uffff\1\12\2\uffff\1\10\7\uffff\2\12\1\uffff\4\12",
            "",
            "\1\13\1\6",
            "",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\4\uffff\2\12\1\uffff\1\12\21\uffff\1\12\52\uffff\1\12\12\uffff\1\12\2\uffff\1\10\7\uffff\2\12\1\uffff\4\12"
    };

    static final short[] dfa_21 = DFA.unpackEncodedString(dfa_21s);
    static final short[] dfa_22 = DFA.unpackEncodedString(dfa_22s);
    static final char[] dfa_23 = DFA.unpackEncodedStringToUnsignedChars(dfa_23s);
    static final char[] dfa_24 = DFA.unpackEncodedStringToUnsignedChars(dfa_24s);
    static final short[] dfa_25 = DFA.unpackEncodedString(dfa_25s);
    static final short[] dfa_26 = DFA.unpackEncodedString(dfa_26s);
    static final short[][] dfa_27 = unpackEncodedStringArray(dfa_27s);

    class DFA118 extends DFA {

        public DFA118(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 118;
            this.eot = dfa_21;
            this.eof = dfa_22;
            this.min = dfa_23;
            this.max = dfa_24;
            this.accept = dfa_25;
            this.special = dfa_26;
            this.transition = dfa_27;
        }
        public String getDescription() {
            return "7065:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )";
        }
    }
 

    public static final BitSet FOLLOW_1 = new BitSet(new long[]{0x0000000000000000L});
    public static final BitSet FOLLOW_2 = new BitSet(new long[]{0x0000000000000002L});
    public static final BitSet FOLLOW_3 = new BitSet(new long[]{0x0000000000001000L});
    public static final BitSet FOLLOW_4 = new BitSet(new long[]{0x0000000000000020L});
    public static final BitSet FOLLOW_5 = new BitSet(new long[]{0x0000000000002010L});
    public static final BitSet FOLLOW_6 = new BitSet(new long[]{0x0000000000002000L});
    public static final BitSet FOLLOW_7 = new BitSet(new long[]{0x000000003FFFC000L});
    public static final BitSet FOLLOW_8 = new BitSet(new long[]{0x0000000000000010L});
    public static final BitSet FOLLOW_9 = new BitSet(new long[]{0x0002000000000000L});
    public static final BitSet FOLLOW_10 = new BitSet(new long[]{0x0000000000000040L});
    public static final BitSet FOLLOW_11 = new BitSet(new long[]{0x3C24371412BE0020L,0x3060879CC104C1F8L,0x00000001FFFE0F24L});
    public static final BitSet FOLLOW_12 = new BitSet(new long[]{0x0000000040000012L});
    public static final BitSet FOLLOW_13 = new BitSet(new long[]{0x0000000040000002L});
    public static final BitSet FOLLOW_14 = new BitSet(new long[]{0x0000000000000012L});
    public static final BitSet FOLLOW_15 = new BitSet(new long[]{0x0000000280000012L});
    public static final BitSet FOLLOW_16 = new BitSet(new long[]{0x0000000280000002L});
    public static final BitSet FOLLOW_17 = new BitSet(new long[]{0x0000000300000002L});
    public static final BitSet FOLLOW_18 = new BitSet(new long[]{0x0000000100000002L});
    public static final BitSet FOLLOW_19 = new BitSet(new long[]{0x0000000C00002010L});
    public static final BitSet FOLLOW_20 = new BitSet(new long[]{0x0000000C00002000L});
    public static final BitSet FOLLOW_21 = new BitSet(new long[]{0x0000000800002002L});
    public static final BitSet FOLLOW_22 = new BitSet(new long[]{0x0000000000002002L});
    public static final BitSet FOLLOW_23 = new BitSet(new long[]{0x00017F7060408000L});
    public static final BitSet FOLLOW_24 = new BitSet(new long[]{0x0000000080000000L});
    public static final BitSet FOLLOW_25 = new BitSet(new long[]{0x00017F7160408000L});
    public static final BitSet FOLLOW_26 = new BitSet(new long[]{0x0000008000000000L});
    public static final BitSet FOLLOW_27 = new BitSet(new long[]{0x0000000000000040L,0x0000000000000000L,0x0000000600000000L});
    public static final BitSet FOLLOW_28 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0003F80000000000L});
    public static final BitSet FOLLOW_29 = new BitSet(new long[]{0x0000800000000000L});
    public static final BitSet FOLLOW_30 = new BitSet(new long[]{0x00017F7060408000L,0x0000000000000000L,0x001C000000400000L});
    public static final BitSet FOLLOW_31 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000040L,0x0020000000000000L});
    public static final BitSet FOLLOW_32 = new BitSet(new long[]{0x005C000A00000002L});
    public static final BitSet FOLLOW_33 = new BitSet(new long[]{0x0058000A00000002L});
    public static final BitSet FOLLOW_34 = new BitSet(new long[]{0x0050000B00000002L});
    public static final BitSet FOLLOW_35 = new BitSet(new long[]{0x0050000900000002L});
    public static final BitSet FOLLOW_36 = new BitSet(new long[]{0x0020000000000000L});
    public static final BitSet FOLLOW_37 = new BitSet(new long[]{0x0040000800000002L});
    public static final BitSet FOLLOW_38 = new BitSet(new long[]{0x0080000000000000L});
    public static final BitSet FOLLOW_39 = new BitSet(new long[]{0x0100000000000000L});
    public static final BitSet FOLLOW_40 = new BitSet(new long[]{0x0008000000000000L});
    public static final BitSet FOLLOW_41 = new BitSet(new long[]{0x0000000900000002L});
    public static final BitSet FOLLOW_42 = new BitSet(new long[]{0x0200000000000010L});
    public static final BitSet FOLLOW_43 = new BitSet(new long[]{0x0200000000000000L});
    public static final BitSet FOLLOW_44 = new BitSet(new long[]{0x0000000400002002L});
    public static final BitSet FOLLOW_45 = new BitSet(new long[]{0xBC01000820008000L,0x00000000000000FCL});
    public static final BitSet FOLLOW_46 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000600000L});
    public static final BitSet FOLLOW_47 = new BitSet(new long[]{0x0000000010000000L});
    public static final BitSet FOLLOW_48 = new BitSet(new long[]{0x4000000000000000L});
    public static final BitSet FOLLOW_49 = new BitSet(new long[]{0xBC01000920008000L,0x00000000000000FCL});
    public static final BitSet FOLLOW_50 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000001L});
    public static final BitSet FOLLOW_51 = new BitSet(new long[]{0x0008000000002002L,0x0000000000000002L});
    public static final BitSet FOLLOW_52 = new BitSet(new long[]{0x0000000000002002L,0x0000000000000002L});
    public static final BitSet FOLLOW_53 = new BitSet(new long[]{0x2001000820008000L,0x00000000000000FCL});
    public static final BitSet FOLLOW_54 = new BitSet(new long[]{0x2000000020000000L,0x00000000000000F8L});
    public static final BitSet FOLLOW_55 = new BitSet(new long[]{0x0000000020000050L});
    public static final BitSet FOLLOW_56 = new BitSet(new long[]{0x0000000880000012L,0x0000000000000500L});
    public static final BitSet FOLLOW_57 = new BitSet(new long[]{0x0000000880000002L,0x0000000000000500L});
    public static final BitSet FOLLOW_58 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_59 = new BitSet(new long[]{0x0000000880000002L,0x0000000000000400L});
    public static final BitSet FOLLOW_60 = new BitSet(new long[]{0x0000000880000002L});
    public static final BitSet FOLLOW_61 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000800L});
    public static final BitSet FOLLOW_62 = new BitSet(new long[]{0x0008000000000002L,0x0000000000001000L});
    public static final BitSet FOLLOW_63 = new BitSet(new long[]{0x0000000000000000L,0x0000000000002000L});
    public static final BitSet FOLLOW_64 = new BitSet(new long[]{0x0008000000000002L});
    public static final BitSet FOLLOW_65 = new BitSet(new long[]{0x0000000800000002L});
    public static final BitSet FOLLOW_66 = new BitSet(new long[]{0x0000000000000010L,0x0000000000000100L});
    public static final BitSet FOLLOW_67 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000100L});
    public static final BitSet FOLLOW_68 = new BitSet(new long[]{0x3C24371412BE0070L,0x3060879CC104C1F8L,0x000007FFFFFE0F24L});
    public static final BitSet FOLLOW_69 = new BitSet(new long[]{0x0000000100000000L,0x0000000000004000L});
    public static final BitSet FOLLOW_70 = new BitSet(new long[]{0x0008000000000010L});
    public static final BitSet FOLLOW_71 = new BitSet(new long[]{0x0000000000000000L,0x0000000000020000L});
    public static final BitSet FOLLOW_72 = new BitSet(new long[]{0x0020040022148020L,0x0000008200054000L});
    public static final BitSet FOLLOW_73 = new BitSet(new long[]{0x0020040122148020L,0x0000008200054000L});
    public static final BitSet FOLLOW_74 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000001800000L});
    public static final BitSet FOLLOW_75 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x00C0000000000000L});
    public static final BitSet FOLLOW_76 = new BitSet(new long[]{0x0000000000000002L,0x00000000000C0000L});
    public static final BitSet FOLLOW_77 = new BitSet(new long[]{0x0000000000000002L,0x0000000000080000L});
    public static final BitSet FOLLOW_78 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0700000000000000L});
    public static final BitSet FOLLOW_79 = new BitSet(new long[]{0x0000000000000002L,0x000000000BB00000L});
    public static final BitSet FOLLOW_80 = new BitSet(new long[]{0x0000000000000000L,0x0000000000400000L});
    public static final BitSet FOLLOW_81 = new BitSet(new long[]{0x0000000000000000L,0x0000000000200000L});
    public static final BitSet FOLLOW_82 = new BitSet(new long[]{0x0000000000000000L,0x0000000000800000L});
    public static final BitSet FOLLOW_83 = new BitSet(new long[]{0x0000000000000000L,0x0000000004000000L});
    public static final BitSet FOLLOW_84 = new BitSet(new long[]{0x0000000000000000L,0x0000000010000000L});
    public static final BitSet FOLLOW_85 = new BitSet(new long[]{0x0000000000000070L});
    public static final BitSet FOLLOW_86 = new BitSet(new long[]{0x0000000000000002L,0x00000000E0000000L});
    public static final BitSet FOLLOW_87 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x000007F800000000L});
    public static final BitSet FOLLOW_88 = new BitSet(new long[]{0x0000000000000002L,0x00000000C0000000L});
    public static final BitSet FOLLOW_89 = new BitSet(new long[]{0x0000000000000002L,0x0000000080000000L});
    public static final BitSet FOLLOW_90 = new BitSet(new long[]{0x0000000000000000L,0x0000000100000000L});
    public static final BitSet FOLLOW_91 = new BitSet(new long[]{0x0200000000000012L});
    public static final BitSet FOLLOW_92 = new BitSet(new long[]{0x0200000000000002L});
    public static final BitSet FOLLOW_93 = new BitSet(new long[]{0x0000000000000010L,0x0000000C00000000L});
    public static final BitSet FOLLOW_94 = new BitSet(new long[]{0x0000000000000000L,0x0000000C00000000L});
    public static final BitSet FOLLOW_95 = new BitSet(new long[]{0x0000000000000000L,0x0000000800000000L});
    public static final BitSet FOLLOW_96 = new BitSet(new long[]{0x0000000000000002L,0x0000001000000000L});
    public static final BitSet FOLLOW_97 = new BitSet(new long[]{0x0000000000000000L,0x0000002000000000L});
    public static final BitSet FOLLOW_98 = new BitSet(new long[]{0x0000000000000002L,0x0000004020000000L});
    public static final BitSet FOLLOW_99 = new BitSet(new long[]{0x0000000000000002L,0x0000000020000000L});
    public static final BitSet FOLLOW_100 = new BitSet(new long[]{0x0200000000000010L,0x0000030000000000L});
    public static final BitSet FOLLOW_101 = new BitSet(new long[]{0x0200000000000000L,0x0000030000000000L});
    public static final BitSet FOLLOW_102 = new BitSet(new long[]{0x0200000000000000L,0x0000020000000000L});
    public static final BitSet FOLLOW_103 = new BitSet(new long[]{0x0000000100000002L,0x0000040000000000L});
    public static final BitSet FOLLOW_104 = new BitSet(new long[]{0x0000000000000000L,0x0000080000000000L});
    public static final BitSet FOLLOW_105 = new BitSet(new long[]{0x0000000000000000L,0x0000100000000000L});
    public static final BitSet FOLLOW_106 = new BitSet(new long[]{0x0020000028008000L,0x0000C00000008000L,0x0000000000005800L});
    public static final BitSet FOLLOW_107 = new BitSet(new long[]{0x0020000128008000L,0x0000C00000008000L,0x0000000000005800L});
    public static final BitSet FOLLOW_108 = new BitSet(new long[]{0x0000000000000002L,0x0007000000000000L});
    public static final BitSet FOLLOW_109 = new BitSet(new long[]{0x0000000000000002L,0x0006000000000000L});
    public static final BitSet FOLLOW_110 = new BitSet(new long[]{0x0000000100000000L});
    public static final BitSet FOLLOW_111 = new BitSet(new long[]{0x0000000000000002L,0x0004000000000000L});
    public static final BitSet FOLLOW_112 = new BitSet(new long[]{0x0000000000000000L,0x0000004000000000L});
    public static final BitSet FOLLOW_113 = new BitSet(new long[]{0x0000000061018060L,0x03D8010000000000L});
    public static final BitSet FOLLOW_114 = new BitSet(new long[]{0x0000000161018060L,0x03D8010000000000L});
    public static final BitSet FOLLOW_115 = new BitSet(new long[]{0x0000000000000000L,0x0020000000000000L});
    public static final BitSet FOLLOW_116 = new BitSet(new long[]{0x0000000020000040L,0x0000000000000000L,0x0000000600000400L});
    public static final BitSet FOLLOW_117 = new BitSet(new long[]{0x0000000000002010L,0x0401002000000000L});
    public static final BitSet FOLLOW_118 = new BitSet(new long[]{0x0000000000002000L,0x0401002000000000L});
    public static final BitSet FOLLOW_119 = new BitSet(new long[]{0x0000000000002000L,0x0400002000000000L});
    public static final BitSet FOLLOW_120 = new BitSet(new long[]{0x0000000100002000L,0x0400000000000000L});
    public static final BitSet FOLLOW_121 = new BitSet(new long[]{0x0000000000000000L,0x0800000000000000L});
    public static final BitSet FOLLOW_122 = new BitSet(new long[]{0x4009000100002002L,0xE000082000001440L,0x08000000001E00AFL});
    public static final BitSet FOLLOW_123 = new BitSet(new long[]{0x4009000100002002L,0xE000082000000440L,0x08000000001E00AFL});
    public static final BitSet FOLLOW_124 = new BitSet(new long[]{0x4009000100002012L,0xE000082000000440L,0x08000000001E00AFL});
    public static final BitSet FOLLOW_125 = new BitSet(new long[]{0x4009000100002032L,0xE000082000000440L,0x08000000001E00AFL});
    public static final BitSet FOLLOW_126 = new BitSet(new long[]{0x4009000100002002L,0xE000002000000440L,0x08000000001E00AFL});
    public static final BitSet FOLLOW_127 = new BitSet(new long[]{0x0000000000000000L,0x1000000000000000L});
    public static final BitSet FOLLOW_128 = new BitSet(new long[]{0x4009000000002002L,0xE000002000000440L,0x08000000001E00AFL});
    public static final BitSet FOLLOW_129 = new BitSet(new long[]{0x0000000000000002L,0x0000004000000200L});
    public static final BitSet FOLLOW_130 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000200L});
    public static final BitSet FOLLOW_131 = new BitSet(new long[]{0x0004000100000002L,0x0000000020000000L});
    public static final BitSet FOLLOW_132 = new BitSet(new long[]{0x0004000000000002L});
    public static final BitSet FOLLOW_133 = new BitSet(new long[]{0x0000000000000070L,0x0000000000000000L,0x0000000000000010L});
    public static final BitSet FOLLOW_134 = new BitSet(new long[]{0x0000000000000002L,0x0000000100000000L});
    public static final BitSet FOLLOW_135 = new BitSet(new long[]{0x0000000000000000L,0x0000000000008000L});
    public static final BitSet FOLLOW_136 = new BitSet(new long[]{0x0020000000000000L,0x0000000800000000L});
    public static final BitSet FOLLOW_137 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000000000040L});
    public static final BitSet FOLLOW_138 = new BitSet(new long[]{0x0004000000000000L,0x0000002000000000L});
    public static final BitSet FOLLOW_139 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000000100L});
    public static final BitSet FOLLOW_140 = new BitSet(new long[]{0x0000000100000002L,0x0000000000000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_141 = new BitSet(new long[]{0x0010000000000000L});
    public static final BitSet FOLLOW_142 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x000000003E000000L});
    public static final BitSet FOLLOW_143 = new BitSet(new long[]{0x4000000000880032L,0x0000002000000000L});
    public static final BitSet FOLLOW_144 = new BitSet(new long[]{0x4000000100000012L,0x0000002000000000L});
    public static final BitSet FOLLOW_145 = new BitSet(new long[]{0x4000000000000012L,0x0000002000001000L});
    public static final BitSet FOLLOW_146 = new BitSet(new long[]{0x4000000000000012L,0x0000002000000000L});
    public static final BitSet FOLLOW_147 = new BitSet(new long[]{0x4000000100000012L});
    public static final BitSet FOLLOW_148 = new BitSet(new long[]{0x0000000000000000L,0x0040000000000000L,0x00000001E2000000L});
    public static final BitSet FOLLOW_149 = new BitSet(new long[]{0x4000000200000072L,0x0000002800000080L,0x0000000000000010L});
    public static final BitSet FOLLOW_150 = new BitSet(new long[]{0x4000000300000072L,0x0000002800000080L,0x0000000000000010L});
    public static final BitSet FOLLOW_151 = new BitSet(new long[]{0x0004000000000000L});
    public static final BitSet FOLLOW_152 = new BitSet(new long[]{0x0200000000002012L});
    public static final BitSet FOLLOW_153 = new BitSet(new long[]{0x0200000000002002L});
    public static final BitSet FOLLOW_154 = new BitSet(new long[]{0x3C24371432BE0020L,0x3060879CC104C1F8L,0x00000001FFFE0F24L});
    public static final BitSet FOLLOW_155 = new BitSet(new long[]{0x0000000080000002L,0x0000004100000200L});
    public static final BitSet FOLLOW_156 = new BitSet(new long[]{0x0000000080000002L,0x0000000100000200L});
    public static final BitSet FOLLOW_157 = new BitSet(new long[]{0x0000000080000002L,0x0000000000000200L});
    public static final BitSet FOLLOW_158 = new BitSet(new long[]{0x0000000080000002L});
    public static final BitSet FOLLOW_159 = new BitSet(new long[]{0x0000000000000012L,0x0000000000000000L,0x0000000000002000L});
    public static final BitSet FOLLOW_160 = new BitSet(new long[]{0x0000000100000012L});
    public static final BitSet FOLLOW_161 = new BitSet(new long[]{0x0000000080000000L,0x0000002000000000L,0x0000000000008000L});
    public static final BitSet FOLLOW_162 = new BitSet(new long[]{0x0000000100000000L,0x0000002000000000L,0x0000000000008000L});
    public static final BitSet FOLLOW_163 = new BitSet(new long[]{0x0000000100000000L,0x0000000000000000L,0x0000000000008000L});
    public static final BitSet FOLLOW_164 = new BitSet(new long[]{0x0000000000000060L});
    public static final BitSet FOLLOW_165 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000000010000L});
    public static final BitSet FOLLOW_166 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000200000000L});

}
