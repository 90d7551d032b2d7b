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
        "<invalid>", "<EOR>", "<DOWN>", "<UP>", "RULE_STRING", "RULE_ID", "RULE_INT", "RULE_WS", "RULE_ML_COMMENT", "RULE_SL_COMMENT", "RULE_ANY_OTHER", "'game'", "'system'", "'{'", "'rules'", "'description'", "'nationality'", "'class'", "'terrain'", "'feature'", "'hexside'", "'slot'", "'stacking'", "'unit'", "'counter'", "'marker'", "'mix'", "'variant'", "'}'", "'color'", "'code'", "'cite'", "'cost'", "'impassable'", "'for'", "','", "'blocks'", "'sight'", "'cover'", "'effect'", "'elevation'", "'symbol'", "'line'", "'mm'", "'traits'", "'max'", "'on'", "'of'", "'except'", "'per'", "'side'", "'counting'", "'front'", "'face'", "':'", "'footprint'", "'command'", "'range'", "'armour'", "'in'", "'faces'", "'/'", "'unique'", "'back'", "'attack'", "'defence'", "'movement'", "'strength'", "'value'", "'values'", "'to'", "'replaces'", "'x'", "'['", "']'", "'default'", "'map'", "'palette'", "'grid'", "'hex'", "'labels'", "'prefix'", "'column'", "'digits'", "'row'", "'first'", "'columns'", "'descending'", "'rows'", "'*'", "'hidden'", "'from'", "'region'", "'number'", "'edge'", "'closed'", "'at'", "'='", "'structure'", "'material'", "'damage'", "'('", "')'", "'scenario'", "'turns'", "'as'", "'offset'", "'rotated'", "'initiative'", "'setup'", "'order'", "'role'", "'morale'", "'banners'", "'victory'", "'formation'", "'commanded'", "'by'", "'banner'", "'flipped'", "'with'", "'set'", "'under'", "'aboard'", "'note'", "'facing'", "'along'", "'off'", "'sheet'", "'enters'", "'turn'", "'limit'", "'automatic'", "'rule'", "'follows'", "'carrying'", "'waive'", "'because'", "'.'", "'dead'", "'wounded'", "'stunned'", "'healthy'", "'single'", "'double'", "'flat'", "'pointy'", "'killed'", "'captured'", "'controlled'", "'exited'", "'other'", "'cleared'", "'holds'", "'exits'", "'-'", "'+'", "'N'", "'NE'", "'E'", "'SE'", "'S'", "'SW'", "'W'", "'NW'", "'dot'", "'circle'", "'square'", "'triangle'", "'diamond'", "'star'", "'cross'", "'solid'", "'dashed'", "'dotted'", "'counters'", "'odd'", "'even'", "'numeric'", "'alpha'", "'prefixed'", "'wounded-stunned'"
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
    public static final int RULE_ML_COMMENT=8;
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
    public static final int T__91=91;
    public static final int T__100=100;
    public static final int T__92=92;
    public static final int T__93=93;
    public static final int T__102=102;
    public static final int T__94=94;
    public static final int T__101=101;
    public static final int T__90=90;
    public static final int T__180=180;
    public static final int T__181=181;
    public static final int T__19=19;
    public static final int T__15=15;
    public static final int T__16=16;
    public static final int T__17=17;
    public static final int T__18=18;
    public static final int T__11=11;
    public static final int T__99=99;
    public static final int T__12=12;
    public static final int T__13=13;
    public static final int T__14=14;
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
    public static final int T__26=26;
    public static final int T__27=27;
    public static final int T__28=28;
    public static final int T__29=29;
    public static final int T__22=22;
    public static final int T__23=23;
    public static final int T__24=24;
    public static final int T__25=25;
    public static final int T__169=169;
    public static final int T__20=20;
    public static final int T__21=21;
    public static final int T__122=122;
    public static final int T__70=70;
    public static final int T__121=121;
    public static final int T__71=71;
    public static final int T__124=124;
    public static final int T__72=72;
    public static final int T__123=123;
    public static final int T__120=120;
    public static final int RULE_STRING=4;
    public static final int RULE_SL_COMMENT=9;
    public static final int T__77=77;
    public static final int T__119=119;
    public static final int T__78=78;
    public static final int T__118=118;
    public static final int T__79=79;
    public static final int T__73=73;
    public static final int T__115=115;
    public static final int EOF=-1;
    public static final int T__74=74;
    public static final int T__114=114;
    public static final int T__75=75;
    public static final int T__117=117;
    public static final int T__76=76;
    public static final int T__116=116;
    public static final int T__80=80;
    public static final int T__111=111;
    public static final int T__81=81;
    public static final int T__110=110;
    public static final int T__82=82;
    public static final int T__113=113;
    public static final int T__83=83;
    public static final int T__112=112;
    public static final int RULE_WS=7;
    public static final int RULE_ANY_OTHER=10;
    public static final int T__88=88;
    public static final int T__108=108;
    public static final int T__89=89;
    public static final int T__107=107;
    public static final int T__109=109;
    public static final int T__84=84;
    public static final int T__104=104;
    public static final int T__85=85;
    public static final int T__103=103;
    public static final int T__86=86;
    public static final int T__106=106;
    public static final int T__87=87;
    public static final int T__105=105;

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
            case 76:
                {
                alt1=2;
                }
                break;
            case 103:
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
    // InternalBanneret.g:117:1: ruleGameSystem returns [EObject current=null] : (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) )* otherlv_33= '}' ) ;
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



        	enterRule();

        try {
            // InternalBanneret.g:123:2: ( (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) )* otherlv_33= '}' ) )
            // InternalBanneret.g:124:2: (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) )* otherlv_33= '}' )
            {
            // InternalBanneret.g:124:2: (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) )* otherlv_33= '}' )
            // InternalBanneret.g:125:3: otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) )* otherlv_33= '}'
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
            		
            // InternalBanneret.g:174:3: ( (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) ) | (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'nationality' ( (lv_nationalities_10_0= ruleNationality ) ) ) | (otherlv_11= 'class' ( (lv_unitClasses_12_0= ruleUnitClass ) ) ) | (otherlv_13= 'terrain' ( (lv_terrainTypes_14_0= ruleTerrainType ) ) ) | (otherlv_15= 'feature' ( (lv_featureTypes_16_0= ruleFeatureType ) ) ) | (otherlv_17= 'hexside' ( (lv_hexsideFeatureTypes_18_0= ruleHexsideFeatureType ) ) ) | (otherlv_19= 'slot' ( (lv_levelSlots_20_0= ruleLevelSlot ) ) ) | (otherlv_21= 'stacking' ( (lv_stackingLimits_22_0= ruleStackingLimit ) ) ) | (otherlv_23= 'unit' ( (lv_unitTypes_24_0= ruleUnitType ) ) ) | (otherlv_25= 'counter' ( (lv_counterTemplates_26_0= ruleCounterTemplate ) ) ) | (otherlv_27= 'marker' ( (lv_markerTypes_28_0= ruleMarkerType ) ) ) | (otherlv_29= 'mix' ( (lv_counterMix_30_0= ruleCounterMixEntry ) ) ) | (otherlv_31= 'variant' ( (lv_variants_32_0= ruleVariantDefinition ) ) ) )*
            loop3:
            do {
                int alt3=15;
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

            	default :
            	    break loop3;
                }
            } while (true);

            otherlv_33=(Token)match(input,28,FOLLOW_2); 

            			newLeafNode(otherlv_33, grammarAccess.getGameSystemAccess().getRightCurlyBracketKeyword_6());
            		

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
    // InternalBanneret.g:545:1: entryRuleNationality returns [EObject current=null] : iv_ruleNationality= ruleNationality EOF ;
    public final EObject entryRuleNationality() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleNationality = null;


        try {
            // InternalBanneret.g:545:52: (iv_ruleNationality= ruleNationality EOF )
            // InternalBanneret.g:546:2: iv_ruleNationality= ruleNationality EOF
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
    // InternalBanneret.g:552:1: ruleNationality returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleNationality() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token lv_color_3_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:558:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:559:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:559:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:560:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:560:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:561:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:561:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:562:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_11); 

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

            // InternalBanneret.g:578:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt4=2;
            int LA4_0 = input.LA(1);

            if ( (LA4_0==RULE_STRING) ) {
                alt4=1;
            }
            switch (alt4) {
                case 1 :
                    // InternalBanneret.g:579:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:579:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:580:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_12); 

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

            // InternalBanneret.g:596:3: (otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) ) )?
            int alt5=2;
            int LA5_0 = input.LA(1);

            if ( (LA5_0==29) ) {
                alt5=1;
            }
            switch (alt5) {
                case 1 :
                    // InternalBanneret.g:597:4: otherlv_2= 'color' ( (lv_color_3_0= RULE_STRING ) )
                    {
                    otherlv_2=(Token)match(input,29,FOLLOW_8); 

                    				newLeafNode(otherlv_2, grammarAccess.getNationalityAccess().getColorKeyword_2_0());
                    			
                    // InternalBanneret.g:601:4: ( (lv_color_3_0= RULE_STRING ) )
                    // InternalBanneret.g:602:5: (lv_color_3_0= RULE_STRING )
                    {
                    // InternalBanneret.g:602:5: (lv_color_3_0= RULE_STRING )
                    // InternalBanneret.g:603:6: lv_color_3_0= RULE_STRING
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
    // InternalBanneret.g:624:1: entryRuleUnitClass returns [EObject current=null] : iv_ruleUnitClass= ruleUnitClass EOF ;
    public final EObject entryRuleUnitClass() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitClass = null;


        try {
            // InternalBanneret.g:624:50: (iv_ruleUnitClass= ruleUnitClass EOF )
            // InternalBanneret.g:625:2: iv_ruleUnitClass= ruleUnitClass EOF
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
    // InternalBanneret.g:631:1: ruleUnitClass returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) ;
    public final EObject ruleUnitClass() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:637:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:638:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:638:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            // InternalBanneret.g:639:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:639:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:640:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:640:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:641:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_13); 

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

            // InternalBanneret.g:657:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt6=2;
            int LA6_0 = input.LA(1);

            if ( (LA6_0==RULE_STRING) ) {
                alt6=1;
            }
            switch (alt6) {
                case 1 :
                    // InternalBanneret.g:658:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:658:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:659:5: lv_title_1_0= RULE_STRING
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
    // InternalBanneret.g:679:1: entryRuleLevelSlot returns [EObject current=null] : iv_ruleLevelSlot= ruleLevelSlot EOF ;
    public final EObject entryRuleLevelSlot() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLevelSlot = null;


        try {
            // InternalBanneret.g:679:50: (iv_ruleLevelSlot= ruleLevelSlot EOF )
            // InternalBanneret.g:680:2: iv_ruleLevelSlot= ruleLevelSlot EOF
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
    // InternalBanneret.g:686:1: ruleLevelSlot returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) ;
    public final EObject ruleLevelSlot() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:692:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:693:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:693:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            // InternalBanneret.g:694:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:694:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:695:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:695:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:696:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_13); 

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

            // InternalBanneret.g:712:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt7=2;
            int LA7_0 = input.LA(1);

            if ( (LA7_0==RULE_STRING) ) {
                alt7=1;
            }
            switch (alt7) {
                case 1 :
                    // InternalBanneret.g:713:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:713:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:714:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

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
    // InternalBanneret.g:734:1: entryRuleTerrainType returns [EObject current=null] : iv_ruleTerrainType= ruleTerrainType EOF ;
    public final EObject entryRuleTerrainType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleTerrainType = null;


        try {
            // InternalBanneret.g:734:52: (iv_ruleTerrainType= ruleTerrainType EOF )
            // InternalBanneret.g:735:2: iv_ruleTerrainType= ruleTerrainType EOF
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
    // InternalBanneret.g:741:1: ruleTerrainType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleTerrainType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:747:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:748:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:748:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:749:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:749:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:750:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:750:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:751:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_14); 

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

            // InternalBanneret.g:767:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt8=2;
            int LA8_0 = input.LA(1);

            if ( (LA8_0==RULE_STRING) ) {
                alt8=1;
            }
            switch (alt8) {
                case 1 :
                    // InternalBanneret.g:768:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:768:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:769:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

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
    // InternalBanneret.g:800:1: entryRuleFeatureType returns [EObject current=null] : iv_ruleFeatureType= ruleFeatureType EOF ;
    public final EObject entryRuleFeatureType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFeatureType = null;


        try {
            // InternalBanneret.g:800:52: (iv_ruleFeatureType= ruleFeatureType EOF )
            // InternalBanneret.g:801:2: iv_ruleFeatureType= ruleFeatureType EOF
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
    // InternalBanneret.g:807:1: ruleFeatureType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleFeatureType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:813:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:814:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:814:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:815:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:815:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:816:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:816:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:817:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_14); 

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

            // InternalBanneret.g:833:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt9=2;
            int LA9_0 = input.LA(1);

            if ( (LA9_0==RULE_STRING) ) {
                alt9=1;
            }
            switch (alt9) {
                case 1 :
                    // InternalBanneret.g:834:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:834:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:835:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

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
    // InternalBanneret.g:866:1: entryRuleHexsideFeatureType returns [EObject current=null] : iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF ;
    public final EObject entryRuleHexsideFeatureType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexsideFeatureType = null;


        try {
            // InternalBanneret.g:866:59: (iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF )
            // InternalBanneret.g:867:2: iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF
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
    // InternalBanneret.g:873:1: ruleHexsideFeatureType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleHexsideFeatureType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:879:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:880:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:880:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:881:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:881:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:882:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:882:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:883:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_14); 

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

            // InternalBanneret.g:899:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt10=2;
            int LA10_0 = input.LA(1);

            if ( (LA10_0==RULE_STRING) ) {
                alt10=1;
            }
            switch (alt10) {
                case 1 :
                    // InternalBanneret.g:900:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:900:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:901:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

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
    // InternalBanneret.g:933:1: ruleTerrainEffectBody[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}' )? ) ;
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
        Token lv_description_38_0=null;
        Token otherlv_39=null;
        EObject lv_costs_8_0 = null;

        AntlrDatatypeRuleToken lv_elevation_22_0 = null;

        Enumerator lv_symbol_26_0 = null;

        AntlrDatatypeRuleToken lv_lineWidthMm_28_0 = null;

        Enumerator lv_lineStyle_30_0 = null;

        AntlrDatatypeRuleToken lv_traits_32_0 = null;

        AntlrDatatypeRuleToken lv_traits_34_0 = null;

        EObject lv_stackingLimits_36_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:939:2: ( ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}' )? ) )
            // InternalBanneret.g:940:2: ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}' )? )
            {
            // InternalBanneret.g:940:2: ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}' )? )
            // InternalBanneret.g:941:3: (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )? (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}' )?
            {
            // InternalBanneret.g:941:3: (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )?
            int alt11=2;
            int LA11_0 = input.LA(1);

            if ( (LA11_0==30) ) {
                alt11=1;
            }
            switch (alt11) {
                case 1 :
                    // InternalBanneret.g:942:4: otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) )
                    {
                    otherlv_0=(Token)match(input,30,FOLLOW_8); 

                    				newLeafNode(otherlv_0, grammarAccess.getTerrainEffectBodyAccess().getCodeKeyword_0_0());
                    			
                    // InternalBanneret.g:946:4: ( (lv_code_1_0= RULE_STRING ) )
                    // InternalBanneret.g:947:5: (lv_code_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:947:5: (lv_code_1_0= RULE_STRING )
                    // InternalBanneret.g:948:6: lv_code_1_0= RULE_STRING
                    {
                    lv_code_1_0=(Token)match(input,RULE_STRING,FOLLOW_16); 

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

            // InternalBanneret.g:965:3: (otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) ) )?
            int alt12=2;
            int LA12_0 = input.LA(1);

            if ( (LA12_0==31) ) {
                alt12=1;
            }
            switch (alt12) {
                case 1 :
                    // InternalBanneret.g:966:4: otherlv_2= 'cite' ( (lv_citation_3_0= RULE_STRING ) )
                    {
                    otherlv_2=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_2, grammarAccess.getTerrainEffectBodyAccess().getCiteKeyword_1_0());
                    			
                    // InternalBanneret.g:970:4: ( (lv_citation_3_0= RULE_STRING ) )
                    // InternalBanneret.g:971:5: (lv_citation_3_0= RULE_STRING )
                    {
                    // InternalBanneret.g:971:5: (lv_citation_3_0= RULE_STRING )
                    // InternalBanneret.g:972:6: lv_citation_3_0= RULE_STRING
                    {
                    lv_citation_3_0=(Token)match(input,RULE_STRING,FOLLOW_17); 

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

            // InternalBanneret.g:989:3: (otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}' )?
            int alt17=2;
            int LA17_0 = input.LA(1);

            if ( (LA17_0==13) ) {
                alt17=1;
            }
            switch (alt17) {
                case 1 :
                    // InternalBanneret.g:990:4: otherlv_4= '{' ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )* otherlv_39= '}'
                    {
                    otherlv_4=(Token)match(input,13,FOLLOW_18); 

                    				newLeafNode(otherlv_4, grammarAccess.getTerrainEffectBodyAccess().getLeftCurlyBracketKeyword_2_0());
                    			
                    // InternalBanneret.g:994:4: ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )*
                    loop16:
                    do {
                        int alt16=15;
                        alt16 = dfa16.predict(input);
                        switch (alt16) {
                    	case 1 :
                    	    // InternalBanneret.g:995:5: (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:995:5: (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:996:6: otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) )
                    	    {
                    	    otherlv_5=(Token)match(input,32,FOLLOW_10); 

                    	    						newLeafNode(otherlv_5, grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_2_1_0_0());
                    	    					
                    	    // InternalBanneret.g:1000:6: ( (lv_defaultCost_6_0= RULE_INT ) )
                    	    // InternalBanneret.g:1001:7: (lv_defaultCost_6_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1001:7: (lv_defaultCost_6_0= RULE_INT )
                    	    // InternalBanneret.g:1002:8: lv_defaultCost_6_0= RULE_INT
                    	    {
                    	    lv_defaultCost_6_0=(Token)match(input,RULE_INT,FOLLOW_18); 

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
                    	    // InternalBanneret.g:1020:5: (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) )
                    	    {
                    	    // InternalBanneret.g:1020:5: (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) )
                    	    // InternalBanneret.g:1021:6: otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) )
                    	    {
                    	    otherlv_7=(Token)match(input,32,FOLLOW_4); 

                    	    						newLeafNode(otherlv_7, grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_2_1_1_0());
                    	    					
                    	    // InternalBanneret.g:1025:6: ( (lv_costs_8_0= ruleMovementCost ) )
                    	    // InternalBanneret.g:1026:7: (lv_costs_8_0= ruleMovementCost )
                    	    {
                    	    // InternalBanneret.g:1026:7: (lv_costs_8_0= ruleMovementCost )
                    	    // InternalBanneret.g:1027:8: lv_costs_8_0= ruleMovementCost
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getCostsMovementCostParserRuleCall_2_1_1_1_0());
                    	    							
                    	    pushFollow(FOLLOW_18);
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
                    	    // InternalBanneret.g:1046:5: ( (lv_impassable_9_0= 'impassable' ) )
                    	    {
                    	    // InternalBanneret.g:1046:5: ( (lv_impassable_9_0= 'impassable' ) )
                    	    // InternalBanneret.g:1047:6: (lv_impassable_9_0= 'impassable' )
                    	    {
                    	    // InternalBanneret.g:1047:6: (lv_impassable_9_0= 'impassable' )
                    	    // InternalBanneret.g:1048:7: lv_impassable_9_0= 'impassable'
                    	    {
                    	    lv_impassable_9_0=(Token)match(input,33,FOLLOW_18); 

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
                    	    // InternalBanneret.g:1061:5: (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1061:5: (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
                    	    // InternalBanneret.g:1062:6: otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
                    	    {
                    	    otherlv_10=(Token)match(input,33,FOLLOW_19); 

                    	    						newLeafNode(otherlv_10, grammarAccess.getTerrainEffectBodyAccess().getImpassableKeyword_2_1_3_0());
                    	    					
                    	    otherlv_11=(Token)match(input,34,FOLLOW_4); 

                    	    						newLeafNode(otherlv_11, grammarAccess.getTerrainEffectBodyAccess().getForKeyword_2_1_3_1());
                    	    					
                    	    // InternalBanneret.g:1070:6: ( (otherlv_12= RULE_ID ) )
                    	    // InternalBanneret.g:1071:7: (otherlv_12= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1071:7: (otherlv_12= RULE_ID )
                    	    // InternalBanneret.g:1072:8: otherlv_12= RULE_ID
                    	    {

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    							
                    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_20); 

                    	    								newLeafNode(otherlv_12, grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_2_1_3_2_0());
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:1083:6: (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
                    	    loop13:
                    	    do {
                    	        int alt13=2;
                    	        int LA13_0 = input.LA(1);

                    	        if ( (LA13_0==35) ) {
                    	            alt13=1;
                    	        }


                    	        switch (alt13) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1084:7: otherlv_13= ',' ( (otherlv_14= RULE_ID ) )
                    	    	    {
                    	    	    otherlv_13=(Token)match(input,35,FOLLOW_4); 

                    	    	    							newLeafNode(otherlv_13, grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_2_1_3_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1088:7: ( (otherlv_14= RULE_ID ) )
                    	    	    // InternalBanneret.g:1089:8: (otherlv_14= RULE_ID )
                    	    	    {
                    	    	    // InternalBanneret.g:1089:8: (otherlv_14= RULE_ID )
                    	    	    // InternalBanneret.g:1090:9: otherlv_14= RULE_ID
                    	    	    {

                    	    	    									if (current==null) {
                    	    	    										current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    	    									}
                    	    	    								
                    	    	    otherlv_14=(Token)match(input,RULE_ID,FOLLOW_20); 

                    	    	    									newLeafNode(otherlv_14, grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_2_1_3_3_1_0());
                    	    	    								

                    	    	    }


                    	    	    }


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop13;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 5 :
                    	    // InternalBanneret.g:1104:5: ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' )
                    	    {
                    	    // InternalBanneret.g:1104:5: ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' )
                    	    // InternalBanneret.g:1105:6: ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight'
                    	    {
                    	    // InternalBanneret.g:1105:6: ( (lv_blocksLineOfSight_15_0= 'blocks' ) )
                    	    // InternalBanneret.g:1106:7: (lv_blocksLineOfSight_15_0= 'blocks' )
                    	    {
                    	    // InternalBanneret.g:1106:7: (lv_blocksLineOfSight_15_0= 'blocks' )
                    	    // InternalBanneret.g:1107:8: lv_blocksLineOfSight_15_0= 'blocks'
                    	    {
                    	    lv_blocksLineOfSight_15_0=(Token)match(input,36,FOLLOW_21); 

                    	    								newLeafNode(lv_blocksLineOfSight_15_0, grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_2_1_4_0_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(current, "blocksLineOfSight", lv_blocksLineOfSight_15_0 != null, "blocks");
                    	    							

                    	    }


                    	    }

                    	    otherlv_16=(Token)match(input,37,FOLLOW_18); 

                    	    						newLeafNode(otherlv_16, grammarAccess.getTerrainEffectBodyAccess().getSightKeyword_2_1_4_1());
                    	    					

                    	    }


                    	    }
                    	    break;
                    	case 6 :
                    	    // InternalBanneret.g:1125:5: (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1125:5: (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1126:6: otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) )
                    	    {
                    	    otherlv_17=(Token)match(input,38,FOLLOW_8); 

                    	    						newLeafNode(otherlv_17, grammarAccess.getTerrainEffectBodyAccess().getCoverKeyword_2_1_5_0());
                    	    					
                    	    // InternalBanneret.g:1130:6: ( (lv_cover_18_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1131:7: (lv_cover_18_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1131:7: (lv_cover_18_0= RULE_STRING )
                    	    // InternalBanneret.g:1132:8: lv_cover_18_0= RULE_STRING
                    	    {
                    	    lv_cover_18_0=(Token)match(input,RULE_STRING,FOLLOW_18); 

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
                    	    // InternalBanneret.g:1150:5: (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1150:5: (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1151:6: otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) )
                    	    {
                    	    otherlv_19=(Token)match(input,39,FOLLOW_8); 

                    	    						newLeafNode(otherlv_19, grammarAccess.getTerrainEffectBodyAccess().getEffectKeyword_2_1_6_0());
                    	    					
                    	    // InternalBanneret.g:1155:6: ( (lv_combatEffect_20_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1156:7: (lv_combatEffect_20_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1156:7: (lv_combatEffect_20_0= RULE_STRING )
                    	    // InternalBanneret.g:1157:8: lv_combatEffect_20_0= RULE_STRING
                    	    {
                    	    lv_combatEffect_20_0=(Token)match(input,RULE_STRING,FOLLOW_18); 

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
                    	    // InternalBanneret.g:1175:5: (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) )
                    	    {
                    	    // InternalBanneret.g:1175:5: (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) )
                    	    // InternalBanneret.g:1176:6: otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) )
                    	    {
                    	    otherlv_21=(Token)match(input,40,FOLLOW_22); 

                    	    						newLeafNode(otherlv_21, grammarAccess.getTerrainEffectBodyAccess().getElevationKeyword_2_1_7_0());
                    	    					
                    	    // InternalBanneret.g:1180:6: ( (lv_elevation_22_0= ruleSignedInt ) )
                    	    // InternalBanneret.g:1181:7: (lv_elevation_22_0= ruleSignedInt )
                    	    {
                    	    // InternalBanneret.g:1181:7: (lv_elevation_22_0= ruleSignedInt )
                    	    // InternalBanneret.g:1182:8: lv_elevation_22_0= ruleSignedInt
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getElevationSignedIntParserRuleCall_2_1_7_1_0());
                    	    							
                    	    pushFollow(FOLLOW_18);
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
                    	    // InternalBanneret.g:1201:5: (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1201:5: (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1202:6: otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) )
                    	    {
                    	    otherlv_23=(Token)match(input,29,FOLLOW_8); 

                    	    						newLeafNode(otherlv_23, grammarAccess.getTerrainEffectBodyAccess().getColorKeyword_2_1_8_0());
                    	    					
                    	    // InternalBanneret.g:1206:6: ( (lv_color_24_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1207:7: (lv_color_24_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1207:7: (lv_color_24_0= RULE_STRING )
                    	    // InternalBanneret.g:1208:8: lv_color_24_0= RULE_STRING
                    	    {
                    	    lv_color_24_0=(Token)match(input,RULE_STRING,FOLLOW_18); 

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
                    	    // InternalBanneret.g:1226:5: (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) )
                    	    {
                    	    // InternalBanneret.g:1226:5: (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) )
                    	    // InternalBanneret.g:1227:6: otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) )
                    	    {
                    	    otherlv_25=(Token)match(input,41,FOLLOW_23); 

                    	    						newLeafNode(otherlv_25, grammarAccess.getTerrainEffectBodyAccess().getSymbolKeyword_2_1_9_0());
                    	    					
                    	    // InternalBanneret.g:1231:6: ( (lv_symbol_26_0= ruleMapSymbol ) )
                    	    // InternalBanneret.g:1232:7: (lv_symbol_26_0= ruleMapSymbol )
                    	    {
                    	    // InternalBanneret.g:1232:7: (lv_symbol_26_0= ruleMapSymbol )
                    	    // InternalBanneret.g:1233:8: lv_symbol_26_0= ruleMapSymbol
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getSymbolMapSymbolEnumRuleCall_2_1_9_1_0());
                    	    							
                    	    pushFollow(FOLLOW_18);
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
                    	    // InternalBanneret.g:1252:5: (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? )
                    	    {
                    	    // InternalBanneret.g:1252:5: (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? )
                    	    // InternalBanneret.g:1253:6: otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )?
                    	    {
                    	    otherlv_27=(Token)match(input,42,FOLLOW_10); 

                    	    						newLeafNode(otherlv_27, grammarAccess.getTerrainEffectBodyAccess().getLineKeyword_2_1_10_0());
                    	    					
                    	    // InternalBanneret.g:1257:6: ( (lv_lineWidthMm_28_0= ruleMillimetres ) )
                    	    // InternalBanneret.g:1258:7: (lv_lineWidthMm_28_0= ruleMillimetres )
                    	    {
                    	    // InternalBanneret.g:1258:7: (lv_lineWidthMm_28_0= ruleMillimetres )
                    	    // InternalBanneret.g:1259:8: lv_lineWidthMm_28_0= ruleMillimetres
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getLineWidthMmMillimetresParserRuleCall_2_1_10_1_0());
                    	    							
                    	    pushFollow(FOLLOW_24);
                    	    lv_lineWidthMm_28_0=ruleMillimetres();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"lineWidthMm",
                    	    									lv_lineWidthMm_28_0,
                    	    									"org.banneret.dsl.Banneret.Millimetres");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }

                    	    otherlv_29=(Token)match(input,43,FOLLOW_25); 

                    	    						newLeafNode(otherlv_29, grammarAccess.getTerrainEffectBodyAccess().getMmKeyword_2_1_10_2());
                    	    					
                    	    // InternalBanneret.g:1280:6: ( (lv_lineStyle_30_0= ruleLineStyle ) )?
                    	    int alt14=2;
                    	    int LA14_0 = input.LA(1);

                    	    if ( (LA14_0==144||(LA14_0>=172 && LA14_0<=174)) ) {
                    	        alt14=1;
                    	    }
                    	    switch (alt14) {
                    	        case 1 :
                    	            // InternalBanneret.g:1281:7: (lv_lineStyle_30_0= ruleLineStyle )
                    	            {
                    	            // InternalBanneret.g:1281:7: (lv_lineStyle_30_0= ruleLineStyle )
                    	            // InternalBanneret.g:1282:8: lv_lineStyle_30_0= ruleLineStyle
                    	            {

                    	            								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getLineStyleLineStyleEnumRuleCall_2_1_10_3_0());
                    	            							
                    	            pushFollow(FOLLOW_18);
                    	            lv_lineStyle_30_0=ruleLineStyle();

                    	            state._fsp--;


                    	            								if (current==null) {
                    	            									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	            								}
                    	            								set(
                    	            									current,
                    	            									"lineStyle",
                    	            									lv_lineStyle_30_0,
                    	            									"org.banneret.dsl.Banneret.LineStyle");
                    	            								afterParserOrEnumRuleCall();
                    	            							

                    	            }


                    	            }
                    	            break;

                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 12 :
                    	    // InternalBanneret.g:1301:5: (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1301:5: (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* )
                    	    // InternalBanneret.g:1302:6: otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )*
                    	    {
                    	    otherlv_31=(Token)match(input,44,FOLLOW_26); 

                    	    						newLeafNode(otherlv_31, grammarAccess.getTerrainEffectBodyAccess().getTraitsKeyword_2_1_11_0());
                    	    					
                    	    // InternalBanneret.g:1306:6: ( (lv_traits_32_0= ruleWord ) )
                    	    // InternalBanneret.g:1307:7: (lv_traits_32_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:1307:7: (lv_traits_32_0= ruleWord )
                    	    // InternalBanneret.g:1308:8: lv_traits_32_0= ruleWord
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getTraitsWordParserRuleCall_2_1_11_1_0());
                    	    							
                    	    pushFollow(FOLLOW_20);
                    	    lv_traits_32_0=ruleWord();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"traits",
                    	    									lv_traits_32_0,
                    	    									"org.banneret.dsl.Banneret.Word");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:1325:6: (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )*
                    	    loop15:
                    	    do {
                    	        int alt15=2;
                    	        int LA15_0 = input.LA(1);

                    	        if ( (LA15_0==35) ) {
                    	            alt15=1;
                    	        }


                    	        switch (alt15) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1326:7: otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) )
                    	    	    {
                    	    	    otherlv_33=(Token)match(input,35,FOLLOW_26); 

                    	    	    							newLeafNode(otherlv_33, grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_2_1_11_2_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1330:7: ( (lv_traits_34_0= ruleWord ) )
                    	    	    // InternalBanneret.g:1331:8: (lv_traits_34_0= ruleWord )
                    	    	    {
                    	    	    // InternalBanneret.g:1331:8: (lv_traits_34_0= ruleWord )
                    	    	    // InternalBanneret.g:1332:9: lv_traits_34_0= ruleWord
                    	    	    {

                    	    	    									newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getTraitsWordParserRuleCall_2_1_11_2_1_0());
                    	    	    								
                    	    	    pushFollow(FOLLOW_20);
                    	    	    lv_traits_34_0=ruleWord();

                    	    	    state._fsp--;


                    	    	    									if (current==null) {
                    	    	    										current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    	    									}
                    	    	    									add(
                    	    	    										current,
                    	    	    										"traits",
                    	    	    										lv_traits_34_0,
                    	    	    										"org.banneret.dsl.Banneret.Word");
                    	    	    									afterParserOrEnumRuleCall();
                    	    	    								

                    	    	    }


                    	    	    }


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop15;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 13 :
                    	    // InternalBanneret.g:1352:5: (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) )
                    	    {
                    	    // InternalBanneret.g:1352:5: (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) )
                    	    // InternalBanneret.g:1353:6: otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) )
                    	    {
                    	    otherlv_35=(Token)match(input,22,FOLLOW_9); 

                    	    						newLeafNode(otherlv_35, grammarAccess.getTerrainEffectBodyAccess().getStackingKeyword_2_1_12_0());
                    	    					
                    	    // InternalBanneret.g:1357:6: ( (lv_stackingLimits_36_0= ruleStackingLimit ) )
                    	    // InternalBanneret.g:1358:7: (lv_stackingLimits_36_0= ruleStackingLimit )
                    	    {
                    	    // InternalBanneret.g:1358:7: (lv_stackingLimits_36_0= ruleStackingLimit )
                    	    // InternalBanneret.g:1359:8: lv_stackingLimits_36_0= ruleStackingLimit
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsStackingLimitParserRuleCall_2_1_12_1_0());
                    	    							
                    	    pushFollow(FOLLOW_18);
                    	    lv_stackingLimits_36_0=ruleStackingLimit();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"stackingLimits",
                    	    									lv_stackingLimits_36_0,
                    	    									"org.banneret.dsl.Banneret.StackingLimit");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 14 :
                    	    // InternalBanneret.g:1378:5: (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1378:5: (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1379:6: otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) )
                    	    {
                    	    otherlv_37=(Token)match(input,15,FOLLOW_8); 

                    	    						newLeafNode(otherlv_37, grammarAccess.getTerrainEffectBodyAccess().getDescriptionKeyword_2_1_13_0());
                    	    					
                    	    // InternalBanneret.g:1383:6: ( (lv_description_38_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1384:7: (lv_description_38_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1384:7: (lv_description_38_0= RULE_STRING )
                    	    // InternalBanneret.g:1385:8: lv_description_38_0= RULE_STRING
                    	    {
                    	    lv_description_38_0=(Token)match(input,RULE_STRING,FOLLOW_18); 

                    	    								newLeafNode(lv_description_38_0, grammarAccess.getTerrainEffectBodyAccess().getDescriptionSTRINGTerminalRuleCall_2_1_13_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"description",
                    	    									lv_description_38_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop16;
                        }
                    } while (true);

                    otherlv_39=(Token)match(input,28,FOLLOW_2); 

                    				newLeafNode(otherlv_39, grammarAccess.getTerrainEffectBodyAccess().getRightCurlyBracketKeyword_2_2());
                    			

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
    // InternalBanneret.g:1412:1: entryRuleMovementCost returns [EObject current=null] : iv_ruleMovementCost= ruleMovementCost EOF ;
    public final EObject entryRuleMovementCost() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMovementCost = null;


        try {
            // InternalBanneret.g:1412:53: (iv_ruleMovementCost= ruleMovementCost EOF )
            // InternalBanneret.g:1413:2: iv_ruleMovementCost= ruleMovementCost EOF
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
    // InternalBanneret.g:1419:1: ruleMovementCost returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) ) ;
    public final EObject ruleMovementCost() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_cost_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:1425:2: ( ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) ) )
            // InternalBanneret.g:1426:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) )
            {
            // InternalBanneret.g:1426:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) )
            // InternalBanneret.g:1427:3: ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) )
            {
            // InternalBanneret.g:1427:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:1428:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:1428:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:1429:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMovementCostRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_10); 

            					newLeafNode(otherlv_0, grammarAccess.getMovementCostAccess().getUnitClassUnitClassCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:1440:3: ( (lv_cost_1_0= RULE_INT ) )
            // InternalBanneret.g:1441:4: (lv_cost_1_0= RULE_INT )
            {
            // InternalBanneret.g:1441:4: (lv_cost_1_0= RULE_INT )
            // InternalBanneret.g:1442:5: lv_cost_1_0= RULE_INT
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
    // InternalBanneret.g:1462:1: entryRuleStackingLimit returns [EObject current=null] : iv_ruleStackingLimit= ruleStackingLimit EOF ;
    public final EObject entryRuleStackingLimit() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStackingLimit = null;


        try {
            // InternalBanneret.g:1462:54: (iv_ruleStackingLimit= ruleStackingLimit EOF )
            // InternalBanneret.g:1463:2: iv_ruleStackingLimit= ruleStackingLimit EOF
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
    // InternalBanneret.g:1469:1: ruleStackingLimit returns [EObject current=null] : (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? ) ;
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
            // InternalBanneret.g:1475:2: ( (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:1476:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:1476:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:1477:3: otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )? (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )?
            {
            otherlv_0=(Token)match(input,45,FOLLOW_10); 

            			newLeafNode(otherlv_0, grammarAccess.getStackingLimitAccess().getMaxKeyword_0());
            		
            // InternalBanneret.g:1481:3: ( (lv_maximum_1_0= RULE_INT ) )
            // InternalBanneret.g:1482:4: (lv_maximum_1_0= RULE_INT )
            {
            // InternalBanneret.g:1482:4: (lv_maximum_1_0= RULE_INT )
            // InternalBanneret.g:1483:5: lv_maximum_1_0= RULE_INT
            {
            lv_maximum_1_0=(Token)match(input,RULE_INT,FOLLOW_27); 

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

            // InternalBanneret.g:1499:3: ( (lv_measure_2_0= ruleStackingMeasure ) )
            // InternalBanneret.g:1500:4: (lv_measure_2_0= ruleStackingMeasure )
            {
            // InternalBanneret.g:1500:4: (lv_measure_2_0= ruleStackingMeasure )
            // InternalBanneret.g:1501:5: lv_measure_2_0= ruleStackingMeasure
            {

            					newCompositeNode(grammarAccess.getStackingLimitAccess().getMeasureStackingMeasureEnumRuleCall_2_0());
            				
            pushFollow(FOLLOW_28);
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

            // InternalBanneret.g:1518:3: (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )?
            int alt18=2;
            int LA18_0 = input.LA(1);

            if ( (LA18_0==46) ) {
                alt18=1;
            }
            switch (alt18) {
                case 1 :
                    // InternalBanneret.g:1519:4: otherlv_3= 'on' ( (otherlv_4= RULE_ID ) )
                    {
                    otherlv_3=(Token)match(input,46,FOLLOW_4); 

                    				newLeafNode(otherlv_3, grammarAccess.getStackingLimitAccess().getOnKeyword_3_0());
                    			
                    // InternalBanneret.g:1523:4: ( (otherlv_4= RULE_ID ) )
                    // InternalBanneret.g:1524:5: (otherlv_4= RULE_ID )
                    {
                    // InternalBanneret.g:1524:5: (otherlv_4= RULE_ID )
                    // InternalBanneret.g:1525:6: otherlv_4= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_29); 

                    						newLeafNode(otherlv_4, grammarAccess.getStackingLimitAccess().getSlotLevelSlotCrossReference_3_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1537:3: (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )?
            int alt20=2;
            int LA20_0 = input.LA(1);

            if ( (LA20_0==47) ) {
                alt20=1;
            }
            switch (alt20) {
                case 1 :
                    // InternalBanneret.g:1538:4: otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )*
                    {
                    otherlv_5=(Token)match(input,47,FOLLOW_4); 

                    				newLeafNode(otherlv_5, grammarAccess.getStackingLimitAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:1542:4: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:1543:5: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:1543:5: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:1544:6: otherlv_6= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_30); 

                    						newLeafNode(otherlv_6, grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1555:4: (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )*
                    loop19:
                    do {
                        int alt19=2;
                        int LA19_0 = input.LA(1);

                        if ( (LA19_0==35) ) {
                            alt19=1;
                        }


                        switch (alt19) {
                    	case 1 :
                    	    // InternalBanneret.g:1556:5: otherlv_7= ',' ( (otherlv_8= RULE_ID ) )
                    	    {
                    	    otherlv_7=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_7, grammarAccess.getStackingLimitAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:1560:5: ( (otherlv_8= RULE_ID ) )
                    	    // InternalBanneret.g:1561:6: (otherlv_8= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1561:6: (otherlv_8= RULE_ID )
                    	    // InternalBanneret.g:1562:7: otherlv_8= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_8=(Token)match(input,RULE_ID,FOLLOW_30); 

                    	    							newLeafNode(otherlv_8, grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop19;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1575:3: (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )?
            int alt22=2;
            int LA22_0 = input.LA(1);

            if ( (LA22_0==48) ) {
                alt22=1;
            }
            switch (alt22) {
                case 1 :
                    // InternalBanneret.g:1576:4: otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    {
                    otherlv_9=(Token)match(input,48,FOLLOW_4); 

                    				newLeafNode(otherlv_9, grammarAccess.getStackingLimitAccess().getExceptKeyword_5_0());
                    			
                    // InternalBanneret.g:1580:4: ( (otherlv_10= RULE_ID ) )
                    // InternalBanneret.g:1581:5: (otherlv_10= RULE_ID )
                    {
                    // InternalBanneret.g:1581:5: (otherlv_10= RULE_ID )
                    // InternalBanneret.g:1582:6: otherlv_10= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_31); 

                    						newLeafNode(otherlv_10, grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1593:4: (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    loop21:
                    do {
                        int alt21=2;
                        int LA21_0 = input.LA(1);

                        if ( (LA21_0==35) ) {
                            alt21=1;
                        }


                        switch (alt21) {
                    	case 1 :
                    	    // InternalBanneret.g:1594:5: otherlv_11= ',' ( (otherlv_12= RULE_ID ) )
                    	    {
                    	    otherlv_11=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getStackingLimitAccess().getCommaKeyword_5_2_0());
                    	    				
                    	    // InternalBanneret.g:1598:5: ( (otherlv_12= RULE_ID ) )
                    	    // InternalBanneret.g:1599:6: (otherlv_12= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1599:6: (otherlv_12= RULE_ID )
                    	    // InternalBanneret.g:1600:7: otherlv_12= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_31); 

                    	    							newLeafNode(otherlv_12, grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop21;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1613:3: ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )?
            int alt23=2;
            int LA23_0 = input.LA(1);

            if ( (LA23_0==49) ) {
                alt23=1;
            }
            switch (alt23) {
                case 1 :
                    // InternalBanneret.g:1614:4: ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side'
                    {
                    // InternalBanneret.g:1614:4: ( (lv_perSide_13_0= 'per' ) )
                    // InternalBanneret.g:1615:5: (lv_perSide_13_0= 'per' )
                    {
                    // InternalBanneret.g:1615:5: (lv_perSide_13_0= 'per' )
                    // InternalBanneret.g:1616:6: lv_perSide_13_0= 'per'
                    {
                    lv_perSide_13_0=(Token)match(input,49,FOLLOW_32); 

                    						newLeafNode(lv_perSide_13_0, grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    						setWithLastConsumed(current, "perSide", lv_perSide_13_0 != null, "per");
                    					

                    }


                    }

                    otherlv_14=(Token)match(input,50,FOLLOW_33); 

                    				newLeafNode(otherlv_14, grammarAccess.getStackingLimitAccess().getSideKeyword_6_1());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:1633:3: (otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )* )?
            int alt25=2;
            int LA25_0 = input.LA(1);

            if ( (LA25_0==51) ) {
                alt25=1;
            }
            switch (alt25) {
                case 1 :
                    // InternalBanneret.g:1634:4: otherlv_15= 'counting' otherlv_16= 'front' otherlv_17= 'face' otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )*
                    {
                    otherlv_15=(Token)match(input,51,FOLLOW_34); 

                    				newLeafNode(otherlv_15, grammarAccess.getStackingLimitAccess().getCountingKeyword_7_0());
                    			
                    otherlv_16=(Token)match(input,52,FOLLOW_35); 

                    				newLeafNode(otherlv_16, grammarAccess.getStackingLimitAccess().getFrontKeyword_7_1());
                    			
                    otherlv_17=(Token)match(input,53,FOLLOW_36); 

                    				newLeafNode(otherlv_17, grammarAccess.getStackingLimitAccess().getFaceKeyword_7_2());
                    			
                    otherlv_18=(Token)match(input,47,FOLLOW_4); 

                    				newLeafNode(otherlv_18, grammarAccess.getStackingLimitAccess().getOfKeyword_7_3());
                    			
                    // InternalBanneret.g:1650:4: ( (otherlv_19= RULE_ID ) )
                    // InternalBanneret.g:1651:5: (otherlv_19= RULE_ID )
                    {
                    // InternalBanneret.g:1651:5: (otherlv_19= RULE_ID )
                    // InternalBanneret.g:1652:6: otherlv_19= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_19=(Token)match(input,RULE_ID,FOLLOW_37); 

                    						newLeafNode(otherlv_19, grammarAccess.getStackingLimitAccess().getFrontFaceOfUnitClassCrossReference_7_4_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1663:4: (otherlv_20= ',' ( (otherlv_21= RULE_ID ) ) )*
                    loop24:
                    do {
                        int alt24=2;
                        int LA24_0 = input.LA(1);

                        if ( (LA24_0==35) ) {
                            alt24=1;
                        }


                        switch (alt24) {
                    	case 1 :
                    	    // InternalBanneret.g:1664:5: otherlv_20= ',' ( (otherlv_21= RULE_ID ) )
                    	    {
                    	    otherlv_20=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_20, grammarAccess.getStackingLimitAccess().getCommaKeyword_7_5_0());
                    	    				
                    	    // InternalBanneret.g:1668:5: ( (otherlv_21= RULE_ID ) )
                    	    // InternalBanneret.g:1669:6: (otherlv_21= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1669:6: (otherlv_21= RULE_ID )
                    	    // InternalBanneret.g:1670:7: otherlv_21= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_21=(Token)match(input,RULE_ID,FOLLOW_37); 

                    	    							newLeafNode(otherlv_21, grammarAccess.getStackingLimitAccess().getFrontFaceOfUnitClassCrossReference_7_5_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop24;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1683:3: (otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) ) )?
            int alt26=2;
            int LA26_0 = input.LA(1);

            if ( (LA26_0==31) ) {
                alt26=1;
            }
            switch (alt26) {
                case 1 :
                    // InternalBanneret.g:1684:4: otherlv_22= 'cite' ( (lv_citation_23_0= RULE_STRING ) )
                    {
                    otherlv_22=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_22, grammarAccess.getStackingLimitAccess().getCiteKeyword_8_0());
                    			
                    // InternalBanneret.g:1688:4: ( (lv_citation_23_0= RULE_STRING ) )
                    // InternalBanneret.g:1689:5: (lv_citation_23_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1689:5: (lv_citation_23_0= RULE_STRING )
                    // InternalBanneret.g:1690:6: lv_citation_23_0= RULE_STRING
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
    // InternalBanneret.g:1711:1: entryRuleUnitType returns [EObject current=null] : iv_ruleUnitType= ruleUnitType EOF ;
    public final EObject entryRuleUnitType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitType = null;


        try {
            // InternalBanneret.g:1711:49: (iv_ruleUnitType= ruleUnitType EOF )
            // InternalBanneret.g:1712:2: iv_ruleUnitType= ruleUnitType EOF
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
    // InternalBanneret.g:1718:1: ruleUnitType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? ) ;
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
        Token otherlv_11=null;
        Token lv_commandRange_12_0=null;
        Token otherlv_13=null;
        Token otherlv_14=null;
        Token lv_allowedArmour_15_0=null;
        Token otherlv_16=null;
        Token lv_allowedArmour_17_0=null;
        Token otherlv_18=null;
        Token lv_frontFace_19_0=null;
        Token otherlv_20=null;
        Token lv_backFace_21_0=null;
        Token otherlv_22=null;
        EObject this_CounterSpecFeature_7 = null;

        Enumerator lv_footprint_9_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1724:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? ) )
            // InternalBanneret.g:1725:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? )
            {
            // InternalBanneret.g:1725:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? )
            // InternalBanneret.g:1726:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )?
            {
            // InternalBanneret.g:1726:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:1727:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:1727:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:1728:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_38); 

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

            // InternalBanneret.g:1744:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt27=2;
            int LA27_0 = input.LA(1);

            if ( (LA27_0==RULE_STRING) ) {
                alt27=1;
            }
            switch (alt27) {
                case 1 :
                    // InternalBanneret.g:1745:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1745:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1746:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_39); 

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

            otherlv_2=(Token)match(input,54,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getUnitTypeAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:1766:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:1767:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:1767:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:1768:5: otherlv_3= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitTypeRule());
            					}
            				
            otherlv_3=(Token)match(input,RULE_ID,FOLLOW_40); 

            					newLeafNode(otherlv_3, grammarAccess.getUnitTypeAccess().getUnitClassUnitClassCrossReference_3_0());
            				

            }


            }

            // InternalBanneret.g:1779:3: (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )?
            int alt28=2;
            int LA28_0 = input.LA(1);

            if ( (LA28_0==30) ) {
                alt28=1;
            }
            switch (alt28) {
                case 1 :
                    // InternalBanneret.g:1780:4: otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) )
                    {
                    otherlv_4=(Token)match(input,30,FOLLOW_8); 

                    				newLeafNode(otherlv_4, grammarAccess.getUnitTypeAccess().getCodeKeyword_4_0());
                    			
                    // InternalBanneret.g:1784:4: ( (lv_code_5_0= RULE_STRING ) )
                    // InternalBanneret.g:1785:5: (lv_code_5_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1785:5: (lv_code_5_0= RULE_STRING )
                    // InternalBanneret.g:1786:6: lv_code_5_0= RULE_STRING
                    {
                    lv_code_5_0=(Token)match(input,RULE_STRING,FOLLOW_17); 

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

            // InternalBanneret.g:1803:3: (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )?
            int alt31=2;
            int LA31_0 = input.LA(1);

            if ( (LA31_0==13) ) {
                alt31=1;
            }
            switch (alt31) {
                case 1 :
                    // InternalBanneret.g:1804:4: otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}'
                    {
                    otherlv_6=(Token)match(input,13,FOLLOW_41); 

                    				newLeafNode(otherlv_6, grammarAccess.getUnitTypeAccess().getLeftCurlyBracketKeyword_5_0());
                    			
                    // InternalBanneret.g:1808:4: (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )*
                    loop30:
                    do {
                        int alt30=6;
                        switch ( input.LA(1) ) {
                        case 15:
                        case 31:
                        case 44:
                        case 63:
                        case 64:
                        case 65:
                        case 66:
                        case 67:
                        case 68:
                            {
                            alt30=1;
                            }
                            break;
                        case 58:
                            {
                            int LA30_3 = input.LA(2);

                            if ( (LA30_3==RULE_INT) ) {
                                alt30=1;
                            }
                            else if ( (LA30_3==59) ) {
                                alt30=4;
                            }


                            }
                            break;
                        case 55:
                            {
                            alt30=2;
                            }
                            break;
                        case 56:
                            {
                            alt30=3;
                            }
                            break;
                        case 60:
                            {
                            alt30=5;
                            }
                            break;

                        }

                        switch (alt30) {
                    	case 1 :
                    	    // InternalBanneret.g:1809:5: this_CounterSpecFeature_7= ruleCounterSpecFeature[$current]
                    	    {

                    	    					if (current==null) {
                    	    						current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    					}
                    	    					newCompositeNode(grammarAccess.getUnitTypeAccess().getCounterSpecFeatureParserRuleCall_5_1_0());
                    	    				
                    	    pushFollow(FOLLOW_41);
                    	    this_CounterSpecFeature_7=ruleCounterSpecFeature(current);

                    	    state._fsp--;


                    	    					current = this_CounterSpecFeature_7;
                    	    					afterParserOrEnumRuleCall();
                    	    				

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:1821:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    {
                    	    // InternalBanneret.g:1821:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    // InternalBanneret.g:1822:6: otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) )
                    	    {
                    	    otherlv_8=(Token)match(input,55,FOLLOW_42); 

                    	    						newLeafNode(otherlv_8, grammarAccess.getUnitTypeAccess().getFootprintKeyword_5_1_1_0());
                    	    					
                    	    // InternalBanneret.g:1826:6: ( (lv_footprint_9_0= ruleFootprint ) )
                    	    // InternalBanneret.g:1827:7: (lv_footprint_9_0= ruleFootprint )
                    	    {
                    	    // InternalBanneret.g:1827:7: (lv_footprint_9_0= ruleFootprint )
                    	    // InternalBanneret.g:1828:8: lv_footprint_9_0= ruleFootprint
                    	    {

                    	    								newCompositeNode(grammarAccess.getUnitTypeAccess().getFootprintFootprintEnumRuleCall_5_1_1_1_0());
                    	    							
                    	    pushFollow(FOLLOW_41);
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
                    	    // InternalBanneret.g:1847:5: (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:1847:5: (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:1848:6: otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) )
                    	    {
                    	    otherlv_10=(Token)match(input,56,FOLLOW_43); 

                    	    						newLeafNode(otherlv_10, grammarAccess.getUnitTypeAccess().getCommandKeyword_5_1_2_0());
                    	    					
                    	    otherlv_11=(Token)match(input,57,FOLLOW_10); 

                    	    						newLeafNode(otherlv_11, grammarAccess.getUnitTypeAccess().getRangeKeyword_5_1_2_1());
                    	    					
                    	    // InternalBanneret.g:1856:6: ( (lv_commandRange_12_0= RULE_INT ) )
                    	    // InternalBanneret.g:1857:7: (lv_commandRange_12_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1857:7: (lv_commandRange_12_0= RULE_INT )
                    	    // InternalBanneret.g:1858:8: lv_commandRange_12_0= RULE_INT
                    	    {
                    	    lv_commandRange_12_0=(Token)match(input,RULE_INT,FOLLOW_41); 

                    	    								newLeafNode(lv_commandRange_12_0, grammarAccess.getUnitTypeAccess().getCommandRangeINTTerminalRuleCall_5_1_2_2_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"commandRange",
                    	    									lv_commandRange_12_0,
                    	    									"org.eclipse.xtext.common.Terminals.INT");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 4 :
                    	    // InternalBanneret.g:1876:5: (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1876:5: (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* )
                    	    // InternalBanneret.g:1877:6: otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )*
                    	    {
                    	    otherlv_13=(Token)match(input,58,FOLLOW_44); 

                    	    						newLeafNode(otherlv_13, grammarAccess.getUnitTypeAccess().getArmourKeyword_5_1_3_0());
                    	    					
                    	    otherlv_14=(Token)match(input,59,FOLLOW_10); 

                    	    						newLeafNode(otherlv_14, grammarAccess.getUnitTypeAccess().getInKeyword_5_1_3_1());
                    	    					
                    	    // InternalBanneret.g:1885:6: ( (lv_allowedArmour_15_0= RULE_INT ) )
                    	    // InternalBanneret.g:1886:7: (lv_allowedArmour_15_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1886:7: (lv_allowedArmour_15_0= RULE_INT )
                    	    // InternalBanneret.g:1887:8: lv_allowedArmour_15_0= RULE_INT
                    	    {
                    	    lv_allowedArmour_15_0=(Token)match(input,RULE_INT,FOLLOW_45); 

                    	    								newLeafNode(lv_allowedArmour_15_0, grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_1_3_2_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								addWithLastConsumed(
                    	    									current,
                    	    									"allowedArmour",
                    	    									lv_allowedArmour_15_0,
                    	    									"org.eclipse.xtext.common.Terminals.INT");
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:1903:6: (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )*
                    	    loop29:
                    	    do {
                    	        int alt29=2;
                    	        int LA29_0 = input.LA(1);

                    	        if ( (LA29_0==35) ) {
                    	            alt29=1;
                    	        }


                    	        switch (alt29) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1904:7: otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    	    {
                    	    	    otherlv_16=(Token)match(input,35,FOLLOW_10); 

                    	    	    							newLeafNode(otherlv_16, grammarAccess.getUnitTypeAccess().getCommaKeyword_5_1_3_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1908:7: ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    	    // InternalBanneret.g:1909:8: (lv_allowedArmour_17_0= RULE_INT )
                    	    	    {
                    	    	    // InternalBanneret.g:1909:8: (lv_allowedArmour_17_0= RULE_INT )
                    	    	    // InternalBanneret.g:1910:9: lv_allowedArmour_17_0= RULE_INT
                    	    	    {
                    	    	    lv_allowedArmour_17_0=(Token)match(input,RULE_INT,FOLLOW_45); 

                    	    	    									newLeafNode(lv_allowedArmour_17_0, grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_1_3_3_1_0());
                    	    	    								

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


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop29;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 5 :
                    	    // InternalBanneret.g:1929:5: (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1929:5: (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1930:6: otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) )
                    	    {
                    	    otherlv_18=(Token)match(input,60,FOLLOW_8); 

                    	    						newLeafNode(otherlv_18, grammarAccess.getUnitTypeAccess().getFacesKeyword_5_1_4_0());
                    	    					
                    	    // InternalBanneret.g:1934:6: ( (lv_frontFace_19_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1935:7: (lv_frontFace_19_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1935:7: (lv_frontFace_19_0= RULE_STRING )
                    	    // InternalBanneret.g:1936:8: lv_frontFace_19_0= RULE_STRING
                    	    {
                    	    lv_frontFace_19_0=(Token)match(input,RULE_STRING,FOLLOW_46); 

                    	    								newLeafNode(lv_frontFace_19_0, grammarAccess.getUnitTypeAccess().getFrontFaceSTRINGTerminalRuleCall_5_1_4_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"frontFace",
                    	    									lv_frontFace_19_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }

                    	    otherlv_20=(Token)match(input,61,FOLLOW_8); 

                    	    						newLeafNode(otherlv_20, grammarAccess.getUnitTypeAccess().getSolidusKeyword_5_1_4_2());
                    	    					
                    	    // InternalBanneret.g:1956:6: ( (lv_backFace_21_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1957:7: (lv_backFace_21_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1957:7: (lv_backFace_21_0= RULE_STRING )
                    	    // InternalBanneret.g:1958:8: lv_backFace_21_0= RULE_STRING
                    	    {
                    	    lv_backFace_21_0=(Token)match(input,RULE_STRING,FOLLOW_41); 

                    	    								newLeafNode(lv_backFace_21_0, grammarAccess.getUnitTypeAccess().getBackFaceSTRINGTerminalRuleCall_5_1_4_3_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"backFace",
                    	    									lv_backFace_21_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop30;
                        }
                    } while (true);

                    otherlv_22=(Token)match(input,28,FOLLOW_2); 

                    				newLeafNode(otherlv_22, grammarAccess.getUnitTypeAccess().getRightCurlyBracketKeyword_5_2());
                    			

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
    // InternalBanneret.g:1985:1: entryRuleCounterTemplate returns [EObject current=null] : iv_ruleCounterTemplate= ruleCounterTemplate EOF ;
    public final EObject entryRuleCounterTemplate() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterTemplate = null;


        try {
            // InternalBanneret.g:1985:56: (iv_ruleCounterTemplate= ruleCounterTemplate EOF )
            // InternalBanneret.g:1986:2: iv_ruleCounterTemplate= ruleCounterTemplate EOF
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
    // InternalBanneret.g:1992:1: ruleCounterTemplate returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? ) ;
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
            // InternalBanneret.g:1998:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? ) )
            // InternalBanneret.g:1999:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? )
            {
            // InternalBanneret.g:1999:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? )
            // InternalBanneret.g:2000:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )?
            {
            // InternalBanneret.g:2000:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2001:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2001:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2002:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_38); 

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

            // InternalBanneret.g:2018:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt32=2;
            int LA32_0 = input.LA(1);

            if ( (LA32_0==RULE_STRING) ) {
                alt32=1;
            }
            switch (alt32) {
                case 1 :
                    // InternalBanneret.g:2019:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2019:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2020:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_39); 

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

            otherlv_2=(Token)match(input,54,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getCounterTemplateAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:2040:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:2041:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:2041:4: ( ruleQualifiedName )
            // InternalBanneret.g:2042:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterTemplateRule());
            					}
            				

            					newCompositeNode(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeCrossReference_3_0());
            				
            pushFollow(FOLLOW_47);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:2056:3: (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )?
            int alt33=2;
            int LA33_0 = input.LA(1);

            if ( (LA33_0==47) ) {
                alt33=1;
            }
            switch (alt33) {
                case 1 :
                    // InternalBanneret.g:2057:4: otherlv_4= 'of' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_4=(Token)match(input,47,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getCounterTemplateAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:2061:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:2062:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:2062:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:2063:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterTemplateRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_48); 

                    						newLeafNode(otherlv_5, grammarAccess.getCounterTemplateAccess().getNationalityNationalityCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2075:3: ( (lv_unique_6_0= 'unique' ) )?
            int alt34=2;
            int LA34_0 = input.LA(1);

            if ( (LA34_0==62) ) {
                alt34=1;
            }
            switch (alt34) {
                case 1 :
                    // InternalBanneret.g:2076:4: (lv_unique_6_0= 'unique' )
                    {
                    // InternalBanneret.g:2076:4: (lv_unique_6_0= 'unique' )
                    // InternalBanneret.g:2077:5: lv_unique_6_0= 'unique'
                    {
                    lv_unique_6_0=(Token)match(input,62,FOLLOW_17); 

                    					newLeafNode(lv_unique_6_0, grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    					}
                    					setWithLastConsumed(current, "unique", lv_unique_6_0 != null, "unique");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:2089:3: (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )?
            int alt36=2;
            int LA36_0 = input.LA(1);

            if ( (LA36_0==13) ) {
                alt36=1;
            }
            switch (alt36) {
                case 1 :
                    // InternalBanneret.g:2090:4: otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}'
                    {
                    otherlv_7=(Token)match(input,13,FOLLOW_49); 

                    				newLeafNode(otherlv_7, grammarAccess.getCounterTemplateAccess().getLeftCurlyBracketKeyword_6_0());
                    			
                    // InternalBanneret.g:2094:4: (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )*
                    loop35:
                    do {
                        int alt35=2;
                        int LA35_0 = input.LA(1);

                        if ( (LA35_0==15||LA35_0==31||LA35_0==44||LA35_0==58||(LA35_0>=63 && LA35_0<=68)) ) {
                            alt35=1;
                        }


                        switch (alt35) {
                    	case 1 :
                    	    // InternalBanneret.g:2095:5: this_CounterSpecFeature_8= ruleCounterSpecFeature[$current]
                    	    {

                    	    					if (current==null) {
                    	    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    	    					}
                    	    					newCompositeNode(grammarAccess.getCounterTemplateAccess().getCounterSpecFeatureParserRuleCall_6_1());
                    	    				
                    	    pushFollow(FOLLOW_49);
                    	    this_CounterSpecFeature_8=ruleCounterSpecFeature(current);

                    	    state._fsp--;


                    	    					current = this_CounterSpecFeature_8;
                    	    					afterParserOrEnumRuleCall();
                    	    				

                    	    }
                    	    break;

                    	default :
                    	    break loop35;
                        }
                    } while (true);

                    otherlv_9=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:2117:1: ruleCounterSpecFeature[EObject in_current] returns [EObject current=in_current] : (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) ) ;
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
            // InternalBanneret.g:2123:2: ( (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) ) )
            // InternalBanneret.g:2124:2: (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) )
            {
            // InternalBanneret.g:2124:2: (this_FaceValue_0= ruleFaceValue[$current] | (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) ) | (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* ) | (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) ) | (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) ) )
            int alt38=5;
            switch ( input.LA(1) ) {
            case 58:
            case 64:
            case 65:
            case 66:
            case 67:
            case 68:
                {
                alt38=1;
                }
                break;
            case 63:
                {
                alt38=2;
                }
                break;
            case 44:
                {
                alt38=3;
                }
                break;
            case 31:
                {
                alt38=4;
                }
                break;
            case 15:
                {
                alt38=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 38, 0, input);

                throw nvae;
            }

            switch (alt38) {
                case 1 :
                    // InternalBanneret.g:2125:3: this_FaceValue_0= ruleFaceValue[$current]
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
                    // InternalBanneret.g:2137:3: (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) )
                    {
                    // InternalBanneret.g:2137:3: (otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) ) )
                    // InternalBanneret.g:2138:4: otherlv_1= 'back' ( (lv_back_2_0= ruleBackFace ) )
                    {
                    otherlv_1=(Token)match(input,63,FOLLOW_6); 

                    				newLeafNode(otherlv_1, grammarAccess.getCounterSpecFeatureAccess().getBackKeyword_1_0());
                    			
                    // InternalBanneret.g:2142:4: ( (lv_back_2_0= ruleBackFace ) )
                    // InternalBanneret.g:2143:5: (lv_back_2_0= ruleBackFace )
                    {
                    // InternalBanneret.g:2143:5: (lv_back_2_0= ruleBackFace )
                    // InternalBanneret.g:2144:6: lv_back_2_0= ruleBackFace
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
                    // InternalBanneret.g:2163:3: (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* )
                    {
                    // InternalBanneret.g:2163:3: (otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )* )
                    // InternalBanneret.g:2164:4: otherlv_3= 'traits' ( (lv_traits_4_0= ruleWord ) ) (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )*
                    {
                    otherlv_3=(Token)match(input,44,FOLLOW_26); 

                    				newLeafNode(otherlv_3, grammarAccess.getCounterSpecFeatureAccess().getTraitsKeyword_2_0());
                    			
                    // InternalBanneret.g:2168:4: ( (lv_traits_4_0= ruleWord ) )
                    // InternalBanneret.g:2169:5: (lv_traits_4_0= ruleWord )
                    {
                    // InternalBanneret.g:2169:5: (lv_traits_4_0= ruleWord )
                    // InternalBanneret.g:2170:6: lv_traits_4_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getTraitsWordParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_50);
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

                    // InternalBanneret.g:2187:4: (otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) ) )*
                    loop37:
                    do {
                        int alt37=2;
                        int LA37_0 = input.LA(1);

                        if ( (LA37_0==35) ) {
                            alt37=1;
                        }


                        switch (alt37) {
                    	case 1 :
                    	    // InternalBanneret.g:2188:5: otherlv_5= ',' ( (lv_traits_6_0= ruleWord ) )
                    	    {
                    	    otherlv_5=(Token)match(input,35,FOLLOW_26); 

                    	    					newLeafNode(otherlv_5, grammarAccess.getCounterSpecFeatureAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:2192:5: ( (lv_traits_6_0= ruleWord ) )
                    	    // InternalBanneret.g:2193:6: (lv_traits_6_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:2193:6: (lv_traits_6_0= ruleWord )
                    	    // InternalBanneret.g:2194:7: lv_traits_6_0= ruleWord
                    	    {

                    	    							newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getTraitsWordParserRuleCall_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_50);
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
                    	    break loop37;
                        }
                    } while (true);


                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:2214:3: (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) )
                    {
                    // InternalBanneret.g:2214:3: (otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) ) )
                    // InternalBanneret.g:2215:4: otherlv_7= 'cite' ( (lv_citation_8_0= RULE_STRING ) )
                    {
                    otherlv_7=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_7, grammarAccess.getCounterSpecFeatureAccess().getCiteKeyword_3_0());
                    			
                    // InternalBanneret.g:2219:4: ( (lv_citation_8_0= RULE_STRING ) )
                    // InternalBanneret.g:2220:5: (lv_citation_8_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2220:5: (lv_citation_8_0= RULE_STRING )
                    // InternalBanneret.g:2221:6: lv_citation_8_0= RULE_STRING
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
                    // InternalBanneret.g:2239:3: (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) )
                    {
                    // InternalBanneret.g:2239:3: (otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) ) )
                    // InternalBanneret.g:2240:4: otherlv_9= 'description' ( (lv_description_10_0= RULE_STRING ) )
                    {
                    otherlv_9=(Token)match(input,15,FOLLOW_8); 

                    				newLeafNode(otherlv_9, grammarAccess.getCounterSpecFeatureAccess().getDescriptionKeyword_4_0());
                    			
                    // InternalBanneret.g:2244:4: ( (lv_description_10_0= RULE_STRING ) )
                    // InternalBanneret.g:2245:5: (lv_description_10_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2245:5: (lv_description_10_0= RULE_STRING )
                    // InternalBanneret.g:2246:6: lv_description_10_0= RULE_STRING
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
    // InternalBanneret.g:2267:1: entryRuleBackFace returns [EObject current=null] : iv_ruleBackFace= ruleBackFace EOF ;
    public final EObject entryRuleBackFace() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleBackFace = null;


        try {
            // InternalBanneret.g:2267:49: (iv_ruleBackFace= ruleBackFace EOF )
            // InternalBanneret.g:2268:2: iv_ruleBackFace= ruleBackFace EOF
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
    // InternalBanneret.g:2274:1: ruleBackFace returns [EObject current=null] : ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' ) ;
    public final EObject ruleBackFace() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_3=null;
        EObject this_FaceValue_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2280:2: ( ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' ) )
            // InternalBanneret.g:2281:2: ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' )
            {
            // InternalBanneret.g:2281:2: ( () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}' )
            // InternalBanneret.g:2282:3: () otherlv_1= '{' (this_FaceValue_2= ruleFaceValue[$current] )* otherlv_3= '}'
            {
            // InternalBanneret.g:2282:3: ()
            // InternalBanneret.g:2283:4: 
            {

            				current = forceCreateModelElement(
            					grammarAccess.getBackFaceAccess().getFaceValuesAction_0(),
            					current);
            			

            }

            otherlv_1=(Token)match(input,13,FOLLOW_51); 

            			newLeafNode(otherlv_1, grammarAccess.getBackFaceAccess().getLeftCurlyBracketKeyword_1());
            		
            // InternalBanneret.g:2293:3: (this_FaceValue_2= ruleFaceValue[$current] )*
            loop39:
            do {
                int alt39=2;
                int LA39_0 = input.LA(1);

                if ( (LA39_0==58||(LA39_0>=64 && LA39_0<=68)) ) {
                    alt39=1;
                }


                switch (alt39) {
            	case 1 :
            	    // InternalBanneret.g:2294:4: this_FaceValue_2= ruleFaceValue[$current]
            	    {

            	    				if (current==null) {
            	    					current = createModelElement(grammarAccess.getBackFaceRule());
            	    				}
            	    				newCompositeNode(grammarAccess.getBackFaceAccess().getFaceValueParserRuleCall_2());
            	    			
            	    pushFollow(FOLLOW_51);
            	    this_FaceValue_2=ruleFaceValue(current);

            	    state._fsp--;


            	    				current = this_FaceValue_2;
            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop39;
                }
            } while (true);

            otherlv_3=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:2315:1: ruleFaceValue[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) ) ;
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
            // InternalBanneret.g:2321:2: ( ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) ) )
            // InternalBanneret.g:2322:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) )
            {
            // InternalBanneret.g:2322:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) )
            int alt40=6;
            switch ( input.LA(1) ) {
            case 64:
                {
                alt40=1;
                }
                break;
            case 65:
                {
                alt40=2;
                }
                break;
            case 66:
                {
                alt40=3;
                }
                break;
            case 67:
                {
                alt40=4;
                }
                break;
            case 58:
                {
                alt40=5;
                }
                break;
            case 68:
                {
                alt40=6;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 40, 0, input);

                throw nvae;
            }

            switch (alt40) {
                case 1 :
                    // InternalBanneret.g:2323:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2323:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
                    // InternalBanneret.g:2324:4: otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) )
                    {
                    otherlv_0=(Token)match(input,64,FOLLOW_10); 

                    				newLeafNode(otherlv_0, grammarAccess.getFaceValueAccess().getAttackKeyword_0_0());
                    			
                    // InternalBanneret.g:2328:4: ( (lv_attack_1_0= RULE_INT ) )
                    // InternalBanneret.g:2329:5: (lv_attack_1_0= RULE_INT )
                    {
                    // InternalBanneret.g:2329:5: (lv_attack_1_0= RULE_INT )
                    // InternalBanneret.g:2330:6: lv_attack_1_0= RULE_INT
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
                    // InternalBanneret.g:2348:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2348:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
                    // InternalBanneret.g:2349:4: otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) )
                    {
                    otherlv_2=(Token)match(input,65,FOLLOW_10); 

                    				newLeafNode(otherlv_2, grammarAccess.getFaceValueAccess().getDefenceKeyword_1_0());
                    			
                    // InternalBanneret.g:2353:4: ( (lv_defence_3_0= RULE_INT ) )
                    // InternalBanneret.g:2354:5: (lv_defence_3_0= RULE_INT )
                    {
                    // InternalBanneret.g:2354:5: (lv_defence_3_0= RULE_INT )
                    // InternalBanneret.g:2355:6: lv_defence_3_0= RULE_INT
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
                    // InternalBanneret.g:2373:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2373:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
                    // InternalBanneret.g:2374:4: otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) )
                    {
                    otherlv_4=(Token)match(input,66,FOLLOW_10); 

                    				newLeafNode(otherlv_4, grammarAccess.getFaceValueAccess().getMovementKeyword_2_0());
                    			
                    // InternalBanneret.g:2378:4: ( (lv_movement_5_0= RULE_INT ) )
                    // InternalBanneret.g:2379:5: (lv_movement_5_0= RULE_INT )
                    {
                    // InternalBanneret.g:2379:5: (lv_movement_5_0= RULE_INT )
                    // InternalBanneret.g:2380:6: lv_movement_5_0= RULE_INT
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
                    // InternalBanneret.g:2398:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2398:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
                    // InternalBanneret.g:2399:4: otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,67,FOLLOW_10); 

                    				newLeafNode(otherlv_6, grammarAccess.getFaceValueAccess().getStrengthKeyword_3_0());
                    			
                    // InternalBanneret.g:2403:4: ( (lv_strength_7_0= RULE_INT ) )
                    // InternalBanneret.g:2404:5: (lv_strength_7_0= RULE_INT )
                    {
                    // InternalBanneret.g:2404:5: (lv_strength_7_0= RULE_INT )
                    // InternalBanneret.g:2405:6: lv_strength_7_0= RULE_INT
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
                    // InternalBanneret.g:2423:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2423:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
                    // InternalBanneret.g:2424:4: otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) )
                    {
                    otherlv_8=(Token)match(input,58,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getFaceValueAccess().getArmourKeyword_4_0());
                    			
                    // InternalBanneret.g:2428:4: ( (lv_armour_9_0= RULE_INT ) )
                    // InternalBanneret.g:2429:5: (lv_armour_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:2429:5: (lv_armour_9_0= RULE_INT )
                    // InternalBanneret.g:2430:6: lv_armour_9_0= RULE_INT
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
                    // InternalBanneret.g:2448:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
                    {
                    // InternalBanneret.g:2448:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
                    // InternalBanneret.g:2449:4: otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) )
                    {
                    otherlv_10=(Token)match(input,68,FOLLOW_26); 

                    				newLeafNode(otherlv_10, grammarAccess.getFaceValueAccess().getValueKeyword_5_0());
                    			
                    // InternalBanneret.g:2453:4: ( (lv_values_11_0= rulePrintedValue ) )
                    // InternalBanneret.g:2454:5: (lv_values_11_0= rulePrintedValue )
                    {
                    // InternalBanneret.g:2454:5: (lv_values_11_0= rulePrintedValue )
                    // InternalBanneret.g:2455:6: lv_values_11_0= rulePrintedValue
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
    // InternalBanneret.g:2477:1: entryRulePrintedValue returns [EObject current=null] : iv_rulePrintedValue= rulePrintedValue EOF ;
    public final EObject entryRulePrintedValue() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePrintedValue = null;


        try {
            // InternalBanneret.g:2477:53: (iv_rulePrintedValue= rulePrintedValue EOF )
            // InternalBanneret.g:2478:2: iv_rulePrintedValue= rulePrintedValue EOF
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
    // InternalBanneret.g:2484:1: rulePrintedValue returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) ;
    public final EObject rulePrintedValue() throws RecognitionException {
        EObject current = null;

        AntlrDatatypeRuleToken lv_key_0_0 = null;

        AntlrDatatypeRuleToken lv_value_1_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2490:2: ( ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) )
            // InternalBanneret.g:2491:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            {
            // InternalBanneret.g:2491:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            // InternalBanneret.g:2492:3: ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) )
            {
            // InternalBanneret.g:2492:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:2493:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:2493:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:2494:5: lv_key_0_0= ruleWord
            {

            					newCompositeNode(grammarAccess.getPrintedValueAccess().getKeyWordParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_22);
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

            // InternalBanneret.g:2511:3: ( (lv_value_1_0= ruleSignedInt ) )
            // InternalBanneret.g:2512:4: (lv_value_1_0= ruleSignedInt )
            {
            // InternalBanneret.g:2512:4: (lv_value_1_0= ruleSignedInt )
            // InternalBanneret.g:2513:5: lv_value_1_0= ruleSignedInt
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


    // $ANTLR start "entryRuleMarkerType"
    // InternalBanneret.g:2534:1: entryRuleMarkerType returns [EObject current=null] : iv_ruleMarkerType= ruleMarkerType EOF ;
    public final EObject entryRuleMarkerType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMarkerType = null;


        try {
            // InternalBanneret.g:2534:51: (iv_ruleMarkerType= ruleMarkerType EOF )
            // InternalBanneret.g:2535:2: iv_ruleMarkerType= ruleMarkerType EOF
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
    // InternalBanneret.g:2541:1: ruleMarkerType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? ) ;
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
            // InternalBanneret.g:2547:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2548:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2548:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2549:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )? (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )? (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2549:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2550:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2550:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2551:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_52); 

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

            // InternalBanneret.g:2567:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt41=2;
            int LA41_0 = input.LA(1);

            if ( (LA41_0==RULE_STRING) ) {
                alt41=1;
            }
            switch (alt41) {
                case 1 :
                    // InternalBanneret.g:2568:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2568:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2569:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_53); 

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

            // InternalBanneret.g:2585:3: (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )?
            int alt42=2;
            int LA42_0 = input.LA(1);

            if ( (LA42_0==69) ) {
                alt42=1;
            }
            switch (alt42) {
                case 1 :
                    // InternalBanneret.g:2586:4: otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) )
                    {
                    otherlv_2=(Token)match(input,69,FOLLOW_22); 

                    				newLeafNode(otherlv_2, grammarAccess.getMarkerTypeAccess().getValuesKeyword_2_0());
                    			
                    // InternalBanneret.g:2590:4: ( (lv_minimum_3_0= ruleSignedInt ) )
                    // InternalBanneret.g:2591:5: (lv_minimum_3_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2591:5: (lv_minimum_3_0= ruleSignedInt )
                    // InternalBanneret.g:2592:6: lv_minimum_3_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMinimumSignedIntParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_54);
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

                    otherlv_4=(Token)match(input,70,FOLLOW_22); 

                    				newLeafNode(otherlv_4, grammarAccess.getMarkerTypeAccess().getToKeyword_2_2());
                    			
                    // InternalBanneret.g:2613:4: ( (lv_maximum_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:2614:5: (lv_maximum_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2614:5: (lv_maximum_5_0= ruleSignedInt )
                    // InternalBanneret.g:2615:6: lv_maximum_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMaximumSignedIntParserRuleCall_2_3_0());
                    					
                    pushFollow(FOLLOW_55);
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

            // InternalBanneret.g:2633:3: (otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) ) )?
            int alt43=2;
            int LA43_0 = input.LA(1);

            if ( (LA43_0==71) ) {
                alt43=1;
            }
            switch (alt43) {
                case 1 :
                    // InternalBanneret.g:2634:4: otherlv_6= 'replaces' ( (lv_replaces_7_0= ruleWord ) )
                    {
                    otherlv_6=(Token)match(input,71,FOLLOW_26); 

                    				newLeafNode(otherlv_6, grammarAccess.getMarkerTypeAccess().getReplacesKeyword_3_0());
                    			
                    // InternalBanneret.g:2638:4: ( (lv_replaces_7_0= ruleWord ) )
                    // InternalBanneret.g:2639:5: (lv_replaces_7_0= ruleWord )
                    {
                    // InternalBanneret.g:2639:5: (lv_replaces_7_0= ruleWord )
                    // InternalBanneret.g:2640:6: lv_replaces_7_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getReplacesWordParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_56);
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

            // InternalBanneret.g:2658:3: (otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )* )?
            int alt45=2;
            int LA45_0 = input.LA(1);

            if ( (LA45_0==34) ) {
                alt45=1;
            }
            switch (alt45) {
                case 1 :
                    // InternalBanneret.g:2659:4: otherlv_8= 'for' ( (otherlv_9= RULE_ID ) ) (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )*
                    {
                    otherlv_8=(Token)match(input,34,FOLLOW_4); 

                    				newLeafNode(otherlv_8, grammarAccess.getMarkerTypeAccess().getForKeyword_4_0());
                    			
                    // InternalBanneret.g:2663:4: ( (otherlv_9= RULE_ID ) )
                    // InternalBanneret.g:2664:5: (otherlv_9= RULE_ID )
                    {
                    // InternalBanneret.g:2664:5: (otherlv_9= RULE_ID )
                    // InternalBanneret.g:2665:6: otherlv_9= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMarkerTypeRule());
                    						}
                    					
                    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_37); 

                    						newLeafNode(otherlv_9, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_4_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:2676:4: (otherlv_10= ',' ( (otherlv_11= RULE_ID ) ) )*
                    loop44:
                    do {
                        int alt44=2;
                        int LA44_0 = input.LA(1);

                        if ( (LA44_0==35) ) {
                            alt44=1;
                        }


                        switch (alt44) {
                    	case 1 :
                    	    // InternalBanneret.g:2677:5: otherlv_10= ',' ( (otherlv_11= RULE_ID ) )
                    	    {
                    	    otherlv_10=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_10, grammarAccess.getMarkerTypeAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:2681:5: ( (otherlv_11= RULE_ID ) )
                    	    // InternalBanneret.g:2682:6: (otherlv_11= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:2682:6: (otherlv_11= RULE_ID )
                    	    // InternalBanneret.g:2683:7: otherlv_11= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getMarkerTypeRule());
                    	    							}
                    	    						
                    	    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_37); 

                    	    							newLeafNode(otherlv_11, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_4_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop44;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:2696:3: (otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) ) )?
            int alt46=2;
            int LA46_0 = input.LA(1);

            if ( (LA46_0==31) ) {
                alt46=1;
            }
            switch (alt46) {
                case 1 :
                    // InternalBanneret.g:2697:4: otherlv_12= 'cite' ( (lv_citation_13_0= RULE_STRING ) )
                    {
                    otherlv_12=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_12, grammarAccess.getMarkerTypeAccess().getCiteKeyword_5_0());
                    			
                    // InternalBanneret.g:2701:4: ( (lv_citation_13_0= RULE_STRING ) )
                    // InternalBanneret.g:2702:5: (lv_citation_13_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2702:5: (lv_citation_13_0= RULE_STRING )
                    // InternalBanneret.g:2703:6: lv_citation_13_0= RULE_STRING
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
    // InternalBanneret.g:2724:1: entryRuleCounterMixEntry returns [EObject current=null] : iv_ruleCounterMixEntry= ruleCounterMixEntry EOF ;
    public final EObject entryRuleCounterMixEntry() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterMixEntry = null;


        try {
            // InternalBanneret.g:2724:56: (iv_ruleCounterMixEntry= ruleCounterMixEntry EOF )
            // InternalBanneret.g:2725:2: iv_ruleCounterMixEntry= ruleCounterMixEntry EOF
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
    // InternalBanneret.g:2731:1: ruleCounterMixEntry returns [EObject current=null] : ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? ) ;
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
            // InternalBanneret.g:2737:2: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? ) )
            // InternalBanneret.g:2738:2: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:2738:2: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? )
            // InternalBanneret.g:2739:3: ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )?
            {
            // InternalBanneret.g:2739:3: ( (lv_count_0_0= RULE_INT ) )
            // InternalBanneret.g:2740:4: (lv_count_0_0= RULE_INT )
            {
            // InternalBanneret.g:2740:4: (lv_count_0_0= RULE_INT )
            // InternalBanneret.g:2741:5: lv_count_0_0= RULE_INT
            {
            lv_count_0_0=(Token)match(input,RULE_INT,FOLLOW_57); 

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

            otherlv_1=(Token)match(input,72,FOLLOW_4); 

            			newLeafNode(otherlv_1, grammarAccess.getCounterMixEntryAccess().getXKeyword_1());
            		
            // InternalBanneret.g:2761:3: ( (otherlv_2= RULE_ID ) )
            // InternalBanneret.g:2762:4: (otherlv_2= RULE_ID )
            {
            // InternalBanneret.g:2762:4: (otherlv_2= RULE_ID )
            // InternalBanneret.g:2763:5: otherlv_2= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterMixEntryRule());
            					}
            				
            otherlv_2=(Token)match(input,RULE_ID,FOLLOW_58); 

            					newLeafNode(otherlv_2, grammarAccess.getCounterMixEntryAccess().getUnitTypeUnitTypeCrossReference_2_0());
            				

            }


            }

            // InternalBanneret.g:2774:3: (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
            int alt47=2;
            int LA47_0 = input.LA(1);

            if ( (LA47_0==73) ) {
                alt47=1;
            }
            switch (alt47) {
                case 1 :
                    // InternalBanneret.g:2775:4: otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']'
                    {
                    otherlv_3=(Token)match(input,73,FOLLOW_10); 

                    				newLeafNode(otherlv_3, grammarAccess.getCounterMixEntryAccess().getLeftSquareBracketKeyword_3_0());
                    			
                    // InternalBanneret.g:2779:4: ( (lv_armour_4_0= RULE_INT ) )
                    // InternalBanneret.g:2780:5: (lv_armour_4_0= RULE_INT )
                    {
                    // InternalBanneret.g:2780:5: (lv_armour_4_0= RULE_INT )
                    // InternalBanneret.g:2781:6: lv_armour_4_0= RULE_INT
                    {
                    lv_armour_4_0=(Token)match(input,RULE_INT,FOLLOW_59); 

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

                    otherlv_5=(Token)match(input,74,FOLLOW_60); 

                    				newLeafNode(otherlv_5, grammarAccess.getCounterMixEntryAccess().getRightSquareBracketKeyword_3_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:2802:3: (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )?
            int alt48=2;
            int LA48_0 = input.LA(1);

            if ( (LA48_0==47) ) {
                alt48=1;
            }
            switch (alt48) {
                case 1 :
                    // InternalBanneret.g:2803:4: otherlv_6= 'of' ( (otherlv_7= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,47,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getCounterMixEntryAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:2807:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:2808:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:2808:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:2809:6: otherlv_7= RULE_ID
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


    // $ANTLR start "entryRuleVariantDefinition"
    // InternalBanneret.g:2825:1: entryRuleVariantDefinition returns [EObject current=null] : iv_ruleVariantDefinition= ruleVariantDefinition EOF ;
    public final EObject entryRuleVariantDefinition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantDefinition = null;


        try {
            // InternalBanneret.g:2825:58: (iv_ruleVariantDefinition= ruleVariantDefinition EOF )
            // InternalBanneret.g:2826:2: iv_ruleVariantDefinition= ruleVariantDefinition EOF
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
    // InternalBanneret.g:2832:1: ruleVariantDefinition returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) ;
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
            // InternalBanneret.g:2838:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2839:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2839:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2840:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2840:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2841:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2841:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2842:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_61); 

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

            // InternalBanneret.g:2858:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt49=2;
            int LA49_0 = input.LA(1);

            if ( (LA49_0==RULE_STRING) ) {
                alt49=1;
            }
            switch (alt49) {
                case 1 :
                    // InternalBanneret.g:2859:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2859:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2860:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_62); 

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

            otherlv_2=(Token)match(input,69,FOLLOW_63); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantDefinitionAccess().getValuesKeyword_2());
            		
            // InternalBanneret.g:2880:3: ( (lv_allowedValues_3_0= ruleValue ) )
            // InternalBanneret.g:2881:4: (lv_allowedValues_3_0= ruleValue )
            {
            // InternalBanneret.g:2881:4: (lv_allowedValues_3_0= ruleValue )
            // InternalBanneret.g:2882:5: lv_allowedValues_3_0= ruleValue
            {

            					newCompositeNode(grammarAccess.getVariantDefinitionAccess().getAllowedValuesValueParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_64);
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

            // InternalBanneret.g:2899:3: (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )*
            loop50:
            do {
                int alt50=2;
                int LA50_0 = input.LA(1);

                if ( (LA50_0==35) ) {
                    alt50=1;
                }


                switch (alt50) {
            	case 1 :
            	    // InternalBanneret.g:2900:4: otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) )
            	    {
            	    otherlv_4=(Token)match(input,35,FOLLOW_63); 

            	    				newLeafNode(otherlv_4, grammarAccess.getVariantDefinitionAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:2904:4: ( (lv_allowedValues_5_0= ruleValue ) )
            	    // InternalBanneret.g:2905:5: (lv_allowedValues_5_0= ruleValue )
            	    {
            	    // InternalBanneret.g:2905:5: (lv_allowedValues_5_0= ruleValue )
            	    // InternalBanneret.g:2906:6: lv_allowedValues_5_0= ruleValue
            	    {

            	    						newCompositeNode(grammarAccess.getVariantDefinitionAccess().getAllowedValuesValueParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_64);
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
            	    break loop50;
                }
            } while (true);

            otherlv_6=(Token)match(input,75,FOLLOW_63); 

            			newLeafNode(otherlv_6, grammarAccess.getVariantDefinitionAccess().getDefaultKeyword_5());
            		
            // InternalBanneret.g:2928:3: ( (lv_defaultValue_7_0= ruleValue ) )
            // InternalBanneret.g:2929:4: (lv_defaultValue_7_0= ruleValue )
            {
            // InternalBanneret.g:2929:4: (lv_defaultValue_7_0= ruleValue )
            // InternalBanneret.g:2930:5: lv_defaultValue_7_0= ruleValue
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

            // InternalBanneret.g:2947:3: (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            int alt51=2;
            int LA51_0 = input.LA(1);

            if ( (LA51_0==31) ) {
                alt51=1;
            }
            switch (alt51) {
                case 1 :
                    // InternalBanneret.g:2948:4: otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) )
                    {
                    otherlv_8=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_8, grammarAccess.getVariantDefinitionAccess().getCiteKeyword_7_0());
                    			
                    // InternalBanneret.g:2952:4: ( (lv_citation_9_0= RULE_STRING ) )
                    // InternalBanneret.g:2953:5: (lv_citation_9_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2953:5: (lv_citation_9_0= RULE_STRING )
                    // InternalBanneret.g:2954:6: lv_citation_9_0= RULE_STRING
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
    // InternalBanneret.g:2975:1: entryRuleHexMap returns [EObject current=null] : iv_ruleHexMap= ruleHexMap EOF ;
    public final EObject entryRuleHexMap() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMap = null;


        try {
            // InternalBanneret.g:2975:47: (iv_ruleHexMap= ruleHexMap EOF )
            // InternalBanneret.g:2976:2: iv_ruleHexMap= ruleHexMap EOF
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
    // InternalBanneret.g:2982:1: ruleHexMap returns [EObject current=null] : (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' ) ;
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
            // InternalBanneret.g:2988:2: ( (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' ) )
            // InternalBanneret.g:2989:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' )
            {
            // InternalBanneret.g:2989:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' )
            // InternalBanneret.g:2990:3: otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}'
            {
            otherlv_0=(Token)match(input,76,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMapAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:2994:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:2995:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:2995:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:2996:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_66);
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

            // InternalBanneret.g:3013:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt52=2;
            int LA52_0 = input.LA(1);

            if ( (LA52_0==RULE_STRING) ) {
                alt52=1;
            }
            switch (alt52) {
                case 1 :
                    // InternalBanneret.g:3014:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3014:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:3015:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_36); 

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

            otherlv_3=(Token)match(input,47,FOLLOW_4); 

            			newLeafNode(otherlv_3, grammarAccess.getHexMapAccess().getOfKeyword_3());
            		
            // InternalBanneret.g:3035:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:3036:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:3036:4: ( ruleQualifiedName )
            // InternalBanneret.g:3037:5: ruleQualifiedName
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

            otherlv_5=(Token)match(input,13,FOLLOW_67); 

            			newLeafNode(otherlv_5, grammarAccess.getHexMapAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:3055:3: ( (lv_grid_6_0= ruleHexGrid ) )
            // InternalBanneret.g:3056:4: (lv_grid_6_0= ruleHexGrid )
            {
            // InternalBanneret.g:3056:4: (lv_grid_6_0= ruleHexGrid )
            // InternalBanneret.g:3057:5: lv_grid_6_0= ruleHexGrid
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getGridHexGridParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_68);
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

            // InternalBanneret.g:3074:3: ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )*
            loop54:
            do {
                int alt54=13;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt54=1;
                    }
                    break;
                case 75:
                    {
                    alt54=2;
                    }
                    break;
                case 77:
                    {
                    alt54=3;
                    }
                    break;
                case 18:
                    {
                    alt54=4;
                    }
                    break;
                case 40:
                    {
                    alt54=5;
                    }
                    break;
                case 79:
                    {
                    alt54=6;
                    }
                    break;
                case 20:
                    {
                    alt54=7;
                    }
                    break;
                case RULE_ID:
                    {
                    alt54=8;
                    }
                    break;
                case 92:
                    {
                    alt54=9;
                    }
                    break;
                case 50:
                    {
                    alt54=10;
                    }
                    break;
                case 25:
                    {
                    alt54=11;
                    }
                    break;
                case 98:
                    {
                    alt54=12;
                    }
                    break;

                }

                switch (alt54) {
            	case 1 :
            	    // InternalBanneret.g:3075:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:3075:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:3076:5: otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) )
            	    {
            	    otherlv_7=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_7, grammarAccess.getHexMapAccess().getDescriptionKeyword_7_0_0());
            	    				
            	    // InternalBanneret.g:3080:5: ( (lv_description_8_0= RULE_STRING ) )
            	    // InternalBanneret.g:3081:6: (lv_description_8_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:3081:6: (lv_description_8_0= RULE_STRING )
            	    // InternalBanneret.g:3082:7: lv_description_8_0= RULE_STRING
            	    {
            	    lv_description_8_0=(Token)match(input,RULE_STRING,FOLLOW_68); 

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
            	    // InternalBanneret.g:3100:4: (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:3100:4: (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) )
            	    // InternalBanneret.g:3101:5: otherlv_9= 'default' ( (otherlv_10= RULE_ID ) )
            	    {
            	    otherlv_9=(Token)match(input,75,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getHexMapAccess().getDefaultKeyword_7_1_0());
            	    				
            	    // InternalBanneret.g:3105:5: ( (otherlv_10= RULE_ID ) )
            	    // InternalBanneret.g:3106:6: (otherlv_10= RULE_ID )
            	    {
            	    // InternalBanneret.g:3106:6: (otherlv_10= RULE_ID )
            	    // InternalBanneret.g:3107:7: otherlv_10= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    						
            	    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_68); 

            	    							newLeafNode(otherlv_10, grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeCrossReference_7_1_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:3120:4: (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:3120:4: (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
            	    // InternalBanneret.g:3121:5: otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
            	    {
            	    otherlv_11=(Token)match(input,77,FOLLOW_4); 

            	    					newLeafNode(otherlv_11, grammarAccess.getHexMapAccess().getPaletteKeyword_7_2_0());
            	    				
            	    // InternalBanneret.g:3125:5: ( (otherlv_12= RULE_ID ) )
            	    // InternalBanneret.g:3126:6: (otherlv_12= RULE_ID )
            	    {
            	    // InternalBanneret.g:3126:6: (otherlv_12= RULE_ID )
            	    // InternalBanneret.g:3127:7: otherlv_12= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    						
            	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_69); 

            	    							newLeafNode(otherlv_12, grammarAccess.getHexMapAccess().getTerrainPaletteTerrainTypeCrossReference_7_2_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:3138:5: (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
            	    loop53:
            	    do {
            	        int alt53=2;
            	        int LA53_0 = input.LA(1);

            	        if ( (LA53_0==35) ) {
            	            alt53=1;
            	        }


            	        switch (alt53) {
            	    	case 1 :
            	    	    // InternalBanneret.g:3139:6: otherlv_13= ',' ( (otherlv_14= RULE_ID ) )
            	    	    {
            	    	    otherlv_13=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_13, grammarAccess.getHexMapAccess().getCommaKeyword_7_2_2_0());
            	    	    					
            	    	    // InternalBanneret.g:3143:6: ( (otherlv_14= RULE_ID ) )
            	    	    // InternalBanneret.g:3144:7: (otherlv_14= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:3144:7: (otherlv_14= RULE_ID )
            	    	    // InternalBanneret.g:3145:8: otherlv_14= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getHexMapRule());
            	    	    								}
            	    	    							
            	    	    otherlv_14=(Token)match(input,RULE_ID,FOLLOW_69); 

            	    	    								newLeafNode(otherlv_14, grammarAccess.getHexMapAccess().getTerrainPaletteTerrainTypeCrossReference_7_2_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop53;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:3159:4: (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) )
            	    {
            	    // InternalBanneret.g:3159:4: (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) )
            	    // InternalBanneret.g:3160:5: otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) )
            	    {
            	    otherlv_15=(Token)match(input,18,FOLLOW_6); 

            	    					newLeafNode(otherlv_15, grammarAccess.getHexMapAccess().getTerrainKeyword_7_3_0());
            	    				
            	    // InternalBanneret.g:3164:5: ( (lv_terrain_16_0= ruleTerrainRows ) )
            	    // InternalBanneret.g:3165:6: (lv_terrain_16_0= ruleTerrainRows )
            	    {
            	    // InternalBanneret.g:3165:6: (lv_terrain_16_0= ruleTerrainRows )
            	    // InternalBanneret.g:3166:7: lv_terrain_16_0= ruleTerrainRows
            	    {

            	    							newCompositeNode(grammarAccess.getHexMapAccess().getTerrainTerrainRowsParserRuleCall_7_3_1_0());
            	    						
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3185:4: (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) )
            	    {
            	    // InternalBanneret.g:3185:4: (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) )
            	    // InternalBanneret.g:3186:5: otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) )
            	    {
            	    otherlv_17=(Token)match(input,40,FOLLOW_6); 

            	    					newLeafNode(otherlv_17, grammarAccess.getHexMapAccess().getElevationKeyword_7_4_0());
            	    				
            	    // InternalBanneret.g:3190:5: ( (lv_elevation_18_0= ruleElevationRows ) )
            	    // InternalBanneret.g:3191:6: (lv_elevation_18_0= ruleElevationRows )
            	    {
            	    // InternalBanneret.g:3191:6: (lv_elevation_18_0= ruleElevationRows )
            	    // InternalBanneret.g:3192:7: lv_elevation_18_0= ruleElevationRows
            	    {

            	    							newCompositeNode(grammarAccess.getHexMapAccess().getElevationElevationRowsParserRuleCall_7_4_1_0());
            	    						
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3211:4: ( (lv_features_19_0= ruleHexFeature ) )
            	    {
            	    // InternalBanneret.g:3211:4: ( (lv_features_19_0= ruleHexFeature ) )
            	    // InternalBanneret.g:3212:5: (lv_features_19_0= ruleHexFeature )
            	    {
            	    // InternalBanneret.g:3212:5: (lv_features_19_0= ruleHexFeature )
            	    // InternalBanneret.g:3213:6: lv_features_19_0= ruleHexFeature
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getFeaturesHexFeatureParserRuleCall_7_5_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3231:4: ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) )
            	    {
            	    // InternalBanneret.g:3231:4: ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) )
            	    // InternalBanneret.g:3232:5: (lv_hexsideFeatures_20_0= ruleHexsideFeature )
            	    {
            	    // InternalBanneret.g:3232:5: (lv_hexsideFeatures_20_0= ruleHexsideFeature )
            	    // InternalBanneret.g:3233:6: lv_hexsideFeatures_20_0= ruleHexsideFeature
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getHexsideFeaturesHexsideFeatureParserRuleCall_7_6_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3251:4: ( (lv_paths_21_0= ruleMapPath ) )
            	    {
            	    // InternalBanneret.g:3251:4: ( (lv_paths_21_0= ruleMapPath ) )
            	    // InternalBanneret.g:3252:5: (lv_paths_21_0= ruleMapPath )
            	    {
            	    // InternalBanneret.g:3252:5: (lv_paths_21_0= ruleMapPath )
            	    // InternalBanneret.g:3253:6: lv_paths_21_0= ruleMapPath
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getPathsMapPathParserRuleCall_7_7_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3271:4: ( (lv_regions_22_0= ruleRegion ) )
            	    {
            	    // InternalBanneret.g:3271:4: ( (lv_regions_22_0= ruleRegion ) )
            	    // InternalBanneret.g:3272:5: (lv_regions_22_0= ruleRegion )
            	    {
            	    // InternalBanneret.g:3272:5: (lv_regions_22_0= ruleRegion )
            	    // InternalBanneret.g:3273:6: lv_regions_22_0= ruleRegion
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getRegionsRegionParserRuleCall_7_8_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3291:4: ( (lv_sides_23_0= ruleMapSide ) )
            	    {
            	    // InternalBanneret.g:3291:4: ( (lv_sides_23_0= ruleMapSide ) )
            	    // InternalBanneret.g:3292:5: (lv_sides_23_0= ruleMapSide )
            	    {
            	    // InternalBanneret.g:3292:5: (lv_sides_23_0= ruleMapSide )
            	    // InternalBanneret.g:3293:6: lv_sides_23_0= ruleMapSide
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getSidesMapSideParserRuleCall_7_9_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3311:4: ( (lv_markers_24_0= ruleHexMarker ) )
            	    {
            	    // InternalBanneret.g:3311:4: ( (lv_markers_24_0= ruleHexMarker ) )
            	    // InternalBanneret.g:3312:5: (lv_markers_24_0= ruleHexMarker )
            	    {
            	    // InternalBanneret.g:3312:5: (lv_markers_24_0= ruleHexMarker )
            	    // InternalBanneret.g:3313:6: lv_markers_24_0= ruleHexMarker
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getMarkersHexMarkerParserRuleCall_7_10_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    // InternalBanneret.g:3331:4: ( (lv_structures_25_0= ruleStructure ) )
            	    {
            	    // InternalBanneret.g:3331:4: ( (lv_structures_25_0= ruleStructure ) )
            	    // InternalBanneret.g:3332:5: (lv_structures_25_0= ruleStructure )
            	    {
            	    // InternalBanneret.g:3332:5: (lv_structures_25_0= ruleStructure )
            	    // InternalBanneret.g:3333:6: lv_structures_25_0= ruleStructure
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getStructuresStructureParserRuleCall_7_11_0());
            	    					
            	    pushFollow(FOLLOW_68);
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
            	    break loop54;
                }
            } while (true);

            otherlv_26=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:3359:1: entryRuleHexGrid returns [EObject current=null] : iv_ruleHexGrid= ruleHexGrid EOF ;
    public final EObject entryRuleHexGrid() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexGrid = null;


        try {
            // InternalBanneret.g:3359:48: (iv_ruleHexGrid= ruleHexGrid EOF )
            // InternalBanneret.g:3360:2: iv_ruleHexGrid= ruleHexGrid EOF
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
    // InternalBanneret.g:3366:1: ruleHexGrid returns [EObject current=null] : (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? ) ;
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
            // InternalBanneret.g:3372:2: ( (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? ) )
            // InternalBanneret.g:3373:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? )
            {
            // InternalBanneret.g:3373:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? )
            // InternalBanneret.g:3374:3: otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )?
            {
            otherlv_0=(Token)match(input,78,FOLLOW_10); 

            			newLeafNode(otherlv_0, grammarAccess.getHexGridAccess().getGridKeyword_0());
            		
            // InternalBanneret.g:3378:3: ( (lv_columns_1_0= RULE_INT ) )
            // InternalBanneret.g:3379:4: (lv_columns_1_0= RULE_INT )
            {
            // InternalBanneret.g:3379:4: (lv_columns_1_0= RULE_INT )
            // InternalBanneret.g:3380:5: lv_columns_1_0= RULE_INT
            {
            lv_columns_1_0=(Token)match(input,RULE_INT,FOLLOW_57); 

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

            otherlv_2=(Token)match(input,72,FOLLOW_10); 

            			newLeafNode(otherlv_2, grammarAccess.getHexGridAccess().getXKeyword_2());
            		
            // InternalBanneret.g:3400:3: ( (lv_rows_3_0= RULE_INT ) )
            // InternalBanneret.g:3401:4: (lv_rows_3_0= RULE_INT )
            {
            // InternalBanneret.g:3401:4: (lv_rows_3_0= RULE_INT )
            // InternalBanneret.g:3402:5: lv_rows_3_0= RULE_INT
            {
            lv_rows_3_0=(Token)match(input,RULE_INT,FOLLOW_70); 

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

            // InternalBanneret.g:3418:3: ( (lv_orientation_4_0= ruleGridOrientation ) )
            // InternalBanneret.g:3419:4: (lv_orientation_4_0= ruleGridOrientation )
            {
            // InternalBanneret.g:3419:4: (lv_orientation_4_0= ruleGridOrientation )
            // InternalBanneret.g:3420:5: lv_orientation_4_0= ruleGridOrientation
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getOrientationGridOrientationEnumRuleCall_4_0());
            				
            pushFollow(FOLLOW_71);
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

            // InternalBanneret.g:3437:3: ( (lv_parity_5_0= ruleOffsetParity ) )
            // InternalBanneret.g:3438:4: (lv_parity_5_0= ruleOffsetParity )
            {
            // InternalBanneret.g:3438:4: (lv_parity_5_0= ruleOffsetParity )
            // InternalBanneret.g:3439:5: lv_parity_5_0= ruleOffsetParity
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getParityOffsetParityEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_72);
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

            // InternalBanneret.g:3456:3: (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )?
            int alt55=2;
            int LA55_0 = input.LA(1);

            if ( (LA55_0==79) ) {
                int LA55_1 = input.LA(2);

                if ( (LA55_1==RULE_INT) ) {
                    int LA55_3 = input.LA(3);

                    if ( (LA55_3==43||LA55_3==138) ) {
                        alt55=1;
                    }
                }
            }
            switch (alt55) {
                case 1 :
                    // InternalBanneret.g:3457:4: otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm'
                    {
                    otherlv_6=(Token)match(input,79,FOLLOW_10); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexGridAccess().getHexKeyword_6_0());
                    			
                    // InternalBanneret.g:3461:4: ( (lv_hexSizeMm_7_0= ruleMillimetres ) )
                    // InternalBanneret.g:3462:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    {
                    // InternalBanneret.g:3462:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    // InternalBanneret.g:3463:6: lv_hexSizeMm_7_0= ruleMillimetres
                    {

                    						newCompositeNode(grammarAccess.getHexGridAccess().getHexSizeMmMillimetresParserRuleCall_6_1_0());
                    					
                    pushFollow(FOLLOW_24);
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

                    otherlv_8=(Token)match(input,43,FOLLOW_73); 

                    				newLeafNode(otherlv_8, grammarAccess.getHexGridAccess().getMmKeyword_6_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:3485:3: ( (lv_labels_9_0= ruleLabelScheme ) )?
            int alt56=2;
            int LA56_0 = input.LA(1);

            if ( (LA56_0==80) ) {
                alt56=1;
            }
            switch (alt56) {
                case 1 :
                    // InternalBanneret.g:3486:4: (lv_labels_9_0= ruleLabelScheme )
                    {
                    // InternalBanneret.g:3486:4: (lv_labels_9_0= ruleLabelScheme )
                    // InternalBanneret.g:3487:5: lv_labels_9_0= ruleLabelScheme
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
    // InternalBanneret.g:3508:1: entryRuleLabelScheme returns [EObject current=null] : iv_ruleLabelScheme= ruleLabelScheme EOF ;
    public final EObject entryRuleLabelScheme() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLabelScheme = null;


        try {
            // InternalBanneret.g:3508:52: (iv_ruleLabelScheme= ruleLabelScheme EOF )
            // InternalBanneret.g:3509:2: iv_ruleLabelScheme= ruleLabelScheme EOF
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
    // InternalBanneret.g:3515:1: ruleLabelScheme returns [EObject current=null] : (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) ) ;
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
            // InternalBanneret.g:3521:2: ( (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) ) )
            // InternalBanneret.g:3522:2: (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) )
            {
            // InternalBanneret.g:3522:2: (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) )
            // InternalBanneret.g:3523:3: otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) )
            {
            otherlv_0=(Token)match(input,80,FOLLOW_74); 

            			newLeafNode(otherlv_0, grammarAccess.getLabelSchemeAccess().getLabelsKeyword_0());
            		
            // InternalBanneret.g:3527:3: ( (lv_kind_1_0= ruleLabelKind ) )
            // InternalBanneret.g:3528:4: (lv_kind_1_0= ruleLabelKind )
            {
            // InternalBanneret.g:3528:4: (lv_kind_1_0= ruleLabelKind )
            // InternalBanneret.g:3529:5: lv_kind_1_0= ruleLabelKind
            {

            					newCompositeNode(grammarAccess.getLabelSchemeAccess().getKindLabelKindEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_75);
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

            // InternalBanneret.g:3546:3: ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) )
            // InternalBanneret.g:3547:4: ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) )
            {
            // InternalBanneret.g:3547:4: ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) )
            // InternalBanneret.g:3548:5: ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* )
            {
             
            				  getUnorderedGroupHelper().enter(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            				
            // InternalBanneret.g:3551:5: ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* )
            // InternalBanneret.g:3552:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*
            {
            // InternalBanneret.g:3552:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*
            loop57:
            do {
                int alt57=8;
                alt57 = dfa57.predict(input);
                switch (alt57) {
            	case 1 :
            	    // InternalBanneret.g:3553:4: ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3553:4: ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) )
            	    // InternalBanneret.g:3554:5: {...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0)");
            	    }
            	    // InternalBanneret.g:3554:108: ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) )
            	    // InternalBanneret.g:3555:6: ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0);
            	    					
            	    // InternalBanneret.g:3558:9: ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) )
            	    // InternalBanneret.g:3558:10: {...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3558:19: (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:3558:20: otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) )
            	    {
            	    otherlv_3=(Token)match(input,81,FOLLOW_8); 

            	    									newLeafNode(otherlv_3, grammarAccess.getLabelSchemeAccess().getPrefixKeyword_2_0_0());
            	    								
            	    // InternalBanneret.g:3562:9: ( (lv_boardPrefix_4_0= RULE_STRING ) )
            	    // InternalBanneret.g:3563:10: (lv_boardPrefix_4_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:3563:10: (lv_boardPrefix_4_0= RULE_STRING )
            	    // InternalBanneret.g:3564:11: lv_boardPrefix_4_0= RULE_STRING
            	    {
            	    lv_boardPrefix_4_0=(Token)match(input,RULE_STRING,FOLLOW_75); 

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
            	    // InternalBanneret.g:3586:4: ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3586:4: ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3587:5: {...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1)");
            	    }
            	    // InternalBanneret.g:3587:108: ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3588:6: ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1);
            	    					
            	    // InternalBanneret.g:3591:9: ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3591:10: {...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3591:19: (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3591:20: otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) )
            	    {
            	    otherlv_5=(Token)match(input,82,FOLLOW_76); 

            	    									newLeafNode(otherlv_5, grammarAccess.getLabelSchemeAccess().getColumnKeyword_2_1_0());
            	    								
            	    otherlv_6=(Token)match(input,83,FOLLOW_10); 

            	    									newLeafNode(otherlv_6, grammarAccess.getLabelSchemeAccess().getDigitsKeyword_2_1_1());
            	    								
            	    // InternalBanneret.g:3599:9: ( (lv_columnDigits_7_0= RULE_INT ) )
            	    // InternalBanneret.g:3600:10: (lv_columnDigits_7_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3600:10: (lv_columnDigits_7_0= RULE_INT )
            	    // InternalBanneret.g:3601:11: lv_columnDigits_7_0= RULE_INT
            	    {
            	    lv_columnDigits_7_0=(Token)match(input,RULE_INT,FOLLOW_75); 

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
            	    // InternalBanneret.g:3623:4: ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3623:4: ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3624:5: {...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2)");
            	    }
            	    // InternalBanneret.g:3624:108: ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3625:6: ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2);
            	    					
            	    // InternalBanneret.g:3628:9: ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3628:10: {...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3628:19: (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3628:20: otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) )
            	    {
            	    otherlv_8=(Token)match(input,84,FOLLOW_76); 

            	    									newLeafNode(otherlv_8, grammarAccess.getLabelSchemeAccess().getRowKeyword_2_2_0());
            	    								
            	    otherlv_9=(Token)match(input,83,FOLLOW_10); 

            	    									newLeafNode(otherlv_9, grammarAccess.getLabelSchemeAccess().getDigitsKeyword_2_2_1());
            	    								
            	    // InternalBanneret.g:3636:9: ( (lv_rowDigits_10_0= RULE_INT ) )
            	    // InternalBanneret.g:3637:10: (lv_rowDigits_10_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3637:10: (lv_rowDigits_10_0= RULE_INT )
            	    // InternalBanneret.g:3638:11: lv_rowDigits_10_0= RULE_INT
            	    {
            	    lv_rowDigits_10_0=(Token)match(input,RULE_INT,FOLLOW_75); 

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
            	    // InternalBanneret.g:3660:4: ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3660:4: ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3661:5: {...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3)");
            	    }
            	    // InternalBanneret.g:3661:108: ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3662:6: ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3);
            	    					
            	    // InternalBanneret.g:3665:9: ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3665:10: {...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3665:19: (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3665:20: otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) )
            	    {
            	    otherlv_11=(Token)match(input,85,FOLLOW_77); 

            	    									newLeafNode(otherlv_11, grammarAccess.getLabelSchemeAccess().getFirstKeyword_2_3_0());
            	    								
            	    otherlv_12=(Token)match(input,82,FOLLOW_10); 

            	    									newLeafNode(otherlv_12, grammarAccess.getLabelSchemeAccess().getColumnKeyword_2_3_1());
            	    								
            	    // InternalBanneret.g:3673:9: ( (lv_firstColumn_13_0= RULE_INT ) )
            	    // InternalBanneret.g:3674:10: (lv_firstColumn_13_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3674:10: (lv_firstColumn_13_0= RULE_INT )
            	    // InternalBanneret.g:3675:11: lv_firstColumn_13_0= RULE_INT
            	    {
            	    lv_firstColumn_13_0=(Token)match(input,RULE_INT,FOLLOW_75); 

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
            	    // InternalBanneret.g:3697:4: ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3697:4: ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3698:5: {...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4)");
            	    }
            	    // InternalBanneret.g:3698:108: ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3699:6: ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4);
            	    					
            	    // InternalBanneret.g:3702:9: ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3702:10: {...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3702:19: (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3702:20: otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) )
            	    {
            	    otherlv_14=(Token)match(input,85,FOLLOW_78); 

            	    									newLeafNode(otherlv_14, grammarAccess.getLabelSchemeAccess().getFirstKeyword_2_4_0());
            	    								
            	    otherlv_15=(Token)match(input,84,FOLLOW_10); 

            	    									newLeafNode(otherlv_15, grammarAccess.getLabelSchemeAccess().getRowKeyword_2_4_1());
            	    								
            	    // InternalBanneret.g:3710:9: ( (lv_firstRow_16_0= RULE_INT ) )
            	    // InternalBanneret.g:3711:10: (lv_firstRow_16_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3711:10: (lv_firstRow_16_0= RULE_INT )
            	    // InternalBanneret.g:3712:11: lv_firstRow_16_0= RULE_INT
            	    {
            	    lv_firstRow_16_0=(Token)match(input,RULE_INT,FOLLOW_75); 

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
            	    // InternalBanneret.g:3734:4: ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) )
            	    {
            	    // InternalBanneret.g:3734:4: ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) )
            	    // InternalBanneret.g:3735:5: {...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5)");
            	    }
            	    // InternalBanneret.g:3735:108: ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) )
            	    // InternalBanneret.g:3736:6: ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5);
            	    					
            	    // InternalBanneret.g:3739:9: ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) )
            	    // InternalBanneret.g:3739:10: {...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3739:19: ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' )
            	    // InternalBanneret.g:3739:20: ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending'
            	    {
            	    // InternalBanneret.g:3739:20: ( (lv_columnsDescending_17_0= 'columns' ) )
            	    // InternalBanneret.g:3740:10: (lv_columnsDescending_17_0= 'columns' )
            	    {
            	    // InternalBanneret.g:3740:10: (lv_columnsDescending_17_0= 'columns' )
            	    // InternalBanneret.g:3741:11: lv_columnsDescending_17_0= 'columns'
            	    {
            	    lv_columnsDescending_17_0=(Token)match(input,86,FOLLOW_79); 

            	    											newLeafNode(lv_columnsDescending_17_0, grammarAccess.getLabelSchemeAccess().getColumnsDescendingColumnsKeyword_2_5_0_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(current, "columnsDescending", lv_columnsDescending_17_0 != null, "columns");
            	    										

            	    }


            	    }

            	    otherlv_18=(Token)match(input,87,FOLLOW_75); 

            	    									newLeafNode(otherlv_18, grammarAccess.getLabelSchemeAccess().getDescendingKeyword_2_5_1());
            	    								

            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:3763:4: ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) )
            	    {
            	    // InternalBanneret.g:3763:4: ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) )
            	    // InternalBanneret.g:3764:5: {...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6)");
            	    }
            	    // InternalBanneret.g:3764:108: ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) )
            	    // InternalBanneret.g:3765:6: ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6);
            	    					
            	    // InternalBanneret.g:3768:9: ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) )
            	    // InternalBanneret.g:3768:10: {...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3768:19: ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' )
            	    // InternalBanneret.g:3768:20: ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending'
            	    {
            	    // InternalBanneret.g:3768:20: ( (lv_rowsDescending_19_0= 'rows' ) )
            	    // InternalBanneret.g:3769:10: (lv_rowsDescending_19_0= 'rows' )
            	    {
            	    // InternalBanneret.g:3769:10: (lv_rowsDescending_19_0= 'rows' )
            	    // InternalBanneret.g:3770:11: lv_rowsDescending_19_0= 'rows'
            	    {
            	    lv_rowsDescending_19_0=(Token)match(input,88,FOLLOW_79); 

            	    											newLeafNode(lv_rowsDescending_19_0, grammarAccess.getLabelSchemeAccess().getRowsDescendingRowsKeyword_2_6_0_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(current, "rowsDescending", lv_rowsDescending_19_0 != null, "rows");
            	    										

            	    }


            	    }

            	    otherlv_20=(Token)match(input,87,FOLLOW_75); 

            	    									newLeafNode(otherlv_20, grammarAccess.getLabelSchemeAccess().getDescendingKeyword_2_6_1());
            	    								

            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop57;
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
    // InternalBanneret.g:3803:1: entryRuleTerrainRows returns [String current=null] : iv_ruleTerrainRows= ruleTerrainRows EOF ;
    public final String entryRuleTerrainRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleTerrainRows = null;


        try {
            // InternalBanneret.g:3803:51: (iv_ruleTerrainRows= ruleTerrainRows EOF )
            // InternalBanneret.g:3804:2: iv_ruleTerrainRows= ruleTerrainRows EOF
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
    // InternalBanneret.g:3810:1: ruleTerrainRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleTerrainRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3816:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:3817:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:3817:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:3818:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_80); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getTerrainRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:3823:3: (this_GridRow_1= ruleGridRow )*
            loop58:
            do {
                int alt58=2;
                int LA58_0 = input.LA(1);

                if ( (LA58_0==RULE_STRING||LA58_0==RULE_INT) ) {
                    alt58=1;
                }


                switch (alt58) {
            	case 1 :
            	    // InternalBanneret.g:3824:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getTerrainRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_80);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop58;
                }
            } while (true);

            kw=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:3844:1: entryRuleElevationRows returns [String current=null] : iv_ruleElevationRows= ruleElevationRows EOF ;
    public final String entryRuleElevationRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleElevationRows = null;


        try {
            // InternalBanneret.g:3844:53: (iv_ruleElevationRows= ruleElevationRows EOF )
            // InternalBanneret.g:3845:2: iv_ruleElevationRows= ruleElevationRows EOF
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
    // InternalBanneret.g:3851:1: ruleElevationRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleElevationRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3857:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:3858:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:3858:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:3859:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_80); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getElevationRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:3864:3: (this_GridRow_1= ruleGridRow )*
            loop59:
            do {
                int alt59=2;
                int LA59_0 = input.LA(1);

                if ( (LA59_0==RULE_STRING||LA59_0==RULE_INT) ) {
                    alt59=1;
                }


                switch (alt59) {
            	case 1 :
            	    // InternalBanneret.g:3865:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getElevationRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_80);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop59;
                }
            } while (true);

            kw=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:3885:1: entryRuleGridRow returns [String current=null] : iv_ruleGridRow= ruleGridRow EOF ;
    public final String entryRuleGridRow() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleGridRow = null;


        try {
            // InternalBanneret.g:3885:47: (iv_ruleGridRow= ruleGridRow EOF )
            // InternalBanneret.g:3886:2: iv_ruleGridRow= ruleGridRow EOF
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
    // InternalBanneret.g:3892:1: ruleGridRow returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleGridRow() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_STRING_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:3898:2: ( ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING ) )
            // InternalBanneret.g:3899:2: ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING )
            {
            // InternalBanneret.g:3899:2: ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING )
            // InternalBanneret.g:3900:3: (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING
            {
            // InternalBanneret.g:3900:3: (this_INT_0= RULE_INT kw= '*' )?
            int alt60=2;
            int LA60_0 = input.LA(1);

            if ( (LA60_0==RULE_INT) ) {
                alt60=1;
            }
            switch (alt60) {
                case 1 :
                    // InternalBanneret.g:3901:4: this_INT_0= RULE_INT kw= '*'
                    {
                    this_INT_0=(Token)match(input,RULE_INT,FOLLOW_81); 

                    				current.merge(this_INT_0);
                    			

                    				newLeafNode(this_INT_0, grammarAccess.getGridRowAccess().getINTTerminalRuleCall_0_0());
                    			
                    kw=(Token)match(input,89,FOLLOW_8); 

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
    // InternalBanneret.g:3925:1: entryRuleHexFeature returns [EObject current=null] : iv_ruleHexFeature= ruleHexFeature EOF ;
    public final EObject entryRuleHexFeature() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexFeature = null;


        try {
            // InternalBanneret.g:3925:51: (iv_ruleHexFeature= ruleHexFeature EOF )
            // InternalBanneret.g:3926:2: iv_ruleHexFeature= ruleHexFeature EOF
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
    // InternalBanneret.g:3932:1: ruleHexFeature returns [EObject current=null] : (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? ) ;
    public final EObject ruleHexFeature() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        AntlrDatatypeRuleToken lv_hex_1_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3938:2: ( (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? ) )
            // InternalBanneret.g:3939:2: (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? )
            {
            // InternalBanneret.g:3939:2: (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? )
            // InternalBanneret.g:3940:3: otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )?
            {
            otherlv_0=(Token)match(input,79,FOLLOW_82); 

            			newLeafNode(otherlv_0, grammarAccess.getHexFeatureAccess().getHexKeyword_0());
            		
            // InternalBanneret.g:3944:3: ( (lv_hex_1_0= ruleHexLabel ) )
            // InternalBanneret.g:3945:4: (lv_hex_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:3945:4: (lv_hex_1_0= ruleHexLabel )
            // InternalBanneret.g:3946:5: lv_hex_1_0= ruleHexLabel
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

            // InternalBanneret.g:3963:3: ( (otherlv_2= RULE_ID ) )
            // InternalBanneret.g:3964:4: (otherlv_2= RULE_ID )
            {
            // InternalBanneret.g:3964:4: (otherlv_2= RULE_ID )
            // InternalBanneret.g:3965:5: otherlv_2= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexFeatureRule());
            					}
            				
            otherlv_2=(Token)match(input,RULE_ID,FOLLOW_83); 

            					newLeafNode(otherlv_2, grammarAccess.getHexFeatureAccess().getTypeFeatureTypeCrossReference_2_0());
            				

            }


            }

            // InternalBanneret.g:3976:3: (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )?
            int alt62=2;
            int LA62_0 = input.LA(1);

            if ( (LA62_0==90) ) {
                alt62=1;
            }
            switch (alt62) {
                case 1 :
                    // InternalBanneret.g:3977:4: otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )*
                    {
                    otherlv_3=(Token)match(input,90,FOLLOW_84); 

                    				newLeafNode(otherlv_3, grammarAccess.getHexFeatureAccess().getHiddenKeyword_3_0());
                    			
                    otherlv_4=(Token)match(input,91,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexFeatureAccess().getFromKeyword_3_1());
                    			
                    // InternalBanneret.g:3985:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:3986:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:3986:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:3987:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getHexFeatureRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_50); 

                    						newLeafNode(otherlv_5, grammarAccess.getHexFeatureAccess().getHiddenFromNationalityCrossReference_3_2_0());
                    					

                    }


                    }

                    // InternalBanneret.g:3998:4: (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )*
                    loop61:
                    do {
                        int alt61=2;
                        int LA61_0 = input.LA(1);

                        if ( (LA61_0==35) ) {
                            alt61=1;
                        }


                        switch (alt61) {
                    	case 1 :
                    	    // InternalBanneret.g:3999:5: otherlv_6= ',' ( (otherlv_7= RULE_ID ) )
                    	    {
                    	    otherlv_6=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_6, grammarAccess.getHexFeatureAccess().getCommaKeyword_3_3_0());
                    	    				
                    	    // InternalBanneret.g:4003:5: ( (otherlv_7= RULE_ID ) )
                    	    // InternalBanneret.g:4004:6: (otherlv_7= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:4004:6: (otherlv_7= RULE_ID )
                    	    // InternalBanneret.g:4005:7: otherlv_7= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getHexFeatureRule());
                    	    							}
                    	    						
                    	    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_50); 

                    	    							newLeafNode(otherlv_7, grammarAccess.getHexFeatureAccess().getHiddenFromNationalityCrossReference_3_3_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop61;
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
    // InternalBanneret.g:4022:1: entryRuleHexsideFeature returns [EObject current=null] : iv_ruleHexsideFeature= ruleHexsideFeature EOF ;
    public final EObject entryRuleHexsideFeature() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexsideFeature = null;


        try {
            // InternalBanneret.g:4022:55: (iv_ruleHexsideFeature= ruleHexsideFeature EOF )
            // InternalBanneret.g:4023:2: iv_ruleHexsideFeature= ruleHexsideFeature EOF
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
    // InternalBanneret.g:4029:1: ruleHexsideFeature returns [EObject current=null] : (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) ) ;
    public final EObject ruleHexsideFeature() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_1_0 = null;

        Enumerator lv_side_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4035:2: ( (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) ) )
            // InternalBanneret.g:4036:2: (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) )
            {
            // InternalBanneret.g:4036:2: (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) )
            // InternalBanneret.g:4037:3: otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) )
            {
            otherlv_0=(Token)match(input,20,FOLLOW_82); 

            			newLeafNode(otherlv_0, grammarAccess.getHexsideFeatureAccess().getHexsideKeyword_0());
            		
            // InternalBanneret.g:4041:3: ( (lv_hex_1_0= ruleHexLabel ) )
            // InternalBanneret.g:4042:4: (lv_hex_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:4042:4: (lv_hex_1_0= ruleHexLabel )
            // InternalBanneret.g:4043:5: lv_hex_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexsideFeatureAccess().getHexHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_85);
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

            // InternalBanneret.g:4060:3: ( (lv_side_2_0= ruleCompass ) )
            // InternalBanneret.g:4061:4: (lv_side_2_0= ruleCompass )
            {
            // InternalBanneret.g:4061:4: (lv_side_2_0= ruleCompass )
            // InternalBanneret.g:4062:5: lv_side_2_0= ruleCompass
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

            // InternalBanneret.g:4079:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:4080:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:4080:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:4081:5: otherlv_3= RULE_ID
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
    // InternalBanneret.g:4096:1: entryRuleMapPath returns [EObject current=null] : iv_ruleMapPath= ruleMapPath EOF ;
    public final EObject entryRuleMapPath() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMapPath = null;


        try {
            // InternalBanneret.g:4096:48: (iv_ruleMapPath= ruleMapPath EOF )
            // InternalBanneret.g:4097:2: iv_ruleMapPath= ruleMapPath EOF
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
    // InternalBanneret.g:4103:1: ruleMapPath returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* ) ;
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
            // InternalBanneret.g:4109:2: ( ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* ) )
            // InternalBanneret.g:4110:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )
            {
            // InternalBanneret.g:4110:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )
            // InternalBanneret.g:4111:3: ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
            {
            // InternalBanneret.g:4111:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:4112:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:4112:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:4113:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMapPathRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_4); 

            					newLeafNode(otherlv_0, grammarAccess.getMapPathAccess().getTypeFeatureTypeCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:4124:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4125:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4125:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4126:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_38); 

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

            // InternalBanneret.g:4142:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt63=2;
            int LA63_0 = input.LA(1);

            if ( (LA63_0==RULE_STRING) ) {
                alt63=1;
            }
            switch (alt63) {
                case 1 :
                    // InternalBanneret.g:4143:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4143:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4144:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_39); 

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

            otherlv_3=(Token)match(input,54,FOLLOW_82); 

            			newLeafNode(otherlv_3, grammarAccess.getMapPathAccess().getColonKeyword_3());
            		
            // InternalBanneret.g:4164:3: ( (lv_hexes_4_0= ruleHexLabel ) )
            // InternalBanneret.g:4165:4: (lv_hexes_4_0= ruleHexLabel )
            {
            // InternalBanneret.g:4165:4: (lv_hexes_4_0= ruleHexLabel )
            // InternalBanneret.g:4166:5: lv_hexes_4_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getMapPathAccess().getHexesHexLabelParserRuleCall_4_0());
            				
            pushFollow(FOLLOW_50);
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

            // InternalBanneret.g:4183:3: (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
            loop64:
            do {
                int alt64=2;
                int LA64_0 = input.LA(1);

                if ( (LA64_0==35) ) {
                    alt64=1;
                }


                switch (alt64) {
            	case 1 :
            	    // InternalBanneret.g:4184:4: otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) )
            	    {
            	    otherlv_5=(Token)match(input,35,FOLLOW_82); 

            	    				newLeafNode(otherlv_5, grammarAccess.getMapPathAccess().getCommaKeyword_5_0());
            	    			
            	    // InternalBanneret.g:4188:4: ( (lv_hexes_6_0= ruleHexLabel ) )
            	    // InternalBanneret.g:4189:5: (lv_hexes_6_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:4189:5: (lv_hexes_6_0= ruleHexLabel )
            	    // InternalBanneret.g:4190:6: lv_hexes_6_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getMapPathAccess().getHexesHexLabelParserRuleCall_5_1_0());
            	    					
            	    pushFollow(FOLLOW_50);
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
            	    break loop64;
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
    // InternalBanneret.g:4212:1: entryRuleRegion returns [EObject current=null] : iv_ruleRegion= ruleRegion EOF ;
    public final EObject entryRuleRegion() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegion = null;


        try {
            // InternalBanneret.g:4212:47: (iv_ruleRegion= ruleRegion EOF )
            // InternalBanneret.g:4213:2: iv_ruleRegion= ruleRegion EOF
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
    // InternalBanneret.g:4219:1: ruleRegion returns [EObject current=null] : (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? ) ;
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
            // InternalBanneret.g:4225:2: ( (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? ) )
            // InternalBanneret.g:4226:2: (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? )
            {
            // InternalBanneret.g:4226:2: (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? )
            // InternalBanneret.g:4227:3: otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )?
            {
            otherlv_0=(Token)match(input,92,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRegionAccess().getRegionKeyword_0());
            		
            // InternalBanneret.g:4231:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4232:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4232:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4233:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_86); 

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

            // InternalBanneret.g:4249:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt65=2;
            int LA65_0 = input.LA(1);

            if ( (LA65_0==RULE_STRING) ) {
                alt65=1;
            }
            switch (alt65) {
                case 1 :
                    // InternalBanneret.g:4250:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4250:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4251:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_87); 

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

            // InternalBanneret.g:4267:3: (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )?
            int alt67=2;
            int LA67_0 = input.LA(1);

            if ( (LA67_0==54) ) {
                alt67=1;
            }
            switch (alt67) {
                case 1 :
                    // InternalBanneret.g:4268:4: otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
                    {
                    otherlv_3=(Token)match(input,54,FOLLOW_82); 

                    				newLeafNode(otherlv_3, grammarAccess.getRegionAccess().getColonKeyword_3_0());
                    			
                    // InternalBanneret.g:4272:4: ( (lv_hexes_4_0= ruleHexLabel ) )
                    // InternalBanneret.g:4273:5: (lv_hexes_4_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:4273:5: (lv_hexes_4_0= ruleHexLabel )
                    // InternalBanneret.g:4274:6: lv_hexes_4_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_50);
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

                    // InternalBanneret.g:4291:4: (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
                    loop66:
                    do {
                        int alt66=2;
                        int LA66_0 = input.LA(1);

                        if ( (LA66_0==35) ) {
                            alt66=1;
                        }


                        switch (alt66) {
                    	case 1 :
                    	    // InternalBanneret.g:4292:5: otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_5=(Token)match(input,35,FOLLOW_82); 

                    	    					newLeafNode(otherlv_5, grammarAccess.getRegionAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:4296:5: ( (lv_hexes_6_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:4297:6: (lv_hexes_6_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:4297:6: (lv_hexes_6_0= ruleHexLabel )
                    	    // InternalBanneret.g:4298:7: lv_hexes_6_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_50);
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
                    	    break loop66;
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
    // InternalBanneret.g:4321:1: entryRuleMapSide returns [EObject current=null] : iv_ruleMapSide= ruleMapSide EOF ;
    public final EObject entryRuleMapSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMapSide = null;


        try {
            // InternalBanneret.g:4321:48: (iv_ruleMapSide= ruleMapSide EOF )
            // InternalBanneret.g:4322:2: iv_ruleMapSide= ruleMapSide EOF
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
    // InternalBanneret.g:4328:1: ruleMapSide returns [EObject current=null] : (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? ) ;
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
            // InternalBanneret.g:4334:2: ( (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? ) )
            // InternalBanneret.g:4335:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? )
            {
            // InternalBanneret.g:4335:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )? )
            // InternalBanneret.g:4336:3: otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ( (lv_closed_7_0= 'closed' ) )?
            {
            otherlv_0=(Token)match(input,50,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getMapSideAccess().getSideKeyword_0());
            		
            // InternalBanneret.g:4340:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4341:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4341:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4342:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_88); 

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

            // InternalBanneret.g:4358:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt68=2;
            int LA68_0 = input.LA(1);

            if ( (LA68_0==RULE_STRING) ) {
                alt68=1;
            }
            switch (alt68) {
                case 1 :
                    // InternalBanneret.g:4359:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4359:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4360:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_89); 

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

            // InternalBanneret.g:4376:3: (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )?
            int alt69=2;
            int LA69_0 = input.LA(1);

            if ( (LA69_0==93) ) {
                alt69=1;
            }
            switch (alt69) {
                case 1 :
                    // InternalBanneret.g:4377:4: otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) )
                    {
                    otherlv_3=(Token)match(input,93,FOLLOW_10); 

                    				newLeafNode(otherlv_3, grammarAccess.getMapSideAccess().getNumberKeyword_3_0());
                    			
                    // InternalBanneret.g:4381:4: ( (lv_number_4_0= RULE_INT ) )
                    // InternalBanneret.g:4382:5: (lv_number_4_0= RULE_INT )
                    {
                    // InternalBanneret.g:4382:5: (lv_number_4_0= RULE_INT )
                    // InternalBanneret.g:4383:6: lv_number_4_0= RULE_INT
                    {
                    lv_number_4_0=(Token)match(input,RULE_INT,FOLLOW_90); 

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

            otherlv_5=(Token)match(input,94,FOLLOW_85); 

            			newLeafNode(otherlv_5, grammarAccess.getMapSideAccess().getEdgeKeyword_4());
            		
            // InternalBanneret.g:4404:3: ( (lv_edge_6_0= ruleCompass ) )
            // InternalBanneret.g:4405:4: (lv_edge_6_0= ruleCompass )
            {
            // InternalBanneret.g:4405:4: (lv_edge_6_0= ruleCompass )
            // InternalBanneret.g:4406:5: lv_edge_6_0= ruleCompass
            {

            					newCompositeNode(grammarAccess.getMapSideAccess().getEdgeCompassEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_91);
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

            // InternalBanneret.g:4423:3: ( (lv_closed_7_0= 'closed' ) )?
            int alt70=2;
            int LA70_0 = input.LA(1);

            if ( (LA70_0==95) ) {
                alt70=1;
            }
            switch (alt70) {
                case 1 :
                    // InternalBanneret.g:4424:4: (lv_closed_7_0= 'closed' )
                    {
                    // InternalBanneret.g:4424:4: (lv_closed_7_0= 'closed' )
                    // InternalBanneret.g:4425:5: lv_closed_7_0= 'closed'
                    {
                    lv_closed_7_0=(Token)match(input,95,FOLLOW_2); 

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
    // InternalBanneret.g:4441:1: entryRuleHexMarker returns [EObject current=null] : iv_ruleHexMarker= ruleHexMarker EOF ;
    public final EObject entryRuleHexMarker() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMarker = null;


        try {
            // InternalBanneret.g:4441:50: (iv_ruleHexMarker= ruleHexMarker EOF )
            // InternalBanneret.g:4442:2: iv_ruleHexMarker= ruleHexMarker EOF
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
    // InternalBanneret.g:4448:1: ruleHexMarker returns [EObject current=null] : (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? ) ;
    public final EObject ruleHexMarker() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        AntlrDatatypeRuleToken lv_hex_3_0 = null;

        AntlrDatatypeRuleToken lv_value_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4454:2: ( (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? ) )
            // InternalBanneret.g:4455:2: (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? )
            {
            // InternalBanneret.g:4455:2: (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? )
            // InternalBanneret.g:4456:3: otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )?
            {
            otherlv_0=(Token)match(input,25,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMarkerAccess().getMarkerKeyword_0());
            		
            // InternalBanneret.g:4460:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:4461:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:4461:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:4462:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexMarkerRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_92); 

            					newLeafNode(otherlv_1, grammarAccess.getHexMarkerAccess().getTypeMarkerTypeCrossReference_1_0());
            				

            }


            }

            otherlv_2=(Token)match(input,96,FOLLOW_82); 

            			newLeafNode(otherlv_2, grammarAccess.getHexMarkerAccess().getAtKeyword_2());
            		
            // InternalBanneret.g:4477:3: ( (lv_hex_3_0= ruleHexLabel ) )
            // InternalBanneret.g:4478:4: (lv_hex_3_0= ruleHexLabel )
            {
            // InternalBanneret.g:4478:4: (lv_hex_3_0= ruleHexLabel )
            // InternalBanneret.g:4479:5: lv_hex_3_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexMarkerAccess().getHexHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_93);
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

            // InternalBanneret.g:4496:3: (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )?
            int alt71=2;
            int LA71_0 = input.LA(1);

            if ( (LA71_0==97) ) {
                alt71=1;
            }
            switch (alt71) {
                case 1 :
                    // InternalBanneret.g:4497:4: otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) )
                    {
                    otherlv_4=(Token)match(input,97,FOLLOW_22); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexMarkerAccess().getEqualsSignKeyword_4_0());
                    			
                    // InternalBanneret.g:4501:4: ( (lv_value_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:4502:5: (lv_value_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4502:5: (lv_value_5_0= ruleSignedInt )
                    // InternalBanneret.g:4503:6: lv_value_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getHexMarkerAccess().getValueSignedIntParserRuleCall_4_1_0());
                    					
                    pushFollow(FOLLOW_2);
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
    // InternalBanneret.g:4525:1: entryRuleStructure returns [EObject current=null] : iv_ruleStructure= ruleStructure EOF ;
    public final EObject entryRuleStructure() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStructure = null;


        try {
            // InternalBanneret.g:4525:50: (iv_ruleStructure= ruleStructure EOF )
            // InternalBanneret.g:4526:2: iv_ruleStructure= ruleStructure EOF
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
    // InternalBanneret.g:4532:1: ruleStructure returns [EObject current=null] : (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? ) ;
    public final EObject ruleStructure() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token lv_material_4_0=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        AntlrDatatypeRuleToken lv_hexes_6_0 = null;

        AntlrDatatypeRuleToken lv_hexes_8_0 = null;

        EObject lv_damage_10_0 = null;

        EObject lv_damage_12_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4538:2: ( (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? ) )
            // InternalBanneret.g:4539:2: (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? )
            {
            // InternalBanneret.g:4539:2: (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? )
            // InternalBanneret.g:4540:3: otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )?
            {
            otherlv_0=(Token)match(input,98,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getStructureAccess().getStructureKeyword_0());
            		
            // InternalBanneret.g:4544:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4545:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4545:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4546:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_94); 

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

            // InternalBanneret.g:4562:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt72=2;
            int LA72_0 = input.LA(1);

            if ( (LA72_0==RULE_STRING) ) {
                alt72=1;
            }
            switch (alt72) {
                case 1 :
                    // InternalBanneret.g:4563:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4563:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4564:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_95); 

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

            // InternalBanneret.g:4580:3: (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )?
            int alt73=2;
            int LA73_0 = input.LA(1);

            if ( (LA73_0==99) ) {
                alt73=1;
            }
            switch (alt73) {
                case 1 :
                    // InternalBanneret.g:4581:4: otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) )
                    {
                    otherlv_3=(Token)match(input,99,FOLLOW_8); 

                    				newLeafNode(otherlv_3, grammarAccess.getStructureAccess().getMaterialKeyword_3_0());
                    			
                    // InternalBanneret.g:4585:4: ( (lv_material_4_0= RULE_STRING ) )
                    // InternalBanneret.g:4586:5: (lv_material_4_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4586:5: (lv_material_4_0= RULE_STRING )
                    // InternalBanneret.g:4587:6: lv_material_4_0= RULE_STRING
                    {
                    lv_material_4_0=(Token)match(input,RULE_STRING,FOLLOW_39); 

                    						newLeafNode(lv_material_4_0, grammarAccess.getStructureAccess().getMaterialSTRINGTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStructureRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"material",
                    							lv_material_4_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }
                    break;

            }

            otherlv_5=(Token)match(input,54,FOLLOW_82); 

            			newLeafNode(otherlv_5, grammarAccess.getStructureAccess().getColonKeyword_4());
            		
            // InternalBanneret.g:4608:3: ( (lv_hexes_6_0= ruleHexLabel ) )
            // InternalBanneret.g:4609:4: (lv_hexes_6_0= ruleHexLabel )
            {
            // InternalBanneret.g:4609:4: (lv_hexes_6_0= ruleHexLabel )
            // InternalBanneret.g:4610:5: lv_hexes_6_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getStructureAccess().getHexesHexLabelParserRuleCall_5_0());
            				
            pushFollow(FOLLOW_96);
            lv_hexes_6_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getStructureRule());
            					}
            					add(
            						current,
            						"hexes",
            						lv_hexes_6_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4627:3: (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            loop74:
            do {
                int alt74=2;
                int LA74_0 = input.LA(1);

                if ( (LA74_0==35) ) {
                    alt74=1;
                }


                switch (alt74) {
            	case 1 :
            	    // InternalBanneret.g:4628:4: otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) )
            	    {
            	    otherlv_7=(Token)match(input,35,FOLLOW_82); 

            	    				newLeafNode(otherlv_7, grammarAccess.getStructureAccess().getCommaKeyword_6_0());
            	    			
            	    // InternalBanneret.g:4632:4: ( (lv_hexes_8_0= ruleHexLabel ) )
            	    // InternalBanneret.g:4633:5: (lv_hexes_8_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:4633:5: (lv_hexes_8_0= ruleHexLabel )
            	    // InternalBanneret.g:4634:6: lv_hexes_8_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getStructureAccess().getHexesHexLabelParserRuleCall_6_1_0());
            	    					
            	    pushFollow(FOLLOW_96);
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


            	    }
            	    break;

            	default :
            	    break loop74;
                }
            } while (true);

            // InternalBanneret.g:4652:3: (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )?
            int alt76=2;
            int LA76_0 = input.LA(1);

            if ( (LA76_0==100) ) {
                alt76=1;
            }
            switch (alt76) {
                case 1 :
                    // InternalBanneret.g:4653:4: otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )*
                    {
                    otherlv_9=(Token)match(input,100,FOLLOW_82); 

                    				newLeafNode(otherlv_9, grammarAccess.getStructureAccess().getDamageKeyword_7_0());
                    			
                    // InternalBanneret.g:4657:4: ( (lv_damage_10_0= ruleStructureDamage ) )
                    // InternalBanneret.g:4658:5: (lv_damage_10_0= ruleStructureDamage )
                    {
                    // InternalBanneret.g:4658:5: (lv_damage_10_0= ruleStructureDamage )
                    // InternalBanneret.g:4659:6: lv_damage_10_0= ruleStructureDamage
                    {

                    						newCompositeNode(grammarAccess.getStructureAccess().getDamageStructureDamageParserRuleCall_7_1_0());
                    					
                    pushFollow(FOLLOW_50);
                    lv_damage_10_0=ruleStructureDamage();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getStructureRule());
                    						}
                    						add(
                    							current,
                    							"damage",
                    							lv_damage_10_0,
                    							"org.banneret.dsl.Banneret.StructureDamage");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:4676:4: (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )*
                    loop75:
                    do {
                        int alt75=2;
                        int LA75_0 = input.LA(1);

                        if ( (LA75_0==35) ) {
                            alt75=1;
                        }


                        switch (alt75) {
                    	case 1 :
                    	    // InternalBanneret.g:4677:5: otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) )
                    	    {
                    	    otherlv_11=(Token)match(input,35,FOLLOW_82); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getStructureAccess().getCommaKeyword_7_2_0());
                    	    				
                    	    // InternalBanneret.g:4681:5: ( (lv_damage_12_0= ruleStructureDamage ) )
                    	    // InternalBanneret.g:4682:6: (lv_damage_12_0= ruleStructureDamage )
                    	    {
                    	    // InternalBanneret.g:4682:6: (lv_damage_12_0= ruleStructureDamage )
                    	    // InternalBanneret.g:4683:7: lv_damage_12_0= ruleStructureDamage
                    	    {

                    	    							newCompositeNode(grammarAccess.getStructureAccess().getDamageStructureDamageParserRuleCall_7_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_50);
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


                    	    }
                    	    break;

                    	default :
                    	    break loop75;
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


    // $ANTLR start "entryRuleStructureDamage"
    // InternalBanneret.g:4706:1: entryRuleStructureDamage returns [EObject current=null] : iv_ruleStructureDamage= ruleStructureDamage EOF ;
    public final EObject entryRuleStructureDamage() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStructureDamage = null;


        try {
            // InternalBanneret.g:4706:56: (iv_ruleStructureDamage= ruleStructureDamage EOF )
            // InternalBanneret.g:4707:2: iv_ruleStructureDamage= ruleStructureDamage EOF
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
    // InternalBanneret.g:4713:1: ruleStructureDamage returns [EObject current=null] : ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' ) ;
    public final EObject ruleStructureDamage() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_stage_2_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_0_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4719:2: ( ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' ) )
            // InternalBanneret.g:4720:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' )
            {
            // InternalBanneret.g:4720:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' )
            // InternalBanneret.g:4721:3: ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')'
            {
            // InternalBanneret.g:4721:3: ( (lv_hex_0_0= ruleHexLabel ) )
            // InternalBanneret.g:4722:4: (lv_hex_0_0= ruleHexLabel )
            {
            // InternalBanneret.g:4722:4: (lv_hex_0_0= ruleHexLabel )
            // InternalBanneret.g:4723:5: lv_hex_0_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getStructureDamageAccess().getHexHexLabelParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_97);
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

            otherlv_1=(Token)match(input,101,FOLLOW_10); 

            			newLeafNode(otherlv_1, grammarAccess.getStructureDamageAccess().getLeftParenthesisKeyword_1());
            		
            // InternalBanneret.g:4744:3: ( (lv_stage_2_0= RULE_INT ) )
            // InternalBanneret.g:4745:4: (lv_stage_2_0= RULE_INT )
            {
            // InternalBanneret.g:4745:4: (lv_stage_2_0= RULE_INT )
            // InternalBanneret.g:4746:5: lv_stage_2_0= RULE_INT
            {
            lv_stage_2_0=(Token)match(input,RULE_INT,FOLLOW_98); 

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

            otherlv_3=(Token)match(input,102,FOLLOW_2); 

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
    // InternalBanneret.g:4770:1: entryRuleScenario returns [EObject current=null] : iv_ruleScenario= ruleScenario EOF ;
    public final EObject entryRuleScenario() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenario = null;


        try {
            // InternalBanneret.g:4770:49: (iv_ruleScenario= ruleScenario EOF )
            // InternalBanneret.g:4771:2: iv_ruleScenario= ruleScenario EOF
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
    // InternalBanneret.g:4777:1: ruleScenario returns [EObject current=null] : (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' ) ;
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
        AntlrDatatypeRuleToken lv_name_1_0 = null;

        EObject lv_sheets_8_0 = null;

        EObject lv_variantSettings_13_0 = null;

        EObject lv_sides_14_0 = null;

        EObject lv_specialRules_15_0 = null;

        EObject lv_links_16_0 = null;

        EObject lv_waivers_17_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4783:2: ( (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' ) )
            // InternalBanneret.g:4784:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' )
            {
            // InternalBanneret.g:4784:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' )
            // InternalBanneret.g:4785:3: otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}'
            {
            otherlv_0=(Token)match(input,103,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioAccess().getScenarioKeyword_0());
            		
            // InternalBanneret.g:4789:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:4790:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:4790:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:4791:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getScenarioAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_66);
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

            // InternalBanneret.g:4808:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt77=2;
            int LA77_0 = input.LA(1);

            if ( (LA77_0==RULE_STRING) ) {
                alt77=1;
            }
            switch (alt77) {
                case 1 :
                    // InternalBanneret.g:4809:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4809:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4810:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_36); 

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

            otherlv_3=(Token)match(input,47,FOLLOW_4); 

            			newLeafNode(otherlv_3, grammarAccess.getScenarioAccess().getOfKeyword_3());
            		
            // InternalBanneret.g:4830:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:4831:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:4831:4: ( ruleQualifiedName )
            // InternalBanneret.g:4832:5: ruleQualifiedName
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

            otherlv_5=(Token)match(input,13,FOLLOW_99); 

            			newLeafNode(otherlv_5, grammarAccess.getScenarioAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:4850:3: ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )*
            loop78:
            do {
                int alt78=9;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt78=1;
                    }
                    break;
                case 76:
                    {
                    alt78=2;
                    }
                    break;
                case 104:
                    {
                    alt78=3;
                    }
                    break;
                case 27:
                    {
                    alt78=4;
                    }
                    break;
                case 50:
                    {
                    alt78=5;
                    }
                    break;
                case 133:
                    {
                    alt78=6;
                    }
                    break;
                case 134:
                    {
                    alt78=7;
                    }
                    break;
                case 136:
                    {
                    alt78=8;
                    }
                    break;

                }

                switch (alt78) {
            	case 1 :
            	    // InternalBanneret.g:4851:4: (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:4851:4: (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:4852:5: otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) )
            	    {
            	    otherlv_6=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_6, grammarAccess.getScenarioAccess().getDescriptionKeyword_6_0_0());
            	    				
            	    // InternalBanneret.g:4856:5: ( (lv_description_7_0= RULE_STRING ) )
            	    // InternalBanneret.g:4857:6: (lv_description_7_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:4857:6: (lv_description_7_0= RULE_STRING )
            	    // InternalBanneret.g:4858:7: lv_description_7_0= RULE_STRING
            	    {
            	    lv_description_7_0=(Token)match(input,RULE_STRING,FOLLOW_99); 

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
            	    // InternalBanneret.g:4876:4: ( (lv_sheets_8_0= ruleSheetPlacement ) )
            	    {
            	    // InternalBanneret.g:4876:4: ( (lv_sheets_8_0= ruleSheetPlacement ) )
            	    // InternalBanneret.g:4877:5: (lv_sheets_8_0= ruleSheetPlacement )
            	    {
            	    // InternalBanneret.g:4877:5: (lv_sheets_8_0= ruleSheetPlacement )
            	    // InternalBanneret.g:4878:6: lv_sheets_8_0= ruleSheetPlacement
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSheetsSheetPlacementParserRuleCall_6_1_0());
            	    					
            	    pushFollow(FOLLOW_99);
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
            	    // InternalBanneret.g:4896:4: (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:4896:4: (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) )
            	    // InternalBanneret.g:4897:5: otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) )
            	    {
            	    otherlv_9=(Token)match(input,104,FOLLOW_10); 

            	    					newLeafNode(otherlv_9, grammarAccess.getScenarioAccess().getTurnsKeyword_6_2_0());
            	    				
            	    // InternalBanneret.g:4901:5: ( (lv_firstTurn_10_0= RULE_INT ) )
            	    // InternalBanneret.g:4902:6: (lv_firstTurn_10_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:4902:6: (lv_firstTurn_10_0= RULE_INT )
            	    // InternalBanneret.g:4903:7: lv_firstTurn_10_0= RULE_INT
            	    {
            	    lv_firstTurn_10_0=(Token)match(input,RULE_INT,FOLLOW_54); 

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

            	    otherlv_11=(Token)match(input,70,FOLLOW_10); 

            	    					newLeafNode(otherlv_11, grammarAccess.getScenarioAccess().getToKeyword_6_2_2());
            	    				
            	    // InternalBanneret.g:4923:5: ( (lv_lastTurn_12_0= RULE_INT ) )
            	    // InternalBanneret.g:4924:6: (lv_lastTurn_12_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:4924:6: (lv_lastTurn_12_0= RULE_INT )
            	    // InternalBanneret.g:4925:7: lv_lastTurn_12_0= RULE_INT
            	    {
            	    lv_lastTurn_12_0=(Token)match(input,RULE_INT,FOLLOW_99); 

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
            	    // InternalBanneret.g:4943:4: ( (lv_variantSettings_13_0= ruleVariantSetting ) )
            	    {
            	    // InternalBanneret.g:4943:4: ( (lv_variantSettings_13_0= ruleVariantSetting ) )
            	    // InternalBanneret.g:4944:5: (lv_variantSettings_13_0= ruleVariantSetting )
            	    {
            	    // InternalBanneret.g:4944:5: (lv_variantSettings_13_0= ruleVariantSetting )
            	    // InternalBanneret.g:4945:6: lv_variantSettings_13_0= ruleVariantSetting
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getVariantSettingsVariantSettingParserRuleCall_6_3_0());
            	    					
            	    pushFollow(FOLLOW_99);
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
            	    // InternalBanneret.g:4963:4: ( (lv_sides_14_0= ruleSide ) )
            	    {
            	    // InternalBanneret.g:4963:4: ( (lv_sides_14_0= ruleSide ) )
            	    // InternalBanneret.g:4964:5: (lv_sides_14_0= ruleSide )
            	    {
            	    // InternalBanneret.g:4964:5: (lv_sides_14_0= ruleSide )
            	    // InternalBanneret.g:4965:6: lv_sides_14_0= ruleSide
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSidesSideParserRuleCall_6_4_0());
            	    					
            	    pushFollow(FOLLOW_99);
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
            	    // InternalBanneret.g:4983:4: ( (lv_specialRules_15_0= ruleSpecialRule ) )
            	    {
            	    // InternalBanneret.g:4983:4: ( (lv_specialRules_15_0= ruleSpecialRule ) )
            	    // InternalBanneret.g:4984:5: (lv_specialRules_15_0= ruleSpecialRule )
            	    {
            	    // InternalBanneret.g:4984:5: (lv_specialRules_15_0= ruleSpecialRule )
            	    // InternalBanneret.g:4985:6: lv_specialRules_15_0= ruleSpecialRule
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSpecialRulesSpecialRuleParserRuleCall_6_5_0());
            	    					
            	    pushFollow(FOLLOW_99);
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
            	    // InternalBanneret.g:5003:4: ( (lv_links_16_0= ruleScenarioLink ) )
            	    {
            	    // InternalBanneret.g:5003:4: ( (lv_links_16_0= ruleScenarioLink ) )
            	    // InternalBanneret.g:5004:5: (lv_links_16_0= ruleScenarioLink )
            	    {
            	    // InternalBanneret.g:5004:5: (lv_links_16_0= ruleScenarioLink )
            	    // InternalBanneret.g:5005:6: lv_links_16_0= ruleScenarioLink
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getLinksScenarioLinkParserRuleCall_6_6_0());
            	    					
            	    pushFollow(FOLLOW_99);
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
            	    // InternalBanneret.g:5023:4: ( (lv_waivers_17_0= ruleRuleWaiver ) )
            	    {
            	    // InternalBanneret.g:5023:4: ( (lv_waivers_17_0= ruleRuleWaiver ) )
            	    // InternalBanneret.g:5024:5: (lv_waivers_17_0= ruleRuleWaiver )
            	    {
            	    // InternalBanneret.g:5024:5: (lv_waivers_17_0= ruleRuleWaiver )
            	    // InternalBanneret.g:5025:6: lv_waivers_17_0= ruleRuleWaiver
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getWaiversRuleWaiverParserRuleCall_6_7_0());
            	    					
            	    pushFollow(FOLLOW_99);
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

            	default :
            	    break loop78;
                }
            } while (true);

            otherlv_18=(Token)match(input,28,FOLLOW_2); 

            			newLeafNode(otherlv_18, grammarAccess.getScenarioAccess().getRightCurlyBracketKeyword_7());
            		

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
    // InternalBanneret.g:5051:1: entryRuleSheetPlacement returns [EObject current=null] : iv_ruleSheetPlacement= ruleSheetPlacement EOF ;
    public final EObject entryRuleSheetPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSheetPlacement = null;


        try {
            // InternalBanneret.g:5051:55: (iv_ruleSheetPlacement= ruleSheetPlacement EOF )
            // InternalBanneret.g:5052:2: iv_ruleSheetPlacement= ruleSheetPlacement EOF
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
    // InternalBanneret.g:5058:1: ruleSheetPlacement returns [EObject current=null] : (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? ) ;
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
            // InternalBanneret.g:5064:2: ( (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? ) )
            // InternalBanneret.g:5065:2: (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? )
            {
            // InternalBanneret.g:5065:2: (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? )
            // InternalBanneret.g:5066:3: otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )?
            {
            otherlv_0=(Token)match(input,76,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSheetPlacementAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:5070:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:5071:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:5071:4: ( ruleQualifiedName )
            // InternalBanneret.g:5072:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getSheetPlacementRule());
            					}
            				

            					newCompositeNode(grammarAccess.getSheetPlacementAccess().getMapHexMapCrossReference_1_0());
            				
            pushFollow(FOLLOW_100);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:5086:3: (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )?
            int alt79=2;
            int LA79_0 = input.LA(1);

            if ( (LA79_0==105) ) {
                alt79=1;
            }
            switch (alt79) {
                case 1 :
                    // InternalBanneret.g:5087:4: otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) )
                    {
                    otherlv_2=(Token)match(input,105,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getSheetPlacementAccess().getAsKeyword_2_0());
                    			
                    // InternalBanneret.g:5091:4: ( (lv_id_3_0= RULE_ID ) )
                    // InternalBanneret.g:5092:5: (lv_id_3_0= RULE_ID )
                    {
                    // InternalBanneret.g:5092:5: (lv_id_3_0= RULE_ID )
                    // InternalBanneret.g:5093:6: lv_id_3_0= RULE_ID
                    {
                    lv_id_3_0=(Token)match(input,RULE_ID,FOLLOW_101); 

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

            // InternalBanneret.g:5110:3: (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )?
            int alt80=2;
            int LA80_0 = input.LA(1);

            if ( (LA80_0==106) ) {
                alt80=1;
            }
            switch (alt80) {
                case 1 :
                    // InternalBanneret.g:5111:4: otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) )
                    {
                    otherlv_4=(Token)match(input,106,FOLLOW_22); 

                    				newLeafNode(otherlv_4, grammarAccess.getSheetPlacementAccess().getOffsetKeyword_3_0());
                    			
                    // InternalBanneret.g:5115:4: ( (lv_columnOffset_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:5116:5: (lv_columnOffset_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:5116:5: (lv_columnOffset_5_0= ruleSignedInt )
                    // InternalBanneret.g:5117:6: lv_columnOffset_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getSheetPlacementAccess().getColumnOffsetSignedIntParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_102);
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

                    otherlv_6=(Token)match(input,35,FOLLOW_22); 

                    				newLeafNode(otherlv_6, grammarAccess.getSheetPlacementAccess().getCommaKeyword_3_2());
                    			
                    // InternalBanneret.g:5138:4: ( (lv_rowOffset_7_0= ruleSignedInt ) )
                    // InternalBanneret.g:5139:5: (lv_rowOffset_7_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:5139:5: (lv_rowOffset_7_0= ruleSignedInt )
                    // InternalBanneret.g:5140:6: lv_rowOffset_7_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getSheetPlacementAccess().getRowOffsetSignedIntParserRuleCall_3_3_0());
                    					
                    pushFollow(FOLLOW_103);
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

            // InternalBanneret.g:5158:3: (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )?
            int alt81=2;
            int LA81_0 = input.LA(1);

            if ( (LA81_0==107) ) {
                alt81=1;
            }
            switch (alt81) {
                case 1 :
                    // InternalBanneret.g:5159:4: otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) )
                    {
                    otherlv_8=(Token)match(input,107,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getSheetPlacementAccess().getRotatedKeyword_4_0());
                    			
                    // InternalBanneret.g:5163:4: ( (lv_rotation_9_0= RULE_INT ) )
                    // InternalBanneret.g:5164:5: (lv_rotation_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:5164:5: (lv_rotation_9_0= RULE_INT )
                    // InternalBanneret.g:5165:6: lv_rotation_9_0= RULE_INT
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
    // InternalBanneret.g:5186:1: entryRuleVariantSetting returns [EObject current=null] : iv_ruleVariantSetting= ruleVariantSetting EOF ;
    public final EObject entryRuleVariantSetting() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantSetting = null;


        try {
            // InternalBanneret.g:5186:55: (iv_ruleVariantSetting= ruleVariantSetting EOF )
            // InternalBanneret.g:5187:2: iv_ruleVariantSetting= ruleVariantSetting EOF
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
    // InternalBanneret.g:5193:1: ruleVariantSetting returns [EObject current=null] : (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) ) ;
    public final EObject ruleVariantSetting() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        AntlrDatatypeRuleToken lv_value_3_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5199:2: ( (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) ) )
            // InternalBanneret.g:5200:2: (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) )
            {
            // InternalBanneret.g:5200:2: (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) )
            // InternalBanneret.g:5201:3: otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) )
            {
            otherlv_0=(Token)match(input,27,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getVariantSettingAccess().getVariantKeyword_0());
            		
            // InternalBanneret.g:5205:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:5206:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:5206:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:5207:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getVariantSettingRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_104); 

            					newLeafNode(otherlv_1, grammarAccess.getVariantSettingAccess().getVariantVariantDefinitionCrossReference_1_0());
            				

            }


            }

            otherlv_2=(Token)match(input,97,FOLLOW_63); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantSettingAccess().getEqualsSignKeyword_2());
            		
            // InternalBanneret.g:5222:3: ( (lv_value_3_0= ruleValue ) )
            // InternalBanneret.g:5223:4: (lv_value_3_0= ruleValue )
            {
            // InternalBanneret.g:5223:4: (lv_value_3_0= ruleValue )
            // InternalBanneret.g:5224:5: lv_value_3_0= ruleValue
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
    // InternalBanneret.g:5245:1: entryRuleSide returns [EObject current=null] : iv_ruleSide= ruleSide EOF ;
    public final EObject entryRuleSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSide = null;


        try {
            // InternalBanneret.g:5245:45: (iv_ruleSide= ruleSide EOF )
            // InternalBanneret.g:5246:2: iv_ruleSide= ruleSide EOF
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
    // InternalBanneret.g:5252:1: ruleSide returns [EObject current=null] : (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' ) ;
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
            // InternalBanneret.g:5258:2: ( (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' ) )
            // InternalBanneret.g:5259:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' )
            {
            // InternalBanneret.g:5259:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' )
            // InternalBanneret.g:5260:3: otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}'
            {
            otherlv_0=(Token)match(input,50,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSideAccess().getSideKeyword_0());
            		
            // InternalBanneret.g:5264:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:5265:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:5265:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:5266:5: lv_name_1_0= RULE_ID
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

            // InternalBanneret.g:5282:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt82=2;
            int LA82_0 = input.LA(1);

            if ( (LA82_0==RULE_STRING) ) {
                alt82=1;
            }
            switch (alt82) {
                case 1 :
                    // InternalBanneret.g:5283:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5283:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:5284:5: lv_title_2_0= RULE_STRING
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

            otherlv_3=(Token)match(input,13,FOLLOW_105); 

            			newLeafNode(otherlv_3, grammarAccess.getSideAccess().getLeftCurlyBracketKeyword_3());
            		
            // InternalBanneret.g:5304:3: ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )*
            loop85:
            do {
                int alt85=11;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt85=1;
                    }
                    break;
                case 16:
                    {
                    alt85=2;
                    }
                    break;
                case 29:
                    {
                    alt85=3;
                    }
                    break;
                case 108:
                    {
                    alt85=4;
                    }
                    break;
                case 109:
                    {
                    alt85=5;
                    }
                    break;
                case 111:
                    {
                    alt85=6;
                    }
                    break;
                case 112:
                    {
                    alt85=7;
                    }
                    break;
                case 113:
                    {
                    alt85=8;
                    }
                    break;
                case 114:
                    {
                    alt85=9;
                    }
                    break;
                case RULE_ID:
                case RULE_INT:
                case 24:
                case 115:
                    {
                    alt85=10;
                    }
                    break;

                }

                switch (alt85) {
            	case 1 :
            	    // InternalBanneret.g:5305:4: (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5305:4: (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5306:5: otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) )
            	    {
            	    otherlv_4=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_4, grammarAccess.getSideAccess().getDescriptionKeyword_4_0_0());
            	    				
            	    // InternalBanneret.g:5310:5: ( (lv_description_5_0= RULE_STRING ) )
            	    // InternalBanneret.g:5311:6: (lv_description_5_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5311:6: (lv_description_5_0= RULE_STRING )
            	    // InternalBanneret.g:5312:7: lv_description_5_0= RULE_STRING
            	    {
            	    lv_description_5_0=(Token)match(input,RULE_STRING,FOLLOW_105); 

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
            	    // InternalBanneret.g:5330:4: (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:5330:4: (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )
            	    // InternalBanneret.g:5331:5: otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
            	    {
            	    otherlv_6=(Token)match(input,16,FOLLOW_4); 

            	    					newLeafNode(otherlv_6, grammarAccess.getSideAccess().getNationalityKeyword_4_1_0());
            	    				
            	    // InternalBanneret.g:5335:5: ( (otherlv_7= RULE_ID ) )
            	    // InternalBanneret.g:5336:6: (otherlv_7= RULE_ID )
            	    {
            	    // InternalBanneret.g:5336:6: (otherlv_7= RULE_ID )
            	    // InternalBanneret.g:5337:7: otherlv_7= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    						
            	    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_106); 

            	    							newLeafNode(otherlv_7, grammarAccess.getSideAccess().getNationalitiesNationalityCrossReference_4_1_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:5348:5: (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
            	    loop83:
            	    do {
            	        int alt83=2;
            	        int LA83_0 = input.LA(1);

            	        if ( (LA83_0==35) ) {
            	            alt83=1;
            	        }


            	        switch (alt83) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5349:6: otherlv_8= ',' ( (otherlv_9= RULE_ID ) )
            	    	    {
            	    	    otherlv_8=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_8, grammarAccess.getSideAccess().getCommaKeyword_4_1_2_0());
            	    	    					
            	    	    // InternalBanneret.g:5353:6: ( (otherlv_9= RULE_ID ) )
            	    	    // InternalBanneret.g:5354:7: (otherlv_9= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:5354:7: (otherlv_9= RULE_ID )
            	    	    // InternalBanneret.g:5355:8: otherlv_9= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getSideRule());
            	    	    								}
            	    	    							
            	    	    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_106); 

            	    	    								newLeafNode(otherlv_9, grammarAccess.getSideAccess().getNationalitiesNationalityCrossReference_4_1_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop83;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:5369:4: (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5369:4: (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5370:5: otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) )
            	    {
            	    otherlv_10=(Token)match(input,29,FOLLOW_8); 

            	    					newLeafNode(otherlv_10, grammarAccess.getSideAccess().getColorKeyword_4_2_0());
            	    				
            	    // InternalBanneret.g:5374:5: ( (lv_color_11_0= RULE_STRING ) )
            	    // InternalBanneret.g:5375:6: (lv_color_11_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5375:6: (lv_color_11_0= RULE_STRING )
            	    // InternalBanneret.g:5376:7: lv_color_11_0= RULE_STRING
            	    {
            	    lv_color_11_0=(Token)match(input,RULE_STRING,FOLLOW_105); 

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
            	    // InternalBanneret.g:5394:4: ( (lv_initiative_12_0= 'initiative' ) )
            	    {
            	    // InternalBanneret.g:5394:4: ( (lv_initiative_12_0= 'initiative' ) )
            	    // InternalBanneret.g:5395:5: (lv_initiative_12_0= 'initiative' )
            	    {
            	    // InternalBanneret.g:5395:5: (lv_initiative_12_0= 'initiative' )
            	    // InternalBanneret.g:5396:6: lv_initiative_12_0= 'initiative'
            	    {
            	    lv_initiative_12_0=(Token)match(input,108,FOLLOW_105); 

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
            	    // InternalBanneret.g:5409:4: (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5409:4: (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5410:5: otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) )
            	    {
            	    otherlv_13=(Token)match(input,109,FOLLOW_107); 

            	    					newLeafNode(otherlv_13, grammarAccess.getSideAccess().getSetupKeyword_4_4_0());
            	    				
            	    otherlv_14=(Token)match(input,110,FOLLOW_10); 

            	    					newLeafNode(otherlv_14, grammarAccess.getSideAccess().getOrderKeyword_4_4_1());
            	    				
            	    // InternalBanneret.g:5418:5: ( (lv_setupOrder_15_0= RULE_INT ) )
            	    // InternalBanneret.g:5419:6: (lv_setupOrder_15_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5419:6: (lv_setupOrder_15_0= RULE_INT )
            	    // InternalBanneret.g:5420:7: lv_setupOrder_15_0= RULE_INT
            	    {
            	    lv_setupOrder_15_0=(Token)match(input,RULE_INT,FOLLOW_105); 

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
            	    // InternalBanneret.g:5438:4: (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5438:4: (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5439:5: otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) )
            	    {
            	    otherlv_16=(Token)match(input,111,FOLLOW_8); 

            	    					newLeafNode(otherlv_16, grammarAccess.getSideAccess().getRoleKeyword_4_5_0());
            	    				
            	    // InternalBanneret.g:5443:5: ( (lv_role_17_0= RULE_STRING ) )
            	    // InternalBanneret.g:5444:6: (lv_role_17_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5444:6: (lv_role_17_0= RULE_STRING )
            	    // InternalBanneret.g:5445:7: lv_role_17_0= RULE_STRING
            	    {
            	    lv_role_17_0=(Token)match(input,RULE_STRING,FOLLOW_105); 

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
            	    // InternalBanneret.g:5463:4: (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) )
            	    {
            	    // InternalBanneret.g:5463:4: (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) )
            	    // InternalBanneret.g:5464:5: otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) )
            	    {
            	    otherlv_18=(Token)match(input,112,FOLLOW_22); 

            	    					newLeafNode(otherlv_18, grammarAccess.getSideAccess().getMoraleKeyword_4_6_0());
            	    				
            	    // InternalBanneret.g:5468:5: ( (lv_morale_19_0= ruleSignedInt ) )
            	    // InternalBanneret.g:5469:6: (lv_morale_19_0= ruleSignedInt )
            	    {
            	    // InternalBanneret.g:5469:6: (lv_morale_19_0= ruleSignedInt )
            	    // InternalBanneret.g:5470:7: lv_morale_19_0= ruleSignedInt
            	    {

            	    							newCompositeNode(grammarAccess.getSideAccess().getMoraleSignedIntParserRuleCall_4_6_1_0());
            	    						
            	    pushFollow(FOLLOW_105);
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
            	    // InternalBanneret.g:5489:4: (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5489:4: (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5490:5: otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) )
            	    {
            	    otherlv_20=(Token)match(input,113,FOLLOW_10); 

            	    					newLeafNode(otherlv_20, grammarAccess.getSideAccess().getBannersKeyword_4_7_0());
            	    				
            	    // InternalBanneret.g:5494:5: ( (lv_banners_21_0= RULE_INT ) )
            	    // InternalBanneret.g:5495:6: (lv_banners_21_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5495:6: (lv_banners_21_0= RULE_INT )
            	    // InternalBanneret.g:5496:7: lv_banners_21_0= RULE_INT
            	    {
            	    lv_banners_21_0=(Token)match(input,RULE_INT,FOLLOW_105); 

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
            	    // InternalBanneret.g:5514:4: (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' )
            	    {
            	    // InternalBanneret.g:5514:4: (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' )
            	    // InternalBanneret.g:5515:5: otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}'
            	    {
            	    otherlv_22=(Token)match(input,114,FOLLOW_6); 

            	    					newLeafNode(otherlv_22, grammarAccess.getSideAccess().getVictoryKeyword_4_8_0());
            	    				
            	    otherlv_23=(Token)match(input,13,FOLLOW_108); 

            	    					newLeafNode(otherlv_23, grammarAccess.getSideAccess().getLeftCurlyBracketKeyword_4_8_1());
            	    				
            	    // InternalBanneret.g:5523:5: ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )*
            	    loop84:
            	    do {
            	        int alt84=3;
            	        int LA84_0 = input.LA(1);

            	        if ( (LA84_0==132) ) {
            	            alt84=1;
            	        }
            	        else if ( (LA84_0==RULE_INT||(LA84_0>=155 && LA84_0<=156)) ) {
            	            alt84=2;
            	        }


            	        switch (alt84) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5524:6: ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) )
            	    	    {
            	    	    // InternalBanneret.g:5524:6: ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) )
            	    	    // InternalBanneret.g:5525:7: (lv_automaticVictory_24_0= ruleAutomaticCondition )
            	    	    {
            	    	    // InternalBanneret.g:5525:7: (lv_automaticVictory_24_0= ruleAutomaticCondition )
            	    	    // InternalBanneret.g:5526:8: lv_automaticVictory_24_0= ruleAutomaticCondition
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getSideAccess().getAutomaticVictoryAutomaticConditionParserRuleCall_4_8_2_0_0());
            	    	    							
            	    	    pushFollow(FOLLOW_108);
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
            	    	    // InternalBanneret.g:5544:6: ( (lv_victoryPoints_25_0= ruleVictoryPoints ) )
            	    	    {
            	    	    // InternalBanneret.g:5544:6: ( (lv_victoryPoints_25_0= ruleVictoryPoints ) )
            	    	    // InternalBanneret.g:5545:7: (lv_victoryPoints_25_0= ruleVictoryPoints )
            	    	    {
            	    	    // InternalBanneret.g:5545:7: (lv_victoryPoints_25_0= ruleVictoryPoints )
            	    	    // InternalBanneret.g:5546:8: lv_victoryPoints_25_0= ruleVictoryPoints
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getSideAccess().getVictoryPointsVictoryPointsParserRuleCall_4_8_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_108);
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
            	    	    break loop84;
            	        }
            	    } while (true);

            	    otherlv_26=(Token)match(input,28,FOLLOW_105); 

            	    					newLeafNode(otherlv_26, grammarAccess.getSideAccess().getRightCurlyBracketKeyword_4_8_3());
            	    				

            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:5570:4: ( (lv_elements_27_0= ruleForceElement ) )
            	    {
            	    // InternalBanneret.g:5570:4: ( (lv_elements_27_0= ruleForceElement ) )
            	    // InternalBanneret.g:5571:5: (lv_elements_27_0= ruleForceElement )
            	    {
            	    // InternalBanneret.g:5571:5: (lv_elements_27_0= ruleForceElement )
            	    // InternalBanneret.g:5572:6: lv_elements_27_0= ruleForceElement
            	    {

            	    						newCompositeNode(grammarAccess.getSideAccess().getElementsForceElementParserRuleCall_4_9_0());
            	    					
            	    pushFollow(FOLLOW_105);
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
            	    break loop85;
                }
            } while (true);

            otherlv_28=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:5598:1: entryRuleForceElement returns [EObject current=null] : iv_ruleForceElement= ruleForceElement EOF ;
    public final EObject entryRuleForceElement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleForceElement = null;


        try {
            // InternalBanneret.g:5598:53: (iv_ruleForceElement= ruleForceElement EOF )
            // InternalBanneret.g:5599:2: iv_ruleForceElement= ruleForceElement EOF
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
    // InternalBanneret.g:5605:1: ruleForceElement returns [EObject current=null] : (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit ) ;
    public final EObject ruleForceElement() throws RecognitionException {
        EObject current = null;

        EObject this_Formation_0 = null;

        EObject this_Unit_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5611:2: ( (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit ) )
            // InternalBanneret.g:5612:2: (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit )
            {
            // InternalBanneret.g:5612:2: (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit )
            int alt86=2;
            int LA86_0 = input.LA(1);

            if ( (LA86_0==115) ) {
                alt86=1;
            }
            else if ( ((LA86_0>=RULE_ID && LA86_0<=RULE_INT)||LA86_0==24) ) {
                alt86=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 86, 0, input);

                throw nvae;
            }
            switch (alt86) {
                case 1 :
                    // InternalBanneret.g:5613:3: this_Formation_0= ruleFormation
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
                    // InternalBanneret.g:5622:3: this_Unit_1= ruleUnit
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
    // InternalBanneret.g:5634:1: entryRuleFormation returns [EObject current=null] : iv_ruleFormation= ruleFormation EOF ;
    public final EObject entryRuleFormation() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFormation = null;


        try {
            // InternalBanneret.g:5634:50: (iv_ruleFormation= ruleFormation EOF )
            // InternalBanneret.g:5635:2: iv_ruleFormation= ruleFormation EOF
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
    // InternalBanneret.g:5641:1: ruleFormation returns [EObject current=null] : (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' ) ;
    public final EObject ruleFormation() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        EObject lv_elements_7_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5647:2: ( (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' ) )
            // InternalBanneret.g:5648:2: (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' )
            {
            // InternalBanneret.g:5648:2: (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' )
            // InternalBanneret.g:5649:3: otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}'
            {
            otherlv_0=(Token)match(input,115,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getFormationAccess().getFormationKeyword_0());
            		
            // InternalBanneret.g:5653:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:5654:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:5654:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:5655:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_109); 

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

            // InternalBanneret.g:5671:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt87=2;
            int LA87_0 = input.LA(1);

            if ( (LA87_0==RULE_STRING) ) {
                alt87=1;
            }
            switch (alt87) {
                case 1 :
                    // InternalBanneret.g:5672:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5672:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:5673:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_110); 

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

            // InternalBanneret.g:5689:3: (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )?
            int alt88=2;
            int LA88_0 = input.LA(1);

            if ( (LA88_0==116) ) {
                alt88=1;
            }
            switch (alt88) {
                case 1 :
                    // InternalBanneret.g:5690:4: otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_3=(Token)match(input,116,FOLLOW_111); 

                    				newLeafNode(otherlv_3, grammarAccess.getFormationAccess().getCommandedKeyword_3_0());
                    			
                    otherlv_4=(Token)match(input,117,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getFormationAccess().getByKeyword_3_1());
                    			
                    // InternalBanneret.g:5698:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:5699:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:5699:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:5700:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getFormationRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_6); 

                    						newLeafNode(otherlv_5, grammarAccess.getFormationAccess().getCommanderUnitCrossReference_3_2_0());
                    					

                    }


                    }


                    }
                    break;

            }

            otherlv_6=(Token)match(input,13,FOLLOW_105); 

            			newLeafNode(otherlv_6, grammarAccess.getFormationAccess().getLeftCurlyBracketKeyword_4());
            		
            // InternalBanneret.g:5716:3: ( (lv_elements_7_0= ruleForceElement ) )*
            loop89:
            do {
                int alt89=2;
                int LA89_0 = input.LA(1);

                if ( ((LA89_0>=RULE_ID && LA89_0<=RULE_INT)||LA89_0==24||LA89_0==115) ) {
                    alt89=1;
                }


                switch (alt89) {
            	case 1 :
            	    // InternalBanneret.g:5717:4: (lv_elements_7_0= ruleForceElement )
            	    {
            	    // InternalBanneret.g:5717:4: (lv_elements_7_0= ruleForceElement )
            	    // InternalBanneret.g:5718:5: lv_elements_7_0= ruleForceElement
            	    {

            	    					newCompositeNode(grammarAccess.getFormationAccess().getElementsForceElementParserRuleCall_5_0());
            	    				
            	    pushFollow(FOLLOW_105);
            	    lv_elements_7_0=ruleForceElement();

            	    state._fsp--;


            	    					if (current==null) {
            	    						current = createModelElementForParent(grammarAccess.getFormationRule());
            	    					}
            	    					add(
            	    						current,
            	    						"elements",
            	    						lv_elements_7_0,
            	    						"org.banneret.dsl.Banneret.ForceElement");
            	    					afterParserOrEnumRuleCall();
            	    				

            	    }


            	    }
            	    break;

            	default :
            	    break loop89;
                }
            } while (true);

            otherlv_8=(Token)match(input,28,FOLLOW_2); 

            			newLeafNode(otherlv_8, grammarAccess.getFormationAccess().getRightCurlyBracketKeyword_6());
            		

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
    // InternalBanneret.g:5743:1: entryRuleUnit returns [EObject current=null] : iv_ruleUnit= ruleUnit EOF ;
    public final EObject entryRuleUnit() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnit = null;


        try {
            // InternalBanneret.g:5743:45: (iv_ruleUnit= ruleUnit EOF )
            // InternalBanneret.g:5744:2: iv_ruleUnit= ruleUnit EOF
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
    // InternalBanneret.g:5750:1: ruleUnit returns [EObject current=null] : ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? ) ;
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
        Token lv_description_37_0=null;
        Token otherlv_39=null;
        Token otherlv_41=null;
        AntlrDatatypeRuleToken lv_fatigue_14_0 = null;

        Enumerator lv_state_22_0 = null;

        AntlrDatatypeRuleToken lv_traits_25_0 = null;

        AntlrDatatypeRuleToken lv_traits_27_0 = null;

        EObject lv_markers_29_0 = null;

        EObject lv_overrides_31_0 = null;

        EObject lv_placement_38_0 = null;

        EObject lv_elements_40_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5756:2: ( ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? ) )
            // InternalBanneret.g:5757:2: ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? )
            {
            // InternalBanneret.g:5757:2: ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? )
            // InternalBanneret.g:5758:3: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )?
            {
            // InternalBanneret.g:5758:3: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) )
            int alt94=3;
            switch ( input.LA(1) ) {
            case RULE_INT:
                {
                alt94=1;
                }
                break;
            case RULE_ID:
                {
                alt94=2;
                }
                break;
            case 24:
                {
                alt94=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 94, 0, input);

                throw nvae;
            }

            switch (alt94) {
                case 1 :
                    // InternalBanneret.g:5759:4: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? )
                    {
                    // InternalBanneret.g:5759:4: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? )
                    // InternalBanneret.g:5760:5: ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
                    {
                    // InternalBanneret.g:5760:5: ( (lv_count_0_0= RULE_INT ) )
                    // InternalBanneret.g:5761:6: (lv_count_0_0= RULE_INT )
                    {
                    // InternalBanneret.g:5761:6: (lv_count_0_0= RULE_INT )
                    // InternalBanneret.g:5762:7: lv_count_0_0= RULE_INT
                    {
                    lv_count_0_0=(Token)match(input,RULE_INT,FOLLOW_57); 

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

                    otherlv_1=(Token)match(input,72,FOLLOW_4); 

                    					newLeafNode(otherlv_1, grammarAccess.getUnitAccess().getXKeyword_0_0_1());
                    				
                    // InternalBanneret.g:5782:5: ( (otherlv_2= RULE_ID ) )
                    // InternalBanneret.g:5783:6: (otherlv_2= RULE_ID )
                    {
                    // InternalBanneret.g:5783:6: (otherlv_2= RULE_ID )
                    // InternalBanneret.g:5784:7: otherlv_2= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_112); 

                    							newLeafNode(otherlv_2, grammarAccess.getUnitAccess().getTypeUnitTypeCrossReference_0_0_2_0());
                    						

                    }


                    }

                    // InternalBanneret.g:5795:5: (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
                    int alt90=2;
                    int LA90_0 = input.LA(1);

                    if ( (LA90_0==73) ) {
                        alt90=1;
                    }
                    switch (alt90) {
                        case 1 :
                            // InternalBanneret.g:5796:6: otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']'
                            {
                            otherlv_3=(Token)match(input,73,FOLLOW_10); 

                            						newLeafNode(otherlv_3, grammarAccess.getUnitAccess().getLeftSquareBracketKeyword_0_0_3_0());
                            					
                            // InternalBanneret.g:5800:6: ( (lv_armour_4_0= RULE_INT ) )
                            // InternalBanneret.g:5801:7: (lv_armour_4_0= RULE_INT )
                            {
                            // InternalBanneret.g:5801:7: (lv_armour_4_0= RULE_INT )
                            // InternalBanneret.g:5802:8: lv_armour_4_0= RULE_INT
                            {
                            lv_armour_4_0=(Token)match(input,RULE_INT,FOLLOW_59); 

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

                            otherlv_5=(Token)match(input,74,FOLLOW_113); 

                            						newLeafNode(otherlv_5, grammarAccess.getUnitAccess().getRightSquareBracketKeyword_0_0_3_2());
                            					

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:5825:4: ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? )
                    {
                    // InternalBanneret.g:5825:4: ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? )
                    // InternalBanneret.g:5826:5: ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )?
                    {
                    // InternalBanneret.g:5826:5: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:5827:6: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:5827:6: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:5828:7: otherlv_6= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_4); 

                    							newLeafNode(otherlv_6, grammarAccess.getUnitAccess().getTypeUnitTypeCrossReference_0_1_0_0());
                    						

                    }


                    }

                    // InternalBanneret.g:5839:5: ( (lv_name_7_0= RULE_ID ) )
                    // InternalBanneret.g:5840:6: (lv_name_7_0= RULE_ID )
                    {
                    // InternalBanneret.g:5840:6: (lv_name_7_0= RULE_ID )
                    // InternalBanneret.g:5841:7: lv_name_7_0= RULE_ID
                    {
                    lv_name_7_0=(Token)match(input,RULE_ID,FOLLOW_114); 

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

                    // InternalBanneret.g:5857:5: ( (lv_title_8_0= RULE_STRING ) )?
                    int alt91=2;
                    int LA91_0 = input.LA(1);

                    if ( (LA91_0==RULE_STRING) ) {
                        alt91=1;
                    }
                    switch (alt91) {
                        case 1 :
                            // InternalBanneret.g:5858:6: (lv_title_8_0= RULE_STRING )
                            {
                            // InternalBanneret.g:5858:6: (lv_title_8_0= RULE_STRING )
                            // InternalBanneret.g:5859:7: lv_title_8_0= RULE_STRING
                            {
                            lv_title_8_0=(Token)match(input,RULE_STRING,FOLLOW_113); 

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
                    // InternalBanneret.g:5877:4: (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? )
                    {
                    // InternalBanneret.g:5877:4: (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? )
                    // InternalBanneret.g:5878:5: otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )?
                    {
                    otherlv_9=(Token)match(input,24,FOLLOW_4); 

                    					newLeafNode(otherlv_9, grammarAccess.getUnitAccess().getCounterKeyword_0_2_0());
                    				
                    // InternalBanneret.g:5882:5: ( (otherlv_10= RULE_ID ) )
                    // InternalBanneret.g:5883:6: (otherlv_10= RULE_ID )
                    {
                    // InternalBanneret.g:5883:6: (otherlv_10= RULE_ID )
                    // InternalBanneret.g:5884:7: otherlv_10= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_115); 

                    							newLeafNode(otherlv_10, grammarAccess.getUnitAccess().getTemplateCounterTemplateCrossReference_0_2_1_0());
                    						

                    }


                    }

                    // InternalBanneret.g:5895:5: ( (lv_name_11_0= RULE_ID ) )?
                    int alt92=2;
                    alt92 = dfa92.predict(input);
                    switch (alt92) {
                        case 1 :
                            // InternalBanneret.g:5896:6: (lv_name_11_0= RULE_ID )
                            {
                            // InternalBanneret.g:5896:6: (lv_name_11_0= RULE_ID )
                            // InternalBanneret.g:5897:7: lv_name_11_0= RULE_ID
                            {
                            lv_name_11_0=(Token)match(input,RULE_ID,FOLLOW_114); 

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

                    // InternalBanneret.g:5913:5: ( (lv_title_12_0= RULE_STRING ) )?
                    int alt93=2;
                    int LA93_0 = input.LA(1);

                    if ( (LA93_0==RULE_STRING) ) {
                        alt93=1;
                    }
                    switch (alt93) {
                        case 1 :
                            // InternalBanneret.g:5914:6: (lv_title_12_0= RULE_STRING )
                            {
                            // InternalBanneret.g:5914:6: (lv_title_12_0= RULE_STRING )
                            // InternalBanneret.g:5915:7: lv_title_12_0= RULE_STRING
                            {
                            lv_title_12_0=(Token)match(input,RULE_STRING,FOLLOW_113); 

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

            // InternalBanneret.g:5933:3: (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )?
            int alt95=2;
            int LA95_0 = input.LA(1);

            if ( (LA95_0==101) ) {
                alt95=1;
            }
            switch (alt95) {
                case 1 :
                    // InternalBanneret.g:5934:4: otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')'
                    {
                    otherlv_13=(Token)match(input,101,FOLLOW_4); 

                    				newLeafNode(otherlv_13, grammarAccess.getUnitAccess().getLeftParenthesisKeyword_1_0());
                    			
                    // InternalBanneret.g:5938:4: ( (lv_fatigue_14_0= ruleFatigue ) )
                    // InternalBanneret.g:5939:5: (lv_fatigue_14_0= ruleFatigue )
                    {
                    // InternalBanneret.g:5939:5: (lv_fatigue_14_0= ruleFatigue )
                    // InternalBanneret.g:5940:6: lv_fatigue_14_0= ruleFatigue
                    {

                    						newCompositeNode(grammarAccess.getUnitAccess().getFatigueFatigueParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_98);
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

                    otherlv_15=(Token)match(input,102,FOLLOW_116); 

                    				newLeafNode(otherlv_15, grammarAccess.getUnitAccess().getRightParenthesisKeyword_1_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:5962:3: (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )?
            int alt96=2;
            int LA96_0 = input.LA(1);

            if ( (LA96_0==35) ) {
                alt96=1;
            }
            switch (alt96) {
                case 1 :
                    // InternalBanneret.g:5963:4: otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) )
                    {
                    otherlv_16=(Token)match(input,35,FOLLOW_117); 

                    				newLeafNode(otherlv_16, grammarAccess.getUnitAccess().getCommaKeyword_2_0());
                    			
                    // InternalBanneret.g:5967:4: ( (lv_banner_17_0= 'banner' ) )
                    // InternalBanneret.g:5968:5: (lv_banner_17_0= 'banner' )
                    {
                    // InternalBanneret.g:5968:5: (lv_banner_17_0= 'banner' )
                    // InternalBanneret.g:5969:6: lv_banner_17_0= 'banner'
                    {
                    lv_banner_17_0=(Token)match(input,118,FOLLOW_118); 

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

            // InternalBanneret.g:5982:3: ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )*
            loop98:
            do {
                int alt98=11;
                switch ( input.LA(1) ) {
                case 47:
                    {
                    alt98=1;
                    }
                    break;
                case 67:
                    {
                    alt98=2;
                    }
                    break;
                case 139:
                case 140:
                case 141:
                case 142:
                case 181:
                    {
                    alt98=3;
                    }
                    break;
                case 119:
                    {
                    alt98=4;
                    }
                    break;
                case 44:
                    {
                    alt98=5;
                    }
                    break;
                case 120:
                    {
                    alt98=6;
                    }
                    break;
                case 121:
                    {
                    alt98=7;
                    }
                    break;
                case 122:
                    {
                    alt98=8;
                    }
                    break;
                case 123:
                    {
                    alt98=9;
                    }
                    break;
                case 124:
                    {
                    alt98=10;
                    }
                    break;

                }

                switch (alt98) {
            	case 1 :
            	    // InternalBanneret.g:5983:4: (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:5983:4: (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) )
            	    // InternalBanneret.g:5984:5: otherlv_18= 'of' ( (otherlv_19= RULE_ID ) )
            	    {
            	    otherlv_18=(Token)match(input,47,FOLLOW_4); 

            	    					newLeafNode(otherlv_18, grammarAccess.getUnitAccess().getOfKeyword_3_0_0());
            	    				
            	    // InternalBanneret.g:5988:5: ( (otherlv_19= RULE_ID ) )
            	    // InternalBanneret.g:5989:6: (otherlv_19= RULE_ID )
            	    {
            	    // InternalBanneret.g:5989:6: (otherlv_19= RULE_ID )
            	    // InternalBanneret.g:5990:7: otherlv_19= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_19=(Token)match(input,RULE_ID,FOLLOW_118); 

            	    							newLeafNode(otherlv_19, grammarAccess.getUnitAccess().getNationalityNationalityCrossReference_3_0_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:6003:4: (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:6003:4: (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) )
            	    // InternalBanneret.g:6004:5: otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) )
            	    {
            	    otherlv_20=(Token)match(input,67,FOLLOW_10); 

            	    					newLeafNode(otherlv_20, grammarAccess.getUnitAccess().getStrengthKeyword_3_1_0());
            	    				
            	    // InternalBanneret.g:6008:5: ( (lv_strength_21_0= RULE_INT ) )
            	    // InternalBanneret.g:6009:6: (lv_strength_21_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:6009:6: (lv_strength_21_0= RULE_INT )
            	    // InternalBanneret.g:6010:7: lv_strength_21_0= RULE_INT
            	    {
            	    lv_strength_21_0=(Token)match(input,RULE_INT,FOLLOW_118); 

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
            	    // InternalBanneret.g:6028:4: ( (lv_state_22_0= ruleUnitState ) )
            	    {
            	    // InternalBanneret.g:6028:4: ( (lv_state_22_0= ruleUnitState ) )
            	    // InternalBanneret.g:6029:5: (lv_state_22_0= ruleUnitState )
            	    {
            	    // InternalBanneret.g:6029:5: (lv_state_22_0= ruleUnitState )
            	    // InternalBanneret.g:6030:6: lv_state_22_0= ruleUnitState
            	    {

            	    						newCompositeNode(grammarAccess.getUnitAccess().getStateUnitStateEnumRuleCall_3_2_0());
            	    					
            	    pushFollow(FOLLOW_118);
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
            	    // InternalBanneret.g:6048:4: ( (lv_flipped_23_0= 'flipped' ) )
            	    {
            	    // InternalBanneret.g:6048:4: ( (lv_flipped_23_0= 'flipped' ) )
            	    // InternalBanneret.g:6049:5: (lv_flipped_23_0= 'flipped' )
            	    {
            	    // InternalBanneret.g:6049:5: (lv_flipped_23_0= 'flipped' )
            	    // InternalBanneret.g:6050:6: lv_flipped_23_0= 'flipped'
            	    {
            	    lv_flipped_23_0=(Token)match(input,119,FOLLOW_118); 

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
            	    // InternalBanneret.g:6063:4: (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* )
            	    {
            	    // InternalBanneret.g:6063:4: (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* )
            	    // InternalBanneret.g:6064:5: otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )*
            	    {
            	    otherlv_24=(Token)match(input,44,FOLLOW_26); 

            	    					newLeafNode(otherlv_24, grammarAccess.getUnitAccess().getTraitsKeyword_3_4_0());
            	    				
            	    // InternalBanneret.g:6068:5: ( (lv_traits_25_0= ruleWord ) )
            	    // InternalBanneret.g:6069:6: (lv_traits_25_0= ruleWord )
            	    {
            	    // InternalBanneret.g:6069:6: (lv_traits_25_0= ruleWord )
            	    // InternalBanneret.g:6070:7: lv_traits_25_0= ruleWord
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getTraitsWordParserRuleCall_3_4_1_0());
            	    						
            	    pushFollow(FOLLOW_116);
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

            	    // InternalBanneret.g:6087:5: (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )*
            	    loop97:
            	    do {
            	        int alt97=2;
            	        int LA97_0 = input.LA(1);

            	        if ( (LA97_0==35) ) {
            	            alt97=1;
            	        }


            	        switch (alt97) {
            	    	case 1 :
            	    	    // InternalBanneret.g:6088:6: otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) )
            	    	    {
            	    	    otherlv_26=(Token)match(input,35,FOLLOW_26); 

            	    	    						newLeafNode(otherlv_26, grammarAccess.getUnitAccess().getCommaKeyword_3_4_2_0());
            	    	    					
            	    	    // InternalBanneret.g:6092:6: ( (lv_traits_27_0= ruleWord ) )
            	    	    // InternalBanneret.g:6093:7: (lv_traits_27_0= ruleWord )
            	    	    {
            	    	    // InternalBanneret.g:6093:7: (lv_traits_27_0= ruleWord )
            	    	    // InternalBanneret.g:6094:8: lv_traits_27_0= ruleWord
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getUnitAccess().getTraitsWordParserRuleCall_3_4_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_116);
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
            	    	    break loop97;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:6114:4: (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) )
            	    {
            	    // InternalBanneret.g:6114:4: (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) )
            	    // InternalBanneret.g:6115:5: otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) )
            	    {
            	    otherlv_28=(Token)match(input,120,FOLLOW_4); 

            	    					newLeafNode(otherlv_28, grammarAccess.getUnitAccess().getWithKeyword_3_5_0());
            	    				
            	    // InternalBanneret.g:6119:5: ( (lv_markers_29_0= ruleUnitMarker ) )
            	    // InternalBanneret.g:6120:6: (lv_markers_29_0= ruleUnitMarker )
            	    {
            	    // InternalBanneret.g:6120:6: (lv_markers_29_0= ruleUnitMarker )
            	    // InternalBanneret.g:6121:7: lv_markers_29_0= ruleUnitMarker
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getMarkersUnitMarkerParserRuleCall_3_5_1_0());
            	    						
            	    pushFollow(FOLLOW_118);
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
            	    // InternalBanneret.g:6140:4: (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) )
            	    {
            	    // InternalBanneret.g:6140:4: (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) )
            	    // InternalBanneret.g:6141:5: otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) )
            	    {
            	    otherlv_30=(Token)match(input,121,FOLLOW_26); 

            	    					newLeafNode(otherlv_30, grammarAccess.getUnitAccess().getSetKeyword_3_6_0());
            	    				
            	    // InternalBanneret.g:6145:5: ( (lv_overrides_31_0= rulePrintedValue ) )
            	    // InternalBanneret.g:6146:6: (lv_overrides_31_0= rulePrintedValue )
            	    {
            	    // InternalBanneret.g:6146:6: (lv_overrides_31_0= rulePrintedValue )
            	    // InternalBanneret.g:6147:7: lv_overrides_31_0= rulePrintedValue
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getOverridesPrintedValueParserRuleCall_3_6_1_0());
            	    						
            	    pushFollow(FOLLOW_118);
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
            	    // InternalBanneret.g:6166:4: (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6166:4: (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) )
            	    // InternalBanneret.g:6167:5: otherlv_32= 'under' ( (otherlv_33= RULE_ID ) )
            	    {
            	    otherlv_32=(Token)match(input,122,FOLLOW_4); 

            	    					newLeafNode(otherlv_32, grammarAccess.getUnitAccess().getUnderKeyword_3_7_0());
            	    				
            	    // InternalBanneret.g:6171:5: ( (otherlv_33= RULE_ID ) )
            	    // InternalBanneret.g:6172:6: (otherlv_33= RULE_ID )
            	    {
            	    // InternalBanneret.g:6172:6: (otherlv_33= RULE_ID )
            	    // InternalBanneret.g:6173:7: otherlv_33= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_33=(Token)match(input,RULE_ID,FOLLOW_118); 

            	    							newLeafNode(otherlv_33, grammarAccess.getUnitAccess().getLeaderUnitCrossReference_3_7_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:6186:4: (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6186:4: (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) )
            	    // InternalBanneret.g:6187:5: otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) )
            	    {
            	    otherlv_34=(Token)match(input,123,FOLLOW_4); 

            	    					newLeafNode(otherlv_34, grammarAccess.getUnitAccess().getAboardKeyword_3_8_0());
            	    				
            	    // InternalBanneret.g:6191:5: ( (otherlv_35= RULE_ID ) )
            	    // InternalBanneret.g:6192:6: (otherlv_35= RULE_ID )
            	    {
            	    // InternalBanneret.g:6192:6: (otherlv_35= RULE_ID )
            	    // InternalBanneret.g:6193:7: otherlv_35= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_35=(Token)match(input,RULE_ID,FOLLOW_118); 

            	    							newLeafNode(otherlv_35, grammarAccess.getUnitAccess().getCarrierUnitCrossReference_3_8_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:6206:4: (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:6206:4: (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:6207:5: otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) )
            	    {
            	    otherlv_36=(Token)match(input,124,FOLLOW_8); 

            	    					newLeafNode(otherlv_36, grammarAccess.getUnitAccess().getNoteKeyword_3_9_0());
            	    				
            	    // InternalBanneret.g:6211:5: ( (lv_description_37_0= RULE_STRING ) )
            	    // InternalBanneret.g:6212:6: (lv_description_37_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:6212:6: (lv_description_37_0= RULE_STRING )
            	    // InternalBanneret.g:6213:7: lv_description_37_0= RULE_STRING
            	    {
            	    lv_description_37_0=(Token)match(input,RULE_STRING,FOLLOW_118); 

            	    							newLeafNode(lv_description_37_0, grammarAccess.getUnitAccess().getDescriptionSTRINGTerminalRuleCall_3_9_1_0());
            	    						

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    							setWithLastConsumed(
            	    								current,
            	    								"description",
            	    								lv_description_37_0,
            	    								"org.eclipse.xtext.common.Terminals.STRING");
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop98;
                }
            } while (true);

            // InternalBanneret.g:6231:3: ( (lv_placement_38_0= rulePlacement ) )?
            int alt99=2;
            int LA99_0 = input.LA(1);

            if ( (LA99_0==59||LA99_0==96||LA99_0==127||LA99_0==129) ) {
                alt99=1;
            }
            switch (alt99) {
                case 1 :
                    // InternalBanneret.g:6232:4: (lv_placement_38_0= rulePlacement )
                    {
                    // InternalBanneret.g:6232:4: (lv_placement_38_0= rulePlacement )
                    // InternalBanneret.g:6233:5: lv_placement_38_0= rulePlacement
                    {

                    					newCompositeNode(grammarAccess.getUnitAccess().getPlacementPlacementParserRuleCall_4_0());
                    				
                    pushFollow(FOLLOW_17);
                    lv_placement_38_0=rulePlacement();

                    state._fsp--;


                    					if (current==null) {
                    						current = createModelElementForParent(grammarAccess.getUnitRule());
                    					}
                    					set(
                    						current,
                    						"placement",
                    						lv_placement_38_0,
                    						"org.banneret.dsl.Banneret.Placement");
                    					afterParserOrEnumRuleCall();
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:6250:3: (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )?
            int alt101=2;
            int LA101_0 = input.LA(1);

            if ( (LA101_0==13) ) {
                alt101=1;
            }
            switch (alt101) {
                case 1 :
                    // InternalBanneret.g:6251:4: otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}'
                    {
                    otherlv_39=(Token)match(input,13,FOLLOW_105); 

                    				newLeafNode(otherlv_39, grammarAccess.getUnitAccess().getLeftCurlyBracketKeyword_5_0());
                    			
                    // InternalBanneret.g:6255:4: ( (lv_elements_40_0= ruleForceElement ) )*
                    loop100:
                    do {
                        int alt100=2;
                        int LA100_0 = input.LA(1);

                        if ( ((LA100_0>=RULE_ID && LA100_0<=RULE_INT)||LA100_0==24||LA100_0==115) ) {
                            alt100=1;
                        }


                        switch (alt100) {
                    	case 1 :
                    	    // InternalBanneret.g:6256:5: (lv_elements_40_0= ruleForceElement )
                    	    {
                    	    // InternalBanneret.g:6256:5: (lv_elements_40_0= ruleForceElement )
                    	    // InternalBanneret.g:6257:6: lv_elements_40_0= ruleForceElement
                    	    {

                    	    						newCompositeNode(grammarAccess.getUnitAccess().getElementsForceElementParserRuleCall_5_1_0());
                    	    					
                    	    pushFollow(FOLLOW_105);
                    	    lv_elements_40_0=ruleForceElement();

                    	    state._fsp--;


                    	    						if (current==null) {
                    	    							current = createModelElementForParent(grammarAccess.getUnitRule());
                    	    						}
                    	    						add(
                    	    							current,
                    	    							"elements",
                    	    							lv_elements_40_0,
                    	    							"org.banneret.dsl.Banneret.ForceElement");
                    	    						afterParserOrEnumRuleCall();
                    	    					

                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop100;
                        }
                    } while (true);

                    otherlv_41=(Token)match(input,28,FOLLOW_2); 

                    				newLeafNode(otherlv_41, grammarAccess.getUnitAccess().getRightCurlyBracketKeyword_5_2());
                    			

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
    // InternalBanneret.g:6283:1: entryRuleUnitMarker returns [EObject current=null] : iv_ruleUnitMarker= ruleUnitMarker EOF ;
    public final EObject entryRuleUnitMarker() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitMarker = null;


        try {
            // InternalBanneret.g:6283:51: (iv_ruleUnitMarker= ruleUnitMarker EOF )
            // InternalBanneret.g:6284:2: iv_ruleUnitMarker= ruleUnitMarker EOF
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
    // InternalBanneret.g:6290:1: ruleUnitMarker returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? ) ;
    public final EObject ruleUnitMarker() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        AntlrDatatypeRuleToken lv_value_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6296:2: ( ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? ) )
            // InternalBanneret.g:6297:2: ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? )
            {
            // InternalBanneret.g:6297:2: ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? )
            // InternalBanneret.g:6298:3: ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )?
            {
            // InternalBanneret.g:6298:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:6299:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:6299:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:6300:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitMarkerRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_93); 

            					newLeafNode(otherlv_0, grammarAccess.getUnitMarkerAccess().getTypeMarkerTypeCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:6311:3: (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )?
            int alt102=2;
            int LA102_0 = input.LA(1);

            if ( (LA102_0==97) ) {
                alt102=1;
            }
            switch (alt102) {
                case 1 :
                    // InternalBanneret.g:6312:4: otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) )
                    {
                    otherlv_1=(Token)match(input,97,FOLLOW_22); 

                    				newLeafNode(otherlv_1, grammarAccess.getUnitMarkerAccess().getEqualsSignKeyword_1_0());
                    			
                    // InternalBanneret.g:6316:4: ( (lv_value_2_0= ruleSignedInt ) )
                    // InternalBanneret.g:6317:5: (lv_value_2_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:6317:5: (lv_value_2_0= ruleSignedInt )
                    // InternalBanneret.g:6318:6: lv_value_2_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getUnitMarkerAccess().getValueSignedIntParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_2);
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
    // InternalBanneret.g:6340:1: entryRulePlacement returns [EObject current=null] : iv_rulePlacement= rulePlacement EOF ;
    public final EObject entryRulePlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePlacement = null;


        try {
            // InternalBanneret.g:6340:50: (iv_rulePlacement= rulePlacement EOF )
            // InternalBanneret.g:6341:2: iv_rulePlacement= rulePlacement EOF
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
    // InternalBanneret.g:6347:1: rulePlacement returns [EObject current=null] : (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement ) ;
    public final EObject rulePlacement() throws RecognitionException {
        EObject current = null;

        EObject this_HexPlacement_0 = null;

        EObject this_AreaPlacement_1 = null;

        EObject this_RegionPlacement_2 = null;

        EObject this_EdgePlacement_3 = null;

        EObject this_ReinforcementPlacement_4 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6353:2: ( (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement ) )
            // InternalBanneret.g:6354:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )
            {
            // InternalBanneret.g:6354:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )
            int alt103=5;
            alt103 = dfa103.predict(input);
            switch (alt103) {
                case 1 :
                    // InternalBanneret.g:6355:3: this_HexPlacement_0= ruleHexPlacement
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
                    // InternalBanneret.g:6364:3: this_AreaPlacement_1= ruleAreaPlacement
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
                    // InternalBanneret.g:6373:3: this_RegionPlacement_2= ruleRegionPlacement
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
                    // InternalBanneret.g:6382:3: this_EdgePlacement_3= ruleEdgePlacement
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
                    // InternalBanneret.g:6391:3: this_ReinforcementPlacement_4= ruleReinforcementPlacement
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
    // InternalBanneret.g:6403:1: entryRuleHexPlacement returns [EObject current=null] : iv_ruleHexPlacement= ruleHexPlacement EOF ;
    public final EObject entryRuleHexPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexPlacement = null;


        try {
            // InternalBanneret.g:6403:53: (iv_ruleHexPlacement= ruleHexPlacement EOF )
            // InternalBanneret.g:6404:2: iv_ruleHexPlacement= ruleHexPlacement EOF
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
    // InternalBanneret.g:6410:1: ruleHexPlacement returns [EObject current=null] : (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? ) ;
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
            // InternalBanneret.g:6416:2: ( (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? ) )
            // InternalBanneret.g:6417:2: (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:6417:2: (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? )
            // InternalBanneret.g:6418:3: otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )?
            {
            otherlv_0=(Token)match(input,96,FOLLOW_82); 

            			newLeafNode(otherlv_0, grammarAccess.getHexPlacementAccess().getAtKeyword_0());
            		
            // InternalBanneret.g:6422:3: ( (lv_hexes_1_0= ruleHexLabel ) )
            // InternalBanneret.g:6423:4: (lv_hexes_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:6423:4: (lv_hexes_1_0= ruleHexLabel )
            // InternalBanneret.g:6424:5: lv_hexes_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexPlacementAccess().getHexesHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_119);
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

            // InternalBanneret.g:6441:3: (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )*
            loop104:
            do {
                int alt104=2;
                int LA104_0 = input.LA(1);

                if ( (LA104_0==35) ) {
                    alt104=1;
                }


                switch (alt104) {
            	case 1 :
            	    // InternalBanneret.g:6442:4: otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) )
            	    {
            	    otherlv_2=(Token)match(input,35,FOLLOW_82); 

            	    				newLeafNode(otherlv_2, grammarAccess.getHexPlacementAccess().getCommaKeyword_2_0());
            	    			
            	    // InternalBanneret.g:6446:4: ( (lv_hexes_3_0= ruleHexLabel ) )
            	    // InternalBanneret.g:6447:5: (lv_hexes_3_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:6447:5: (lv_hexes_3_0= ruleHexLabel )
            	    // InternalBanneret.g:6448:6: lv_hexes_3_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getHexPlacementAccess().getHexesHexLabelParserRuleCall_2_1_0());
            	    					
            	    pushFollow(FOLLOW_119);
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
            	    break loop104;
                }
            } while (true);

            // InternalBanneret.g:6466:3: (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )?
            int alt105=2;
            int LA105_0 = input.LA(1);

            if ( (LA105_0==125) ) {
                alt105=1;
            }
            switch (alt105) {
                case 1 :
                    // InternalBanneret.g:6467:4: otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) )
                    {
                    otherlv_4=(Token)match(input,125,FOLLOW_85); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexPlacementAccess().getFacingKeyword_3_0());
                    			
                    // InternalBanneret.g:6471:4: ( (lv_facing_5_0= ruleCompass ) )
                    // InternalBanneret.g:6472:5: (lv_facing_5_0= ruleCompass )
                    {
                    // InternalBanneret.g:6472:5: (lv_facing_5_0= ruleCompass )
                    // InternalBanneret.g:6473:6: lv_facing_5_0= ruleCompass
                    {

                    						newCompositeNode(grammarAccess.getHexPlacementAccess().getFacingCompassEnumRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_120);
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

            // InternalBanneret.g:6491:3: (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )?
            int alt106=2;
            int LA106_0 = input.LA(1);

            if ( (LA106_0==46) ) {
                alt106=1;
            }
            switch (alt106) {
                case 1 :
                    // InternalBanneret.g:6492:4: otherlv_6= 'on' ( (otherlv_7= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,46,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexPlacementAccess().getOnKeyword_4_0());
                    			
                    // InternalBanneret.g:6496:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:6497:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:6497:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:6498:6: otherlv_7= RULE_ID
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
    // InternalBanneret.g:6514:1: entryRuleAreaPlacement returns [EObject current=null] : iv_ruleAreaPlacement= ruleAreaPlacement EOF ;
    public final EObject entryRuleAreaPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAreaPlacement = null;


        try {
            // InternalBanneret.g:6514:54: (iv_ruleAreaPlacement= ruleAreaPlacement EOF )
            // InternalBanneret.g:6515:2: iv_ruleAreaPlacement= ruleAreaPlacement EOF
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
    // InternalBanneret.g:6521:1: ruleAreaPlacement returns [EObject current=null] : (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* ) ;
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
            // InternalBanneret.g:6527:2: ( (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* ) )
            // InternalBanneret.g:6528:2: (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* )
            {
            // InternalBanneret.g:6528:2: (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* )
            // InternalBanneret.g:6529:3: otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )*
            {
            otherlv_0=(Token)match(input,96,FOLLOW_121); 

            			newLeafNode(otherlv_0, grammarAccess.getAreaPlacementAccess().getAtKeyword_0());
            		
            // InternalBanneret.g:6533:3: ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) )
            int alt107=2;
            int LA107_0 = input.LA(1);

            if ( ((LA107_0>=RULE_STRING && LA107_0<=RULE_INT)) ) {
                alt107=1;
            }
            else if ( (LA107_0==126) ) {
                alt107=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 107, 0, input);

                throw nvae;
            }
            switch (alt107) {
                case 1 :
                    // InternalBanneret.g:6534:4: ( (lv_anchors_1_0= ruleAnchor ) )
                    {
                    // InternalBanneret.g:6534:4: ( (lv_anchors_1_0= ruleAnchor ) )
                    // InternalBanneret.g:6535:5: (lv_anchors_1_0= ruleAnchor )
                    {
                    // InternalBanneret.g:6535:5: (lv_anchors_1_0= ruleAnchor )
                    // InternalBanneret.g:6536:6: lv_anchors_1_0= ruleAnchor
                    {

                    						newCompositeNode(grammarAccess.getAreaPlacementAccess().getAnchorsAnchorParserRuleCall_1_0_0());
                    					
                    pushFollow(FOLLOW_50);
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
                    // InternalBanneret.g:6554:4: ( (lv_segments_2_0= rulePathSegment ) )
                    {
                    // InternalBanneret.g:6554:4: ( (lv_segments_2_0= rulePathSegment ) )
                    // InternalBanneret.g:6555:5: (lv_segments_2_0= rulePathSegment )
                    {
                    // InternalBanneret.g:6555:5: (lv_segments_2_0= rulePathSegment )
                    // InternalBanneret.g:6556:6: lv_segments_2_0= rulePathSegment
                    {

                    						newCompositeNode(grammarAccess.getAreaPlacementAccess().getSegmentsPathSegmentParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_50);
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

            // InternalBanneret.g:6574:3: (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )*
            loop109:
            do {
                int alt109=2;
                int LA109_0 = input.LA(1);

                if ( (LA109_0==35) ) {
                    alt109=1;
                }


                switch (alt109) {
            	case 1 :
            	    // InternalBanneret.g:6575:4: otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) )
            	    {
            	    otherlv_3=(Token)match(input,35,FOLLOW_121); 

            	    				newLeafNode(otherlv_3, grammarAccess.getAreaPlacementAccess().getCommaKeyword_2_0());
            	    			
            	    // InternalBanneret.g:6579:4: ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) )
            	    int alt108=2;
            	    int LA108_0 = input.LA(1);

            	    if ( ((LA108_0>=RULE_STRING && LA108_0<=RULE_INT)) ) {
            	        alt108=1;
            	    }
            	    else if ( (LA108_0==126) ) {
            	        alt108=2;
            	    }
            	    else {
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 108, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt108) {
            	        case 1 :
            	            // InternalBanneret.g:6580:5: ( (lv_anchors_4_0= ruleAnchor ) )
            	            {
            	            // InternalBanneret.g:6580:5: ( (lv_anchors_4_0= ruleAnchor ) )
            	            // InternalBanneret.g:6581:6: (lv_anchors_4_0= ruleAnchor )
            	            {
            	            // InternalBanneret.g:6581:6: (lv_anchors_4_0= ruleAnchor )
            	            // InternalBanneret.g:6582:7: lv_anchors_4_0= ruleAnchor
            	            {

            	            							newCompositeNode(grammarAccess.getAreaPlacementAccess().getAnchorsAnchorParserRuleCall_2_1_0_0());
            	            						
            	            pushFollow(FOLLOW_50);
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
            	            // InternalBanneret.g:6600:5: ( (lv_segments_5_0= rulePathSegment ) )
            	            {
            	            // InternalBanneret.g:6600:5: ( (lv_segments_5_0= rulePathSegment ) )
            	            // InternalBanneret.g:6601:6: (lv_segments_5_0= rulePathSegment )
            	            {
            	            // InternalBanneret.g:6601:6: (lv_segments_5_0= rulePathSegment )
            	            // InternalBanneret.g:6602:7: lv_segments_5_0= rulePathSegment
            	            {

            	            							newCompositeNode(grammarAccess.getAreaPlacementAccess().getSegmentsPathSegmentParserRuleCall_2_1_1_0());
            	            						
            	            pushFollow(FOLLOW_50);
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
            	    break loop109;
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
    // InternalBanneret.g:6625:1: entryRuleAnchor returns [EObject current=null] : iv_ruleAnchor= ruleAnchor EOF ;
    public final EObject entryRuleAnchor() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAnchor = null;


        try {
            // InternalBanneret.g:6625:47: (iv_ruleAnchor= ruleAnchor EOF )
            // InternalBanneret.g:6626:2: iv_ruleAnchor= ruleAnchor EOF
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
    // InternalBanneret.g:6632:1: ruleAnchor returns [EObject current=null] : ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' ) ;
    public final EObject ruleAnchor() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_radius_2_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_0_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6638:2: ( ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' ) )
            // InternalBanneret.g:6639:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' )
            {
            // InternalBanneret.g:6639:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' )
            // InternalBanneret.g:6640:3: ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')'
            {
            // InternalBanneret.g:6640:3: ( (lv_hex_0_0= ruleHexLabel ) )
            // InternalBanneret.g:6641:4: (lv_hex_0_0= ruleHexLabel )
            {
            // InternalBanneret.g:6641:4: (lv_hex_0_0= ruleHexLabel )
            // InternalBanneret.g:6642:5: lv_hex_0_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getAnchorAccess().getHexHexLabelParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_97);
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

            otherlv_1=(Token)match(input,101,FOLLOW_10); 

            			newLeafNode(otherlv_1, grammarAccess.getAnchorAccess().getLeftParenthesisKeyword_1());
            		
            // InternalBanneret.g:6663:3: ( (lv_radius_2_0= RULE_INT ) )
            // InternalBanneret.g:6664:4: (lv_radius_2_0= RULE_INT )
            {
            // InternalBanneret.g:6664:4: (lv_radius_2_0= RULE_INT )
            // InternalBanneret.g:6665:5: lv_radius_2_0= RULE_INT
            {
            lv_radius_2_0=(Token)match(input,RULE_INT,FOLLOW_98); 

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

            otherlv_3=(Token)match(input,102,FOLLOW_2); 

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
    // InternalBanneret.g:6689:1: entryRulePathSegment returns [EObject current=null] : iv_rulePathSegment= rulePathSegment EOF ;
    public final EObject entryRulePathSegment() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePathSegment = null;


        try {
            // InternalBanneret.g:6689:52: (iv_rulePathSegment= rulePathSegment EOF )
            // InternalBanneret.g:6690:2: iv_rulePathSegment= rulePathSegment EOF
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
    // InternalBanneret.g:6696:1: rulePathSegment returns [EObject current=null] : (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? ) ;
    public final EObject rulePathSegment() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        AntlrDatatypeRuleToken lv_from_3_0 = null;

        AntlrDatatypeRuleToken lv_to_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6702:2: ( (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? ) )
            // InternalBanneret.g:6703:2: (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? )
            {
            // InternalBanneret.g:6703:2: (otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? )
            // InternalBanneret.g:6704:3: otherlv_0= 'along' ( ( ruleSheetName ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )?
            {
            otherlv_0=(Token)match(input,126,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getPathSegmentAccess().getAlongKeyword_0());
            		
            // InternalBanneret.g:6708:3: ( ( ruleSheetName ) )
            // InternalBanneret.g:6709:4: ( ruleSheetName )
            {
            // InternalBanneret.g:6709:4: ( ruleSheetName )
            // InternalBanneret.g:6710:5: ruleSheetName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getPathSegmentRule());
            					}
            				

            					newCompositeNode(grammarAccess.getPathSegmentAccess().getPathMapPathCrossReference_1_0());
            				
            pushFollow(FOLLOW_122);
            ruleSheetName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:6724:3: (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )?
            int alt110=2;
            int LA110_0 = input.LA(1);

            if ( (LA110_0==91) ) {
                alt110=1;
            }
            switch (alt110) {
                case 1 :
                    // InternalBanneret.g:6725:4: otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) )
                    {
                    otherlv_2=(Token)match(input,91,FOLLOW_82); 

                    				newLeafNode(otherlv_2, grammarAccess.getPathSegmentAccess().getFromKeyword_2_0());
                    			
                    // InternalBanneret.g:6729:4: ( (lv_from_3_0= ruleHexLabel ) )
                    // InternalBanneret.g:6730:5: (lv_from_3_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:6730:5: (lv_from_3_0= ruleHexLabel )
                    // InternalBanneret.g:6731:6: lv_from_3_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getPathSegmentAccess().getFromHexLabelParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_54);
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

                    otherlv_4=(Token)match(input,70,FOLLOW_82); 

                    				newLeafNode(otherlv_4, grammarAccess.getPathSegmentAccess().getToKeyword_2_2());
                    			
                    // InternalBanneret.g:6752:4: ( (lv_to_5_0= ruleHexLabel ) )
                    // InternalBanneret.g:6753:5: (lv_to_5_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:6753:5: (lv_to_5_0= ruleHexLabel )
                    // InternalBanneret.g:6754:6: lv_to_5_0= ruleHexLabel
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
    // InternalBanneret.g:6776:1: entryRuleRegionPlacement returns [EObject current=null] : iv_ruleRegionPlacement= ruleRegionPlacement EOF ;
    public final EObject entryRuleRegionPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegionPlacement = null;


        try {
            // InternalBanneret.g:6776:56: (iv_ruleRegionPlacement= ruleRegionPlacement EOF )
            // InternalBanneret.g:6777:2: iv_ruleRegionPlacement= ruleRegionPlacement EOF
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
    // InternalBanneret.g:6783:1: ruleRegionPlacement returns [EObject current=null] : (otherlv_0= 'in' ( ( ruleSheetName ) ) ) ;
    public final EObject ruleRegionPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:6789:2: ( (otherlv_0= 'in' ( ( ruleSheetName ) ) ) )
            // InternalBanneret.g:6790:2: (otherlv_0= 'in' ( ( ruleSheetName ) ) )
            {
            // InternalBanneret.g:6790:2: (otherlv_0= 'in' ( ( ruleSheetName ) ) )
            // InternalBanneret.g:6791:3: otherlv_0= 'in' ( ( ruleSheetName ) )
            {
            otherlv_0=(Token)match(input,59,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRegionPlacementAccess().getInKeyword_0());
            		
            // InternalBanneret.g:6795:3: ( ( ruleSheetName ) )
            // InternalBanneret.g:6796:4: ( ruleSheetName )
            {
            // InternalBanneret.g:6796:4: ( ruleSheetName )
            // InternalBanneret.g:6797:5: ruleSheetName
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
    // InternalBanneret.g:6815:1: entryRuleEdgePlacement returns [EObject current=null] : iv_ruleEdgePlacement= ruleEdgePlacement EOF ;
    public final EObject entryRuleEdgePlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleEdgePlacement = null;


        try {
            // InternalBanneret.g:6815:54: (iv_ruleEdgePlacement= ruleEdgePlacement EOF )
            // InternalBanneret.g:6816:2: iv_ruleEdgePlacement= ruleEdgePlacement EOF
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
    // InternalBanneret.g:6822:1: ruleEdgePlacement returns [EObject current=null] : (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? ) ;
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
            // InternalBanneret.g:6828:2: ( (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? ) )
            // InternalBanneret.g:6829:2: (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:6829:2: (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? )
            // InternalBanneret.g:6830:3: otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )?
            {
            otherlv_0=(Token)match(input,127,FOLLOW_123); 

            			newLeafNode(otherlv_0, grammarAccess.getEdgePlacementAccess().getOffKeyword_0());
            		
            otherlv_1=(Token)match(input,76,FOLLOW_124); 

            			newLeafNode(otherlv_1, grammarAccess.getEdgePlacementAccess().getMapKeyword_1());
            		
            // InternalBanneret.g:6838:3: ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( ( ruleSheetName ) ) ) )
            int alt111=2;
            int LA111_0 = input.LA(1);

            if ( (LA111_0==94) ) {
                alt111=1;
            }
            else if ( (LA111_0==50) ) {
                alt111=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 111, 0, input);

                throw nvae;
            }
            switch (alt111) {
                case 1 :
                    // InternalBanneret.g:6839:4: (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) )
                    {
                    // InternalBanneret.g:6839:4: (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) )
                    // InternalBanneret.g:6840:5: otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) )
                    {
                    otherlv_2=(Token)match(input,94,FOLLOW_85); 

                    					newLeafNode(otherlv_2, grammarAccess.getEdgePlacementAccess().getEdgeKeyword_2_0_0());
                    				
                    // InternalBanneret.g:6844:5: ( (lv_edge_3_0= ruleCompass ) )
                    // InternalBanneret.g:6845:6: (lv_edge_3_0= ruleCompass )
                    {
                    // InternalBanneret.g:6845:6: (lv_edge_3_0= ruleCompass )
                    // InternalBanneret.g:6846:7: lv_edge_3_0= ruleCompass
                    {

                    							newCompositeNode(grammarAccess.getEdgePlacementAccess().getEdgeCompassEnumRuleCall_2_0_1_0());
                    						
                    pushFollow(FOLLOW_125);
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
                    // InternalBanneret.g:6865:4: (otherlv_4= 'side' ( ( ruleSheetName ) ) )
                    {
                    // InternalBanneret.g:6865:4: (otherlv_4= 'side' ( ( ruleSheetName ) ) )
                    // InternalBanneret.g:6866:5: otherlv_4= 'side' ( ( ruleSheetName ) )
                    {
                    otherlv_4=(Token)match(input,50,FOLLOW_4); 

                    					newLeafNode(otherlv_4, grammarAccess.getEdgePlacementAccess().getSideKeyword_2_1_0());
                    				
                    // InternalBanneret.g:6870:5: ( ( ruleSheetName ) )
                    // InternalBanneret.g:6871:6: ( ruleSheetName )
                    {
                    // InternalBanneret.g:6871:6: ( ruleSheetName )
                    // InternalBanneret.g:6872:7: ruleSheetName
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getEdgePlacementRule());
                    							}
                    						

                    							newCompositeNode(grammarAccess.getEdgePlacementAccess().getMapSideMapSideCrossReference_2_1_1_0());
                    						
                    pushFollow(FOLLOW_125);
                    ruleSheetName();

                    state._fsp--;


                    							afterParserOrEnumRuleCall();
                    						

                    }


                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:6888:3: (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )?
            int alt112=2;
            int LA112_0 = input.LA(1);

            if ( (LA112_0==128) ) {
                alt112=1;
            }
            switch (alt112) {
                case 1 :
                    // InternalBanneret.g:6889:4: otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,128,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getEdgePlacementAccess().getSheetKeyword_3_0());
                    			
                    // InternalBanneret.g:6893:4: ( (lv_sheet_7_0= RULE_ID ) )
                    // InternalBanneret.g:6894:5: (lv_sheet_7_0= RULE_ID )
                    {
                    // InternalBanneret.g:6894:5: (lv_sheet_7_0= RULE_ID )
                    // InternalBanneret.g:6895:6: lv_sheet_7_0= RULE_ID
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
    // InternalBanneret.g:6916:1: entryRuleReinforcementPlacement returns [EObject current=null] : iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF ;
    public final EObject entryRuleReinforcementPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleReinforcementPlacement = null;


        try {
            // InternalBanneret.g:6916:63: (iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF )
            // InternalBanneret.g:6917:2: iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF
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
    // InternalBanneret.g:6923:1: ruleReinforcementPlacement returns [EObject current=null] : (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? ) ;
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
            // InternalBanneret.g:6929:2: ( (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? ) )
            // InternalBanneret.g:6930:2: (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? )
            {
            // InternalBanneret.g:6930:2: (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? )
            // InternalBanneret.g:6931:3: otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )?
            {
            otherlv_0=(Token)match(input,129,FOLLOW_126); 

            			newLeafNode(otherlv_0, grammarAccess.getReinforcementPlacementAccess().getEntersKeyword_0());
            		
            // InternalBanneret.g:6935:3: (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )?
            int alt113=2;
            int LA113_0 = input.LA(1);

            if ( (LA113_0==46) ) {
                alt113=1;
            }
            switch (alt113) {
                case 1 :
                    // InternalBanneret.g:6936:4: otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) )
                    {
                    otherlv_1=(Token)match(input,46,FOLLOW_127); 

                    				newLeafNode(otherlv_1, grammarAccess.getReinforcementPlacementAccess().getOnKeyword_1_0());
                    			
                    otherlv_2=(Token)match(input,130,FOLLOW_10); 

                    				newLeafNode(otherlv_2, grammarAccess.getReinforcementPlacementAccess().getTurnKeyword_1_1());
                    			
                    // InternalBanneret.g:6944:4: ( (lv_turn_3_0= RULE_INT ) )
                    // InternalBanneret.g:6945:5: (lv_turn_3_0= RULE_INT )
                    {
                    // InternalBanneret.g:6945:5: (lv_turn_3_0= RULE_INT )
                    // InternalBanneret.g:6946:6: lv_turn_3_0= RULE_INT
                    {
                    lv_turn_3_0=(Token)match(input,RULE_INT,FOLLOW_92); 

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

            otherlv_4=(Token)match(input,96,FOLLOW_82); 

            			newLeafNode(otherlv_4, grammarAccess.getReinforcementPlacementAccess().getAtKeyword_2());
            		
            // InternalBanneret.g:6967:3: ( (lv_entryHexes_5_0= ruleHexLabel ) )
            // InternalBanneret.g:6968:4: (lv_entryHexes_5_0= ruleHexLabel )
            {
            // InternalBanneret.g:6968:4: (lv_entryHexes_5_0= ruleHexLabel )
            // InternalBanneret.g:6969:5: lv_entryHexes_5_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getReinforcementPlacementAccess().getEntryHexesHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_128);
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

            // InternalBanneret.g:6986:3: (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )*
            loop114:
            do {
                int alt114=2;
                int LA114_0 = input.LA(1);

                if ( (LA114_0==35) ) {
                    alt114=1;
                }


                switch (alt114) {
            	case 1 :
            	    // InternalBanneret.g:6987:4: otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) )
            	    {
            	    otherlv_6=(Token)match(input,35,FOLLOW_82); 

            	    				newLeafNode(otherlv_6, grammarAccess.getReinforcementPlacementAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:6991:4: ( (lv_entryHexes_7_0= ruleHexLabel ) )
            	    // InternalBanneret.g:6992:5: (lv_entryHexes_7_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:6992:5: (lv_entryHexes_7_0= ruleHexLabel )
            	    // InternalBanneret.g:6993:6: lv_entryHexes_7_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getReinforcementPlacementAccess().getEntryHexesHexLabelParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_128);
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
            	    break loop114;
                }
            } while (true);

            // InternalBanneret.g:7011:3: (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )?
            int alt115=2;
            int LA115_0 = input.LA(1);

            if ( (LA115_0==131) ) {
                alt115=1;
            }
            switch (alt115) {
                case 1 :
                    // InternalBanneret.g:7012:4: otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn'
                    {
                    otherlv_8=(Token)match(input,131,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getReinforcementPlacementAccess().getLimitKeyword_5_0());
                    			
                    // InternalBanneret.g:7016:4: ( (lv_perTurnLimit_9_0= RULE_INT ) )
                    // InternalBanneret.g:7017:5: (lv_perTurnLimit_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:7017:5: (lv_perTurnLimit_9_0= RULE_INT )
                    // InternalBanneret.g:7018:6: lv_perTurnLimit_9_0= RULE_INT
                    {
                    lv_perTurnLimit_9_0=(Token)match(input,RULE_INT,FOLLOW_129); 

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

                    otherlv_10=(Token)match(input,49,FOLLOW_127); 

                    				newLeafNode(otherlv_10, grammarAccess.getReinforcementPlacementAccess().getPerKeyword_5_2());
                    			
                    otherlv_11=(Token)match(input,130,FOLLOW_2); 

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
    // InternalBanneret.g:7047:1: entryRuleVictoryPoints returns [EObject current=null] : iv_ruleVictoryPoints= ruleVictoryPoints EOF ;
    public final EObject entryRuleVictoryPoints() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVictoryPoints = null;


        try {
            // InternalBanneret.g:7047:54: (iv_ruleVictoryPoints= ruleVictoryPoints EOF )
            // InternalBanneret.g:7048:2: iv_ruleVictoryPoints= ruleVictoryPoints EOF
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
    // InternalBanneret.g:7054:1: ruleVictoryPoints returns [EObject current=null] : ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? ) ;
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
            // InternalBanneret.g:7060:2: ( ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:7061:2: ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:7061:2: ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )? )
            // InternalBanneret.g:7062:3: ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( ( ruleSheetName ) ) )? ( (lv_description_18_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:7062:3: ( (lv_points_0_0= ruleSignedInt ) )
            // InternalBanneret.g:7063:4: (lv_points_0_0= ruleSignedInt )
            {
            // InternalBanneret.g:7063:4: (lv_points_0_0= ruleSignedInt )
            // InternalBanneret.g:7064:5: lv_points_0_0= ruleSignedInt
            {

            					newCompositeNode(grammarAccess.getVictoryPointsAccess().getPointsSignedIntParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_130);
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

            // InternalBanneret.g:7081:3: ( (lv_event_1_0= ruleVictoryEvent ) )
            // InternalBanneret.g:7082:4: (lv_event_1_0= ruleVictoryEvent )
            {
            // InternalBanneret.g:7082:4: (lv_event_1_0= ruleVictoryEvent )
            // InternalBanneret.g:7083:5: lv_event_1_0= ruleVictoryEvent
            {

            					newCompositeNode(grammarAccess.getVictoryPointsAccess().getEventVictoryEventEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_131);
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

            // InternalBanneret.g:7100:3: ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )?
            int alt118=4;
            switch ( input.LA(1) ) {
                case RULE_ID:
                    {
                    alt118=1;
                    }
                    break;
                case 23:
                    {
                    alt118=2;
                    }
                    break;
                case 19:
                    {
                    alt118=3;
                    }
                    break;
            }

            switch (alt118) {
                case 1 :
                    // InternalBanneret.g:7101:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
                    {
                    // InternalBanneret.g:7101:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
                    // InternalBanneret.g:7102:5: ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
                    {
                    // InternalBanneret.g:7102:5: ( (otherlv_2= RULE_ID ) )
                    // InternalBanneret.g:7103:6: (otherlv_2= RULE_ID )
                    {
                    // InternalBanneret.g:7103:6: (otherlv_2= RULE_ID )
                    // InternalBanneret.g:7104:7: otherlv_2= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_132); 

                    							newLeafNode(otherlv_2, grammarAccess.getVictoryPointsAccess().getUnitsUnitCrossReference_2_0_0_0());
                    						

                    }


                    }

                    // InternalBanneret.g:7115:5: (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
                    loop116:
                    do {
                        int alt116=2;
                        int LA116_0 = input.LA(1);

                        if ( (LA116_0==35) ) {
                            alt116=1;
                        }


                        switch (alt116) {
                    	case 1 :
                    	    // InternalBanneret.g:7116:6: otherlv_3= ',' ( (otherlv_4= RULE_ID ) )
                    	    {
                    	    otherlv_3=(Token)match(input,35,FOLLOW_4); 

                    	    						newLeafNode(otherlv_3, grammarAccess.getVictoryPointsAccess().getCommaKeyword_2_0_1_0());
                    	    					
                    	    // InternalBanneret.g:7120:6: ( (otherlv_4= RULE_ID ) )
                    	    // InternalBanneret.g:7121:7: (otherlv_4= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:7121:7: (otherlv_4= RULE_ID )
                    	    // InternalBanneret.g:7122:8: otherlv_4= RULE_ID
                    	    {

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getVictoryPointsRule());
                    	    								}
                    	    							
                    	    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_132); 

                    	    								newLeafNode(otherlv_4, grammarAccess.getVictoryPointsAccess().getUnitsUnitCrossReference_2_0_1_1_0());
                    	    							

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop116;
                        }
                    } while (true);


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:7136:4: (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? )
                    {
                    // InternalBanneret.g:7136:4: (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? )
                    // InternalBanneret.g:7137:5: otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )?
                    {
                    otherlv_5=(Token)match(input,23,FOLLOW_4); 

                    					newLeafNode(otherlv_5, grammarAccess.getVictoryPointsAccess().getUnitKeyword_2_1_0());
                    				
                    // InternalBanneret.g:7141:5: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:7142:6: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:7142:6: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:7143:7: otherlv_6= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_133); 

                    							newLeafNode(otherlv_6, grammarAccess.getVictoryPointsAccess().getUnitTypeUnitTypeCrossReference_2_1_1_0());
                    						

                    }


                    }

                    // InternalBanneret.g:7154:5: (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )?
                    int alt117=2;
                    int LA117_0 = input.LA(1);

                    if ( (LA117_0==73) ) {
                        alt117=1;
                    }
                    switch (alt117) {
                        case 1 :
                            // InternalBanneret.g:7155:6: otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']'
                            {
                            otherlv_7=(Token)match(input,73,FOLLOW_10); 

                            						newLeafNode(otherlv_7, grammarAccess.getVictoryPointsAccess().getLeftSquareBracketKeyword_2_1_2_0());
                            					
                            // InternalBanneret.g:7159:6: ( (lv_armour_8_0= RULE_INT ) )
                            // InternalBanneret.g:7160:7: (lv_armour_8_0= RULE_INT )
                            {
                            // InternalBanneret.g:7160:7: (lv_armour_8_0= RULE_INT )
                            // InternalBanneret.g:7161:8: lv_armour_8_0= RULE_INT
                            {
                            lv_armour_8_0=(Token)match(input,RULE_INT,FOLLOW_59); 

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

                            otherlv_9=(Token)match(input,74,FOLLOW_134); 

                            						newLeafNode(otherlv_9, grammarAccess.getVictoryPointsAccess().getRightSquareBracketKeyword_2_1_2_2());
                            					

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:7184:4: (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) )
                    {
                    // InternalBanneret.g:7184:4: (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) )
                    // InternalBanneret.g:7185:5: otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) )
                    {
                    otherlv_10=(Token)match(input,19,FOLLOW_4); 

                    					newLeafNode(otherlv_10, grammarAccess.getVictoryPointsAccess().getFeatureKeyword_2_2_0());
                    				
                    // InternalBanneret.g:7189:5: ( (otherlv_11= RULE_ID ) )
                    // InternalBanneret.g:7190:6: (otherlv_11= RULE_ID )
                    {
                    // InternalBanneret.g:7190:6: (otherlv_11= RULE_ID )
                    // InternalBanneret.g:7191:7: otherlv_11= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_134); 

                    							newLeafNode(otherlv_11, grammarAccess.getVictoryPointsAccess().getFeatureTypeFeatureTypeCrossReference_2_2_1_0());
                    						

                    }


                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7204:3: (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )?
            int alt120=2;
            int LA120_0 = input.LA(1);

            if ( (LA120_0==96) ) {
                alt120=1;
            }
            switch (alt120) {
                case 1 :
                    // InternalBanneret.g:7205:4: otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )*
                    {
                    otherlv_12=(Token)match(input,96,FOLLOW_82); 

                    				newLeafNode(otherlv_12, grammarAccess.getVictoryPointsAccess().getAtKeyword_3_0());
                    			
                    // InternalBanneret.g:7209:4: ( (lv_hexes_13_0= ruleHexLabel ) )
                    // InternalBanneret.g:7210:5: (lv_hexes_13_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:7210:5: (lv_hexes_13_0= ruleHexLabel )
                    // InternalBanneret.g:7211:6: lv_hexes_13_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getVictoryPointsAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_135);
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

                    // InternalBanneret.g:7228:4: (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )*
                    loop119:
                    do {
                        int alt119=2;
                        int LA119_0 = input.LA(1);

                        if ( (LA119_0==35) ) {
                            alt119=1;
                        }


                        switch (alt119) {
                    	case 1 :
                    	    // InternalBanneret.g:7229:5: otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_14=(Token)match(input,35,FOLLOW_82); 

                    	    					newLeafNode(otherlv_14, grammarAccess.getVictoryPointsAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:7233:5: ( (lv_hexes_15_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:7234:6: (lv_hexes_15_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:7234:6: (lv_hexes_15_0= ruleHexLabel )
                    	    // InternalBanneret.g:7235:7: lv_hexes_15_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getVictoryPointsAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_135);
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
                    	    break loop119;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:7254:3: (otherlv_16= 'in' ( ( ruleSheetName ) ) )?
            int alt121=2;
            int LA121_0 = input.LA(1);

            if ( (LA121_0==59) ) {
                alt121=1;
            }
            switch (alt121) {
                case 1 :
                    // InternalBanneret.g:7255:4: otherlv_16= 'in' ( ( ruleSheetName ) )
                    {
                    otherlv_16=(Token)match(input,59,FOLLOW_4); 

                    				newLeafNode(otherlv_16, grammarAccess.getVictoryPointsAccess().getInKeyword_4_0());
                    			
                    // InternalBanneret.g:7259:4: ( ( ruleSheetName ) )
                    // InternalBanneret.g:7260:5: ( ruleSheetName )
                    {
                    // InternalBanneret.g:7260:5: ( ruleSheetName )
                    // InternalBanneret.g:7261:6: ruleSheetName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getVictoryPointsRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getVictoryPointsAccess().getRegionRegionCrossReference_4_1_0());
                    					
                    pushFollow(FOLLOW_13);
                    ruleSheetName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7276:3: ( (lv_description_18_0= RULE_STRING ) )?
            int alt122=2;
            int LA122_0 = input.LA(1);

            if ( (LA122_0==RULE_STRING) ) {
                alt122=1;
            }
            switch (alt122) {
                case 1 :
                    // InternalBanneret.g:7277:4: (lv_description_18_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7277:4: (lv_description_18_0= RULE_STRING )
                    // InternalBanneret.g:7278:5: lv_description_18_0= RULE_STRING
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
    // InternalBanneret.g:7298:1: entryRuleAutomaticCondition returns [EObject current=null] : iv_ruleAutomaticCondition= ruleAutomaticCondition EOF ;
    public final EObject entryRuleAutomaticCondition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAutomaticCondition = null;


        try {
            // InternalBanneret.g:7298:59: (iv_ruleAutomaticCondition= ruleAutomaticCondition EOF )
            // InternalBanneret.g:7299:2: iv_ruleAutomaticCondition= ruleAutomaticCondition EOF
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
    // InternalBanneret.g:7305:1: ruleAutomaticCondition returns [EObject current=null] : (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? ) ;
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
            // InternalBanneret.g:7311:2: ( (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:7312:2: (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:7312:2: (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? )
            // InternalBanneret.g:7313:3: otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )?
            {
            otherlv_0=(Token)match(input,132,FOLLOW_136); 

            			newLeafNode(otherlv_0, grammarAccess.getAutomaticConditionAccess().getAutomaticKeyword_0());
            		
            // InternalBanneret.g:7317:3: ( (lv_kind_1_0= ruleConditionKind ) )
            // InternalBanneret.g:7318:4: (lv_kind_1_0= ruleConditionKind )
            {
            // InternalBanneret.g:7318:4: (lv_kind_1_0= ruleConditionKind )
            // InternalBanneret.g:7319:5: lv_kind_1_0= ruleConditionKind
            {

            					newCompositeNode(grammarAccess.getAutomaticConditionAccess().getKindConditionKindEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_137);
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

            // InternalBanneret.g:7336:3: ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )*
            loop127:
            do {
                int alt127=8;
                switch ( input.LA(1) ) {
                case RULE_ID:
                    {
                    alt127=1;
                    }
                    break;
                case 96:
                    {
                    alt127=2;
                    }
                    break;
                case 59:
                    {
                    alt127=3;
                    }
                    break;
                case 126:
                    {
                    alt127=4;
                    }
                    break;
                case 48:
                    {
                    alt127=5;
                    }
                    break;
                case 94:
                    {
                    alt127=6;
                    }
                    break;
                case 68:
                    {
                    alt127=7;
                    }
                    break;

                }

                switch (alt127) {
            	case 1 :
            	    // InternalBanneret.g:7337:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:7337:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
            	    // InternalBanneret.g:7338:5: ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
            	    {
            	    // InternalBanneret.g:7338:5: ( (otherlv_2= RULE_ID ) )
            	    // InternalBanneret.g:7339:6: (otherlv_2= RULE_ID )
            	    {
            	    // InternalBanneret.g:7339:6: (otherlv_2= RULE_ID )
            	    // InternalBanneret.g:7340:7: otherlv_2= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_138); 

            	    							newLeafNode(otherlv_2, grammarAccess.getAutomaticConditionAccess().getUnitsUnitCrossReference_2_0_0_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:7351:5: (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
            	    loop123:
            	    do {
            	        int alt123=2;
            	        int LA123_0 = input.LA(1);

            	        if ( (LA123_0==35) ) {
            	            alt123=1;
            	        }


            	        switch (alt123) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7352:6: otherlv_3= ',' ( (otherlv_4= RULE_ID ) )
            	    	    {
            	    	    otherlv_3=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_3, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_0_1_0());
            	    	    					
            	    	    // InternalBanneret.g:7356:6: ( (otherlv_4= RULE_ID ) )
            	    	    // InternalBanneret.g:7357:7: (otherlv_4= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:7357:7: (otherlv_4= RULE_ID )
            	    	    // InternalBanneret.g:7358:8: otherlv_4= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_138); 

            	    	    								newLeafNode(otherlv_4, grammarAccess.getAutomaticConditionAccess().getUnitsUnitCrossReference_2_0_1_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop123;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:7372:4: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )
            	    {
            	    // InternalBanneret.g:7372:4: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )
            	    // InternalBanneret.g:7373:5: otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            	    {
            	    otherlv_5=(Token)match(input,96,FOLLOW_82); 

            	    					newLeafNode(otherlv_5, grammarAccess.getAutomaticConditionAccess().getAtKeyword_2_1_0());
            	    				
            	    // InternalBanneret.g:7377:5: ( (lv_hexes_6_0= ruleHexLabel ) )
            	    // InternalBanneret.g:7378:6: (lv_hexes_6_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:7378:6: (lv_hexes_6_0= ruleHexLabel )
            	    // InternalBanneret.g:7379:7: lv_hexes_6_0= ruleHexLabel
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getHexesHexLabelParserRuleCall_2_1_1_0());
            	    						
            	    pushFollow(FOLLOW_138);
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

            	    // InternalBanneret.g:7396:5: (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            	    loop124:
            	    do {
            	        int alt124=2;
            	        int LA124_0 = input.LA(1);

            	        if ( (LA124_0==35) ) {
            	            alt124=1;
            	        }


            	        switch (alt124) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7397:6: otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) )
            	    	    {
            	    	    otherlv_7=(Token)match(input,35,FOLLOW_82); 

            	    	    						newLeafNode(otherlv_7, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_1_2_0());
            	    	    					
            	    	    // InternalBanneret.g:7401:6: ( (lv_hexes_8_0= ruleHexLabel ) )
            	    	    // InternalBanneret.g:7402:7: (lv_hexes_8_0= ruleHexLabel )
            	    	    {
            	    	    // InternalBanneret.g:7402:7: (lv_hexes_8_0= ruleHexLabel )
            	    	    // InternalBanneret.g:7403:8: lv_hexes_8_0= ruleHexLabel
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getAutomaticConditionAccess().getHexesHexLabelParserRuleCall_2_1_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_138);
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
            	    	    break loop124;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:7423:4: (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* )
            	    {
            	    // InternalBanneret.g:7423:4: (otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )* )
            	    // InternalBanneret.g:7424:5: otherlv_9= 'in' ( ( ruleSheetName ) ) (otherlv_11= ',' ( ( ruleSheetName ) ) )*
            	    {
            	    otherlv_9=(Token)match(input,59,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getAutomaticConditionAccess().getInKeyword_2_2_0());
            	    				
            	    // InternalBanneret.g:7428:5: ( ( ruleSheetName ) )
            	    // InternalBanneret.g:7429:6: ( ruleSheetName )
            	    {
            	    // InternalBanneret.g:7429:6: ( ruleSheetName )
            	    // InternalBanneret.g:7430:7: ruleSheetName
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getRegionsRegionCrossReference_2_2_1_0());
            	    						
            	    pushFollow(FOLLOW_138);
            	    ruleSheetName();

            	    state._fsp--;


            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:7444:5: (otherlv_11= ',' ( ( ruleSheetName ) ) )*
            	    loop125:
            	    do {
            	        int alt125=2;
            	        int LA125_0 = input.LA(1);

            	        if ( (LA125_0==35) ) {
            	            alt125=1;
            	        }


            	        switch (alt125) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7445:6: otherlv_11= ',' ( ( ruleSheetName ) )
            	    	    {
            	    	    otherlv_11=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_11, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_2_2_0());
            	    	    					
            	    	    // InternalBanneret.g:7449:6: ( ( ruleSheetName ) )
            	    	    // InternalBanneret.g:7450:7: ( ruleSheetName )
            	    	    {
            	    	    // InternalBanneret.g:7450:7: ( ruleSheetName )
            	    	    // InternalBanneret.g:7451:8: ruleSheetName
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							

            	    	    								newCompositeNode(grammarAccess.getAutomaticConditionAccess().getRegionsRegionCrossReference_2_2_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_138);
            	    	    ruleSheetName();

            	    	    state._fsp--;


            	    	    								afterParserOrEnumRuleCall();
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop125;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:7468:4: ( (lv_segments_13_0= rulePathSegment ) )
            	    {
            	    // InternalBanneret.g:7468:4: ( (lv_segments_13_0= rulePathSegment ) )
            	    // InternalBanneret.g:7469:5: (lv_segments_13_0= rulePathSegment )
            	    {
            	    // InternalBanneret.g:7469:5: (lv_segments_13_0= rulePathSegment )
            	    // InternalBanneret.g:7470:6: lv_segments_13_0= rulePathSegment
            	    {

            	    						newCompositeNode(grammarAccess.getAutomaticConditionAccess().getSegmentsPathSegmentParserRuleCall_2_3_0());
            	    					
            	    pushFollow(FOLLOW_137);
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
            	    // InternalBanneret.g:7488:4: (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:7488:4: (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* )
            	    // InternalBanneret.g:7489:5: otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )*
            	    {
            	    otherlv_14=(Token)match(input,48,FOLLOW_139); 

            	    					newLeafNode(otherlv_14, grammarAccess.getAutomaticConditionAccess().getExceptKeyword_2_4_0());
            	    				
            	    otherlv_15=(Token)match(input,46,FOLLOW_4); 

            	    					newLeafNode(otherlv_15, grammarAccess.getAutomaticConditionAccess().getOnKeyword_2_4_1());
            	    				
            	    // InternalBanneret.g:7497:5: ( (otherlv_16= RULE_ID ) )
            	    // InternalBanneret.g:7498:6: (otherlv_16= RULE_ID )
            	    {
            	    // InternalBanneret.g:7498:6: (otherlv_16= RULE_ID )
            	    // InternalBanneret.g:7499:7: otherlv_16= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_16=(Token)match(input,RULE_ID,FOLLOW_138); 

            	    							newLeafNode(otherlv_16, grammarAccess.getAutomaticConditionAccess().getExcludedTerrainTerrainTypeCrossReference_2_4_2_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:7510:5: (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )*
            	    loop126:
            	    do {
            	        int alt126=2;
            	        int LA126_0 = input.LA(1);

            	        if ( (LA126_0==35) ) {
            	            alt126=1;
            	        }


            	        switch (alt126) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7511:6: otherlv_17= ',' ( (otherlv_18= RULE_ID ) )
            	    	    {
            	    	    otherlv_17=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_17, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_4_3_0());
            	    	    					
            	    	    // InternalBanneret.g:7515:6: ( (otherlv_18= RULE_ID ) )
            	    	    // InternalBanneret.g:7516:7: (otherlv_18= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:7516:7: (otherlv_18= RULE_ID )
            	    	    // InternalBanneret.g:7517:8: otherlv_18= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_18=(Token)match(input,RULE_ID,FOLLOW_138); 

            	    	    								newLeafNode(otherlv_18, grammarAccess.getAutomaticConditionAccess().getExcludedTerrainTerrainTypeCrossReference_2_4_3_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop126;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:7531:4: (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) )
            	    {
            	    // InternalBanneret.g:7531:4: (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) )
            	    // InternalBanneret.g:7532:5: otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) )
            	    {
            	    otherlv_19=(Token)match(input,94,FOLLOW_85); 

            	    					newLeafNode(otherlv_19, grammarAccess.getAutomaticConditionAccess().getEdgeKeyword_2_5_0());
            	    				
            	    // InternalBanneret.g:7536:5: ( (lv_edge_20_0= ruleCompass ) )
            	    // InternalBanneret.g:7537:6: (lv_edge_20_0= ruleCompass )
            	    {
            	    // InternalBanneret.g:7537:6: (lv_edge_20_0= ruleCompass )
            	    // InternalBanneret.g:7538:7: lv_edge_20_0= ruleCompass
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getEdgeCompassEnumRuleCall_2_5_1_0());
            	    						
            	    pushFollow(FOLLOW_137);
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
            	    // InternalBanneret.g:7557:4: (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) )
            	    {
            	    // InternalBanneret.g:7557:4: (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) )
            	    // InternalBanneret.g:7558:5: otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) )
            	    {
            	    otherlv_21=(Token)match(input,68,FOLLOW_22); 

            	    					newLeafNode(otherlv_21, grammarAccess.getAutomaticConditionAccess().getValueKeyword_2_6_0());
            	    				
            	    // InternalBanneret.g:7562:5: ( (lv_value_22_0= ruleSignedInt ) )
            	    // InternalBanneret.g:7563:6: (lv_value_22_0= ruleSignedInt )
            	    {
            	    // InternalBanneret.g:7563:6: (lv_value_22_0= ruleSignedInt )
            	    // InternalBanneret.g:7564:7: lv_value_22_0= ruleSignedInt
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getValueSignedIntParserRuleCall_2_6_1_0());
            	    						
            	    pushFollow(FOLLOW_137);
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
            	    break loop127;
                }
            } while (true);

            // InternalBanneret.g:7583:3: ( (lv_description_23_0= RULE_STRING ) )?
            int alt128=2;
            int LA128_0 = input.LA(1);

            if ( (LA128_0==RULE_STRING) ) {
                alt128=1;
            }
            switch (alt128) {
                case 1 :
                    // InternalBanneret.g:7584:4: (lv_description_23_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7584:4: (lv_description_23_0= RULE_STRING )
                    // InternalBanneret.g:7585:5: lv_description_23_0= RULE_STRING
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
    // InternalBanneret.g:7605:1: entryRuleSpecialRule returns [EObject current=null] : iv_ruleSpecialRule= ruleSpecialRule EOF ;
    public final EObject entryRuleSpecialRule() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSpecialRule = null;


        try {
            // InternalBanneret.g:7605:52: (iv_ruleSpecialRule= ruleSpecialRule EOF )
            // InternalBanneret.g:7606:2: iv_ruleSpecialRule= ruleSpecialRule EOF
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
    // InternalBanneret.g:7612:1: ruleSpecialRule returns [EObject current=null] : (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? ) ;
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
            // InternalBanneret.g:7618:2: ( (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? ) )
            // InternalBanneret.g:7619:2: (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? )
            {
            // InternalBanneret.g:7619:2: (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? )
            // InternalBanneret.g:7620:3: otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )?
            {
            otherlv_0=(Token)match(input,133,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSpecialRuleAccess().getRuleKeyword_0());
            		
            // InternalBanneret.g:7624:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:7625:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:7625:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:7626:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_140); 

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

            // InternalBanneret.g:7642:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt129=2;
            int LA129_0 = input.LA(1);

            if ( (LA129_0==RULE_STRING) ) {
                alt129=1;
            }
            switch (alt129) {
                case 1 :
                    // InternalBanneret.g:7643:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7643:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:7644:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_141); 

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

            // InternalBanneret.g:7660:3: (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )?
            int alt130=2;
            int LA130_0 = input.LA(1);

            if ( (LA130_0==54) ) {
                alt130=1;
            }
            switch (alt130) {
                case 1 :
                    // InternalBanneret.g:7661:4: otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) )
                    {
                    otherlv_3=(Token)match(input,54,FOLLOW_8); 

                    				newLeafNode(otherlv_3, grammarAccess.getSpecialRuleAccess().getColonKeyword_3_0());
                    			
                    // InternalBanneret.g:7665:4: ( (lv_text_4_0= RULE_STRING ) )
                    // InternalBanneret.g:7666:5: (lv_text_4_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7666:5: (lv_text_4_0= RULE_STRING )
                    // InternalBanneret.g:7667:6: lv_text_4_0= RULE_STRING
                    {
                    lv_text_4_0=(Token)match(input,RULE_STRING,FOLLOW_17); 

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

            // InternalBanneret.g:7684:3: (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )?
            int alt132=2;
            int LA132_0 = input.LA(1);

            if ( (LA132_0==13) ) {
                alt132=1;
            }
            switch (alt132) {
                case 1 :
                    // InternalBanneret.g:7685:4: otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}'
                    {
                    otherlv_5=(Token)match(input,13,FOLLOW_142); 

                    				newLeafNode(otherlv_5, grammarAccess.getSpecialRuleAccess().getLeftCurlyBracketKeyword_4_0());
                    			
                    // InternalBanneret.g:7689:4: ( (lv_flags_6_0= ruleRuleFlag ) )*
                    loop131:
                    do {
                        int alt131=2;
                        int LA131_0 = input.LA(1);

                        if ( (LA131_0==RULE_ID||(LA131_0>=17 && LA131_0<=21)||LA131_0==23||LA131_0==25||LA131_0==30||LA131_0==32||(LA131_0>=38 && LA131_0<=40)||LA131_0==46||LA131_0==50||(LA131_0>=55 && LA131_0<=58)||(LA131_0>=64 && LA131_0<=69)||(LA131_0>=75 && LA131_0<=76)||LA131_0==79||LA131_0==85||LA131_0==90||(LA131_0>=93 && LA131_0<=95)||(LA131_0>=98 && LA131_0<=100)||LA131_0==110||LA131_0==112||(LA131_0>=118 && LA131_0<=119)||LA131_0==127||(LA131_0>=130 && LA131_0<=133)||(LA131_0>=139 && LA131_0<=154)) ) {
                            alt131=1;
                        }


                        switch (alt131) {
                    	case 1 :
                    	    // InternalBanneret.g:7690:5: (lv_flags_6_0= ruleRuleFlag )
                    	    {
                    	    // InternalBanneret.g:7690:5: (lv_flags_6_0= ruleRuleFlag )
                    	    // InternalBanneret.g:7691:6: lv_flags_6_0= ruleRuleFlag
                    	    {

                    	    						newCompositeNode(grammarAccess.getSpecialRuleAccess().getFlagsRuleFlagParserRuleCall_4_1_0());
                    	    					
                    	    pushFollow(FOLLOW_142);
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
                    	    break loop131;
                        }
                    } while (true);

                    otherlv_7=(Token)match(input,28,FOLLOW_2); 

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
    // InternalBanneret.g:7717:1: entryRuleRuleFlag returns [EObject current=null] : iv_ruleRuleFlag= ruleRuleFlag EOF ;
    public final EObject entryRuleRuleFlag() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRuleFlag = null;


        try {
            // InternalBanneret.g:7717:49: (iv_ruleRuleFlag= ruleRuleFlag EOF )
            // InternalBanneret.g:7718:2: iv_ruleRuleFlag= ruleRuleFlag EOF
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
    // InternalBanneret.g:7724:1: ruleRuleFlag returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? ) ;
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
            // InternalBanneret.g:7730:2: ( ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? ) )
            // InternalBanneret.g:7731:2: ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? )
            {
            // InternalBanneret.g:7731:2: ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? )
            // InternalBanneret.g:7732:3: ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )?
            {
            // InternalBanneret.g:7732:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:7733:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:7733:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:7734:5: lv_key_0_0= ruleWord
            {

            					newCompositeNode(grammarAccess.getRuleFlagAccess().getKeyWordParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_143);
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

            // InternalBanneret.g:7751:3: (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )?
            int alt133=2;
            int LA133_0 = input.LA(1);

            if ( (LA133_0==97) ) {
                alt133=1;
            }
            switch (alt133) {
                case 1 :
                    // InternalBanneret.g:7752:4: otherlv_1= '=' ( (lv_value_2_0= ruleValue ) )
                    {
                    otherlv_1=(Token)match(input,97,FOLLOW_63); 

                    				newLeafNode(otherlv_1, grammarAccess.getRuleFlagAccess().getEqualsSignKeyword_1_0());
                    			
                    // InternalBanneret.g:7756:4: ( (lv_value_2_0= ruleValue ) )
                    // InternalBanneret.g:7757:5: (lv_value_2_0= ruleValue )
                    {
                    // InternalBanneret.g:7757:5: (lv_value_2_0= ruleValue )
                    // InternalBanneret.g:7758:6: lv_value_2_0= ruleValue
                    {

                    						newCompositeNode(grammarAccess.getRuleFlagAccess().getValueValueParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_144);
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

            // InternalBanneret.g:7776:3: (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )?
            int alt134=2;
            int LA134_0 = input.LA(1);

            if ( (LA134_0==91) ) {
                alt134=1;
            }
            switch (alt134) {
                case 1 :
                    // InternalBanneret.g:7777:4: otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) )
                    {
                    otherlv_3=(Token)match(input,91,FOLLOW_127); 

                    				newLeafNode(otherlv_3, grammarAccess.getRuleFlagAccess().getFromKeyword_2_0());
                    			
                    otherlv_4=(Token)match(input,130,FOLLOW_10); 

                    				newLeafNode(otherlv_4, grammarAccess.getRuleFlagAccess().getTurnKeyword_2_1());
                    			
                    // InternalBanneret.g:7785:4: ( (lv_fromTurn_5_0= RULE_INT ) )
                    // InternalBanneret.g:7786:5: (lv_fromTurn_5_0= RULE_INT )
                    {
                    // InternalBanneret.g:7786:5: (lv_fromTurn_5_0= RULE_INT )
                    // InternalBanneret.g:7787:6: lv_fromTurn_5_0= RULE_INT
                    {
                    lv_fromTurn_5_0=(Token)match(input,RULE_INT,FOLLOW_145); 

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

            // InternalBanneret.g:7804:3: (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )?
            int alt135=2;
            int LA135_0 = input.LA(1);

            if ( (LA135_0==70) ) {
                alt135=1;
            }
            switch (alt135) {
                case 1 :
                    // InternalBanneret.g:7805:4: otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,70,FOLLOW_127); 

                    				newLeafNode(otherlv_6, grammarAccess.getRuleFlagAccess().getToKeyword_3_0());
                    			
                    otherlv_7=(Token)match(input,130,FOLLOW_10); 

                    				newLeafNode(otherlv_7, grammarAccess.getRuleFlagAccess().getTurnKeyword_3_1());
                    			
                    // InternalBanneret.g:7813:4: ( (lv_toTurn_8_0= RULE_INT ) )
                    // InternalBanneret.g:7814:5: (lv_toTurn_8_0= RULE_INT )
                    {
                    // InternalBanneret.g:7814:5: (lv_toTurn_8_0= RULE_INT )
                    // InternalBanneret.g:7815:6: lv_toTurn_8_0= RULE_INT
                    {
                    lv_toTurn_8_0=(Token)match(input,RULE_INT,FOLLOW_146); 

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

            // InternalBanneret.g:7832:3: (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt137=2;
            int LA137_0 = input.LA(1);

            if ( (LA137_0==34) ) {
                alt137=1;
            }
            switch (alt137) {
                case 1 :
                    // InternalBanneret.g:7833:4: otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_9=(Token)match(input,34,FOLLOW_4); 

                    				newLeafNode(otherlv_9, grammarAccess.getRuleFlagAccess().getForKeyword_4_0());
                    			
                    // InternalBanneret.g:7837:4: ( ( ruleQualifiedName ) )
                    // InternalBanneret.g:7838:5: ( ruleQualifiedName )
                    {
                    // InternalBanneret.g:7838:5: ( ruleQualifiedName )
                    // InternalBanneret.g:7839:6: ruleQualifiedName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleFlagRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getRuleFlagAccess().getTargetsEObjectCrossReference_4_1_0());
                    					
                    pushFollow(FOLLOW_50);
                    ruleQualifiedName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:7853:4: (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    loop136:
                    do {
                        int alt136=2;
                        int LA136_0 = input.LA(1);

                        if ( (LA136_0==35) ) {
                            alt136=1;
                        }


                        switch (alt136) {
                    	case 1 :
                    	    // InternalBanneret.g:7854:5: otherlv_11= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_11=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getRuleFlagAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:7858:5: ( ( ruleQualifiedName ) )
                    	    // InternalBanneret.g:7859:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalBanneret.g:7859:6: ( ruleQualifiedName )
                    	    // InternalBanneret.g:7860:7: ruleQualifiedName
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getRuleFlagRule());
                    	    							}
                    	    						

                    	    							newCompositeNode(grammarAccess.getRuleFlagAccess().getTargetsEObjectCrossReference_4_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_50);
                    	    ruleQualifiedName();

                    	    state._fsp--;


                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop136;
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
    // InternalBanneret.g:7880:1: entryRuleScenarioLink returns [EObject current=null] : iv_ruleScenarioLink= ruleScenarioLink EOF ;
    public final EObject entryRuleScenarioLink() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenarioLink = null;


        try {
            // InternalBanneret.g:7880:53: (iv_ruleScenarioLink= ruleScenarioLink EOF )
            // InternalBanneret.g:7881:2: iv_ruleScenarioLink= ruleScenarioLink EOF
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
    // InternalBanneret.g:7887:1: ruleScenarioLink returns [EObject current=null] : (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? ) ;
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
            // InternalBanneret.g:7893:2: ( (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:7894:2: (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:7894:2: (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? )
            // InternalBanneret.g:7895:3: otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )?
            {
            otherlv_0=(Token)match(input,134,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioLinkAccess().getFollowsKeyword_0());
            		
            // InternalBanneret.g:7899:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:7900:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:7900:4: ( ruleQualifiedName )
            // InternalBanneret.g:7901:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getScenarioLinkRule());
            					}
            				

            					newCompositeNode(grammarAccess.getScenarioLinkAccess().getSourceScenarioCrossReference_1_0());
            				
            pushFollow(FOLLOW_147);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7915:3: (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )?
            int alt139=2;
            int LA139_0 = input.LA(1);

            if ( (LA139_0==135) ) {
                alt139=1;
            }
            switch (alt139) {
                case 1 :
                    // InternalBanneret.g:7916:4: otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )*
                    {
                    otherlv_2=(Token)match(input,135,FOLLOW_26); 

                    				newLeafNode(otherlv_2, grammarAccess.getScenarioLinkAccess().getCarryingKeyword_2_0());
                    			
                    // InternalBanneret.g:7920:4: ( (lv_carries_3_0= ruleWord ) )
                    // InternalBanneret.g:7921:5: (lv_carries_3_0= ruleWord )
                    {
                    // InternalBanneret.g:7921:5: (lv_carries_3_0= ruleWord )
                    // InternalBanneret.g:7922:6: lv_carries_3_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getScenarioLinkAccess().getCarriesWordParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_148);
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

                    // InternalBanneret.g:7939:4: (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )*
                    loop138:
                    do {
                        int alt138=2;
                        int LA138_0 = input.LA(1);

                        if ( (LA138_0==35) ) {
                            alt138=1;
                        }


                        switch (alt138) {
                    	case 1 :
                    	    // InternalBanneret.g:7940:5: otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) )
                    	    {
                    	    otherlv_4=(Token)match(input,35,FOLLOW_26); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getScenarioLinkAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:7944:5: ( (lv_carries_5_0= ruleWord ) )
                    	    // InternalBanneret.g:7945:6: (lv_carries_5_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:7945:6: (lv_carries_5_0= ruleWord )
                    	    // InternalBanneret.g:7946:7: lv_carries_5_0= ruleWord
                    	    {

                    	    							newCompositeNode(grammarAccess.getScenarioLinkAccess().getCarriesWordParserRuleCall_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_148);
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
                    	    break loop138;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:7965:3: ( (lv_description_6_0= RULE_STRING ) )?
            int alt140=2;
            int LA140_0 = input.LA(1);

            if ( (LA140_0==RULE_STRING) ) {
                alt140=1;
            }
            switch (alt140) {
                case 1 :
                    // InternalBanneret.g:7966:4: (lv_description_6_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7966:4: (lv_description_6_0= RULE_STRING )
                    // InternalBanneret.g:7967:5: lv_description_6_0= RULE_STRING
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
    // InternalBanneret.g:7987:1: entryRuleRuleWaiver returns [EObject current=null] : iv_ruleRuleWaiver= ruleRuleWaiver EOF ;
    public final EObject entryRuleRuleWaiver() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRuleWaiver = null;


        try {
            // InternalBanneret.g:7987:51: (iv_ruleRuleWaiver= ruleRuleWaiver EOF )
            // InternalBanneret.g:7988:2: iv_ruleRuleWaiver= ruleRuleWaiver EOF
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
    // InternalBanneret.g:7994:1: ruleRuleWaiver returns [EObject current=null] : (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) ) ;
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
            // InternalBanneret.g:8000:2: ( (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) ) )
            // InternalBanneret.g:8001:2: (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) )
            {
            // InternalBanneret.g:8001:2: (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) )
            // InternalBanneret.g:8002:3: otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) )
            {
            otherlv_0=(Token)match(input,136,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRuleWaiverAccess().getWaiveKeyword_0());
            		
            // InternalBanneret.g:8006:3: ( (lv_ruleId_1_0= ruleRuleId ) )
            // InternalBanneret.g:8007:4: (lv_ruleId_1_0= ruleRuleId )
            {
            // InternalBanneret.g:8007:4: (lv_ruleId_1_0= ruleRuleId )
            // InternalBanneret.g:8008:5: lv_ruleId_1_0= ruleRuleId
            {

            					newCompositeNode(grammarAccess.getRuleWaiverAccess().getRuleIdRuleIdParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_149);
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

            // InternalBanneret.g:8025:3: (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt142=2;
            int LA142_0 = input.LA(1);

            if ( (LA142_0==34) ) {
                alt142=1;
            }
            switch (alt142) {
                case 1 :
                    // InternalBanneret.g:8026:4: otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_2=(Token)match(input,34,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getRuleWaiverAccess().getForKeyword_2_0());
                    			
                    // InternalBanneret.g:8030:4: ( ( ruleQualifiedName ) )
                    // InternalBanneret.g:8031:5: ( ruleQualifiedName )
                    {
                    // InternalBanneret.g:8031:5: ( ruleQualifiedName )
                    // InternalBanneret.g:8032:6: ruleQualifiedName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleWaiverRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getRuleWaiverAccess().getTargetsEObjectCrossReference_2_1_0());
                    					
                    pushFollow(FOLLOW_150);
                    ruleQualifiedName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:8046:4: (otherlv_4= ',' ( ( ruleQualifiedName ) ) )*
                    loop141:
                    do {
                        int alt141=2;
                        int LA141_0 = input.LA(1);

                        if ( (LA141_0==35) ) {
                            alt141=1;
                        }


                        switch (alt141) {
                    	case 1 :
                    	    // InternalBanneret.g:8047:5: otherlv_4= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_4=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getRuleWaiverAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:8051:5: ( ( ruleQualifiedName ) )
                    	    // InternalBanneret.g:8052:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalBanneret.g:8052:6: ( ruleQualifiedName )
                    	    // InternalBanneret.g:8053:7: ruleQualifiedName
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getRuleWaiverRule());
                    	    							}
                    	    						

                    	    							newCompositeNode(grammarAccess.getRuleWaiverAccess().getTargetsEObjectCrossReference_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_150);
                    	    ruleQualifiedName();

                    	    state._fsp--;


                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop141;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:8069:3: (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )?
            int alt144=2;
            int LA144_0 = input.LA(1);

            if ( (LA144_0==96) ) {
                alt144=1;
            }
            switch (alt144) {
                case 1 :
                    // InternalBanneret.g:8070:4: otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )*
                    {
                    otherlv_6=(Token)match(input,96,FOLLOW_82); 

                    				newLeafNode(otherlv_6, grammarAccess.getRuleWaiverAccess().getAtKeyword_3_0());
                    			
                    // InternalBanneret.g:8074:4: ( (lv_hexes_7_0= ruleHexLabel ) )
                    // InternalBanneret.g:8075:5: (lv_hexes_7_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:8075:5: (lv_hexes_7_0= ruleHexLabel )
                    // InternalBanneret.g:8076:6: lv_hexes_7_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getRuleWaiverAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_151);
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

                    // InternalBanneret.g:8093:4: (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )*
                    loop143:
                    do {
                        int alt143=2;
                        int LA143_0 = input.LA(1);

                        if ( (LA143_0==35) ) {
                            alt143=1;
                        }


                        switch (alt143) {
                    	case 1 :
                    	    // InternalBanneret.g:8094:5: otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_8=(Token)match(input,35,FOLLOW_82); 

                    	    					newLeafNode(otherlv_8, grammarAccess.getRuleWaiverAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:8098:5: ( (lv_hexes_9_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:8099:6: (lv_hexes_9_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:8099:6: (lv_hexes_9_0= ruleHexLabel )
                    	    // InternalBanneret.g:8100:7: lv_hexes_9_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getRuleWaiverAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_151);
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
                    	    break loop143;
                        }
                    } while (true);


                    }
                    break;

            }

            otherlv_10=(Token)match(input,137,FOLLOW_8); 

            			newLeafNode(otherlv_10, grammarAccess.getRuleWaiverAccess().getBecauseKeyword_4());
            		
            // InternalBanneret.g:8123:3: ( (lv_reason_11_0= RULE_STRING ) )
            // InternalBanneret.g:8124:4: (lv_reason_11_0= RULE_STRING )
            {
            // InternalBanneret.g:8124:4: (lv_reason_11_0= RULE_STRING )
            // InternalBanneret.g:8125:5: lv_reason_11_0= RULE_STRING
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
    // InternalBanneret.g:8145:1: entryRuleHexLabel returns [String current=null] : iv_ruleHexLabel= ruleHexLabel EOF ;
    public final String entryRuleHexLabel() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleHexLabel = null;


        try {
            // InternalBanneret.g:8145:48: (iv_ruleHexLabel= ruleHexLabel EOF )
            // InternalBanneret.g:8146:2: iv_ruleHexLabel= ruleHexLabel EOF
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
    // InternalBanneret.g:8152:1: ruleHexLabel returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleHexLabel() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_INT_2=null;
        Token this_ID_3=null;
        Token this_STRING_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:8158:2: ( ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING ) )
            // InternalBanneret.g:8159:2: ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING )
            {
            // InternalBanneret.g:8159:2: ( ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) ) | this_STRING_4= RULE_STRING )
            int alt147=2;
            int LA147_0 = input.LA(1);

            if ( ((LA147_0>=RULE_ID && LA147_0<=RULE_INT)) ) {
                alt147=1;
            }
            else if ( (LA147_0==RULE_STRING) ) {
                alt147=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 147, 0, input);

                throw nvae;
            }
            switch (alt147) {
                case 1 :
                    // InternalBanneret.g:8160:3: ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) )
                    {
                    // InternalBanneret.g:8160:3: ( (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID ) )
                    // InternalBanneret.g:8161:4: (this_ID_0= RULE_ID kw= ':' )? (this_INT_2= RULE_INT | this_ID_3= RULE_ID )
                    {
                    // InternalBanneret.g:8161:4: (this_ID_0= RULE_ID kw= ':' )?
                    int alt145=2;
                    int LA145_0 = input.LA(1);

                    if ( (LA145_0==RULE_ID) ) {
                        int LA145_1 = input.LA(2);

                        if ( (LA145_1==54) ) {
                            alt145=1;
                        }
                    }
                    switch (alt145) {
                        case 1 :
                            // InternalBanneret.g:8162:5: this_ID_0= RULE_ID kw= ':'
                            {
                            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_39); 

                            					current.merge(this_ID_0);
                            				

                            					newLeafNode(this_ID_0, grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_0_0_0());
                            				
                            kw=(Token)match(input,54,FOLLOW_152); 

                            					current.merge(kw);
                            					newLeafNode(kw, grammarAccess.getHexLabelAccess().getColonKeyword_0_0_1());
                            				

                            }
                            break;

                    }

                    // InternalBanneret.g:8175:4: (this_INT_2= RULE_INT | this_ID_3= RULE_ID )
                    int alt146=2;
                    int LA146_0 = input.LA(1);

                    if ( (LA146_0==RULE_INT) ) {
                        alt146=1;
                    }
                    else if ( (LA146_0==RULE_ID) ) {
                        alt146=2;
                    }
                    else {
                        NoViableAltException nvae =
                            new NoViableAltException("", 146, 0, input);

                        throw nvae;
                    }
                    switch (alt146) {
                        case 1 :
                            // InternalBanneret.g:8176:5: this_INT_2= RULE_INT
                            {
                            this_INT_2=(Token)match(input,RULE_INT,FOLLOW_2); 

                            					current.merge(this_INT_2);
                            				

                            					newLeafNode(this_INT_2, grammarAccess.getHexLabelAccess().getINTTerminalRuleCall_0_1_0());
                            				

                            }
                            break;
                        case 2 :
                            // InternalBanneret.g:8184:5: this_ID_3= RULE_ID
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
                    // InternalBanneret.g:8194:3: this_STRING_4= RULE_STRING
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
    // InternalBanneret.g:8205:1: entryRuleQualifiedName returns [String current=null] : iv_ruleQualifiedName= ruleQualifiedName EOF ;
    public final String entryRuleQualifiedName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleQualifiedName = null;


        try {
            // InternalBanneret.g:8205:53: (iv_ruleQualifiedName= ruleQualifiedName EOF )
            // InternalBanneret.g:8206:2: iv_ruleQualifiedName= ruleQualifiedName EOF
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
    // InternalBanneret.g:8212:1: ruleQualifiedName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) ;
    public final AntlrDatatypeRuleToken ruleQualifiedName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8218:2: ( (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) )
            // InternalBanneret.g:8219:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            {
            // InternalBanneret.g:8219:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            // InternalBanneret.g:8220:3: this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_153); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:8227:3: (kw= '.' this_ID_2= RULE_ID )*
            loop148:
            do {
                int alt148=2;
                int LA148_0 = input.LA(1);

                if ( (LA148_0==138) ) {
                    alt148=1;
                }


                switch (alt148) {
            	case 1 :
            	    // InternalBanneret.g:8228:4: kw= '.' this_ID_2= RULE_ID
            	    {
            	    kw=(Token)match(input,138,FOLLOW_4); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0());
            	    			
            	    this_ID_2=(Token)match(input,RULE_ID,FOLLOW_153); 

            	    				current.merge(this_ID_2);
            	    			

            	    				newLeafNode(this_ID_2, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1());
            	    			

            	    }
            	    break;

            	default :
            	    break loop148;
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
    // InternalBanneret.g:8245:1: entryRuleSheetName returns [String current=null] : iv_ruleSheetName= ruleSheetName EOF ;
    public final String entryRuleSheetName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleSheetName = null;


        try {
            // InternalBanneret.g:8245:49: (iv_ruleSheetName= ruleSheetName EOF )
            // InternalBanneret.g:8246:2: iv_ruleSheetName= ruleSheetName EOF
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
    // InternalBanneret.g:8252:1: ruleSheetName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID ) ;
    public final AntlrDatatypeRuleToken ruleSheetName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8258:2: ( ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID ) )
            // InternalBanneret.g:8259:2: ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID )
            {
            // InternalBanneret.g:8259:2: ( (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID )
            // InternalBanneret.g:8260:3: (this_ID_0= RULE_ID kw= ':' )? this_ID_2= RULE_ID
            {
            // InternalBanneret.g:8260:3: (this_ID_0= RULE_ID kw= ':' )?
            int alt149=2;
            int LA149_0 = input.LA(1);

            if ( (LA149_0==RULE_ID) ) {
                int LA149_1 = input.LA(2);

                if ( (LA149_1==54) ) {
                    alt149=1;
                }
            }
            switch (alt149) {
                case 1 :
                    // InternalBanneret.g:8261:4: this_ID_0= RULE_ID kw= ':'
                    {
                    this_ID_0=(Token)match(input,RULE_ID,FOLLOW_39); 

                    				current.merge(this_ID_0);
                    			

                    				newLeafNode(this_ID_0, grammarAccess.getSheetNameAccess().getIDTerminalRuleCall_0_0());
                    			
                    kw=(Token)match(input,54,FOLLOW_4); 

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
    // InternalBanneret.g:8285:1: entryRuleWord returns [String current=null] : iv_ruleWord= ruleWord EOF ;
    public final String entryRuleWord() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleWord = null;


        try {
            // InternalBanneret.g:8285:44: (iv_ruleWord= ruleWord EOF )
            // InternalBanneret.g:8286:2: iv_ruleWord= ruleWord EOF
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
    // InternalBanneret.g:8292:1: ruleWord returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' ) ;
    public final AntlrDatatypeRuleToken ruleWord() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;


        	enterRule();

        try {
            // InternalBanneret.g:8298:2: ( (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' ) )
            // InternalBanneret.g:8299:2: (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' )
            {
            // InternalBanneret.g:8299:2: (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' | kw= 'closed' )
            int alt150=61;
            switch ( input.LA(1) ) {
            case RULE_ID:
                {
                alt150=1;
                }
                break;
            case 57:
                {
                alt150=2;
                }
                break;
            case 90:
                {
                alt150=3;
                }
                break;
            case 68:
                {
                alt150=4;
                }
                break;
            case 69:
                {
                alt150=5;
                }
                break;
            case 39:
                {
                alt150=6;
                }
                break;
            case 38:
                {
                alt150=7;
                }
                break;
            case 66:
                {
                alt150=8;
                }
                break;
            case 64:
                {
                alt150=9;
                }
                break;
            case 65:
                {
                alt150=10;
                }
                break;
            case 67:
                {
                alt150=11;
                }
                break;
            case 58:
                {
                alt150=12;
                }
                break;
            case 112:
                {
                alt150=13;
                }
                break;
            case 56:
                {
                alt150=14;
                }
                break;
            case 130:
                {
                alt150=15;
                }
                break;
            case 23:
                {
                alt150=16;
                }
                break;
            case 75:
                {
                alt150=17;
                }
                break;
            case 50:
                {
                alt150=18;
                }
                break;
            case 110:
                {
                alt150=19;
                }
                break;
            case 93:
                {
                alt150=20;
                }
                break;
            case 131:
                {
                alt150=21;
                }
                break;
            case 85:
                {
                alt150=22;
                }
                break;
            case 46:
                {
                alt150=23;
                }
                break;
            case 127:
                {
                alt150=24;
                }
                break;
            case 30:
                {
                alt150=25;
                }
                break;
            case 32:
                {
                alt150=26;
                }
                break;
            case 40:
                {
                alt150=27;
                }
                break;
            case 118:
                {
                alt150=28;
                }
                break;
            case 119:
                {
                alt150=29;
                }
                break;
            case 139:
                {
                alt150=30;
                }
                break;
            case 140:
                {
                alt150=31;
                }
                break;
            case 141:
                {
                alt150=32;
                }
                break;
            case 142:
                {
                alt150=33;
                }
                break;
            case 143:
                {
                alt150=34;
                }
                break;
            case 144:
                {
                alt150=35;
                }
                break;
            case 55:
                {
                alt150=36;
                }
                break;
            case 94:
                {
                alt150=37;
                }
                break;
            case 76:
                {
                alt150=38;
                }
                break;
            case 79:
                {
                alt150=39;
                }
                break;
            case 25:
                {
                alt150=40;
                }
                break;
            case 21:
                {
                alt150=41;
                }
                break;
            case 145:
                {
                alt150=42;
                }
                break;
            case 146:
                {
                alt150=43;
                }
                break;
            case 147:
                {
                alt150=44;
                }
                break;
            case 148:
                {
                alt150=45;
                }
                break;
            case 149:
                {
                alt150=46;
                }
                break;
            case 150:
                {
                alt150=47;
                }
                break;
            case 151:
                {
                alt150=48;
                }
                break;
            case 152:
                {
                alt150=49;
                }
                break;
            case 153:
                {
                alt150=50;
                }
                break;
            case 154:
                {
                alt150=51;
                }
                break;
            case 132:
                {
                alt150=52;
                }
                break;
            case 98:
                {
                alt150=53;
                }
                break;
            case 99:
                {
                alt150=54;
                }
                break;
            case 100:
                {
                alt150=55;
                }
                break;
            case 18:
                {
                alt150=56;
                }
                break;
            case 19:
                {
                alt150=57;
                }
                break;
            case 20:
                {
                alt150=58;
                }
                break;
            case 17:
                {
                alt150=59;
                }
                break;
            case 133:
                {
                alt150=60;
                }
                break;
            case 95:
                {
                alt150=61;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 150, 0, input);

                throw nvae;
            }

            switch (alt150) {
                case 1 :
                    // InternalBanneret.g:8300:3: this_ID_0= RULE_ID
                    {
                    this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

                    			current.merge(this_ID_0);
                    		

                    			newLeafNode(this_ID_0, grammarAccess.getWordAccess().getIDTerminalRuleCall_0());
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8308:3: kw= 'range'
                    {
                    kw=(Token)match(input,57,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRangeKeyword_1());
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8314:3: kw= 'hidden'
                    {
                    kw=(Token)match(input,90,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHiddenKeyword_2());
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8320:3: kw= 'value'
                    {
                    kw=(Token)match(input,68,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getValueKeyword_3());
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8326:3: kw= 'values'
                    {
                    kw=(Token)match(input,69,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getValuesKeyword_4());
                    		

                    }
                    break;
                case 6 :
                    // InternalBanneret.g:8332:3: kw= 'effect'
                    {
                    kw=(Token)match(input,39,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getEffectKeyword_5());
                    		

                    }
                    break;
                case 7 :
                    // InternalBanneret.g:8338:3: kw= 'cover'
                    {
                    kw=(Token)match(input,38,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCoverKeyword_6());
                    		

                    }
                    break;
                case 8 :
                    // InternalBanneret.g:8344:3: kw= 'movement'
                    {
                    kw=(Token)match(input,66,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMovementKeyword_7());
                    		

                    }
                    break;
                case 9 :
                    // InternalBanneret.g:8350:3: kw= 'attack'
                    {
                    kw=(Token)match(input,64,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getAttackKeyword_8());
                    		

                    }
                    break;
                case 10 :
                    // InternalBanneret.g:8356:3: kw= 'defence'
                    {
                    kw=(Token)match(input,65,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDefenceKeyword_9());
                    		

                    }
                    break;
                case 11 :
                    // InternalBanneret.g:8362:3: kw= 'strength'
                    {
                    kw=(Token)match(input,67,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStrengthKeyword_10());
                    		

                    }
                    break;
                case 12 :
                    // InternalBanneret.g:8368:3: kw= 'armour'
                    {
                    kw=(Token)match(input,58,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getArmourKeyword_11());
                    		

                    }
                    break;
                case 13 :
                    // InternalBanneret.g:8374:3: kw= 'morale'
                    {
                    kw=(Token)match(input,112,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMoraleKeyword_12());
                    		

                    }
                    break;
                case 14 :
                    // InternalBanneret.g:8380:3: kw= 'command'
                    {
                    kw=(Token)match(input,56,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCommandKeyword_13());
                    		

                    }
                    break;
                case 15 :
                    // InternalBanneret.g:8386:3: kw= 'turn'
                    {
                    kw=(Token)match(input,130,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTurnKeyword_14());
                    		

                    }
                    break;
                case 16 :
                    // InternalBanneret.g:8392:3: kw= 'unit'
                    {
                    kw=(Token)match(input,23,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getUnitKeyword_15());
                    		

                    }
                    break;
                case 17 :
                    // InternalBanneret.g:8398:3: kw= 'default'
                    {
                    kw=(Token)match(input,75,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDefaultKeyword_16());
                    		

                    }
                    break;
                case 18 :
                    // InternalBanneret.g:8404:3: kw= 'side'
                    {
                    kw=(Token)match(input,50,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSideKeyword_17());
                    		

                    }
                    break;
                case 19 :
                    // InternalBanneret.g:8410:3: kw= 'order'
                    {
                    kw=(Token)match(input,110,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOrderKeyword_18());
                    		

                    }
                    break;
                case 20 :
                    // InternalBanneret.g:8416:3: kw= 'number'
                    {
                    kw=(Token)match(input,93,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getNumberKeyword_19());
                    		

                    }
                    break;
                case 21 :
                    // InternalBanneret.g:8422:3: kw= 'limit'
                    {
                    kw=(Token)match(input,131,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getLimitKeyword_20());
                    		

                    }
                    break;
                case 22 :
                    // InternalBanneret.g:8428:3: kw= 'first'
                    {
                    kw=(Token)match(input,85,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFirstKeyword_21());
                    		

                    }
                    break;
                case 23 :
                    // InternalBanneret.g:8434:3: kw= 'on'
                    {
                    kw=(Token)match(input,46,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOnKeyword_22());
                    		

                    }
                    break;
                case 24 :
                    // InternalBanneret.g:8440:3: kw= 'off'
                    {
                    kw=(Token)match(input,127,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOffKeyword_23());
                    		

                    }
                    break;
                case 25 :
                    // InternalBanneret.g:8446:3: kw= 'code'
                    {
                    kw=(Token)match(input,30,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCodeKeyword_24());
                    		

                    }
                    break;
                case 26 :
                    // InternalBanneret.g:8452:3: kw= 'cost'
                    {
                    kw=(Token)match(input,32,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCostKeyword_25());
                    		

                    }
                    break;
                case 27 :
                    // InternalBanneret.g:8458:3: kw= 'elevation'
                    {
                    kw=(Token)match(input,40,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getElevationKeyword_26());
                    		

                    }
                    break;
                case 28 :
                    // InternalBanneret.g:8464:3: kw= 'banner'
                    {
                    kw=(Token)match(input,118,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getBannerKeyword_27());
                    		

                    }
                    break;
                case 29 :
                    // InternalBanneret.g:8470:3: kw= 'flipped'
                    {
                    kw=(Token)match(input,119,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFlippedKeyword_28());
                    		

                    }
                    break;
                case 30 :
                    // InternalBanneret.g:8476:3: kw= 'dead'
                    {
                    kw=(Token)match(input,139,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDeadKeyword_29());
                    		

                    }
                    break;
                case 31 :
                    // InternalBanneret.g:8482:3: kw= 'wounded'
                    {
                    kw=(Token)match(input,140,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getWoundedKeyword_30());
                    		

                    }
                    break;
                case 32 :
                    // InternalBanneret.g:8488:3: kw= 'stunned'
                    {
                    kw=(Token)match(input,141,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStunnedKeyword_31());
                    		

                    }
                    break;
                case 33 :
                    // InternalBanneret.g:8494:3: kw= 'healthy'
                    {
                    kw=(Token)match(input,142,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHealthyKeyword_32());
                    		

                    }
                    break;
                case 34 :
                    // InternalBanneret.g:8500:3: kw= 'single'
                    {
                    kw=(Token)match(input,143,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSingleKeyword_33());
                    		

                    }
                    break;
                case 35 :
                    // InternalBanneret.g:8506:3: kw= 'double'
                    {
                    kw=(Token)match(input,144,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDoubleKeyword_34());
                    		

                    }
                    break;
                case 36 :
                    // InternalBanneret.g:8512:3: kw= 'footprint'
                    {
                    kw=(Token)match(input,55,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFootprintKeyword_35());
                    		

                    }
                    break;
                case 37 :
                    // InternalBanneret.g:8518:3: kw= 'edge'
                    {
                    kw=(Token)match(input,94,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getEdgeKeyword_36());
                    		

                    }
                    break;
                case 38 :
                    // InternalBanneret.g:8524:3: kw= 'map'
                    {
                    kw=(Token)match(input,76,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMapKeyword_37());
                    		

                    }
                    break;
                case 39 :
                    // InternalBanneret.g:8530:3: kw= 'hex'
                    {
                    kw=(Token)match(input,79,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHexKeyword_38());
                    		

                    }
                    break;
                case 40 :
                    // InternalBanneret.g:8536:3: kw= 'marker'
                    {
                    kw=(Token)match(input,25,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMarkerKeyword_39());
                    		

                    }
                    break;
                case 41 :
                    // InternalBanneret.g:8542:3: kw= 'slot'
                    {
                    kw=(Token)match(input,21,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSlotKeyword_40());
                    		

                    }
                    break;
                case 42 :
                    // InternalBanneret.g:8548:3: kw= 'flat'
                    {
                    kw=(Token)match(input,145,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFlatKeyword_41());
                    		

                    }
                    break;
                case 43 :
                    // InternalBanneret.g:8554:3: kw= 'pointy'
                    {
                    kw=(Token)match(input,146,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getPointyKeyword_42());
                    		

                    }
                    break;
                case 44 :
                    // InternalBanneret.g:8560:3: kw= 'killed'
                    {
                    kw=(Token)match(input,147,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getKilledKeyword_43());
                    		

                    }
                    break;
                case 45 :
                    // InternalBanneret.g:8566:3: kw= 'captured'
                    {
                    kw=(Token)match(input,148,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCapturedKeyword_44());
                    		

                    }
                    break;
                case 46 :
                    // InternalBanneret.g:8572:3: kw= 'controlled'
                    {
                    kw=(Token)match(input,149,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getControlledKeyword_45());
                    		

                    }
                    break;
                case 47 :
                    // InternalBanneret.g:8578:3: kw= 'exited'
                    {
                    kw=(Token)match(input,150,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getExitedKeyword_46());
                    		

                    }
                    break;
                case 48 :
                    // InternalBanneret.g:8584:3: kw= 'other'
                    {
                    kw=(Token)match(input,151,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOtherKeyword_47());
                    		

                    }
                    break;
                case 49 :
                    // InternalBanneret.g:8590:3: kw= 'cleared'
                    {
                    kw=(Token)match(input,152,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClearedKeyword_48());
                    		

                    }
                    break;
                case 50 :
                    // InternalBanneret.g:8596:3: kw= 'holds'
                    {
                    kw=(Token)match(input,153,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHoldsKeyword_49());
                    		

                    }
                    break;
                case 51 :
                    // InternalBanneret.g:8602:3: kw= 'exits'
                    {
                    kw=(Token)match(input,154,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getExitsKeyword_50());
                    		

                    }
                    break;
                case 52 :
                    // InternalBanneret.g:8608:3: kw= 'automatic'
                    {
                    kw=(Token)match(input,132,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getAutomaticKeyword_51());
                    		

                    }
                    break;
                case 53 :
                    // InternalBanneret.g:8614:3: kw= 'structure'
                    {
                    kw=(Token)match(input,98,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStructureKeyword_52());
                    		

                    }
                    break;
                case 54 :
                    // InternalBanneret.g:8620:3: kw= 'material'
                    {
                    kw=(Token)match(input,99,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMaterialKeyword_53());
                    		

                    }
                    break;
                case 55 :
                    // InternalBanneret.g:8626:3: kw= 'damage'
                    {
                    kw=(Token)match(input,100,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDamageKeyword_54());
                    		

                    }
                    break;
                case 56 :
                    // InternalBanneret.g:8632:3: kw= 'terrain'
                    {
                    kw=(Token)match(input,18,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTerrainKeyword_55());
                    		

                    }
                    break;
                case 57 :
                    // InternalBanneret.g:8638:3: kw= 'feature'
                    {
                    kw=(Token)match(input,19,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFeatureKeyword_56());
                    		

                    }
                    break;
                case 58 :
                    // InternalBanneret.g:8644:3: kw= 'hexside'
                    {
                    kw=(Token)match(input,20,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHexsideKeyword_57());
                    		

                    }
                    break;
                case 59 :
                    // InternalBanneret.g:8650:3: kw= 'class'
                    {
                    kw=(Token)match(input,17,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClassKeyword_58());
                    		

                    }
                    break;
                case 60 :
                    // InternalBanneret.g:8656:3: kw= 'rule'
                    {
                    kw=(Token)match(input,133,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRuleKeyword_59());
                    		

                    }
                    break;
                case 61 :
                    // InternalBanneret.g:8662:3: kw= 'closed'
                    {
                    kw=(Token)match(input,95,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClosedKeyword_60());
                    		

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
    // InternalBanneret.g:8671:1: entryRuleRuleId returns [String current=null] : iv_ruleRuleId= ruleRuleId EOF ;
    public final String entryRuleRuleId() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleRuleId = null;


        try {
            // InternalBanneret.g:8671:46: (iv_ruleRuleId= ruleRuleId EOF )
            // InternalBanneret.g:8672:2: iv_ruleRuleId= ruleRuleId EOF
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
    // InternalBanneret.g:8678:1: ruleRuleId returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* ) ;
    public final AntlrDatatypeRuleToken ruleRuleId() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;
        Token this_INT_3=null;


        	enterRule();

        try {
            // InternalBanneret.g:8684:2: ( (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* ) )
            // InternalBanneret.g:8685:2: (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* )
            {
            // InternalBanneret.g:8685:2: (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* )
            // InternalBanneret.g:8686:3: this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_154); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getRuleIdAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:8693:3: (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )*
            loop152:
            do {
                int alt152=2;
                int LA152_0 = input.LA(1);

                if ( (LA152_0==155) ) {
                    alt152=1;
                }


                switch (alt152) {
            	case 1 :
            	    // InternalBanneret.g:8694:4: kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT )
            	    {
            	    kw=(Token)match(input,155,FOLLOW_152); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getRuleIdAccess().getHyphenMinusKeyword_1_0());
            	    			
            	    // InternalBanneret.g:8699:4: (this_ID_2= RULE_ID | this_INT_3= RULE_INT )
            	    int alt151=2;
            	    int LA151_0 = input.LA(1);

            	    if ( (LA151_0==RULE_ID) ) {
            	        alt151=1;
            	    }
            	    else if ( (LA151_0==RULE_INT) ) {
            	        alt151=2;
            	    }
            	    else {
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 151, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt151) {
            	        case 1 :
            	            // InternalBanneret.g:8700:5: this_ID_2= RULE_ID
            	            {
            	            this_ID_2=(Token)match(input,RULE_ID,FOLLOW_154); 

            	            					current.merge(this_ID_2);
            	            				

            	            					newLeafNode(this_ID_2, grammarAccess.getRuleIdAccess().getIDTerminalRuleCall_1_1_0());
            	            				

            	            }
            	            break;
            	        case 2 :
            	            // InternalBanneret.g:8708:5: this_INT_3= RULE_INT
            	            {
            	            this_INT_3=(Token)match(input,RULE_INT,FOLLOW_154); 

            	            					current.merge(this_INT_3);
            	            				

            	            					newLeafNode(this_INT_3, grammarAccess.getRuleIdAccess().getINTTerminalRuleCall_1_1_1());
            	            				

            	            }
            	            break;

            	    }


            	    }
            	    break;

            	default :
            	    break loop152;
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
    // InternalBanneret.g:8721:1: entryRuleFatigue returns [String current=null] : iv_ruleFatigue= ruleFatigue EOF ;
    public final String entryRuleFatigue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleFatigue = null;


        try {
            // InternalBanneret.g:8721:47: (iv_ruleFatigue= ruleFatigue EOF )
            // InternalBanneret.g:8722:2: iv_ruleFatigue= ruleFatigue EOF
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
    // InternalBanneret.g:8728:1: ruleFatigue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? ) ;
    public final AntlrDatatypeRuleToken ruleFatigue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8734:2: ( (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? ) )
            // InternalBanneret.g:8735:2: (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? )
            {
            // InternalBanneret.g:8735:2: (this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )? )
            // InternalBanneret.g:8736:3: this_ID_0= RULE_ID (kw= '-' this_INT_2= RULE_INT )?
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_154); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getFatigueAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:8743:3: (kw= '-' this_INT_2= RULE_INT )?
            int alt153=2;
            int LA153_0 = input.LA(1);

            if ( (LA153_0==155) ) {
                alt153=1;
            }
            switch (alt153) {
                case 1 :
                    // InternalBanneret.g:8744:4: kw= '-' this_INT_2= RULE_INT
                    {
                    kw=(Token)match(input,155,FOLLOW_10); 

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
    // InternalBanneret.g:8761:1: entryRuleSignedInt returns [String current=null] : iv_ruleSignedInt= ruleSignedInt EOF ;
    public final String entryRuleSignedInt() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleSignedInt = null;


        try {
            // InternalBanneret.g:8761:49: (iv_ruleSignedInt= ruleSignedInt EOF )
            // InternalBanneret.g:8762:2: iv_ruleSignedInt= ruleSignedInt EOF
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
    // InternalBanneret.g:8768:1: ruleSignedInt returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT ) ;
    public final AntlrDatatypeRuleToken ruleSignedInt() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8774:2: ( ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT ) )
            // InternalBanneret.g:8775:2: ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT )
            {
            // InternalBanneret.g:8775:2: ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT )
            // InternalBanneret.g:8776:3: (kw= '+' | kw= '-' )? this_INT_2= RULE_INT
            {
            // InternalBanneret.g:8776:3: (kw= '+' | kw= '-' )?
            int alt154=3;
            int LA154_0 = input.LA(1);

            if ( (LA154_0==156) ) {
                alt154=1;
            }
            else if ( (LA154_0==155) ) {
                alt154=2;
            }
            switch (alt154) {
                case 1 :
                    // InternalBanneret.g:8777:4: kw= '+'
                    {
                    kw=(Token)match(input,156,FOLLOW_10); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getSignedIntAccess().getPlusSignKeyword_0_0());
                    			

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8783:4: kw= '-'
                    {
                    kw=(Token)match(input,155,FOLLOW_10); 

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
    // InternalBanneret.g:8800:1: entryRuleMillimetres returns [String current=null] : iv_ruleMillimetres= ruleMillimetres EOF ;
    public final String entryRuleMillimetres() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleMillimetres = null;


        try {
            // InternalBanneret.g:8800:51: (iv_ruleMillimetres= ruleMillimetres EOF )
            // InternalBanneret.g:8801:2: iv_ruleMillimetres= ruleMillimetres EOF
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
    // InternalBanneret.g:8807:1: ruleMillimetres returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) ;
    public final AntlrDatatypeRuleToken ruleMillimetres() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8813:2: ( (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) )
            // InternalBanneret.g:8814:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            {
            // InternalBanneret.g:8814:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            // InternalBanneret.g:8815:3: this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )?
            {
            this_INT_0=(Token)match(input,RULE_INT,FOLLOW_153); 

            			current.merge(this_INT_0);
            		

            			newLeafNode(this_INT_0, grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_0());
            		
            // InternalBanneret.g:8822:3: (kw= '.' this_INT_2= RULE_INT )?
            int alt155=2;
            int LA155_0 = input.LA(1);

            if ( (LA155_0==138) ) {
                alt155=1;
            }
            switch (alt155) {
                case 1 :
                    // InternalBanneret.g:8823:4: kw= '.' this_INT_2= RULE_INT
                    {
                    kw=(Token)match(input,138,FOLLOW_10); 

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
    // InternalBanneret.g:8840:1: entryRuleValue returns [String current=null] : iv_ruleValue= ruleValue EOF ;
    public final String entryRuleValue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleValue = null;


        try {
            // InternalBanneret.g:8840:45: (iv_ruleValue= ruleValue EOF )
            // InternalBanneret.g:8841:2: iv_ruleValue= ruleValue EOF
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
    // InternalBanneret.g:8847:1: ruleValue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' ) ;
    public final AntlrDatatypeRuleToken ruleValue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_STRING_2=null;
        Token kw=null;
        AntlrDatatypeRuleToken this_Word_0 = null;

        AntlrDatatypeRuleToken this_SignedInt_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8853:2: ( (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' ) )
            // InternalBanneret.g:8854:2: (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' )
            {
            // InternalBanneret.g:8854:2: (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' )
            int alt156=11;
            switch ( input.LA(1) ) {
            case RULE_ID:
            case 17:
            case 18:
            case 19:
            case 20:
            case 21:
            case 23:
            case 25:
            case 30:
            case 32:
            case 38:
            case 39:
            case 40:
            case 46:
            case 50:
            case 55:
            case 56:
            case 57:
            case 58:
            case 64:
            case 65:
            case 66:
            case 67:
            case 68:
            case 69:
            case 75:
            case 76:
            case 79:
            case 85:
            case 90:
            case 93:
            case 94:
            case 95:
            case 98:
            case 99:
            case 100:
            case 110:
            case 112:
            case 118:
            case 119:
            case 127:
            case 130:
            case 131:
            case 132:
            case 133:
            case 139:
            case 140:
            case 141:
            case 142:
            case 143:
            case 144:
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
                {
                alt156=1;
                }
                break;
            case RULE_INT:
            case 155:
            case 156:
                {
                alt156=2;
                }
                break;
            case RULE_STRING:
                {
                alt156=3;
                }
                break;
            case 157:
                {
                alt156=4;
                }
                break;
            case 158:
                {
                alt156=5;
                }
                break;
            case 159:
                {
                alt156=6;
                }
                break;
            case 160:
                {
                alt156=7;
                }
                break;
            case 161:
                {
                alt156=8;
                }
                break;
            case 162:
                {
                alt156=9;
                }
                break;
            case 163:
                {
                alt156=10;
                }
                break;
            case 164:
                {
                alt156=11;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 156, 0, input);

                throw nvae;
            }

            switch (alt156) {
                case 1 :
                    // InternalBanneret.g:8855:3: this_Word_0= ruleWord
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
                    // InternalBanneret.g:8866:3: this_SignedInt_1= ruleSignedInt
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
                    // InternalBanneret.g:8877:3: this_STRING_2= RULE_STRING
                    {
                    this_STRING_2=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    			current.merge(this_STRING_2);
                    		

                    			newLeafNode(this_STRING_2, grammarAccess.getValueAccess().getSTRINGTerminalRuleCall_2());
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8885:3: kw= 'N'
                    {
                    kw=(Token)match(input,157,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNKeyword_3());
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8891:3: kw= 'NE'
                    {
                    kw=(Token)match(input,158,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNEKeyword_4());
                    		

                    }
                    break;
                case 6 :
                    // InternalBanneret.g:8897:3: kw= 'E'
                    {
                    kw=(Token)match(input,159,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getEKeyword_5());
                    		

                    }
                    break;
                case 7 :
                    // InternalBanneret.g:8903:3: kw= 'SE'
                    {
                    kw=(Token)match(input,160,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSEKeyword_6());
                    		

                    }
                    break;
                case 8 :
                    // InternalBanneret.g:8909:3: kw= 'S'
                    {
                    kw=(Token)match(input,161,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSKeyword_7());
                    		

                    }
                    break;
                case 9 :
                    // InternalBanneret.g:8915:3: kw= 'SW'
                    {
                    kw=(Token)match(input,162,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSWKeyword_8());
                    		

                    }
                    break;
                case 10 :
                    // InternalBanneret.g:8921:3: kw= 'W'
                    {
                    kw=(Token)match(input,163,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getWKeyword_9());
                    		

                    }
                    break;
                case 11 :
                    // InternalBanneret.g:8927:3: kw= 'NW'
                    {
                    kw=(Token)match(input,164,FOLLOW_2); 

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
    // InternalBanneret.g:8936:1: ruleMapSymbol returns [Enumerator current=null] : ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) ) ;
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
            // InternalBanneret.g:8942:2: ( ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) ) )
            // InternalBanneret.g:8943:2: ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) )
            {
            // InternalBanneret.g:8943:2: ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) )
            int alt157=7;
            switch ( input.LA(1) ) {
            case 165:
                {
                alt157=1;
                }
                break;
            case 166:
                {
                alt157=2;
                }
                break;
            case 167:
                {
                alt157=3;
                }
                break;
            case 168:
                {
                alt157=4;
                }
                break;
            case 169:
                {
                alt157=5;
                }
                break;
            case 170:
                {
                alt157=6;
                }
                break;
            case 171:
                {
                alt157=7;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 157, 0, input);

                throw nvae;
            }

            switch (alt157) {
                case 1 :
                    // InternalBanneret.g:8944:3: (enumLiteral_0= 'dot' )
                    {
                    // InternalBanneret.g:8944:3: (enumLiteral_0= 'dot' )
                    // InternalBanneret.g:8945:4: enumLiteral_0= 'dot'
                    {
                    enumLiteral_0=(Token)match(input,165,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getDOTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getMapSymbolAccess().getDOTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8952:3: (enumLiteral_1= 'circle' )
                    {
                    // InternalBanneret.g:8952:3: (enumLiteral_1= 'circle' )
                    // InternalBanneret.g:8953:4: enumLiteral_1= 'circle'
                    {
                    enumLiteral_1=(Token)match(input,166,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getCIRCLEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getMapSymbolAccess().getCIRCLEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8960:3: (enumLiteral_2= 'square' )
                    {
                    // InternalBanneret.g:8960:3: (enumLiteral_2= 'square' )
                    // InternalBanneret.g:8961:4: enumLiteral_2= 'square'
                    {
                    enumLiteral_2=(Token)match(input,167,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getSQUAREEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getMapSymbolAccess().getSQUAREEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8968:3: (enumLiteral_3= 'triangle' )
                    {
                    // InternalBanneret.g:8968:3: (enumLiteral_3= 'triangle' )
                    // InternalBanneret.g:8969:4: enumLiteral_3= 'triangle'
                    {
                    enumLiteral_3=(Token)match(input,168,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getTRIANGLEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getMapSymbolAccess().getTRIANGLEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8976:3: (enumLiteral_4= 'diamond' )
                    {
                    // InternalBanneret.g:8976:3: (enumLiteral_4= 'diamond' )
                    // InternalBanneret.g:8977:4: enumLiteral_4= 'diamond'
                    {
                    enumLiteral_4=(Token)match(input,169,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getDIAMONDEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getMapSymbolAccess().getDIAMONDEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:8984:3: (enumLiteral_5= 'star' )
                    {
                    // InternalBanneret.g:8984:3: (enumLiteral_5= 'star' )
                    // InternalBanneret.g:8985:4: enumLiteral_5= 'star'
                    {
                    enumLiteral_5=(Token)match(input,170,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getSTAREnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getMapSymbolAccess().getSTAREnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:8992:3: (enumLiteral_6= 'cross' )
                    {
                    // InternalBanneret.g:8992:3: (enumLiteral_6= 'cross' )
                    // InternalBanneret.g:8993:4: enumLiteral_6= 'cross'
                    {
                    enumLiteral_6=(Token)match(input,171,FOLLOW_2); 

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
    // InternalBanneret.g:9003:1: ruleLineStyle returns [Enumerator current=null] : ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) ) ;
    public final Enumerator ruleLineStyle() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;


        	enterRule();

        try {
            // InternalBanneret.g:9009:2: ( ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) ) )
            // InternalBanneret.g:9010:2: ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) )
            {
            // InternalBanneret.g:9010:2: ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) )
            int alt158=4;
            switch ( input.LA(1) ) {
            case 172:
                {
                alt158=1;
                }
                break;
            case 173:
                {
                alt158=2;
                }
                break;
            case 174:
                {
                alt158=3;
                }
                break;
            case 144:
                {
                alt158=4;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 158, 0, input);

                throw nvae;
            }

            switch (alt158) {
                case 1 :
                    // InternalBanneret.g:9011:3: (enumLiteral_0= 'solid' )
                    {
                    // InternalBanneret.g:9011:3: (enumLiteral_0= 'solid' )
                    // InternalBanneret.g:9012:4: enumLiteral_0= 'solid'
                    {
                    enumLiteral_0=(Token)match(input,172,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getSOLIDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getLineStyleAccess().getSOLIDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9019:3: (enumLiteral_1= 'dashed' )
                    {
                    // InternalBanneret.g:9019:3: (enumLiteral_1= 'dashed' )
                    // InternalBanneret.g:9020:4: enumLiteral_1= 'dashed'
                    {
                    enumLiteral_1=(Token)match(input,173,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDASHEDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getLineStyleAccess().getDASHEDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9027:3: (enumLiteral_2= 'dotted' )
                    {
                    // InternalBanneret.g:9027:3: (enumLiteral_2= 'dotted' )
                    // InternalBanneret.g:9028:4: enumLiteral_2= 'dotted'
                    {
                    enumLiteral_2=(Token)match(input,174,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDOTTEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getLineStyleAccess().getDOTTEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9035:3: (enumLiteral_3= 'double' )
                    {
                    // InternalBanneret.g:9035:3: (enumLiteral_3= 'double' )
                    // InternalBanneret.g:9036:4: enumLiteral_3= 'double'
                    {
                    enumLiteral_3=(Token)match(input,144,FOLLOW_2); 

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
    // InternalBanneret.g:9046:1: ruleStackingMeasure returns [Enumerator current=null] : ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) ;
    public final Enumerator ruleStackingMeasure() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9052:2: ( ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) )
            // InternalBanneret.g:9053:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            {
            // InternalBanneret.g:9053:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            int alt159=2;
            int LA159_0 = input.LA(1);

            if ( (LA159_0==175) ) {
                alt159=1;
            }
            else if ( (LA159_0==67) ) {
                alt159=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 159, 0, input);

                throw nvae;
            }
            switch (alt159) {
                case 1 :
                    // InternalBanneret.g:9054:3: (enumLiteral_0= 'counters' )
                    {
                    // InternalBanneret.g:9054:3: (enumLiteral_0= 'counters' )
                    // InternalBanneret.g:9055:4: enumLiteral_0= 'counters'
                    {
                    enumLiteral_0=(Token)match(input,175,FOLLOW_2); 

                    				current = grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9062:3: (enumLiteral_1= 'strength' )
                    {
                    // InternalBanneret.g:9062:3: (enumLiteral_1= 'strength' )
                    // InternalBanneret.g:9063:4: enumLiteral_1= 'strength'
                    {
                    enumLiteral_1=(Token)match(input,67,FOLLOW_2); 

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
    // InternalBanneret.g:9073:1: ruleFootprint returns [Enumerator current=null] : ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) ;
    public final Enumerator ruleFootprint() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9079:2: ( ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) )
            // InternalBanneret.g:9080:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            {
            // InternalBanneret.g:9080:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            int alt160=2;
            int LA160_0 = input.LA(1);

            if ( (LA160_0==143) ) {
                alt160=1;
            }
            else if ( (LA160_0==144) ) {
                alt160=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 160, 0, input);

                throw nvae;
            }
            switch (alt160) {
                case 1 :
                    // InternalBanneret.g:9081:3: (enumLiteral_0= 'single' )
                    {
                    // InternalBanneret.g:9081:3: (enumLiteral_0= 'single' )
                    // InternalBanneret.g:9082:4: enumLiteral_0= 'single'
                    {
                    enumLiteral_0=(Token)match(input,143,FOLLOW_2); 

                    				current = grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9089:3: (enumLiteral_1= 'double' )
                    {
                    // InternalBanneret.g:9089:3: (enumLiteral_1= 'double' )
                    // InternalBanneret.g:9090:4: enumLiteral_1= 'double'
                    {
                    enumLiteral_1=(Token)match(input,144,FOLLOW_2); 

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
    // InternalBanneret.g:9100:1: ruleGridOrientation returns [Enumerator current=null] : ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) ;
    public final Enumerator ruleGridOrientation() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9106:2: ( ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) )
            // InternalBanneret.g:9107:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            {
            // InternalBanneret.g:9107:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            int alt161=2;
            int LA161_0 = input.LA(1);

            if ( (LA161_0==145) ) {
                alt161=1;
            }
            else if ( (LA161_0==146) ) {
                alt161=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 161, 0, input);

                throw nvae;
            }
            switch (alt161) {
                case 1 :
                    // InternalBanneret.g:9108:3: (enumLiteral_0= 'flat' )
                    {
                    // InternalBanneret.g:9108:3: (enumLiteral_0= 'flat' )
                    // InternalBanneret.g:9109:4: enumLiteral_0= 'flat'
                    {
                    enumLiteral_0=(Token)match(input,145,FOLLOW_2); 

                    				current = grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9116:3: (enumLiteral_1= 'pointy' )
                    {
                    // InternalBanneret.g:9116:3: (enumLiteral_1= 'pointy' )
                    // InternalBanneret.g:9117:4: enumLiteral_1= 'pointy'
                    {
                    enumLiteral_1=(Token)match(input,146,FOLLOW_2); 

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
    // InternalBanneret.g:9127:1: ruleOffsetParity returns [Enumerator current=null] : ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) ;
    public final Enumerator ruleOffsetParity() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:9133:2: ( ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) )
            // InternalBanneret.g:9134:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            {
            // InternalBanneret.g:9134:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            int alt162=2;
            int LA162_0 = input.LA(1);

            if ( (LA162_0==176) ) {
                alt162=1;
            }
            else if ( (LA162_0==177) ) {
                alt162=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 162, 0, input);

                throw nvae;
            }
            switch (alt162) {
                case 1 :
                    // InternalBanneret.g:9135:3: (enumLiteral_0= 'odd' )
                    {
                    // InternalBanneret.g:9135:3: (enumLiteral_0= 'odd' )
                    // InternalBanneret.g:9136:4: enumLiteral_0= 'odd'
                    {
                    enumLiteral_0=(Token)match(input,176,FOLLOW_2); 

                    				current = grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9143:3: (enumLiteral_1= 'even' )
                    {
                    // InternalBanneret.g:9143:3: (enumLiteral_1= 'even' )
                    // InternalBanneret.g:9144:4: enumLiteral_1= 'even'
                    {
                    enumLiteral_1=(Token)match(input,177,FOLLOW_2); 

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
    // InternalBanneret.g:9154:1: ruleLabelKind returns [Enumerator current=null] : ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) ) ;
    public final Enumerator ruleLabelKind() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:9160:2: ( ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) ) )
            // InternalBanneret.g:9161:2: ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) )
            {
            // InternalBanneret.g:9161:2: ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) )
            int alt163=3;
            switch ( input.LA(1) ) {
            case 178:
                {
                alt163=1;
                }
                break;
            case 179:
                {
                alt163=2;
                }
                break;
            case 180:
                {
                alt163=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 163, 0, input);

                throw nvae;
            }

            switch (alt163) {
                case 1 :
                    // InternalBanneret.g:9162:3: (enumLiteral_0= 'numeric' )
                    {
                    // InternalBanneret.g:9162:3: (enumLiteral_0= 'numeric' )
                    // InternalBanneret.g:9163:4: enumLiteral_0= 'numeric'
                    {
                    enumLiteral_0=(Token)match(input,178,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getNUMERICEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getLabelKindAccess().getNUMERICEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9170:3: (enumLiteral_1= 'alpha' )
                    {
                    // InternalBanneret.g:9170:3: (enumLiteral_1= 'alpha' )
                    // InternalBanneret.g:9171:4: enumLiteral_1= 'alpha'
                    {
                    enumLiteral_1=(Token)match(input,179,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getALPHA_COLUMNEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getLabelKindAccess().getALPHA_COLUMNEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9178:3: (enumLiteral_2= 'prefixed' )
                    {
                    // InternalBanneret.g:9178:3: (enumLiteral_2= 'prefixed' )
                    // InternalBanneret.g:9179:4: enumLiteral_2= 'prefixed'
                    {
                    enumLiteral_2=(Token)match(input,180,FOLLOW_2); 

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
    // InternalBanneret.g:9189:1: ruleUnitState returns [Enumerator current=null] : ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) ) ;
    public final Enumerator ruleUnitState() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:9195:2: ( ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) ) )
            // InternalBanneret.g:9196:2: ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) )
            {
            // InternalBanneret.g:9196:2: ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) )
            int alt164=5;
            switch ( input.LA(1) ) {
            case 142:
                {
                alt164=1;
                }
                break;
            case 141:
                {
                alt164=2;
                }
                break;
            case 140:
                {
                alt164=3;
                }
                break;
            case 181:
                {
                alt164=4;
                }
                break;
            case 139:
                {
                alt164=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 164, 0, input);

                throw nvae;
            }

            switch (alt164) {
                case 1 :
                    // InternalBanneret.g:9197:3: (enumLiteral_0= 'healthy' )
                    {
                    // InternalBanneret.g:9197:3: (enumLiteral_0= 'healthy' )
                    // InternalBanneret.g:9198:4: enumLiteral_0= 'healthy'
                    {
                    enumLiteral_0=(Token)match(input,142,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getHEALTHYEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getUnitStateAccess().getHEALTHYEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9205:3: (enumLiteral_1= 'stunned' )
                    {
                    // InternalBanneret.g:9205:3: (enumLiteral_1= 'stunned' )
                    // InternalBanneret.g:9206:4: enumLiteral_1= 'stunned'
                    {
                    enumLiteral_1=(Token)match(input,141,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getSTUNNEDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getUnitStateAccess().getSTUNNEDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9213:3: (enumLiteral_2= 'wounded' )
                    {
                    // InternalBanneret.g:9213:3: (enumLiteral_2= 'wounded' )
                    // InternalBanneret.g:9214:4: enumLiteral_2= 'wounded'
                    {
                    enumLiteral_2=(Token)match(input,140,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getWOUNDEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getUnitStateAccess().getWOUNDEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9221:3: (enumLiteral_3= 'wounded-stunned' )
                    {
                    // InternalBanneret.g:9221:3: (enumLiteral_3= 'wounded-stunned' )
                    // InternalBanneret.g:9222:4: enumLiteral_3= 'wounded-stunned'
                    {
                    enumLiteral_3=(Token)match(input,181,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getWOUNDED_STUNNEDEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getUnitStateAccess().getWOUNDED_STUNNEDEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9229:3: (enumLiteral_4= 'dead' )
                    {
                    // InternalBanneret.g:9229:3: (enumLiteral_4= 'dead' )
                    // InternalBanneret.g:9230:4: enumLiteral_4= 'dead'
                    {
                    enumLiteral_4=(Token)match(input,139,FOLLOW_2); 

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
    // InternalBanneret.g:9240:1: ruleVictoryEvent returns [Enumerator current=null] : ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) ) ;
    public final Enumerator ruleVictoryEvent() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:9246:2: ( ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) ) )
            // InternalBanneret.g:9247:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) )
            {
            // InternalBanneret.g:9247:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) )
            int alt165=5;
            switch ( input.LA(1) ) {
            case 147:
                {
                alt165=1;
                }
                break;
            case 148:
                {
                alt165=2;
                }
                break;
            case 149:
                {
                alt165=3;
                }
                break;
            case 150:
                {
                alt165=4;
                }
                break;
            case 151:
                {
                alt165=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 165, 0, input);

                throw nvae;
            }

            switch (alt165) {
                case 1 :
                    // InternalBanneret.g:9248:3: (enumLiteral_0= 'killed' )
                    {
                    // InternalBanneret.g:9248:3: (enumLiteral_0= 'killed' )
                    // InternalBanneret.g:9249:4: enumLiteral_0= 'killed'
                    {
                    enumLiteral_0=(Token)match(input,147,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getKILLEDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getVictoryEventAccess().getKILLEDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9256:3: (enumLiteral_1= 'captured' )
                    {
                    // InternalBanneret.g:9256:3: (enumLiteral_1= 'captured' )
                    // InternalBanneret.g:9257:4: enumLiteral_1= 'captured'
                    {
                    enumLiteral_1=(Token)match(input,148,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getCAPTUREDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getVictoryEventAccess().getCAPTUREDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9264:3: (enumLiteral_2= 'controlled' )
                    {
                    // InternalBanneret.g:9264:3: (enumLiteral_2= 'controlled' )
                    // InternalBanneret.g:9265:4: enumLiteral_2= 'controlled'
                    {
                    enumLiteral_2=(Token)match(input,149,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getCONTROLLEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getVictoryEventAccess().getCONTROLLEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9272:3: (enumLiteral_3= 'exited' )
                    {
                    // InternalBanneret.g:9272:3: (enumLiteral_3= 'exited' )
                    // InternalBanneret.g:9273:4: enumLiteral_3= 'exited'
                    {
                    enumLiteral_3=(Token)match(input,150,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getEXITEDEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getVictoryEventAccess().getEXITEDEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9280:3: (enumLiteral_4= 'other' )
                    {
                    // InternalBanneret.g:9280:3: (enumLiteral_4= 'other' )
                    // InternalBanneret.g:9281:4: enumLiteral_4= 'other'
                    {
                    enumLiteral_4=(Token)match(input,151,FOLLOW_2); 

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
    // InternalBanneret.g:9291:1: ruleConditionKind returns [Enumerator current=null] : ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) ) ;
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
            // InternalBanneret.g:9297:2: ( ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) ) )
            // InternalBanneret.g:9298:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) )
            {
            // InternalBanneret.g:9298:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) )
            int alt166=6;
            switch ( input.LA(1) ) {
            case 147:
                {
                alt166=1;
                }
                break;
            case 152:
                {
                alt166=2;
                }
                break;
            case 153:
                {
                alt166=3;
                }
                break;
            case 154:
                {
                alt166=4;
                }
                break;
            case 112:
                {
                alt166=5;
                }
                break;
            case 151:
                {
                alt166=6;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 166, 0, input);

                throw nvae;
            }

            switch (alt166) {
                case 1 :
                    // InternalBanneret.g:9299:3: (enumLiteral_0= 'killed' )
                    {
                    // InternalBanneret.g:9299:3: (enumLiteral_0= 'killed' )
                    // InternalBanneret.g:9300:4: enumLiteral_0= 'killed'
                    {
                    enumLiteral_0=(Token)match(input,147,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getALL_KILLEDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getConditionKindAccess().getALL_KILLEDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9307:3: (enumLiteral_1= 'cleared' )
                    {
                    // InternalBanneret.g:9307:3: (enumLiteral_1= 'cleared' )
                    // InternalBanneret.g:9308:4: enumLiteral_1= 'cleared'
                    {
                    enumLiteral_1=(Token)match(input,152,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getNO_ENEMY_INEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getConditionKindAccess().getNO_ENEMY_INEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9315:3: (enumLiteral_2= 'holds' )
                    {
                    // InternalBanneret.g:9315:3: (enumLiteral_2= 'holds' )
                    // InternalBanneret.g:9316:4: enumLiteral_2= 'holds'
                    {
                    enumLiteral_2=(Token)match(input,153,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getCONTROLEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getConditionKindAccess().getCONTROLEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9323:3: (enumLiteral_3= 'exits' )
                    {
                    // InternalBanneret.g:9323:3: (enumLiteral_3= 'exits' )
                    // InternalBanneret.g:9324:4: enumLiteral_3= 'exits'
                    {
                    enumLiteral_3=(Token)match(input,154,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getEXITEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getConditionKindAccess().getEXITEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9331:3: (enumLiteral_4= 'morale' )
                    {
                    // InternalBanneret.g:9331:3: (enumLiteral_4= 'morale' )
                    // InternalBanneret.g:9332:4: enumLiteral_4= 'morale'
                    {
                    enumLiteral_4=(Token)match(input,112,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getMORALEEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getConditionKindAccess().getMORALEEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9339:3: (enumLiteral_5= 'other' )
                    {
                    // InternalBanneret.g:9339:3: (enumLiteral_5= 'other' )
                    // InternalBanneret.g:9340:4: enumLiteral_5= 'other'
                    {
                    enumLiteral_5=(Token)match(input,151,FOLLOW_2); 

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
    // InternalBanneret.g:9350:1: ruleCompass returns [Enumerator current=null] : ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) ) ;
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
            // InternalBanneret.g:9356:2: ( ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) ) )
            // InternalBanneret.g:9357:2: ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) )
            {
            // InternalBanneret.g:9357:2: ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) )
            int alt167=8;
            switch ( input.LA(1) ) {
            case 157:
                {
                alt167=1;
                }
                break;
            case 158:
                {
                alt167=2;
                }
                break;
            case 159:
                {
                alt167=3;
                }
                break;
            case 160:
                {
                alt167=4;
                }
                break;
            case 161:
                {
                alt167=5;
                }
                break;
            case 162:
                {
                alt167=6;
                }
                break;
            case 163:
                {
                alt167=7;
                }
                break;
            case 164:
                {
                alt167=8;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 167, 0, input);

                throw nvae;
            }

            switch (alt167) {
                case 1 :
                    // InternalBanneret.g:9358:3: (enumLiteral_0= 'N' )
                    {
                    // InternalBanneret.g:9358:3: (enumLiteral_0= 'N' )
                    // InternalBanneret.g:9359:4: enumLiteral_0= 'N'
                    {
                    enumLiteral_0=(Token)match(input,157,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getCompassAccess().getNEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9366:3: (enumLiteral_1= 'NE' )
                    {
                    // InternalBanneret.g:9366:3: (enumLiteral_1= 'NE' )
                    // InternalBanneret.g:9367:4: enumLiteral_1= 'NE'
                    {
                    enumLiteral_1=(Token)match(input,158,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getCompassAccess().getNEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9374:3: (enumLiteral_2= 'E' )
                    {
                    // InternalBanneret.g:9374:3: (enumLiteral_2= 'E' )
                    // InternalBanneret.g:9375:4: enumLiteral_2= 'E'
                    {
                    enumLiteral_2=(Token)match(input,159,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getEEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getCompassAccess().getEEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9382:3: (enumLiteral_3= 'SE' )
                    {
                    // InternalBanneret.g:9382:3: (enumLiteral_3= 'SE' )
                    // InternalBanneret.g:9383:4: enumLiteral_3= 'SE'
                    {
                    enumLiteral_3=(Token)match(input,160,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getCompassAccess().getSEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9390:3: (enumLiteral_4= 'S' )
                    {
                    // InternalBanneret.g:9390:3: (enumLiteral_4= 'S' )
                    // InternalBanneret.g:9391:4: enumLiteral_4= 'S'
                    {
                    enumLiteral_4=(Token)match(input,161,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getCompassAccess().getSEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9398:3: (enumLiteral_5= 'SW' )
                    {
                    // InternalBanneret.g:9398:3: (enumLiteral_5= 'SW' )
                    // InternalBanneret.g:9399:4: enumLiteral_5= 'SW'
                    {
                    enumLiteral_5=(Token)match(input,162,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSWEnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getCompassAccess().getSWEnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:9406:3: (enumLiteral_6= 'W' )
                    {
                    // InternalBanneret.g:9406:3: (enumLiteral_6= 'W' )
                    // InternalBanneret.g:9407:4: enumLiteral_6= 'W'
                    {
                    enumLiteral_6=(Token)match(input,163,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getWEnumLiteralDeclaration_6().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_6, grammarAccess.getCompassAccess().getWEnumLiteralDeclaration_6());
                    			

                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:9414:3: (enumLiteral_7= 'NW' )
                    {
                    // InternalBanneret.g:9414:3: (enumLiteral_7= 'NW' )
                    // InternalBanneret.g:9415:4: enumLiteral_7= 'NW'
                    {
                    enumLiteral_7=(Token)match(input,164,FOLLOW_2); 

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


    protected DFA16 dfa16 = new DFA16(this);
    protected DFA57 dfa57 = new DFA57(this);
    protected DFA92 dfa92 = new DFA92(this);
    protected DFA103 dfa103 = new DFA103(this);
    static final String dfa_1s = "\22\uffff";
    static final String dfa_2s = "\1\17\1\uffff\1\5\1\17\16\uffff";
    static final String dfa_3s = "\1\54\1\uffff\1\6\1\54\16\uffff";
    static final String dfa_4s = "\1\uffff\1\17\2\uffff\1\5\1\6\1\7\1\10\1\11\1\12\1\13\1\14\1\15\1\16\1\2\1\1\1\3\1\4";
    static final String dfa_5s = "\22\uffff}>";
    static final String[] dfa_6s = {
            "\1\15\6\uffff\1\14\5\uffff\1\1\1\10\2\uffff\1\2\1\3\2\uffff\1\4\1\uffff\1\5\1\6\1\7\1\11\1\12\1\uffff\1\13",
            "",
            "\1\16\1\17",
            "\1\20\6\uffff\1\20\5\uffff\2\20\2\uffff\2\20\1\21\1\uffff\1\20\1\uffff\5\20\1\uffff\1\20",
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

    class DFA16 extends DFA {

        public DFA16(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 16;
            this.eot = dfa_1;
            this.eof = dfa_1;
            this.min = dfa_2;
            this.max = dfa_3;
            this.accept = dfa_4;
            this.special = dfa_5;
            this.transition = dfa_6;
        }
        public String getDescription() {
            return "()* loopback of 994:4: ( (otherlv_5= 'cost' ( (lv_defaultCost_6_0= RULE_INT ) ) ) | (otherlv_7= 'cost' ( (lv_costs_8_0= ruleMovementCost ) ) ) | ( (lv_impassable_9_0= 'impassable' ) ) | (otherlv_10= 'impassable' otherlv_11= 'for' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_15_0= 'blocks' ) ) otherlv_16= 'sight' ) | (otherlv_17= 'cover' ( (lv_cover_18_0= RULE_STRING ) ) ) | (otherlv_19= 'effect' ( (lv_combatEffect_20_0= RULE_STRING ) ) ) | (otherlv_21= 'elevation' ( (lv_elevation_22_0= ruleSignedInt ) ) ) | (otherlv_23= 'color' ( (lv_color_24_0= RULE_STRING ) ) ) | (otherlv_25= 'symbol' ( (lv_symbol_26_0= ruleMapSymbol ) ) ) | (otherlv_27= 'line' ( (lv_lineWidthMm_28_0= ruleMillimetres ) ) otherlv_29= 'mm' ( (lv_lineStyle_30_0= ruleLineStyle ) )? ) | (otherlv_31= 'traits' ( (lv_traits_32_0= ruleWord ) ) (otherlv_33= ',' ( (lv_traits_34_0= ruleWord ) ) )* ) | (otherlv_35= 'stacking' ( (lv_stackingLimits_36_0= ruleStackingLimit ) ) ) | (otherlv_37= 'description' ( (lv_description_38_0= RULE_STRING ) ) ) )*";
        }
    }
    static final String dfa_7s = "\12\uffff";
    static final String dfa_8s = "\1\1\11\uffff";
    static final String dfa_9s = "\1\5\4\uffff\1\122\4\uffff";
    static final String dfa_10s = "\1\142\4\uffff\1\124\4\uffff";
    static final String dfa_11s = "\1\uffff\1\10\1\1\1\2\1\3\1\uffff\1\6\1\7\1\5\1\4";
    static final String dfa_12s = "\1\1\4\uffff\1\0\4\uffff}>";
    static final String[] dfa_13s = {
            "\1\1\11\uffff\1\1\2\uffff\1\1\1\uffff\1\1\4\uffff\1\1\2\uffff\1\1\13\uffff\1\1\11\uffff\1\1\30\uffff\1\1\1\uffff\1\1\1\uffff\1\1\1\uffff\1\2\1\3\1\uffff\1\4\1\5\1\6\1\uffff\1\7\3\uffff\1\1\5\uffff\1\1",
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

    class DFA57 extends DFA {

        public DFA57(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 57;
            this.eot = dfa_7;
            this.eof = dfa_8;
            this.min = dfa_9;
            this.max = dfa_10;
            this.accept = dfa_11;
            this.special = dfa_12;
            this.transition = dfa_13;
        }
        public String getDescription() {
            return "()* loopback of 3552:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*";
        }
        public int specialStateTransition(int s, IntStream _input) throws NoViableAltException {
            TokenStream input = (TokenStream)_input;
        	int _s = s;
            switch ( s ) {
                    case 0 : 
                        int LA57_5 = input.LA(1);

                         
                        int index57_5 = input.index();
                        input.rewind();
                        s = -1;
                        if ( LA57_5 == 84 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) {s = 8;}

                        else if ( LA57_5 == 82 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) ) {s = 9;}

                         
                        input.seek(index57_5);
                        if ( s>=0 ) return s;
                        break;
                    case 1 : 
                        int LA57_0 = input.LA(1);

                         
                        int index57_0 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA57_0==EOF||LA57_0==RULE_ID||LA57_0==15||LA57_0==18||LA57_0==20||LA57_0==25||LA57_0==28||LA57_0==40||LA57_0==50||LA57_0==75||LA57_0==77||LA57_0==79||LA57_0==92||LA57_0==98) ) {s = 1;}

                        else if ( LA57_0 == 81 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0) ) {s = 2;}

                        else if ( LA57_0 == 82 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1) ) {s = 3;}

                        else if ( LA57_0 == 84 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2) ) {s = 4;}

                        else if ( LA57_0 == 85 && ( getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) || getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) ) {s = 5;}

                        else if ( LA57_0 == 86 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5) ) {s = 6;}

                        else if ( LA57_0 == 88 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6) ) {s = 7;}

                         
                        input.seek(index57_0);
                        if ( s>=0 ) return s;
                        break;
            }
            NoViableAltException nvae =
                new NoViableAltException(getDescription(), 57, _s, input);
            error(nvae);
            throw nvae;
        }
    }
    static final String dfa_14s = "\6\uffff";
    static final String dfa_15s = "\1\2\1\4\4\uffff";
    static final String dfa_16s = "\2\4\1\uffff\1\4\1\uffff\1\4";
    static final String dfa_17s = "\2\u00b5\1\uffff\1\u00b5\1\uffff\1\u00b5";
    static final String dfa_18s = "\2\uffff\1\2\1\uffff\1\1\1\uffff";
    static final String dfa_19s = "\6\uffff}>";
    static final String[] dfa_20s = {
            "\1\2\1\1\1\2\6\uffff\1\2\1\uffff\2\2\7\uffff\1\2\3\uffff\2\2\5\uffff\1\2\10\uffff\1\2\2\uffff\1\2\13\uffff\1\2\7\uffff\1\2\34\uffff\1\2\4\uffff\1\2\6\uffff\2\2\1\uffff\5\2\3\uffff\6\2\2\uffff\1\2\1\uffff\1\2\11\uffff\4\2\46\uffff\1\2",
            "\1\4\1\3\1\4\6\uffff\1\4\1\uffff\2\4\7\uffff\1\4\3\uffff\2\4\5\uffff\1\4\10\uffff\1\4\2\uffff\1\4\13\uffff\1\4\7\uffff\1\4\34\uffff\1\4\4\uffff\1\4\6\uffff\2\4\1\uffff\5\4\3\uffff\6\4\2\uffff\1\4\1\uffff\1\4\11\uffff\4\4\46\uffff\1\4",
            "",
            "\1\2\1\5\1\2\6\uffff\1\2\1\uffff\2\2\7\uffff\1\2\3\uffff\2\2\5\uffff\1\2\10\uffff\1\2\2\uffff\1\2\13\uffff\1\2\7\uffff\1\2\34\uffff\1\2\4\uffff\1\2\6\uffff\2\2\1\uffff\5\2\3\uffff\6\2\2\uffff\1\2\1\uffff\1\2\11\uffff\4\2\46\uffff\1\2",
            "",
            "\1\4\1\3\1\4\6\uffff\1\4\1\uffff\2\4\7\uffff\1\4\3\uffff\2\4\5\uffff\1\4\10\uffff\1\4\2\uffff\1\4\13\uffff\1\4\7\uffff\1\4\34\uffff\1\4\4\uffff\1\4\6\uffff\2\4\1\uffff\5\4\3\uffff\6\4\2\uffff\1\4\1\uffff\1\4\11\uffff\4\4\46\uffff\1\4"
    };

    static final short[] dfa_14 = DFA.unpackEncodedString(dfa_14s);
    static final short[] dfa_15 = DFA.unpackEncodedString(dfa_15s);
    static final char[] dfa_16 = DFA.unpackEncodedStringToUnsignedChars(dfa_16s);
    static final char[] dfa_17 = DFA.unpackEncodedStringToUnsignedChars(dfa_17s);
    static final short[] dfa_18 = DFA.unpackEncodedString(dfa_18s);
    static final short[] dfa_19 = DFA.unpackEncodedString(dfa_19s);
    static final short[][] dfa_20 = unpackEncodedStringArray(dfa_20s);

    class DFA92 extends DFA {

        public DFA92(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 92;
            this.eot = dfa_14;
            this.eof = dfa_15;
            this.min = dfa_16;
            this.max = dfa_17;
            this.accept = dfa_18;
            this.special = dfa_19;
            this.transition = dfa_20;
        }
        public String getDescription() {
            return "5895:5: ( (lv_name_11_0= RULE_ID ) )?";
        }
    }
    static final String dfa_21s = "\14\uffff";
    static final String dfa_22s = "\5\uffff\3\12\3\uffff\1\12";
    static final String dfa_23s = "\1\73\1\4\3\uffff\3\5\1\uffff\1\5\1\uffff\1\5";
    static final String dfa_24s = "\1\u0081\1\176\3\uffff\3\175\1\uffff\1\6\1\uffff\1\175";
    static final String dfa_25s = "\2\uffff\1\3\1\4\1\5\3\uffff\1\2\1\uffff\1\1\1\uffff";
    static final String dfa_26s = "\14\uffff}>";
    static final String[] dfa_27s = {
            "\1\2\44\uffff\1\1\36\uffff\1\3\1\uffff\1\4",
            "\1\7\1\5\1\6\167\uffff\1\10",
            "",
            "",
            "",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\3\uffff\2\12\5\uffff\1\12\12\uffff\1\12\7\uffff\1\11\56\uffff\1\10\6\uffff\2\12\1\uffff\5\12\11\uffff\1\12",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\3\uffff\2\12\5\uffff\1\12\12\uffff\1\12\66\uffff\1\10\6\uffff\2\12\1\uffff\5\12\11\uffff\1\12",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\3\uffff\2\12\5\uffff\1\12\12\uffff\1\12\66\uffff\1\10\6\uffff\2\12\1\uffff\5\12\11\uffff\1\12",
            "",
            "\1\13\1\6",
            "",
            "\2\12\6\uffff\1\12\1\uffff\2\12\7\uffff\1\12\3\uffff\2\12\5\uffff\1\12\12\uffff\1\12\66\uffff\1\10\6\uffff\2\12\1\uffff\5\12\11\uffff\1\12"
    };

    static final short[] dfa_21 = DFA.unpackEncodedString(dfa_21s);
    static final short[] dfa_22 = DFA.unpackEncodedString(dfa_22s);
    static final char[] dfa_23 = DFA.unpackEncodedStringToUnsignedChars(dfa_23s);
    static final char[] dfa_24 = DFA.unpackEncodedStringToUnsignedChars(dfa_24s);
    static final short[] dfa_25 = DFA.unpackEncodedString(dfa_25s);
    static final short[] dfa_26 = DFA.unpackEncodedString(dfa_26s);
    static final short[][] dfa_27 = unpackEncodedStringArray(dfa_27s);

    class DFA103 extends DFA {

        public DFA103(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 103;
            this.eot = dfa_21;
            this.eof = dfa_22;
            this.min = dfa_23;
            this.max = dfa_24;
            this.accept = dfa_25;
            this.special = dfa_26;
            this.transition = dfa_27;
        }
        public String getDescription() {
            return "6354:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )";
        }
    }
 

    public static final BitSet FOLLOW_1 = new BitSet(new long[]{0x0000000000000000L});
    public static final BitSet FOLLOW_2 = new BitSet(new long[]{0x0000000000000002L});
    public static final BitSet FOLLOW_3 = new BitSet(new long[]{0x0000000000001000L});
    public static final BitSet FOLLOW_4 = new BitSet(new long[]{0x0000000000000020L});
    public static final BitSet FOLLOW_5 = new BitSet(new long[]{0x0000000000002010L});
    public static final BitSet FOLLOW_6 = new BitSet(new long[]{0x0000000000002000L});
    public static final BitSet FOLLOW_7 = new BitSet(new long[]{0x000000001FFFC000L});
    public static final BitSet FOLLOW_8 = new BitSet(new long[]{0x0000000000000010L});
    public static final BitSet FOLLOW_9 = new BitSet(new long[]{0x0000200000000000L});
    public static final BitSet FOLLOW_10 = new BitSet(new long[]{0x0000000000000040L});
    public static final BitSet FOLLOW_11 = new BitSet(new long[]{0x0000000020000012L});
    public static final BitSet FOLLOW_12 = new BitSet(new long[]{0x0000000020000002L});
    public static final BitSet FOLLOW_13 = new BitSet(new long[]{0x0000000000000012L});
    public static final BitSet FOLLOW_14 = new BitSet(new long[]{0x00000000C0002010L});
    public static final BitSet FOLLOW_15 = new BitSet(new long[]{0x00000000C0002000L});
    public static final BitSet FOLLOW_16 = new BitSet(new long[]{0x0000000080002002L});
    public static final BitSet FOLLOW_17 = new BitSet(new long[]{0x0000000000002002L});
    public static final BitSet FOLLOW_18 = new BitSet(new long[]{0x000017D330408000L});
    public static final BitSet FOLLOW_19 = new BitSet(new long[]{0x0000000400000000L});
    public static final BitSet FOLLOW_20 = new BitSet(new long[]{0x000017DB30408000L});
    public static final BitSet FOLLOW_21 = new BitSet(new long[]{0x0000002000000000L});
    public static final BitSet FOLLOW_22 = new BitSet(new long[]{0x0000000000000040L,0x0000000000000000L,0x0000000018000000L});
    public static final BitSet FOLLOW_23 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x00000FE000000000L});
    public static final BitSet FOLLOW_24 = new BitSet(new long[]{0x0000080000000000L});
    public static final BitSet FOLLOW_25 = new BitSet(new long[]{0x000017D330408000L,0x0000000000000000L,0x0000700000010000L});
    public static final BitSet FOLLOW_26 = new BitSet(new long[]{0x078441C142BE0020L,0x80C1401CE420983FL,0x0000000007FFF83CL});
    public static final BitSet FOLLOW_27 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000008L,0x0000800000000000L});
    public static final BitSet FOLLOW_28 = new BitSet(new long[]{0x000BC00080000002L});
    public static final BitSet FOLLOW_29 = new BitSet(new long[]{0x000B800080000002L});
    public static final BitSet FOLLOW_30 = new BitSet(new long[]{0x000B000880000002L});
    public static final BitSet FOLLOW_31 = new BitSet(new long[]{0x000A000880000002L});
    public static final BitSet FOLLOW_32 = new BitSet(new long[]{0x0004000000000000L});
    public static final BitSet FOLLOW_33 = new BitSet(new long[]{0x0008000080000002L});
    public static final BitSet FOLLOW_34 = new BitSet(new long[]{0x0010000000000000L});
    public static final BitSet FOLLOW_35 = new BitSet(new long[]{0x0020000000000000L});
    public static final BitSet FOLLOW_36 = new BitSet(new long[]{0x0000800000000000L});
    public static final BitSet FOLLOW_37 = new BitSet(new long[]{0x0000000880000002L});
    public static final BitSet FOLLOW_38 = new BitSet(new long[]{0x0040000000000010L});
    public static final BitSet FOLLOW_39 = new BitSet(new long[]{0x0040000000000000L});
    public static final BitSet FOLLOW_40 = new BitSet(new long[]{0x0000000040002002L});
    public static final BitSet FOLLOW_41 = new BitSet(new long[]{0x9580100090008000L,0x000000000000001FL});
    public static final BitSet FOLLOW_42 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000018000L});
    public static final BitSet FOLLOW_43 = new BitSet(new long[]{0x0200000000000000L});
    public static final BitSet FOLLOW_44 = new BitSet(new long[]{0x0800000000000000L});
    public static final BitSet FOLLOW_45 = new BitSet(new long[]{0x9580100890008000L,0x000000000000001FL});
    public static final BitSet FOLLOW_46 = new BitSet(new long[]{0x2000000000000000L});
    public static final BitSet FOLLOW_47 = new BitSet(new long[]{0x4000800000002002L});
    public static final BitSet FOLLOW_48 = new BitSet(new long[]{0x4000000000002002L});
    public static final BitSet FOLLOW_49 = new BitSet(new long[]{0x8400100090008000L,0x000000000000001FL});
    public static final BitSet FOLLOW_50 = new BitSet(new long[]{0x0000000800000002L});
    public static final BitSet FOLLOW_51 = new BitSet(new long[]{0x0400000010000000L,0x000000000000001FL});
    public static final BitSet FOLLOW_52 = new BitSet(new long[]{0x0000000480000012L,0x00000000000000A0L});
    public static final BitSet FOLLOW_53 = new BitSet(new long[]{0x0000000480000002L,0x00000000000000A0L});
    public static final BitSet FOLLOW_54 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000040L});
    public static final BitSet FOLLOW_55 = new BitSet(new long[]{0x0000000480000002L,0x0000000000000080L});
    public static final BitSet FOLLOW_56 = new BitSet(new long[]{0x0000000480000002L});
    public static final BitSet FOLLOW_57 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000100L});
    public static final BitSet FOLLOW_58 = new BitSet(new long[]{0x0000800000000002L,0x0000000000000200L});
    public static final BitSet FOLLOW_59 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000400L});
    public static final BitSet FOLLOW_60 = new BitSet(new long[]{0x0000800000000002L});
    public static final BitSet FOLLOW_61 = new BitSet(new long[]{0x0000000000000010L,0x0000000000000020L});
    public static final BitSet FOLLOW_62 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000020L});
    public static final BitSet FOLLOW_63 = new BitSet(new long[]{0x078441C142BE0070L,0x80C1401CE420983FL,0x0000001FFFFFF83CL});
    public static final BitSet FOLLOW_64 = new BitSet(new long[]{0x0000000800000000L,0x0000000000000800L});
    public static final BitSet FOLLOW_65 = new BitSet(new long[]{0x0000000080000002L});
    public static final BitSet FOLLOW_66 = new BitSet(new long[]{0x0000800000000010L});
    public static final BitSet FOLLOW_67 = new BitSet(new long[]{0x0000000000000000L,0x0000000000004000L});
    public static final BitSet FOLLOW_68 = new BitSet(new long[]{0x0004010012148020L,0x000000041000A800L});
    public static final BitSet FOLLOW_69 = new BitSet(new long[]{0x0004010812148020L,0x000000041000A800L});
    public static final BitSet FOLLOW_70 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000060000L});
    public static final BitSet FOLLOW_71 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0003000000000000L});
    public static final BitSet FOLLOW_72 = new BitSet(new long[]{0x0000000000000002L,0x0000000000018000L});
    public static final BitSet FOLLOW_73 = new BitSet(new long[]{0x0000000000000002L,0x0000000000010000L});
    public static final BitSet FOLLOW_74 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x001C000000000000L});
    public static final BitSet FOLLOW_75 = new BitSet(new long[]{0x0000000000000002L,0x0000000001760000L});
    public static final BitSet FOLLOW_76 = new BitSet(new long[]{0x0000000000000000L,0x0000000000080000L});
    public static final BitSet FOLLOW_77 = new BitSet(new long[]{0x0000000000000000L,0x0000000000040000L});
    public static final BitSet FOLLOW_78 = new BitSet(new long[]{0x0000000000000000L,0x0000000000100000L});
    public static final BitSet FOLLOW_79 = new BitSet(new long[]{0x0000000000000000L,0x0000000000800000L});
    public static final BitSet FOLLOW_80 = new BitSet(new long[]{0x0000000010000050L});
    public static final BitSet FOLLOW_81 = new BitSet(new long[]{0x0000000000000000L,0x0000000002000000L});
    public static final BitSet FOLLOW_82 = new BitSet(new long[]{0x0000000000000070L});
    public static final BitSet FOLLOW_83 = new BitSet(new long[]{0x0000000000000002L,0x0000000004000000L});
    public static final BitSet FOLLOW_84 = new BitSet(new long[]{0x0000000000000000L,0x0000000008000000L});
    public static final BitSet FOLLOW_85 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000001FE0000000L});
    public static final BitSet FOLLOW_86 = new BitSet(new long[]{0x0040000000000012L});
    public static final BitSet FOLLOW_87 = new BitSet(new long[]{0x0040000000000002L});
    public static final BitSet FOLLOW_88 = new BitSet(new long[]{0x0000000000000010L,0x0000000060000000L});
    public static final BitSet FOLLOW_89 = new BitSet(new long[]{0x0000000000000000L,0x0000000060000000L});
    public static final BitSet FOLLOW_90 = new BitSet(new long[]{0x0000000000000000L,0x0000000040000000L});
    public static final BitSet FOLLOW_91 = new BitSet(new long[]{0x0000000000000002L,0x0000000080000000L});
    public static final BitSet FOLLOW_92 = new BitSet(new long[]{0x0000000000000000L,0x0000000100000000L});
    public static final BitSet FOLLOW_93 = new BitSet(new long[]{0x0000000000000002L,0x0000000200000000L});
    public static final BitSet FOLLOW_94 = new BitSet(new long[]{0x0040000000000010L,0x0000000800000000L});
    public static final BitSet FOLLOW_95 = new BitSet(new long[]{0x0040000000000000L,0x0000000800000000L});
    public static final BitSet FOLLOW_96 = new BitSet(new long[]{0x0000000800000002L,0x0000001000000000L});
    public static final BitSet FOLLOW_97 = new BitSet(new long[]{0x0000000000000000L,0x0000002000000000L});
    public static final BitSet FOLLOW_98 = new BitSet(new long[]{0x0000000000000000L,0x0000004000000000L});
    public static final BitSet FOLLOW_99 = new BitSet(new long[]{0x0004000018008000L,0x0000010000001000L,0x0000000000000160L});
    public static final BitSet FOLLOW_100 = new BitSet(new long[]{0x0000000000000002L,0x00000E0000000000L});
    public static final BitSet FOLLOW_101 = new BitSet(new long[]{0x0000000000000002L,0x00000C0000000000L});
    public static final BitSet FOLLOW_102 = new BitSet(new long[]{0x0000000800000000L});
    public static final BitSet FOLLOW_103 = new BitSet(new long[]{0x0000000000000002L,0x0000080000000000L});
    public static final BitSet FOLLOW_104 = new BitSet(new long[]{0x0000000000000000L,0x0000000200000000L});
    public static final BitSet FOLLOW_105 = new BitSet(new long[]{0x0000000031018060L,0x000FB00000000000L});
    public static final BitSet FOLLOW_106 = new BitSet(new long[]{0x0000000831018060L,0x000FB00000000000L});
    public static final BitSet FOLLOW_107 = new BitSet(new long[]{0x0000000000000000L,0x0000400000000000L});
    public static final BitSet FOLLOW_108 = new BitSet(new long[]{0x0000000010000040L,0x0000000000000000L,0x0000000018000010L});
    public static final BitSet FOLLOW_109 = new BitSet(new long[]{0x0000000000002010L,0x0010000000000000L});
    public static final BitSet FOLLOW_110 = new BitSet(new long[]{0x0000000000002000L,0x0010000000000000L});
    public static final BitSet FOLLOW_111 = new BitSet(new long[]{0x0000000000000000L,0x0020000000000000L});
    public static final BitSet FOLLOW_112 = new BitSet(new long[]{0x0800900800002002L,0x9F80002100000208L,0x0020000000007802L});
    public static final BitSet FOLLOW_113 = new BitSet(new long[]{0x0800900800002002L,0x9F80002100000008L,0x0020000000007802L});
    public static final BitSet FOLLOW_114 = new BitSet(new long[]{0x0800900800002012L,0x9F80002100000008L,0x0020000000007802L});
    public static final BitSet FOLLOW_115 = new BitSet(new long[]{0x0800900800002032L,0x9F80002100000008L,0x0020000000007802L});
    public static final BitSet FOLLOW_116 = new BitSet(new long[]{0x0800900800002002L,0x9F80000100000008L,0x0020000000007802L});
    public static final BitSet FOLLOW_117 = new BitSet(new long[]{0x0000000000000000L,0x0040000000000000L});
    public static final BitSet FOLLOW_118 = new BitSet(new long[]{0x0800900000002002L,0x9F80000100000008L,0x0020000000007802L});
    public static final BitSet FOLLOW_119 = new BitSet(new long[]{0x0000400800000002L,0x2000000000000000L});
    public static final BitSet FOLLOW_120 = new BitSet(new long[]{0x0000400000000002L});
    public static final BitSet FOLLOW_121 = new BitSet(new long[]{0x0000000000000070L,0x4000000000000000L});
    public static final BitSet FOLLOW_122 = new BitSet(new long[]{0x0000000000000002L,0x0000000008000000L});
    public static final BitSet FOLLOW_123 = new BitSet(new long[]{0x0000000000000000L,0x0000000000001000L});
    public static final BitSet FOLLOW_124 = new BitSet(new long[]{0x0004000000000000L,0x0000000040000000L});
    public static final BitSet FOLLOW_125 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000000000001L});
    public static final BitSet FOLLOW_126 = new BitSet(new long[]{0x0000400000000000L,0x0000000100000000L});
    public static final BitSet FOLLOW_127 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000000004L});
    public static final BitSet FOLLOW_128 = new BitSet(new long[]{0x0000000800000002L,0x0000000000000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_129 = new BitSet(new long[]{0x0002000000000000L});
    public static final BitSet FOLLOW_130 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000F80000L});
    public static final BitSet FOLLOW_131 = new BitSet(new long[]{0x0800000000880032L,0x0000000100000000L});
    public static final BitSet FOLLOW_132 = new BitSet(new long[]{0x0800000800000012L,0x0000000100000000L});
    public static final BitSet FOLLOW_133 = new BitSet(new long[]{0x0800000000000012L,0x0000000100000200L});
    public static final BitSet FOLLOW_134 = new BitSet(new long[]{0x0800000000000012L,0x0000000100000000L});
    public static final BitSet FOLLOW_135 = new BitSet(new long[]{0x0800000800000012L});
    public static final BitSet FOLLOW_136 = new BitSet(new long[]{0x0000000000000000L,0x0001000000000000L,0x0000000007880000L});
    public static final BitSet FOLLOW_137 = new BitSet(new long[]{0x0801000000000072L,0x4000000140000010L});
    public static final BitSet FOLLOW_138 = new BitSet(new long[]{0x0801000800000072L,0x4000000140000010L});
    public static final BitSet FOLLOW_139 = new BitSet(new long[]{0x0000400000000000L});
    public static final BitSet FOLLOW_140 = new BitSet(new long[]{0x0040000000002012L});
    public static final BitSet FOLLOW_141 = new BitSet(new long[]{0x0040000000002002L});
    public static final BitSet FOLLOW_142 = new BitSet(new long[]{0x078441C152BE0020L,0x80C1401CE420983FL,0x0000000007FFF83CL});
    public static final BitSet FOLLOW_143 = new BitSet(new long[]{0x0000000400000002L,0x0000000208000040L});
    public static final BitSet FOLLOW_144 = new BitSet(new long[]{0x0000000400000002L,0x0000000008000040L});
    public static final BitSet FOLLOW_145 = new BitSet(new long[]{0x0000000400000002L,0x0000000000000040L});
    public static final BitSet FOLLOW_146 = new BitSet(new long[]{0x0000000400000002L});
    public static final BitSet FOLLOW_147 = new BitSet(new long[]{0x0000000000000012L,0x0000000000000000L,0x0000000000000080L});
    public static final BitSet FOLLOW_148 = new BitSet(new long[]{0x0000000800000012L});
    public static final BitSet FOLLOW_149 = new BitSet(new long[]{0x0000000400000000L,0x0000000100000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_150 = new BitSet(new long[]{0x0000000800000000L,0x0000000100000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_151 = new BitSet(new long[]{0x0000000800000000L,0x0000000000000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_152 = new BitSet(new long[]{0x0000000000000060L});
    public static final BitSet FOLLOW_153 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000000000400L});
    public static final BitSet FOLLOW_154 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000008000000L});

}
