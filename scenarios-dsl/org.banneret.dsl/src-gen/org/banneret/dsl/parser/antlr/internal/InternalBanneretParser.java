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
        "<invalid>", "<EOR>", "<DOWN>", "<UP>", "RULE_STRING", "RULE_ID", "RULE_INT", "RULE_WS", "RULE_ML_COMMENT", "RULE_SL_COMMENT", "RULE_ANY_OTHER", "'game'", "'system'", "'{'", "'rules'", "'description'", "'nationality'", "'class'", "'terrain'", "'feature'", "'hexside'", "'slot'", "'stacking'", "'unit'", "'counter'", "'marker'", "'mix'", "'variant'", "'}'", "'color'", "'code'", "'cite'", "'cost'", "'impassable'", "'for'", "','", "'blocks'", "'sight'", "'cover'", "'effect'", "'elevation'", "'symbol'", "'line'", "'mm'", "'traits'", "'max'", "'on'", "'of'", "'except'", "'per'", "'side'", "':'", "'footprint'", "'command'", "'range'", "'armour'", "'in'", "'faces'", "'/'", "'unique'", "'attack'", "'defence'", "'movement'", "'strength'", "'value'", "'values'", "'to'", "'x'", "'['", "']'", "'default'", "'map'", "'palette'", "'grid'", "'hex'", "'labels'", "'prefix'", "'column'", "'digits'", "'row'", "'first'", "'columns'", "'descending'", "'rows'", "'*'", "'hidden'", "'from'", "'region'", "'number'", "'edge'", "'at'", "'='", "'structure'", "'material'", "'damage'", "'('", "')'", "'scenario'", "'turns'", "'as'", "'offset'", "'rotated'", "'initiative'", "'setup'", "'order'", "'role'", "'morale'", "'banners'", "'victory'", "'formation'", "'commanded'", "'by'", "'banner'", "'flipped'", "'with'", "'set'", "'under'", "'aboard'", "'note'", "'facing'", "'along'", "'off'", "'sheet'", "'enters'", "'turn'", "'limit'", "'automatic'", "'rule'", "'follows'", "'carrying'", "'waive'", "'because'", "'.'", "'dead'", "'wounded'", "'stunned'", "'healthy'", "'single'", "'double'", "'flat'", "'pointy'", "'killed'", "'captured'", "'controlled'", "'exited'", "'other'", "'cleared'", "'holds'", "'exits'", "'-'", "'+'", "'N'", "'NE'", "'E'", "'SE'", "'S'", "'SW'", "'W'", "'NW'", "'dot'", "'circle'", "'square'", "'triangle'", "'diamond'", "'star'", "'cross'", "'solid'", "'dashed'", "'dotted'", "'counters'", "'odd'", "'even'", "'numeric'", "'alpha'", "'prefixed'", "'wounded-stunned'"
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
            case 71:
                {
                alt1=2;
                }
                break;
            case 97:
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

                    	    if ( (LA14_0==138||(LA14_0>=166 && LA14_0<=168)) ) {
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
    // InternalBanneret.g:1469:1: ruleStackingLimit returns [EObject current=null] : (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) ) )? ) ;
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
        Token lv_citation_16_0=null;
        Enumerator lv_measure_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1475:2: ( (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:1476:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:1476:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:1477:3: otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'on' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) ) )?
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

            // InternalBanneret.g:1633:3: (otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) ) )?
            int alt24=2;
            int LA24_0 = input.LA(1);

            if ( (LA24_0==31) ) {
                alt24=1;
            }
            switch (alt24) {
                case 1 :
                    // InternalBanneret.g:1634:4: otherlv_15= 'cite' ( (lv_citation_16_0= RULE_STRING ) )
                    {
                    otherlv_15=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_15, grammarAccess.getStackingLimitAccess().getCiteKeyword_7_0());
                    			
                    // InternalBanneret.g:1638:4: ( (lv_citation_16_0= RULE_STRING ) )
                    // InternalBanneret.g:1639:5: (lv_citation_16_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1639:5: (lv_citation_16_0= RULE_STRING )
                    // InternalBanneret.g:1640:6: lv_citation_16_0= RULE_STRING
                    {
                    lv_citation_16_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_16_0, grammarAccess.getStackingLimitAccess().getCitationSTRINGTerminalRuleCall_7_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_16_0,
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
    // InternalBanneret.g:1661:1: entryRuleUnitType returns [EObject current=null] : iv_ruleUnitType= ruleUnitType EOF ;
    public final EObject entryRuleUnitType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitType = null;


        try {
            // InternalBanneret.g:1661:49: (iv_ruleUnitType= ruleUnitType EOF )
            // InternalBanneret.g:1662:2: iv_ruleUnitType= ruleUnitType EOF
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
    // InternalBanneret.g:1668:1: ruleUnitType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? ) ;
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
            // InternalBanneret.g:1674:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? ) )
            // InternalBanneret.g:1675:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? )
            {
            // InternalBanneret.g:1675:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? )
            // InternalBanneret.g:1676:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )?
            {
            // InternalBanneret.g:1676:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:1677:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:1677:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:1678:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_34); 

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

            // InternalBanneret.g:1694:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt25=2;
            int LA25_0 = input.LA(1);

            if ( (LA25_0==RULE_STRING) ) {
                alt25=1;
            }
            switch (alt25) {
                case 1 :
                    // InternalBanneret.g:1695:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1695:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1696:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_35); 

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

            otherlv_2=(Token)match(input,51,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getUnitTypeAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:1716:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:1717:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:1717:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:1718:5: otherlv_3= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitTypeRule());
            					}
            				
            otherlv_3=(Token)match(input,RULE_ID,FOLLOW_36); 

            					newLeafNode(otherlv_3, grammarAccess.getUnitTypeAccess().getUnitClassUnitClassCrossReference_3_0());
            				

            }


            }

            // InternalBanneret.g:1729:3: (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )?
            int alt26=2;
            int LA26_0 = input.LA(1);

            if ( (LA26_0==30) ) {
                alt26=1;
            }
            switch (alt26) {
                case 1 :
                    // InternalBanneret.g:1730:4: otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) )
                    {
                    otherlv_4=(Token)match(input,30,FOLLOW_8); 

                    				newLeafNode(otherlv_4, grammarAccess.getUnitTypeAccess().getCodeKeyword_4_0());
                    			
                    // InternalBanneret.g:1734:4: ( (lv_code_5_0= RULE_STRING ) )
                    // InternalBanneret.g:1735:5: (lv_code_5_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1735:5: (lv_code_5_0= RULE_STRING )
                    // InternalBanneret.g:1736:6: lv_code_5_0= RULE_STRING
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

            // InternalBanneret.g:1753:3: (otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )?
            int alt29=2;
            int LA29_0 = input.LA(1);

            if ( (LA29_0==13) ) {
                alt29=1;
            }
            switch (alt29) {
                case 1 :
                    // InternalBanneret.g:1754:4: otherlv_6= '{' (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}'
                    {
                    otherlv_6=(Token)match(input,13,FOLLOW_37); 

                    				newLeafNode(otherlv_6, grammarAccess.getUnitTypeAccess().getLeftCurlyBracketKeyword_5_0());
                    			
                    // InternalBanneret.g:1758:4: (this_CounterSpecFeature_7= ruleCounterSpecFeature[$current] | (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )*
                    loop28:
                    do {
                        int alt28=6;
                        switch ( input.LA(1) ) {
                        case 15:
                        case 31:
                        case 44:
                        case 60:
                        case 61:
                        case 62:
                        case 63:
                        case 64:
                            {
                            alt28=1;
                            }
                            break;
                        case 55:
                            {
                            int LA28_3 = input.LA(2);

                            if ( (LA28_3==56) ) {
                                alt28=4;
                            }
                            else if ( (LA28_3==RULE_INT) ) {
                                alt28=1;
                            }


                            }
                            break;
                        case 52:
                            {
                            alt28=2;
                            }
                            break;
                        case 53:
                            {
                            alt28=3;
                            }
                            break;
                        case 57:
                            {
                            alt28=5;
                            }
                            break;

                        }

                        switch (alt28) {
                    	case 1 :
                    	    // InternalBanneret.g:1759:5: this_CounterSpecFeature_7= ruleCounterSpecFeature[$current]
                    	    {

                    	    					if (current==null) {
                    	    						current = createModelElement(grammarAccess.getUnitTypeRule());
                    	    					}
                    	    					newCompositeNode(grammarAccess.getUnitTypeAccess().getCounterSpecFeatureParserRuleCall_5_1_0());
                    	    				
                    	    pushFollow(FOLLOW_37);
                    	    this_CounterSpecFeature_7=ruleCounterSpecFeature(current);

                    	    state._fsp--;


                    	    					current = this_CounterSpecFeature_7;
                    	    					afterParserOrEnumRuleCall();
                    	    				

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:1771:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    {
                    	    // InternalBanneret.g:1771:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    // InternalBanneret.g:1772:6: otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) )
                    	    {
                    	    otherlv_8=(Token)match(input,52,FOLLOW_38); 

                    	    						newLeafNode(otherlv_8, grammarAccess.getUnitTypeAccess().getFootprintKeyword_5_1_1_0());
                    	    					
                    	    // InternalBanneret.g:1776:6: ( (lv_footprint_9_0= ruleFootprint ) )
                    	    // InternalBanneret.g:1777:7: (lv_footprint_9_0= ruleFootprint )
                    	    {
                    	    // InternalBanneret.g:1777:7: (lv_footprint_9_0= ruleFootprint )
                    	    // InternalBanneret.g:1778:8: lv_footprint_9_0= ruleFootprint
                    	    {

                    	    								newCompositeNode(grammarAccess.getUnitTypeAccess().getFootprintFootprintEnumRuleCall_5_1_1_1_0());
                    	    							
                    	    pushFollow(FOLLOW_37);
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
                    	    // InternalBanneret.g:1797:5: (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:1797:5: (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:1798:6: otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) )
                    	    {
                    	    otherlv_10=(Token)match(input,53,FOLLOW_39); 

                    	    						newLeafNode(otherlv_10, grammarAccess.getUnitTypeAccess().getCommandKeyword_5_1_2_0());
                    	    					
                    	    otherlv_11=(Token)match(input,54,FOLLOW_10); 

                    	    						newLeafNode(otherlv_11, grammarAccess.getUnitTypeAccess().getRangeKeyword_5_1_2_1());
                    	    					
                    	    // InternalBanneret.g:1806:6: ( (lv_commandRange_12_0= RULE_INT ) )
                    	    // InternalBanneret.g:1807:7: (lv_commandRange_12_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1807:7: (lv_commandRange_12_0= RULE_INT )
                    	    // InternalBanneret.g:1808:8: lv_commandRange_12_0= RULE_INT
                    	    {
                    	    lv_commandRange_12_0=(Token)match(input,RULE_INT,FOLLOW_37); 

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
                    	    // InternalBanneret.g:1826:5: (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1826:5: (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* )
                    	    // InternalBanneret.g:1827:6: otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )*
                    	    {
                    	    otherlv_13=(Token)match(input,55,FOLLOW_40); 

                    	    						newLeafNode(otherlv_13, grammarAccess.getUnitTypeAccess().getArmourKeyword_5_1_3_0());
                    	    					
                    	    otherlv_14=(Token)match(input,56,FOLLOW_10); 

                    	    						newLeafNode(otherlv_14, grammarAccess.getUnitTypeAccess().getInKeyword_5_1_3_1());
                    	    					
                    	    // InternalBanneret.g:1835:6: ( (lv_allowedArmour_15_0= RULE_INT ) )
                    	    // InternalBanneret.g:1836:7: (lv_allowedArmour_15_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1836:7: (lv_allowedArmour_15_0= RULE_INT )
                    	    // InternalBanneret.g:1837:8: lv_allowedArmour_15_0= RULE_INT
                    	    {
                    	    lv_allowedArmour_15_0=(Token)match(input,RULE_INT,FOLLOW_41); 

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

                    	    // InternalBanneret.g:1853:6: (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )*
                    	    loop27:
                    	    do {
                    	        int alt27=2;
                    	        int LA27_0 = input.LA(1);

                    	        if ( (LA27_0==35) ) {
                    	            alt27=1;
                    	        }


                    	        switch (alt27) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1854:7: otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    	    {
                    	    	    otherlv_16=(Token)match(input,35,FOLLOW_10); 

                    	    	    							newLeafNode(otherlv_16, grammarAccess.getUnitTypeAccess().getCommaKeyword_5_1_3_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1858:7: ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    	    // InternalBanneret.g:1859:8: (lv_allowedArmour_17_0= RULE_INT )
                    	    	    {
                    	    	    // InternalBanneret.g:1859:8: (lv_allowedArmour_17_0= RULE_INT )
                    	    	    // InternalBanneret.g:1860:9: lv_allowedArmour_17_0= RULE_INT
                    	    	    {
                    	    	    lv_allowedArmour_17_0=(Token)match(input,RULE_INT,FOLLOW_41); 

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
                    	    	    break loop27;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 5 :
                    	    // InternalBanneret.g:1879:5: (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1879:5: (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1880:6: otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) )
                    	    {
                    	    otherlv_18=(Token)match(input,57,FOLLOW_8); 

                    	    						newLeafNode(otherlv_18, grammarAccess.getUnitTypeAccess().getFacesKeyword_5_1_4_0());
                    	    					
                    	    // InternalBanneret.g:1884:6: ( (lv_frontFace_19_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1885:7: (lv_frontFace_19_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1885:7: (lv_frontFace_19_0= RULE_STRING )
                    	    // InternalBanneret.g:1886:8: lv_frontFace_19_0= RULE_STRING
                    	    {
                    	    lv_frontFace_19_0=(Token)match(input,RULE_STRING,FOLLOW_42); 

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

                    	    otherlv_20=(Token)match(input,58,FOLLOW_8); 

                    	    						newLeafNode(otherlv_20, grammarAccess.getUnitTypeAccess().getSolidusKeyword_5_1_4_2());
                    	    					
                    	    // InternalBanneret.g:1906:6: ( (lv_backFace_21_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1907:7: (lv_backFace_21_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1907:7: (lv_backFace_21_0= RULE_STRING )
                    	    // InternalBanneret.g:1908:8: lv_backFace_21_0= RULE_STRING
                    	    {
                    	    lv_backFace_21_0=(Token)match(input,RULE_STRING,FOLLOW_37); 

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
                    	    break loop28;
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
    // InternalBanneret.g:1935:1: entryRuleCounterTemplate returns [EObject current=null] : iv_ruleCounterTemplate= ruleCounterTemplate EOF ;
    public final EObject entryRuleCounterTemplate() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterTemplate = null;


        try {
            // InternalBanneret.g:1935:56: (iv_ruleCounterTemplate= ruleCounterTemplate EOF )
            // InternalBanneret.g:1936:2: iv_ruleCounterTemplate= ruleCounterTemplate EOF
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
    // InternalBanneret.g:1942:1: ruleCounterTemplate returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? ) ;
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
            // InternalBanneret.g:1948:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? ) )
            // InternalBanneret.g:1949:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? )
            {
            // InternalBanneret.g:1949:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )? )
            // InternalBanneret.g:1950:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( ( ruleQualifiedName ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )?
            {
            // InternalBanneret.g:1950:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:1951:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:1951:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:1952:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_34); 

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

            // InternalBanneret.g:1968:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt30=2;
            int LA30_0 = input.LA(1);

            if ( (LA30_0==RULE_STRING) ) {
                alt30=1;
            }
            switch (alt30) {
                case 1 :
                    // InternalBanneret.g:1969:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1969:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1970:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_35); 

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

            otherlv_2=(Token)match(input,51,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getCounterTemplateAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:1990:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:1991:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:1991:4: ( ruleQualifiedName )
            // InternalBanneret.g:1992:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterTemplateRule());
            					}
            				

            					newCompositeNode(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeCrossReference_3_0());
            				
            pushFollow(FOLLOW_43);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:2006:3: (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )?
            int alt31=2;
            int LA31_0 = input.LA(1);

            if ( (LA31_0==47) ) {
                alt31=1;
            }
            switch (alt31) {
                case 1 :
                    // InternalBanneret.g:2007:4: otherlv_4= 'of' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_4=(Token)match(input,47,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getCounterTemplateAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:2011:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:2012:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:2012:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:2013:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterTemplateRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_44); 

                    						newLeafNode(otherlv_5, grammarAccess.getCounterTemplateAccess().getNationalityNationalityCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2025:3: ( (lv_unique_6_0= 'unique' ) )?
            int alt32=2;
            int LA32_0 = input.LA(1);

            if ( (LA32_0==59) ) {
                alt32=1;
            }
            switch (alt32) {
                case 1 :
                    // InternalBanneret.g:2026:4: (lv_unique_6_0= 'unique' )
                    {
                    // InternalBanneret.g:2026:4: (lv_unique_6_0= 'unique' )
                    // InternalBanneret.g:2027:5: lv_unique_6_0= 'unique'
                    {
                    lv_unique_6_0=(Token)match(input,59,FOLLOW_17); 

                    					newLeafNode(lv_unique_6_0, grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    					}
                    					setWithLastConsumed(current, "unique", lv_unique_6_0 != null, "unique");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:2039:3: (otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}' )?
            int alt34=2;
            int LA34_0 = input.LA(1);

            if ( (LA34_0==13) ) {
                alt34=1;
            }
            switch (alt34) {
                case 1 :
                    // InternalBanneret.g:2040:4: otherlv_7= '{' (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )* otherlv_9= '}'
                    {
                    otherlv_7=(Token)match(input,13,FOLLOW_45); 

                    				newLeafNode(otherlv_7, grammarAccess.getCounterTemplateAccess().getLeftCurlyBracketKeyword_6_0());
                    			
                    // InternalBanneret.g:2044:4: (this_CounterSpecFeature_8= ruleCounterSpecFeature[$current] )*
                    loop33:
                    do {
                        int alt33=2;
                        int LA33_0 = input.LA(1);

                        if ( (LA33_0==15||LA33_0==31||LA33_0==44||LA33_0==55||(LA33_0>=60 && LA33_0<=64)) ) {
                            alt33=1;
                        }


                        switch (alt33) {
                    	case 1 :
                    	    // InternalBanneret.g:2045:5: this_CounterSpecFeature_8= ruleCounterSpecFeature[$current]
                    	    {

                    	    					if (current==null) {
                    	    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    	    					}
                    	    					newCompositeNode(grammarAccess.getCounterTemplateAccess().getCounterSpecFeatureParserRuleCall_6_1());
                    	    				
                    	    pushFollow(FOLLOW_45);
                    	    this_CounterSpecFeature_8=ruleCounterSpecFeature(current);

                    	    state._fsp--;


                    	    					current = this_CounterSpecFeature_8;
                    	    					afterParserOrEnumRuleCall();
                    	    				

                    	    }
                    	    break;

                    	default :
                    	    break loop33;
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
    // InternalBanneret.g:2067:1: ruleCounterSpecFeature[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) | (otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) ) ) ) ;
    public final EObject ruleCounterSpecFeature(EObject in_current) throws RecognitionException {
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
        Token otherlv_12=null;
        Token otherlv_14=null;
        Token otherlv_16=null;
        Token lv_citation_17_0=null;
        Token otherlv_18=null;
        Token lv_description_19_0=null;
        EObject lv_values_11_0 = null;

        AntlrDatatypeRuleToken lv_traits_13_0 = null;

        AntlrDatatypeRuleToken lv_traits_15_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2073:2: ( ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) | (otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) ) ) ) )
            // InternalBanneret.g:2074:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) | (otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) ) ) )
            {
            // InternalBanneret.g:2074:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) | (otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) ) ) )
            int alt36=9;
            switch ( input.LA(1) ) {
            case 60:
                {
                alt36=1;
                }
                break;
            case 61:
                {
                alt36=2;
                }
                break;
            case 62:
                {
                alt36=3;
                }
                break;
            case 63:
                {
                alt36=4;
                }
                break;
            case 55:
                {
                alt36=5;
                }
                break;
            case 64:
                {
                alt36=6;
                }
                break;
            case 44:
                {
                alt36=7;
                }
                break;
            case 31:
                {
                alt36=8;
                }
                break;
            case 15:
                {
                alt36=9;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 36, 0, input);

                throw nvae;
            }

            switch (alt36) {
                case 1 :
                    // InternalBanneret.g:2075:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2075:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
                    // InternalBanneret.g:2076:4: otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) )
                    {
                    otherlv_0=(Token)match(input,60,FOLLOW_10); 

                    				newLeafNode(otherlv_0, grammarAccess.getCounterSpecFeatureAccess().getAttackKeyword_0_0());
                    			
                    // InternalBanneret.g:2080:4: ( (lv_attack_1_0= RULE_INT ) )
                    // InternalBanneret.g:2081:5: (lv_attack_1_0= RULE_INT )
                    {
                    // InternalBanneret.g:2081:5: (lv_attack_1_0= RULE_INT )
                    // InternalBanneret.g:2082:6: lv_attack_1_0= RULE_INT
                    {
                    lv_attack_1_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_attack_1_0, grammarAccess.getCounterSpecFeatureAccess().getAttackINTTerminalRuleCall_0_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
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
                    // InternalBanneret.g:2100:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2100:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
                    // InternalBanneret.g:2101:4: otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) )
                    {
                    otherlv_2=(Token)match(input,61,FOLLOW_10); 

                    				newLeafNode(otherlv_2, grammarAccess.getCounterSpecFeatureAccess().getDefenceKeyword_1_0());
                    			
                    // InternalBanneret.g:2105:4: ( (lv_defence_3_0= RULE_INT ) )
                    // InternalBanneret.g:2106:5: (lv_defence_3_0= RULE_INT )
                    {
                    // InternalBanneret.g:2106:5: (lv_defence_3_0= RULE_INT )
                    // InternalBanneret.g:2107:6: lv_defence_3_0= RULE_INT
                    {
                    lv_defence_3_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_defence_3_0, grammarAccess.getCounterSpecFeatureAccess().getDefenceINTTerminalRuleCall_1_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
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
                    // InternalBanneret.g:2125:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2125:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
                    // InternalBanneret.g:2126:4: otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) )
                    {
                    otherlv_4=(Token)match(input,62,FOLLOW_10); 

                    				newLeafNode(otherlv_4, grammarAccess.getCounterSpecFeatureAccess().getMovementKeyword_2_0());
                    			
                    // InternalBanneret.g:2130:4: ( (lv_movement_5_0= RULE_INT ) )
                    // InternalBanneret.g:2131:5: (lv_movement_5_0= RULE_INT )
                    {
                    // InternalBanneret.g:2131:5: (lv_movement_5_0= RULE_INT )
                    // InternalBanneret.g:2132:6: lv_movement_5_0= RULE_INT
                    {
                    lv_movement_5_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_movement_5_0, grammarAccess.getCounterSpecFeatureAccess().getMovementINTTerminalRuleCall_2_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
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
                    // InternalBanneret.g:2150:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2150:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
                    // InternalBanneret.g:2151:4: otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,63,FOLLOW_10); 

                    				newLeafNode(otherlv_6, grammarAccess.getCounterSpecFeatureAccess().getStrengthKeyword_3_0());
                    			
                    // InternalBanneret.g:2155:4: ( (lv_strength_7_0= RULE_INT ) )
                    // InternalBanneret.g:2156:5: (lv_strength_7_0= RULE_INT )
                    {
                    // InternalBanneret.g:2156:5: (lv_strength_7_0= RULE_INT )
                    // InternalBanneret.g:2157:6: lv_strength_7_0= RULE_INT
                    {
                    lv_strength_7_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_strength_7_0, grammarAccess.getCounterSpecFeatureAccess().getStrengthINTTerminalRuleCall_3_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
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
                    // InternalBanneret.g:2175:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
                    {
                    // InternalBanneret.g:2175:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
                    // InternalBanneret.g:2176:4: otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) )
                    {
                    otherlv_8=(Token)match(input,55,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getCounterSpecFeatureAccess().getArmourKeyword_4_0());
                    			
                    // InternalBanneret.g:2180:4: ( (lv_armour_9_0= RULE_INT ) )
                    // InternalBanneret.g:2181:5: (lv_armour_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:2181:5: (lv_armour_9_0= RULE_INT )
                    // InternalBanneret.g:2182:6: lv_armour_9_0= RULE_INT
                    {
                    lv_armour_9_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    						newLeafNode(lv_armour_9_0, grammarAccess.getCounterSpecFeatureAccess().getArmourINTTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
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
                    // InternalBanneret.g:2200:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
                    {
                    // InternalBanneret.g:2200:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
                    // InternalBanneret.g:2201:4: otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) )
                    {
                    otherlv_10=(Token)match(input,64,FOLLOW_26); 

                    				newLeafNode(otherlv_10, grammarAccess.getCounterSpecFeatureAccess().getValueKeyword_5_0());
                    			
                    // InternalBanneret.g:2205:4: ( (lv_values_11_0= rulePrintedValue ) )
                    // InternalBanneret.g:2206:5: (lv_values_11_0= rulePrintedValue )
                    {
                    // InternalBanneret.g:2206:5: (lv_values_11_0= rulePrintedValue )
                    // InternalBanneret.g:2207:6: lv_values_11_0= rulePrintedValue
                    {

                    						newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getValuesPrintedValueParserRuleCall_5_1_0());
                    					
                    pushFollow(FOLLOW_2);
                    lv_values_11_0=rulePrintedValue();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getCounterSpecFeatureRule());
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
                case 7 :
                    // InternalBanneret.g:2226:3: (otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )* )
                    {
                    // InternalBanneret.g:2226:3: (otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )* )
                    // InternalBanneret.g:2227:4: otherlv_12= 'traits' ( (lv_traits_13_0= ruleWord ) ) (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )*
                    {
                    otherlv_12=(Token)match(input,44,FOLLOW_26); 

                    				newLeafNode(otherlv_12, grammarAccess.getCounterSpecFeatureAccess().getTraitsKeyword_6_0());
                    			
                    // InternalBanneret.g:2231:4: ( (lv_traits_13_0= ruleWord ) )
                    // InternalBanneret.g:2232:5: (lv_traits_13_0= ruleWord )
                    {
                    // InternalBanneret.g:2232:5: (lv_traits_13_0= ruleWord )
                    // InternalBanneret.g:2233:6: lv_traits_13_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getTraitsWordParserRuleCall_6_1_0());
                    					
                    pushFollow(FOLLOW_46);
                    lv_traits_13_0=ruleWord();

                    state._fsp--;


                    						if (current==null) {
                    							current = createModelElementForParent(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						add(
                    							current,
                    							"traits",
                    							lv_traits_13_0,
                    							"org.banneret.dsl.Banneret.Word");
                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:2250:4: (otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) ) )*
                    loop35:
                    do {
                        int alt35=2;
                        int LA35_0 = input.LA(1);

                        if ( (LA35_0==35) ) {
                            alt35=1;
                        }


                        switch (alt35) {
                    	case 1 :
                    	    // InternalBanneret.g:2251:5: otherlv_14= ',' ( (lv_traits_15_0= ruleWord ) )
                    	    {
                    	    otherlv_14=(Token)match(input,35,FOLLOW_26); 

                    	    					newLeafNode(otherlv_14, grammarAccess.getCounterSpecFeatureAccess().getCommaKeyword_6_2_0());
                    	    				
                    	    // InternalBanneret.g:2255:5: ( (lv_traits_15_0= ruleWord ) )
                    	    // InternalBanneret.g:2256:6: (lv_traits_15_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:2256:6: (lv_traits_15_0= ruleWord )
                    	    // InternalBanneret.g:2257:7: lv_traits_15_0= ruleWord
                    	    {

                    	    							newCompositeNode(grammarAccess.getCounterSpecFeatureAccess().getTraitsWordParserRuleCall_6_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_46);
                    	    lv_traits_15_0=ruleWord();

                    	    state._fsp--;


                    	    							if (current==null) {
                    	    								current = createModelElementForParent(grammarAccess.getCounterSpecFeatureRule());
                    	    							}
                    	    							add(
                    	    								current,
                    	    								"traits",
                    	    								lv_traits_15_0,
                    	    								"org.banneret.dsl.Banneret.Word");
                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop35;
                        }
                    } while (true);


                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:2277:3: (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) )
                    {
                    // InternalBanneret.g:2277:3: (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) )
                    // InternalBanneret.g:2278:4: otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) )
                    {
                    otherlv_16=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_16, grammarAccess.getCounterSpecFeatureAccess().getCiteKeyword_7_0());
                    			
                    // InternalBanneret.g:2282:4: ( (lv_citation_17_0= RULE_STRING ) )
                    // InternalBanneret.g:2283:5: (lv_citation_17_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2283:5: (lv_citation_17_0= RULE_STRING )
                    // InternalBanneret.g:2284:6: lv_citation_17_0= RULE_STRING
                    {
                    lv_citation_17_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_17_0, grammarAccess.getCounterSpecFeatureAccess().getCitationSTRINGTerminalRuleCall_7_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_17_0,
                    							"org.eclipse.xtext.common.Terminals.STRING");
                    					

                    }


                    }


                    }


                    }
                    break;
                case 9 :
                    // InternalBanneret.g:2302:3: (otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) ) )
                    {
                    // InternalBanneret.g:2302:3: (otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) ) )
                    // InternalBanneret.g:2303:4: otherlv_18= 'description' ( (lv_description_19_0= RULE_STRING ) )
                    {
                    otherlv_18=(Token)match(input,15,FOLLOW_8); 

                    				newLeafNode(otherlv_18, grammarAccess.getCounterSpecFeatureAccess().getDescriptionKeyword_8_0());
                    			
                    // InternalBanneret.g:2307:4: ( (lv_description_19_0= RULE_STRING ) )
                    // InternalBanneret.g:2308:5: (lv_description_19_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2308:5: (lv_description_19_0= RULE_STRING )
                    // InternalBanneret.g:2309:6: lv_description_19_0= RULE_STRING
                    {
                    lv_description_19_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_description_19_0, grammarAccess.getCounterSpecFeatureAccess().getDescriptionSTRINGTerminalRuleCall_8_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterSpecFeatureRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"description",
                    							lv_description_19_0,
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


    // $ANTLR start "entryRulePrintedValue"
    // InternalBanneret.g:2330:1: entryRulePrintedValue returns [EObject current=null] : iv_rulePrintedValue= rulePrintedValue EOF ;
    public final EObject entryRulePrintedValue() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePrintedValue = null;


        try {
            // InternalBanneret.g:2330:53: (iv_rulePrintedValue= rulePrintedValue EOF )
            // InternalBanneret.g:2331:2: iv_rulePrintedValue= rulePrintedValue EOF
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
    // InternalBanneret.g:2337:1: rulePrintedValue returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) ;
    public final EObject rulePrintedValue() throws RecognitionException {
        EObject current = null;

        AntlrDatatypeRuleToken lv_key_0_0 = null;

        AntlrDatatypeRuleToken lv_value_1_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2343:2: ( ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) )
            // InternalBanneret.g:2344:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            {
            // InternalBanneret.g:2344:2: ( ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            // InternalBanneret.g:2345:3: ( (lv_key_0_0= ruleWord ) ) ( (lv_value_1_0= ruleSignedInt ) )
            {
            // InternalBanneret.g:2345:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:2346:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:2346:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:2347:5: lv_key_0_0= ruleWord
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

            // InternalBanneret.g:2364:3: ( (lv_value_1_0= ruleSignedInt ) )
            // InternalBanneret.g:2365:4: (lv_value_1_0= ruleSignedInt )
            {
            // InternalBanneret.g:2365:4: (lv_value_1_0= ruleSignedInt )
            // InternalBanneret.g:2366:5: lv_value_1_0= ruleSignedInt
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
    // InternalBanneret.g:2387:1: entryRuleMarkerType returns [EObject current=null] : iv_ruleMarkerType= ruleMarkerType EOF ;
    public final EObject entryRuleMarkerType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMarkerType = null;


        try {
            // InternalBanneret.g:2387:51: (iv_ruleMarkerType= ruleMarkerType EOF )
            // InternalBanneret.g:2388:2: iv_ruleMarkerType= ruleMarkerType EOF
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
    // InternalBanneret.g:2394:1: ruleMarkerType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleMarkerType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token lv_citation_11_0=null;
        AntlrDatatypeRuleToken lv_minimum_3_0 = null;

        AntlrDatatypeRuleToken lv_maximum_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2400:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2401:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2401:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2402:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2402:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2403:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2403:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2404:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_47); 

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

            // InternalBanneret.g:2420:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt37=2;
            int LA37_0 = input.LA(1);

            if ( (LA37_0==RULE_STRING) ) {
                alt37=1;
            }
            switch (alt37) {
                case 1 :
                    // InternalBanneret.g:2421:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2421:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2422:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_48); 

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

            // InternalBanneret.g:2438:3: (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) ) )?
            int alt38=2;
            int LA38_0 = input.LA(1);

            if ( (LA38_0==65) ) {
                alt38=1;
            }
            switch (alt38) {
                case 1 :
                    // InternalBanneret.g:2439:4: otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= 'to' ( (lv_maximum_5_0= ruleSignedInt ) )
                    {
                    otherlv_2=(Token)match(input,65,FOLLOW_22); 

                    				newLeafNode(otherlv_2, grammarAccess.getMarkerTypeAccess().getValuesKeyword_2_0());
                    			
                    // InternalBanneret.g:2443:4: ( (lv_minimum_3_0= ruleSignedInt ) )
                    // InternalBanneret.g:2444:5: (lv_minimum_3_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2444:5: (lv_minimum_3_0= ruleSignedInt )
                    // InternalBanneret.g:2445:6: lv_minimum_3_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMinimumSignedIntParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_49);
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

                    otherlv_4=(Token)match(input,66,FOLLOW_22); 

                    				newLeafNode(otherlv_4, grammarAccess.getMarkerTypeAccess().getToKeyword_2_2());
                    			
                    // InternalBanneret.g:2466:4: ( (lv_maximum_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:2467:5: (lv_maximum_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2467:5: (lv_maximum_5_0= ruleSignedInt )
                    // InternalBanneret.g:2468:6: lv_maximum_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMaximumSignedIntParserRuleCall_2_3_0());
                    					
                    pushFollow(FOLLOW_50);
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

            // InternalBanneret.g:2486:3: (otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )?
            int alt40=2;
            int LA40_0 = input.LA(1);

            if ( (LA40_0==34) ) {
                alt40=1;
            }
            switch (alt40) {
                case 1 :
                    // InternalBanneret.g:2487:4: otherlv_6= 'for' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
                    {
                    otherlv_6=(Token)match(input,34,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getMarkerTypeAccess().getForKeyword_3_0());
                    			
                    // InternalBanneret.g:2491:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:2492:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:2492:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:2493:6: otherlv_7= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMarkerTypeRule());
                    						}
                    					
                    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_51); 

                    						newLeafNode(otherlv_7, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:2504:4: (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
                    loop39:
                    do {
                        int alt39=2;
                        int LA39_0 = input.LA(1);

                        if ( (LA39_0==35) ) {
                            alt39=1;
                        }


                        switch (alt39) {
                    	case 1 :
                    	    // InternalBanneret.g:2505:5: otherlv_8= ',' ( (otherlv_9= RULE_ID ) )
                    	    {
                    	    otherlv_8=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_8, grammarAccess.getMarkerTypeAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:2509:5: ( (otherlv_9= RULE_ID ) )
                    	    // InternalBanneret.g:2510:6: (otherlv_9= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:2510:6: (otherlv_9= RULE_ID )
                    	    // InternalBanneret.g:2511:7: otherlv_9= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getMarkerTypeRule());
                    	    							}
                    	    						
                    	    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_51); 

                    	    							newLeafNode(otherlv_9, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop39;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:2524:3: (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )?
            int alt41=2;
            int LA41_0 = input.LA(1);

            if ( (LA41_0==31) ) {
                alt41=1;
            }
            switch (alt41) {
                case 1 :
                    // InternalBanneret.g:2525:4: otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) )
                    {
                    otherlv_10=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_10, grammarAccess.getMarkerTypeAccess().getCiteKeyword_4_0());
                    			
                    // InternalBanneret.g:2529:4: ( (lv_citation_11_0= RULE_STRING ) )
                    // InternalBanneret.g:2530:5: (lv_citation_11_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2530:5: (lv_citation_11_0= RULE_STRING )
                    // InternalBanneret.g:2531:6: lv_citation_11_0= RULE_STRING
                    {
                    lv_citation_11_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    						newLeafNode(lv_citation_11_0, grammarAccess.getMarkerTypeAccess().getCitationSTRINGTerminalRuleCall_4_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMarkerTypeRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"citation",
                    							lv_citation_11_0,
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
    // InternalBanneret.g:2552:1: entryRuleCounterMixEntry returns [EObject current=null] : iv_ruleCounterMixEntry= ruleCounterMixEntry EOF ;
    public final EObject entryRuleCounterMixEntry() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterMixEntry = null;


        try {
            // InternalBanneret.g:2552:56: (iv_ruleCounterMixEntry= ruleCounterMixEntry EOF )
            // InternalBanneret.g:2553:2: iv_ruleCounterMixEntry= ruleCounterMixEntry EOF
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
    // InternalBanneret.g:2559:1: ruleCounterMixEntry returns [EObject current=null] : ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? ) ;
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
            // InternalBanneret.g:2565:2: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? ) )
            // InternalBanneret.g:2566:2: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:2566:2: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )? )
            // InternalBanneret.g:2567:3: ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )?
            {
            // InternalBanneret.g:2567:3: ( (lv_count_0_0= RULE_INT ) )
            // InternalBanneret.g:2568:4: (lv_count_0_0= RULE_INT )
            {
            // InternalBanneret.g:2568:4: (lv_count_0_0= RULE_INT )
            // InternalBanneret.g:2569:5: lv_count_0_0= RULE_INT
            {
            lv_count_0_0=(Token)match(input,RULE_INT,FOLLOW_52); 

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

            otherlv_1=(Token)match(input,67,FOLLOW_4); 

            			newLeafNode(otherlv_1, grammarAccess.getCounterMixEntryAccess().getXKeyword_1());
            		
            // InternalBanneret.g:2589:3: ( (otherlv_2= RULE_ID ) )
            // InternalBanneret.g:2590:4: (otherlv_2= RULE_ID )
            {
            // InternalBanneret.g:2590:4: (otherlv_2= RULE_ID )
            // InternalBanneret.g:2591:5: otherlv_2= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterMixEntryRule());
            					}
            				
            otherlv_2=(Token)match(input,RULE_ID,FOLLOW_53); 

            					newLeafNode(otherlv_2, grammarAccess.getCounterMixEntryAccess().getUnitTypeUnitTypeCrossReference_2_0());
            				

            }


            }

            // InternalBanneret.g:2602:3: (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
            int alt42=2;
            int LA42_0 = input.LA(1);

            if ( (LA42_0==68) ) {
                alt42=1;
            }
            switch (alt42) {
                case 1 :
                    // InternalBanneret.g:2603:4: otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']'
                    {
                    otherlv_3=(Token)match(input,68,FOLLOW_10); 

                    				newLeafNode(otherlv_3, grammarAccess.getCounterMixEntryAccess().getLeftSquareBracketKeyword_3_0());
                    			
                    // InternalBanneret.g:2607:4: ( (lv_armour_4_0= RULE_INT ) )
                    // InternalBanneret.g:2608:5: (lv_armour_4_0= RULE_INT )
                    {
                    // InternalBanneret.g:2608:5: (lv_armour_4_0= RULE_INT )
                    // InternalBanneret.g:2609:6: lv_armour_4_0= RULE_INT
                    {
                    lv_armour_4_0=(Token)match(input,RULE_INT,FOLLOW_54); 

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

                    otherlv_5=(Token)match(input,69,FOLLOW_55); 

                    				newLeafNode(otherlv_5, grammarAccess.getCounterMixEntryAccess().getRightSquareBracketKeyword_3_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:2630:3: (otherlv_6= 'of' ( (otherlv_7= RULE_ID ) ) )?
            int alt43=2;
            int LA43_0 = input.LA(1);

            if ( (LA43_0==47) ) {
                alt43=1;
            }
            switch (alt43) {
                case 1 :
                    // InternalBanneret.g:2631:4: otherlv_6= 'of' ( (otherlv_7= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,47,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getCounterMixEntryAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:2635:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:2636:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:2636:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:2637:6: otherlv_7= RULE_ID
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
    // InternalBanneret.g:2653:1: entryRuleVariantDefinition returns [EObject current=null] : iv_ruleVariantDefinition= ruleVariantDefinition EOF ;
    public final EObject entryRuleVariantDefinition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantDefinition = null;


        try {
            // InternalBanneret.g:2653:58: (iv_ruleVariantDefinition= ruleVariantDefinition EOF )
            // InternalBanneret.g:2654:2: iv_ruleVariantDefinition= ruleVariantDefinition EOF
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
    // InternalBanneret.g:2660:1: ruleVariantDefinition returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) ;
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
            // InternalBanneret.g:2666:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2667:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2667:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2668:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= ruleValue ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= ruleValue ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2668:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2669:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2669:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2670:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_56); 

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

            // InternalBanneret.g:2686:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt44=2;
            int LA44_0 = input.LA(1);

            if ( (LA44_0==RULE_STRING) ) {
                alt44=1;
            }
            switch (alt44) {
                case 1 :
                    // InternalBanneret.g:2687:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2687:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2688:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_57); 

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

            otherlv_2=(Token)match(input,65,FOLLOW_58); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantDefinitionAccess().getValuesKeyword_2());
            		
            // InternalBanneret.g:2708:3: ( (lv_allowedValues_3_0= ruleValue ) )
            // InternalBanneret.g:2709:4: (lv_allowedValues_3_0= ruleValue )
            {
            // InternalBanneret.g:2709:4: (lv_allowedValues_3_0= ruleValue )
            // InternalBanneret.g:2710:5: lv_allowedValues_3_0= ruleValue
            {

            					newCompositeNode(grammarAccess.getVariantDefinitionAccess().getAllowedValuesValueParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_59);
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

            // InternalBanneret.g:2727:3: (otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) ) )*
            loop45:
            do {
                int alt45=2;
                int LA45_0 = input.LA(1);

                if ( (LA45_0==35) ) {
                    alt45=1;
                }


                switch (alt45) {
            	case 1 :
            	    // InternalBanneret.g:2728:4: otherlv_4= ',' ( (lv_allowedValues_5_0= ruleValue ) )
            	    {
            	    otherlv_4=(Token)match(input,35,FOLLOW_58); 

            	    				newLeafNode(otherlv_4, grammarAccess.getVariantDefinitionAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:2732:4: ( (lv_allowedValues_5_0= ruleValue ) )
            	    // InternalBanneret.g:2733:5: (lv_allowedValues_5_0= ruleValue )
            	    {
            	    // InternalBanneret.g:2733:5: (lv_allowedValues_5_0= ruleValue )
            	    // InternalBanneret.g:2734:6: lv_allowedValues_5_0= ruleValue
            	    {

            	    						newCompositeNode(grammarAccess.getVariantDefinitionAccess().getAllowedValuesValueParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_59);
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
            	    break loop45;
                }
            } while (true);

            otherlv_6=(Token)match(input,70,FOLLOW_58); 

            			newLeafNode(otherlv_6, grammarAccess.getVariantDefinitionAccess().getDefaultKeyword_5());
            		
            // InternalBanneret.g:2756:3: ( (lv_defaultValue_7_0= ruleValue ) )
            // InternalBanneret.g:2757:4: (lv_defaultValue_7_0= ruleValue )
            {
            // InternalBanneret.g:2757:4: (lv_defaultValue_7_0= ruleValue )
            // InternalBanneret.g:2758:5: lv_defaultValue_7_0= ruleValue
            {

            					newCompositeNode(grammarAccess.getVariantDefinitionAccess().getDefaultValueValueParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_33);
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

            // InternalBanneret.g:2775:3: (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            int alt46=2;
            int LA46_0 = input.LA(1);

            if ( (LA46_0==31) ) {
                alt46=1;
            }
            switch (alt46) {
                case 1 :
                    // InternalBanneret.g:2776:4: otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) )
                    {
                    otherlv_8=(Token)match(input,31,FOLLOW_8); 

                    				newLeafNode(otherlv_8, grammarAccess.getVariantDefinitionAccess().getCiteKeyword_7_0());
                    			
                    // InternalBanneret.g:2780:4: ( (lv_citation_9_0= RULE_STRING ) )
                    // InternalBanneret.g:2781:5: (lv_citation_9_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2781:5: (lv_citation_9_0= RULE_STRING )
                    // InternalBanneret.g:2782:6: lv_citation_9_0= RULE_STRING
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
    // InternalBanneret.g:2803:1: entryRuleHexMap returns [EObject current=null] : iv_ruleHexMap= ruleHexMap EOF ;
    public final EObject entryRuleHexMap() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMap = null;


        try {
            // InternalBanneret.g:2803:47: (iv_ruleHexMap= ruleHexMap EOF )
            // InternalBanneret.g:2804:2: iv_ruleHexMap= ruleHexMap EOF
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
    // InternalBanneret.g:2810:1: ruleHexMap returns [EObject current=null] : (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' ) ;
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
            // InternalBanneret.g:2816:2: ( (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' ) )
            // InternalBanneret.g:2817:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' )
            {
            // InternalBanneret.g:2817:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}' )
            // InternalBanneret.g:2818:3: otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )* otherlv_26= '}'
            {
            otherlv_0=(Token)match(input,71,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMapAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:2822:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:2823:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:2823:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:2824:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_60);
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

            // InternalBanneret.g:2841:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt47=2;
            int LA47_0 = input.LA(1);

            if ( (LA47_0==RULE_STRING) ) {
                alt47=1;
            }
            switch (alt47) {
                case 1 :
                    // InternalBanneret.g:2842:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2842:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:2843:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_61); 

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
            		
            // InternalBanneret.g:2863:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:2864:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:2864:4: ( ruleQualifiedName )
            // InternalBanneret.g:2865:5: ruleQualifiedName
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

            otherlv_5=(Token)match(input,13,FOLLOW_62); 

            			newLeafNode(otherlv_5, grammarAccess.getHexMapAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:2883:3: ( (lv_grid_6_0= ruleHexGrid ) )
            // InternalBanneret.g:2884:4: (lv_grid_6_0= ruleHexGrid )
            {
            // InternalBanneret.g:2884:4: (lv_grid_6_0= ruleHexGrid )
            // InternalBanneret.g:2885:5: lv_grid_6_0= ruleHexGrid
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getGridHexGridParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_63);
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

            // InternalBanneret.g:2902:3: ( (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) ) | (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) ) | (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* ) | (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) ) | (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) ) | ( (lv_features_19_0= ruleHexFeature ) ) | ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) ) | ( (lv_paths_21_0= ruleMapPath ) ) | ( (lv_regions_22_0= ruleRegion ) ) | ( (lv_sides_23_0= ruleMapSide ) ) | ( (lv_markers_24_0= ruleHexMarker ) ) | ( (lv_structures_25_0= ruleStructure ) ) )*
            loop49:
            do {
                int alt49=13;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt49=1;
                    }
                    break;
                case 70:
                    {
                    alt49=2;
                    }
                    break;
                case 72:
                    {
                    alt49=3;
                    }
                    break;
                case 18:
                    {
                    alt49=4;
                    }
                    break;
                case 40:
                    {
                    alt49=5;
                    }
                    break;
                case 74:
                    {
                    alt49=6;
                    }
                    break;
                case 20:
                    {
                    alt49=7;
                    }
                    break;
                case RULE_ID:
                    {
                    alt49=8;
                    }
                    break;
                case 87:
                    {
                    alt49=9;
                    }
                    break;
                case 50:
                    {
                    alt49=10;
                    }
                    break;
                case 25:
                    {
                    alt49=11;
                    }
                    break;
                case 92:
                    {
                    alt49=12;
                    }
                    break;

                }

                switch (alt49) {
            	case 1 :
            	    // InternalBanneret.g:2903:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:2903:4: (otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:2904:5: otherlv_7= 'description' ( (lv_description_8_0= RULE_STRING ) )
            	    {
            	    otherlv_7=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_7, grammarAccess.getHexMapAccess().getDescriptionKeyword_7_0_0());
            	    				
            	    // InternalBanneret.g:2908:5: ( (lv_description_8_0= RULE_STRING ) )
            	    // InternalBanneret.g:2909:6: (lv_description_8_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:2909:6: (lv_description_8_0= RULE_STRING )
            	    // InternalBanneret.g:2910:7: lv_description_8_0= RULE_STRING
            	    {
            	    lv_description_8_0=(Token)match(input,RULE_STRING,FOLLOW_63); 

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
            	    // InternalBanneret.g:2928:4: (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:2928:4: (otherlv_9= 'default' ( (otherlv_10= RULE_ID ) ) )
            	    // InternalBanneret.g:2929:5: otherlv_9= 'default' ( (otherlv_10= RULE_ID ) )
            	    {
            	    otherlv_9=(Token)match(input,70,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getHexMapAccess().getDefaultKeyword_7_1_0());
            	    				
            	    // InternalBanneret.g:2933:5: ( (otherlv_10= RULE_ID ) )
            	    // InternalBanneret.g:2934:6: (otherlv_10= RULE_ID )
            	    {
            	    // InternalBanneret.g:2934:6: (otherlv_10= RULE_ID )
            	    // InternalBanneret.g:2935:7: otherlv_10= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    						
            	    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_63); 

            	    							newLeafNode(otherlv_10, grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeCrossReference_7_1_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:2948:4: (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:2948:4: (otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )* )
            	    // InternalBanneret.g:2949:5: otherlv_11= 'palette' ( (otherlv_12= RULE_ID ) ) (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
            	    {
            	    otherlv_11=(Token)match(input,72,FOLLOW_4); 

            	    					newLeafNode(otherlv_11, grammarAccess.getHexMapAccess().getPaletteKeyword_7_2_0());
            	    				
            	    // InternalBanneret.g:2953:5: ( (otherlv_12= RULE_ID ) )
            	    // InternalBanneret.g:2954:6: (otherlv_12= RULE_ID )
            	    {
            	    // InternalBanneret.g:2954:6: (otherlv_12= RULE_ID )
            	    // InternalBanneret.g:2955:7: otherlv_12= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getHexMapRule());
            	    							}
            	    						
            	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_64); 

            	    							newLeafNode(otherlv_12, grammarAccess.getHexMapAccess().getTerrainPaletteTerrainTypeCrossReference_7_2_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:2966:5: (otherlv_13= ',' ( (otherlv_14= RULE_ID ) ) )*
            	    loop48:
            	    do {
            	        int alt48=2;
            	        int LA48_0 = input.LA(1);

            	        if ( (LA48_0==35) ) {
            	            alt48=1;
            	        }


            	        switch (alt48) {
            	    	case 1 :
            	    	    // InternalBanneret.g:2967:6: otherlv_13= ',' ( (otherlv_14= RULE_ID ) )
            	    	    {
            	    	    otherlv_13=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_13, grammarAccess.getHexMapAccess().getCommaKeyword_7_2_2_0());
            	    	    					
            	    	    // InternalBanneret.g:2971:6: ( (otherlv_14= RULE_ID ) )
            	    	    // InternalBanneret.g:2972:7: (otherlv_14= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:2972:7: (otherlv_14= RULE_ID )
            	    	    // InternalBanneret.g:2973:8: otherlv_14= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getHexMapRule());
            	    	    								}
            	    	    							
            	    	    otherlv_14=(Token)match(input,RULE_ID,FOLLOW_64); 

            	    	    								newLeafNode(otherlv_14, grammarAccess.getHexMapAccess().getTerrainPaletteTerrainTypeCrossReference_7_2_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop48;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:2987:4: (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) )
            	    {
            	    // InternalBanneret.g:2987:4: (otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) ) )
            	    // InternalBanneret.g:2988:5: otherlv_15= 'terrain' ( (lv_terrain_16_0= ruleTerrainRows ) )
            	    {
            	    otherlv_15=(Token)match(input,18,FOLLOW_6); 

            	    					newLeafNode(otherlv_15, grammarAccess.getHexMapAccess().getTerrainKeyword_7_3_0());
            	    				
            	    // InternalBanneret.g:2992:5: ( (lv_terrain_16_0= ruleTerrainRows ) )
            	    // InternalBanneret.g:2993:6: (lv_terrain_16_0= ruleTerrainRows )
            	    {
            	    // InternalBanneret.g:2993:6: (lv_terrain_16_0= ruleTerrainRows )
            	    // InternalBanneret.g:2994:7: lv_terrain_16_0= ruleTerrainRows
            	    {

            	    							newCompositeNode(grammarAccess.getHexMapAccess().getTerrainTerrainRowsParserRuleCall_7_3_1_0());
            	    						
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3013:4: (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) )
            	    {
            	    // InternalBanneret.g:3013:4: (otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) ) )
            	    // InternalBanneret.g:3014:5: otherlv_17= 'elevation' ( (lv_elevation_18_0= ruleElevationRows ) )
            	    {
            	    otherlv_17=(Token)match(input,40,FOLLOW_6); 

            	    					newLeafNode(otherlv_17, grammarAccess.getHexMapAccess().getElevationKeyword_7_4_0());
            	    				
            	    // InternalBanneret.g:3018:5: ( (lv_elevation_18_0= ruleElevationRows ) )
            	    // InternalBanneret.g:3019:6: (lv_elevation_18_0= ruleElevationRows )
            	    {
            	    // InternalBanneret.g:3019:6: (lv_elevation_18_0= ruleElevationRows )
            	    // InternalBanneret.g:3020:7: lv_elevation_18_0= ruleElevationRows
            	    {

            	    							newCompositeNode(grammarAccess.getHexMapAccess().getElevationElevationRowsParserRuleCall_7_4_1_0());
            	    						
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3039:4: ( (lv_features_19_0= ruleHexFeature ) )
            	    {
            	    // InternalBanneret.g:3039:4: ( (lv_features_19_0= ruleHexFeature ) )
            	    // InternalBanneret.g:3040:5: (lv_features_19_0= ruleHexFeature )
            	    {
            	    // InternalBanneret.g:3040:5: (lv_features_19_0= ruleHexFeature )
            	    // InternalBanneret.g:3041:6: lv_features_19_0= ruleHexFeature
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getFeaturesHexFeatureParserRuleCall_7_5_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3059:4: ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) )
            	    {
            	    // InternalBanneret.g:3059:4: ( (lv_hexsideFeatures_20_0= ruleHexsideFeature ) )
            	    // InternalBanneret.g:3060:5: (lv_hexsideFeatures_20_0= ruleHexsideFeature )
            	    {
            	    // InternalBanneret.g:3060:5: (lv_hexsideFeatures_20_0= ruleHexsideFeature )
            	    // InternalBanneret.g:3061:6: lv_hexsideFeatures_20_0= ruleHexsideFeature
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getHexsideFeaturesHexsideFeatureParserRuleCall_7_6_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3079:4: ( (lv_paths_21_0= ruleMapPath ) )
            	    {
            	    // InternalBanneret.g:3079:4: ( (lv_paths_21_0= ruleMapPath ) )
            	    // InternalBanneret.g:3080:5: (lv_paths_21_0= ruleMapPath )
            	    {
            	    // InternalBanneret.g:3080:5: (lv_paths_21_0= ruleMapPath )
            	    // InternalBanneret.g:3081:6: lv_paths_21_0= ruleMapPath
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getPathsMapPathParserRuleCall_7_7_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3099:4: ( (lv_regions_22_0= ruleRegion ) )
            	    {
            	    // InternalBanneret.g:3099:4: ( (lv_regions_22_0= ruleRegion ) )
            	    // InternalBanneret.g:3100:5: (lv_regions_22_0= ruleRegion )
            	    {
            	    // InternalBanneret.g:3100:5: (lv_regions_22_0= ruleRegion )
            	    // InternalBanneret.g:3101:6: lv_regions_22_0= ruleRegion
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getRegionsRegionParserRuleCall_7_8_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3119:4: ( (lv_sides_23_0= ruleMapSide ) )
            	    {
            	    // InternalBanneret.g:3119:4: ( (lv_sides_23_0= ruleMapSide ) )
            	    // InternalBanneret.g:3120:5: (lv_sides_23_0= ruleMapSide )
            	    {
            	    // InternalBanneret.g:3120:5: (lv_sides_23_0= ruleMapSide )
            	    // InternalBanneret.g:3121:6: lv_sides_23_0= ruleMapSide
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getSidesMapSideParserRuleCall_7_9_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3139:4: ( (lv_markers_24_0= ruleHexMarker ) )
            	    {
            	    // InternalBanneret.g:3139:4: ( (lv_markers_24_0= ruleHexMarker ) )
            	    // InternalBanneret.g:3140:5: (lv_markers_24_0= ruleHexMarker )
            	    {
            	    // InternalBanneret.g:3140:5: (lv_markers_24_0= ruleHexMarker )
            	    // InternalBanneret.g:3141:6: lv_markers_24_0= ruleHexMarker
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getMarkersHexMarkerParserRuleCall_7_10_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    // InternalBanneret.g:3159:4: ( (lv_structures_25_0= ruleStructure ) )
            	    {
            	    // InternalBanneret.g:3159:4: ( (lv_structures_25_0= ruleStructure ) )
            	    // InternalBanneret.g:3160:5: (lv_structures_25_0= ruleStructure )
            	    {
            	    // InternalBanneret.g:3160:5: (lv_structures_25_0= ruleStructure )
            	    // InternalBanneret.g:3161:6: lv_structures_25_0= ruleStructure
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getStructuresStructureParserRuleCall_7_11_0());
            	    					
            	    pushFollow(FOLLOW_63);
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
            	    break loop49;
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
    // InternalBanneret.g:3187:1: entryRuleHexGrid returns [EObject current=null] : iv_ruleHexGrid= ruleHexGrid EOF ;
    public final EObject entryRuleHexGrid() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexGrid = null;


        try {
            // InternalBanneret.g:3187:48: (iv_ruleHexGrid= ruleHexGrid EOF )
            // InternalBanneret.g:3188:2: iv_ruleHexGrid= ruleHexGrid EOF
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
    // InternalBanneret.g:3194:1: ruleHexGrid returns [EObject current=null] : (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? ) ;
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
            // InternalBanneret.g:3200:2: ( (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? ) )
            // InternalBanneret.g:3201:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? )
            {
            // InternalBanneret.g:3201:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )? )
            // InternalBanneret.g:3202:3: otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ( (lv_labels_9_0= ruleLabelScheme ) )?
            {
            otherlv_0=(Token)match(input,73,FOLLOW_10); 

            			newLeafNode(otherlv_0, grammarAccess.getHexGridAccess().getGridKeyword_0());
            		
            // InternalBanneret.g:3206:3: ( (lv_columns_1_0= RULE_INT ) )
            // InternalBanneret.g:3207:4: (lv_columns_1_0= RULE_INT )
            {
            // InternalBanneret.g:3207:4: (lv_columns_1_0= RULE_INT )
            // InternalBanneret.g:3208:5: lv_columns_1_0= RULE_INT
            {
            lv_columns_1_0=(Token)match(input,RULE_INT,FOLLOW_52); 

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

            otherlv_2=(Token)match(input,67,FOLLOW_10); 

            			newLeafNode(otherlv_2, grammarAccess.getHexGridAccess().getXKeyword_2());
            		
            // InternalBanneret.g:3228:3: ( (lv_rows_3_0= RULE_INT ) )
            // InternalBanneret.g:3229:4: (lv_rows_3_0= RULE_INT )
            {
            // InternalBanneret.g:3229:4: (lv_rows_3_0= RULE_INT )
            // InternalBanneret.g:3230:5: lv_rows_3_0= RULE_INT
            {
            lv_rows_3_0=(Token)match(input,RULE_INT,FOLLOW_65); 

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

            // InternalBanneret.g:3246:3: ( (lv_orientation_4_0= ruleGridOrientation ) )
            // InternalBanneret.g:3247:4: (lv_orientation_4_0= ruleGridOrientation )
            {
            // InternalBanneret.g:3247:4: (lv_orientation_4_0= ruleGridOrientation )
            // InternalBanneret.g:3248:5: lv_orientation_4_0= ruleGridOrientation
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getOrientationGridOrientationEnumRuleCall_4_0());
            				
            pushFollow(FOLLOW_66);
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

            // InternalBanneret.g:3265:3: ( (lv_parity_5_0= ruleOffsetParity ) )
            // InternalBanneret.g:3266:4: (lv_parity_5_0= ruleOffsetParity )
            {
            // InternalBanneret.g:3266:4: (lv_parity_5_0= ruleOffsetParity )
            // InternalBanneret.g:3267:5: lv_parity_5_0= ruleOffsetParity
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getParityOffsetParityEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_67);
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

            // InternalBanneret.g:3284:3: (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )?
            int alt50=2;
            int LA50_0 = input.LA(1);

            if ( (LA50_0==74) ) {
                int LA50_1 = input.LA(2);

                if ( (LA50_1==RULE_INT) ) {
                    int LA50_3 = input.LA(3);

                    if ( (LA50_3==43||LA50_3==132) ) {
                        alt50=1;
                    }
                }
            }
            switch (alt50) {
                case 1 :
                    // InternalBanneret.g:3285:4: otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm'
                    {
                    otherlv_6=(Token)match(input,74,FOLLOW_10); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexGridAccess().getHexKeyword_6_0());
                    			
                    // InternalBanneret.g:3289:4: ( (lv_hexSizeMm_7_0= ruleMillimetres ) )
                    // InternalBanneret.g:3290:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    {
                    // InternalBanneret.g:3290:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    // InternalBanneret.g:3291:6: lv_hexSizeMm_7_0= ruleMillimetres
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

                    otherlv_8=(Token)match(input,43,FOLLOW_68); 

                    				newLeafNode(otherlv_8, grammarAccess.getHexGridAccess().getMmKeyword_6_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:3313:3: ( (lv_labels_9_0= ruleLabelScheme ) )?
            int alt51=2;
            int LA51_0 = input.LA(1);

            if ( (LA51_0==75) ) {
                alt51=1;
            }
            switch (alt51) {
                case 1 :
                    // InternalBanneret.g:3314:4: (lv_labels_9_0= ruleLabelScheme )
                    {
                    // InternalBanneret.g:3314:4: (lv_labels_9_0= ruleLabelScheme )
                    // InternalBanneret.g:3315:5: lv_labels_9_0= ruleLabelScheme
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
    // InternalBanneret.g:3336:1: entryRuleLabelScheme returns [EObject current=null] : iv_ruleLabelScheme= ruleLabelScheme EOF ;
    public final EObject entryRuleLabelScheme() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLabelScheme = null;


        try {
            // InternalBanneret.g:3336:52: (iv_ruleLabelScheme= ruleLabelScheme EOF )
            // InternalBanneret.g:3337:2: iv_ruleLabelScheme= ruleLabelScheme EOF
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
    // InternalBanneret.g:3343:1: ruleLabelScheme returns [EObject current=null] : (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) ) ;
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
            // InternalBanneret.g:3349:2: ( (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) ) )
            // InternalBanneret.g:3350:2: (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) )
            {
            // InternalBanneret.g:3350:2: (otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) ) )
            // InternalBanneret.g:3351:3: otherlv_0= 'labels' ( (lv_kind_1_0= ruleLabelKind ) ) ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) )
            {
            otherlv_0=(Token)match(input,75,FOLLOW_69); 

            			newLeafNode(otherlv_0, grammarAccess.getLabelSchemeAccess().getLabelsKeyword_0());
            		
            // InternalBanneret.g:3355:3: ( (lv_kind_1_0= ruleLabelKind ) )
            // InternalBanneret.g:3356:4: (lv_kind_1_0= ruleLabelKind )
            {
            // InternalBanneret.g:3356:4: (lv_kind_1_0= ruleLabelKind )
            // InternalBanneret.g:3357:5: lv_kind_1_0= ruleLabelKind
            {

            					newCompositeNode(grammarAccess.getLabelSchemeAccess().getKindLabelKindEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_70);
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

            // InternalBanneret.g:3374:3: ( ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) ) )
            // InternalBanneret.g:3375:4: ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) )
            {
            // InternalBanneret.g:3375:4: ( ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* ) )
            // InternalBanneret.g:3376:5: ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* )
            {
             
            				  getUnorderedGroupHelper().enter(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            				
            // InternalBanneret.g:3379:5: ( ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )* )
            // InternalBanneret.g:3380:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*
            {
            // InternalBanneret.g:3380:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*
            loop52:
            do {
                int alt52=8;
                alt52 = dfa52.predict(input);
                switch (alt52) {
            	case 1 :
            	    // InternalBanneret.g:3381:4: ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3381:4: ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) )
            	    // InternalBanneret.g:3382:5: {...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0)");
            	    }
            	    // InternalBanneret.g:3382:108: ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) )
            	    // InternalBanneret.g:3383:6: ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0);
            	    					
            	    // InternalBanneret.g:3386:9: ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) )
            	    // InternalBanneret.g:3386:10: {...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3386:19: (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:3386:20: otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) )
            	    {
            	    otherlv_3=(Token)match(input,76,FOLLOW_8); 

            	    									newLeafNode(otherlv_3, grammarAccess.getLabelSchemeAccess().getPrefixKeyword_2_0_0());
            	    								
            	    // InternalBanneret.g:3390:9: ( (lv_boardPrefix_4_0= RULE_STRING ) )
            	    // InternalBanneret.g:3391:10: (lv_boardPrefix_4_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:3391:10: (lv_boardPrefix_4_0= RULE_STRING )
            	    // InternalBanneret.g:3392:11: lv_boardPrefix_4_0= RULE_STRING
            	    {
            	    lv_boardPrefix_4_0=(Token)match(input,RULE_STRING,FOLLOW_70); 

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
            	    // InternalBanneret.g:3414:4: ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3414:4: ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3415:5: {...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1)");
            	    }
            	    // InternalBanneret.g:3415:108: ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3416:6: ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1);
            	    					
            	    // InternalBanneret.g:3419:9: ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3419:10: {...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3419:19: (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3419:20: otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) )
            	    {
            	    otherlv_5=(Token)match(input,77,FOLLOW_71); 

            	    									newLeafNode(otherlv_5, grammarAccess.getLabelSchemeAccess().getColumnKeyword_2_1_0());
            	    								
            	    otherlv_6=(Token)match(input,78,FOLLOW_10); 

            	    									newLeafNode(otherlv_6, grammarAccess.getLabelSchemeAccess().getDigitsKeyword_2_1_1());
            	    								
            	    // InternalBanneret.g:3427:9: ( (lv_columnDigits_7_0= RULE_INT ) )
            	    // InternalBanneret.g:3428:10: (lv_columnDigits_7_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3428:10: (lv_columnDigits_7_0= RULE_INT )
            	    // InternalBanneret.g:3429:11: lv_columnDigits_7_0= RULE_INT
            	    {
            	    lv_columnDigits_7_0=(Token)match(input,RULE_INT,FOLLOW_70); 

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
            	    // InternalBanneret.g:3451:4: ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3451:4: ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3452:5: {...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2)");
            	    }
            	    // InternalBanneret.g:3452:108: ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3453:6: ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2);
            	    					
            	    // InternalBanneret.g:3456:9: ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3456:10: {...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3456:19: (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3456:20: otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) )
            	    {
            	    otherlv_8=(Token)match(input,79,FOLLOW_71); 

            	    									newLeafNode(otherlv_8, grammarAccess.getLabelSchemeAccess().getRowKeyword_2_2_0());
            	    								
            	    otherlv_9=(Token)match(input,78,FOLLOW_10); 

            	    									newLeafNode(otherlv_9, grammarAccess.getLabelSchemeAccess().getDigitsKeyword_2_2_1());
            	    								
            	    // InternalBanneret.g:3464:9: ( (lv_rowDigits_10_0= RULE_INT ) )
            	    // InternalBanneret.g:3465:10: (lv_rowDigits_10_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3465:10: (lv_rowDigits_10_0= RULE_INT )
            	    // InternalBanneret.g:3466:11: lv_rowDigits_10_0= RULE_INT
            	    {
            	    lv_rowDigits_10_0=(Token)match(input,RULE_INT,FOLLOW_70); 

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
            	    // InternalBanneret.g:3488:4: ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3488:4: ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3489:5: {...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3)");
            	    }
            	    // InternalBanneret.g:3489:108: ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3490:6: ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3);
            	    					
            	    // InternalBanneret.g:3493:9: ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3493:10: {...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3493:19: (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3493:20: otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) )
            	    {
            	    otherlv_11=(Token)match(input,80,FOLLOW_72); 

            	    									newLeafNode(otherlv_11, grammarAccess.getLabelSchemeAccess().getFirstKeyword_2_3_0());
            	    								
            	    otherlv_12=(Token)match(input,77,FOLLOW_10); 

            	    									newLeafNode(otherlv_12, grammarAccess.getLabelSchemeAccess().getColumnKeyword_2_3_1());
            	    								
            	    // InternalBanneret.g:3501:9: ( (lv_firstColumn_13_0= RULE_INT ) )
            	    // InternalBanneret.g:3502:10: (lv_firstColumn_13_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3502:10: (lv_firstColumn_13_0= RULE_INT )
            	    // InternalBanneret.g:3503:11: lv_firstColumn_13_0= RULE_INT
            	    {
            	    lv_firstColumn_13_0=(Token)match(input,RULE_INT,FOLLOW_70); 

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
            	    // InternalBanneret.g:3525:4: ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) )
            	    {
            	    // InternalBanneret.g:3525:4: ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) )
            	    // InternalBanneret.g:3526:5: {...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4)");
            	    }
            	    // InternalBanneret.g:3526:108: ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) )
            	    // InternalBanneret.g:3527:6: ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4);
            	    					
            	    // InternalBanneret.g:3530:9: ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) )
            	    // InternalBanneret.g:3530:10: {...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3530:19: (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) )
            	    // InternalBanneret.g:3530:20: otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) )
            	    {
            	    otherlv_14=(Token)match(input,80,FOLLOW_73); 

            	    									newLeafNode(otherlv_14, grammarAccess.getLabelSchemeAccess().getFirstKeyword_2_4_0());
            	    								
            	    otherlv_15=(Token)match(input,79,FOLLOW_10); 

            	    									newLeafNode(otherlv_15, grammarAccess.getLabelSchemeAccess().getRowKeyword_2_4_1());
            	    								
            	    // InternalBanneret.g:3538:9: ( (lv_firstRow_16_0= RULE_INT ) )
            	    // InternalBanneret.g:3539:10: (lv_firstRow_16_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:3539:10: (lv_firstRow_16_0= RULE_INT )
            	    // InternalBanneret.g:3540:11: lv_firstRow_16_0= RULE_INT
            	    {
            	    lv_firstRow_16_0=(Token)match(input,RULE_INT,FOLLOW_70); 

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
            	    // InternalBanneret.g:3562:4: ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) )
            	    {
            	    // InternalBanneret.g:3562:4: ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) )
            	    // InternalBanneret.g:3563:5: {...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5)");
            	    }
            	    // InternalBanneret.g:3563:108: ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) )
            	    // InternalBanneret.g:3564:6: ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5);
            	    					
            	    // InternalBanneret.g:3567:9: ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) )
            	    // InternalBanneret.g:3567:10: {...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3567:19: ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' )
            	    // InternalBanneret.g:3567:20: ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending'
            	    {
            	    // InternalBanneret.g:3567:20: ( (lv_columnsDescending_17_0= 'columns' ) )
            	    // InternalBanneret.g:3568:10: (lv_columnsDescending_17_0= 'columns' )
            	    {
            	    // InternalBanneret.g:3568:10: (lv_columnsDescending_17_0= 'columns' )
            	    // InternalBanneret.g:3569:11: lv_columnsDescending_17_0= 'columns'
            	    {
            	    lv_columnsDescending_17_0=(Token)match(input,81,FOLLOW_74); 

            	    											newLeafNode(lv_columnsDescending_17_0, grammarAccess.getLabelSchemeAccess().getColumnsDescendingColumnsKeyword_2_5_0_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(current, "columnsDescending", lv_columnsDescending_17_0 != null, "columns");
            	    										

            	    }


            	    }

            	    otherlv_18=(Token)match(input,82,FOLLOW_70); 

            	    									newLeafNode(otherlv_18, grammarAccess.getLabelSchemeAccess().getDescendingKeyword_2_5_1());
            	    								

            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:3591:4: ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) )
            	    {
            	    // InternalBanneret.g:3591:4: ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) )
            	    // InternalBanneret.g:3592:5: {...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) )
            	    {
            	    if ( ! getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6)");
            	    }
            	    // InternalBanneret.g:3592:108: ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) )
            	    // InternalBanneret.g:3593:6: ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) )
            	    {

            	    						getUnorderedGroupHelper().select(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6);
            	    					
            	    // InternalBanneret.g:3596:9: ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) )
            	    // InternalBanneret.g:3596:10: {...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' )
            	    {
            	    if ( !((true)) ) {
            	        throw new FailedPredicateException(input, "ruleLabelScheme", "true");
            	    }
            	    // InternalBanneret.g:3596:19: ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' )
            	    // InternalBanneret.g:3596:20: ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending'
            	    {
            	    // InternalBanneret.g:3596:20: ( (lv_rowsDescending_19_0= 'rows' ) )
            	    // InternalBanneret.g:3597:10: (lv_rowsDescending_19_0= 'rows' )
            	    {
            	    // InternalBanneret.g:3597:10: (lv_rowsDescending_19_0= 'rows' )
            	    // InternalBanneret.g:3598:11: lv_rowsDescending_19_0= 'rows'
            	    {
            	    lv_rowsDescending_19_0=(Token)match(input,83,FOLLOW_74); 

            	    											newLeafNode(lv_rowsDescending_19_0, grammarAccess.getLabelSchemeAccess().getRowsDescendingRowsKeyword_2_6_0_0());
            	    										

            	    											if (current==null) {
            	    												current = createModelElement(grammarAccess.getLabelSchemeRule());
            	    											}
            	    											setWithLastConsumed(current, "rowsDescending", lv_rowsDescending_19_0 != null, "rows");
            	    										

            	    }


            	    }

            	    otherlv_20=(Token)match(input,82,FOLLOW_70); 

            	    									newLeafNode(otherlv_20, grammarAccess.getLabelSchemeAccess().getDescendingKeyword_2_6_1());
            	    								

            	    }


            	    }

            	     
            	    						getUnorderedGroupHelper().returnFromSelection(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2());
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop52;
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
    // InternalBanneret.g:3631:1: entryRuleTerrainRows returns [String current=null] : iv_ruleTerrainRows= ruleTerrainRows EOF ;
    public final String entryRuleTerrainRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleTerrainRows = null;


        try {
            // InternalBanneret.g:3631:51: (iv_ruleTerrainRows= ruleTerrainRows EOF )
            // InternalBanneret.g:3632:2: iv_ruleTerrainRows= ruleTerrainRows EOF
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
    // InternalBanneret.g:3638:1: ruleTerrainRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleTerrainRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3644:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:3645:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:3645:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:3646:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_75); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getTerrainRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:3651:3: (this_GridRow_1= ruleGridRow )*
            loop53:
            do {
                int alt53=2;
                int LA53_0 = input.LA(1);

                if ( (LA53_0==RULE_STRING||LA53_0==RULE_INT) ) {
                    alt53=1;
                }


                switch (alt53) {
            	case 1 :
            	    // InternalBanneret.g:3652:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getTerrainRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_75);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop53;
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
    // InternalBanneret.g:3672:1: entryRuleElevationRows returns [String current=null] : iv_ruleElevationRows= ruleElevationRows EOF ;
    public final String entryRuleElevationRows() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleElevationRows = null;


        try {
            // InternalBanneret.g:3672:53: (iv_ruleElevationRows= ruleElevationRows EOF )
            // InternalBanneret.g:3673:2: iv_ruleElevationRows= ruleElevationRows EOF
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
    // InternalBanneret.g:3679:1: ruleElevationRows returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) ;
    public final AntlrDatatypeRuleToken ruleElevationRows() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_GridRow_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3685:2: ( (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' ) )
            // InternalBanneret.g:3686:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            {
            // InternalBanneret.g:3686:2: (kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}' )
            // InternalBanneret.g:3687:3: kw= '{' (this_GridRow_1= ruleGridRow )* kw= '}'
            {
            kw=(Token)match(input,13,FOLLOW_75); 

            			current.merge(kw);
            			newLeafNode(kw, grammarAccess.getElevationRowsAccess().getLeftCurlyBracketKeyword_0());
            		
            // InternalBanneret.g:3692:3: (this_GridRow_1= ruleGridRow )*
            loop54:
            do {
                int alt54=2;
                int LA54_0 = input.LA(1);

                if ( (LA54_0==RULE_STRING||LA54_0==RULE_INT) ) {
                    alt54=1;
                }


                switch (alt54) {
            	case 1 :
            	    // InternalBanneret.g:3693:4: this_GridRow_1= ruleGridRow
            	    {

            	    				newCompositeNode(grammarAccess.getElevationRowsAccess().getGridRowParserRuleCall_1());
            	    			
            	    pushFollow(FOLLOW_75);
            	    this_GridRow_1=ruleGridRow();

            	    state._fsp--;


            	    				current.merge(this_GridRow_1);
            	    			

            	    				afterParserOrEnumRuleCall();
            	    			

            	    }
            	    break;

            	default :
            	    break loop54;
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
    // InternalBanneret.g:3713:1: entryRuleGridRow returns [String current=null] : iv_ruleGridRow= ruleGridRow EOF ;
    public final String entryRuleGridRow() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleGridRow = null;


        try {
            // InternalBanneret.g:3713:47: (iv_ruleGridRow= ruleGridRow EOF )
            // InternalBanneret.g:3714:2: iv_ruleGridRow= ruleGridRow EOF
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
    // InternalBanneret.g:3720:1: ruleGridRow returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleGridRow() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_STRING_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:3726:2: ( ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING ) )
            // InternalBanneret.g:3727:2: ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING )
            {
            // InternalBanneret.g:3727:2: ( (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING )
            // InternalBanneret.g:3728:3: (this_INT_0= RULE_INT kw= '*' )? this_STRING_2= RULE_STRING
            {
            // InternalBanneret.g:3728:3: (this_INT_0= RULE_INT kw= '*' )?
            int alt55=2;
            int LA55_0 = input.LA(1);

            if ( (LA55_0==RULE_INT) ) {
                alt55=1;
            }
            switch (alt55) {
                case 1 :
                    // InternalBanneret.g:3729:4: this_INT_0= RULE_INT kw= '*'
                    {
                    this_INT_0=(Token)match(input,RULE_INT,FOLLOW_76); 

                    				current.merge(this_INT_0);
                    			

                    				newLeafNode(this_INT_0, grammarAccess.getGridRowAccess().getINTTerminalRuleCall_0_0());
                    			
                    kw=(Token)match(input,84,FOLLOW_8); 

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
    // InternalBanneret.g:3753:1: entryRuleHexFeature returns [EObject current=null] : iv_ruleHexFeature= ruleHexFeature EOF ;
    public final EObject entryRuleHexFeature() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexFeature = null;


        try {
            // InternalBanneret.g:3753:51: (iv_ruleHexFeature= ruleHexFeature EOF )
            // InternalBanneret.g:3754:2: iv_ruleHexFeature= ruleHexFeature EOF
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
    // InternalBanneret.g:3760:1: ruleHexFeature returns [EObject current=null] : (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? ) ;
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
            // InternalBanneret.g:3766:2: ( (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? ) )
            // InternalBanneret.g:3767:2: (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? )
            {
            // InternalBanneret.g:3767:2: (otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )? )
            // InternalBanneret.g:3768:3: otherlv_0= 'hex' ( (lv_hex_1_0= ruleHexLabel ) ) ( (otherlv_2= RULE_ID ) ) (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )?
            {
            otherlv_0=(Token)match(input,74,FOLLOW_77); 

            			newLeafNode(otherlv_0, grammarAccess.getHexFeatureAccess().getHexKeyword_0());
            		
            // InternalBanneret.g:3772:3: ( (lv_hex_1_0= ruleHexLabel ) )
            // InternalBanneret.g:3773:4: (lv_hex_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:3773:4: (lv_hex_1_0= ruleHexLabel )
            // InternalBanneret.g:3774:5: lv_hex_1_0= ruleHexLabel
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

            // InternalBanneret.g:3791:3: ( (otherlv_2= RULE_ID ) )
            // InternalBanneret.g:3792:4: (otherlv_2= RULE_ID )
            {
            // InternalBanneret.g:3792:4: (otherlv_2= RULE_ID )
            // InternalBanneret.g:3793:5: otherlv_2= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexFeatureRule());
            					}
            				
            otherlv_2=(Token)match(input,RULE_ID,FOLLOW_78); 

            					newLeafNode(otherlv_2, grammarAccess.getHexFeatureAccess().getTypeFeatureTypeCrossReference_2_0());
            				

            }


            }

            // InternalBanneret.g:3804:3: (otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )* )?
            int alt57=2;
            int LA57_0 = input.LA(1);

            if ( (LA57_0==85) ) {
                alt57=1;
            }
            switch (alt57) {
                case 1 :
                    // InternalBanneret.g:3805:4: otherlv_3= 'hidden' otherlv_4= 'from' ( (otherlv_5= RULE_ID ) ) (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )*
                    {
                    otherlv_3=(Token)match(input,85,FOLLOW_79); 

                    				newLeafNode(otherlv_3, grammarAccess.getHexFeatureAccess().getHiddenKeyword_3_0());
                    			
                    otherlv_4=(Token)match(input,86,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexFeatureAccess().getFromKeyword_3_1());
                    			
                    // InternalBanneret.g:3813:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:3814:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:3814:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:3815:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getHexFeatureRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_46); 

                    						newLeafNode(otherlv_5, grammarAccess.getHexFeatureAccess().getHiddenFromNationalityCrossReference_3_2_0());
                    					

                    }


                    }

                    // InternalBanneret.g:3826:4: (otherlv_6= ',' ( (otherlv_7= RULE_ID ) ) )*
                    loop56:
                    do {
                        int alt56=2;
                        int LA56_0 = input.LA(1);

                        if ( (LA56_0==35) ) {
                            alt56=1;
                        }


                        switch (alt56) {
                    	case 1 :
                    	    // InternalBanneret.g:3827:5: otherlv_6= ',' ( (otherlv_7= RULE_ID ) )
                    	    {
                    	    otherlv_6=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_6, grammarAccess.getHexFeatureAccess().getCommaKeyword_3_3_0());
                    	    				
                    	    // InternalBanneret.g:3831:5: ( (otherlv_7= RULE_ID ) )
                    	    // InternalBanneret.g:3832:6: (otherlv_7= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:3832:6: (otherlv_7= RULE_ID )
                    	    // InternalBanneret.g:3833:7: otherlv_7= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getHexFeatureRule());
                    	    							}
                    	    						
                    	    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_46); 

                    	    							newLeafNode(otherlv_7, grammarAccess.getHexFeatureAccess().getHiddenFromNationalityCrossReference_3_3_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop56;
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
    // InternalBanneret.g:3850:1: entryRuleHexsideFeature returns [EObject current=null] : iv_ruleHexsideFeature= ruleHexsideFeature EOF ;
    public final EObject entryRuleHexsideFeature() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexsideFeature = null;


        try {
            // InternalBanneret.g:3850:55: (iv_ruleHexsideFeature= ruleHexsideFeature EOF )
            // InternalBanneret.g:3851:2: iv_ruleHexsideFeature= ruleHexsideFeature EOF
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
    // InternalBanneret.g:3857:1: ruleHexsideFeature returns [EObject current=null] : (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) ) ;
    public final EObject ruleHexsideFeature() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_1_0 = null;

        Enumerator lv_side_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:3863:2: ( (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) ) )
            // InternalBanneret.g:3864:2: (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) )
            {
            // InternalBanneret.g:3864:2: (otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) ) )
            // InternalBanneret.g:3865:3: otherlv_0= 'hexside' ( (lv_hex_1_0= ruleHexLabel ) ) ( (lv_side_2_0= ruleCompass ) ) ( (otherlv_3= RULE_ID ) )
            {
            otherlv_0=(Token)match(input,20,FOLLOW_77); 

            			newLeafNode(otherlv_0, grammarAccess.getHexsideFeatureAccess().getHexsideKeyword_0());
            		
            // InternalBanneret.g:3869:3: ( (lv_hex_1_0= ruleHexLabel ) )
            // InternalBanneret.g:3870:4: (lv_hex_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:3870:4: (lv_hex_1_0= ruleHexLabel )
            // InternalBanneret.g:3871:5: lv_hex_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexsideFeatureAccess().getHexHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_80);
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

            // InternalBanneret.g:3888:3: ( (lv_side_2_0= ruleCompass ) )
            // InternalBanneret.g:3889:4: (lv_side_2_0= ruleCompass )
            {
            // InternalBanneret.g:3889:4: (lv_side_2_0= ruleCompass )
            // InternalBanneret.g:3890:5: lv_side_2_0= ruleCompass
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

            // InternalBanneret.g:3907:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:3908:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:3908:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:3909:5: otherlv_3= RULE_ID
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
    // InternalBanneret.g:3924:1: entryRuleMapPath returns [EObject current=null] : iv_ruleMapPath= ruleMapPath EOF ;
    public final EObject entryRuleMapPath() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMapPath = null;


        try {
            // InternalBanneret.g:3924:48: (iv_ruleMapPath= ruleMapPath EOF )
            // InternalBanneret.g:3925:2: iv_ruleMapPath= ruleMapPath EOF
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
    // InternalBanneret.g:3931:1: ruleMapPath returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* ) ;
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
            // InternalBanneret.g:3937:2: ( ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* ) )
            // InternalBanneret.g:3938:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )
            {
            // InternalBanneret.g:3938:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )
            // InternalBanneret.g:3939:3: ( (otherlv_0= RULE_ID ) ) ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
            {
            // InternalBanneret.g:3939:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:3940:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:3940:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:3941:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMapPathRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_4); 

            					newLeafNode(otherlv_0, grammarAccess.getMapPathAccess().getTypeFeatureTypeCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:3952:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:3953:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:3953:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:3954:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_34); 

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

            // InternalBanneret.g:3970:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt58=2;
            int LA58_0 = input.LA(1);

            if ( (LA58_0==RULE_STRING) ) {
                alt58=1;
            }
            switch (alt58) {
                case 1 :
                    // InternalBanneret.g:3971:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3971:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:3972:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_35); 

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

            otherlv_3=(Token)match(input,51,FOLLOW_77); 

            			newLeafNode(otherlv_3, grammarAccess.getMapPathAccess().getColonKeyword_3());
            		
            // InternalBanneret.g:3992:3: ( (lv_hexes_4_0= ruleHexLabel ) )
            // InternalBanneret.g:3993:4: (lv_hexes_4_0= ruleHexLabel )
            {
            // InternalBanneret.g:3993:4: (lv_hexes_4_0= ruleHexLabel )
            // InternalBanneret.g:3994:5: lv_hexes_4_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getMapPathAccess().getHexesHexLabelParserRuleCall_4_0());
            				
            pushFollow(FOLLOW_46);
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

            // InternalBanneret.g:4011:3: (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
            loop59:
            do {
                int alt59=2;
                int LA59_0 = input.LA(1);

                if ( (LA59_0==35) ) {
                    alt59=1;
                }


                switch (alt59) {
            	case 1 :
            	    // InternalBanneret.g:4012:4: otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) )
            	    {
            	    otherlv_5=(Token)match(input,35,FOLLOW_77); 

            	    				newLeafNode(otherlv_5, grammarAccess.getMapPathAccess().getCommaKeyword_5_0());
            	    			
            	    // InternalBanneret.g:4016:4: ( (lv_hexes_6_0= ruleHexLabel ) )
            	    // InternalBanneret.g:4017:5: (lv_hexes_6_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:4017:5: (lv_hexes_6_0= ruleHexLabel )
            	    // InternalBanneret.g:4018:6: lv_hexes_6_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getMapPathAccess().getHexesHexLabelParserRuleCall_5_1_0());
            	    					
            	    pushFollow(FOLLOW_46);
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
            	    break loop59;
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
    // InternalBanneret.g:4040:1: entryRuleRegion returns [EObject current=null] : iv_ruleRegion= ruleRegion EOF ;
    public final EObject entryRuleRegion() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegion = null;


        try {
            // InternalBanneret.g:4040:47: (iv_ruleRegion= ruleRegion EOF )
            // InternalBanneret.g:4041:2: iv_ruleRegion= ruleRegion EOF
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
    // InternalBanneret.g:4047:1: ruleRegion returns [EObject current=null] : (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? ) ;
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
            // InternalBanneret.g:4053:2: ( (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? ) )
            // InternalBanneret.g:4054:2: (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? )
            {
            // InternalBanneret.g:4054:2: (otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )? )
            // InternalBanneret.g:4055:3: otherlv_0= 'region' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )?
            {
            otherlv_0=(Token)match(input,87,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRegionAccess().getRegionKeyword_0());
            		
            // InternalBanneret.g:4059:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4060:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4060:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4061:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_81); 

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

            // InternalBanneret.g:4077:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt60=2;
            int LA60_0 = input.LA(1);

            if ( (LA60_0==RULE_STRING) ) {
                alt60=1;
            }
            switch (alt60) {
                case 1 :
                    // InternalBanneret.g:4078:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4078:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4079:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_82); 

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

            // InternalBanneret.g:4095:3: (otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )* )?
            int alt62=2;
            int LA62_0 = input.LA(1);

            if ( (LA62_0==51) ) {
                alt62=1;
            }
            switch (alt62) {
                case 1 :
                    // InternalBanneret.g:4096:4: otherlv_3= ':' ( (lv_hexes_4_0= ruleHexLabel ) ) (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
                    {
                    otherlv_3=(Token)match(input,51,FOLLOW_77); 

                    				newLeafNode(otherlv_3, grammarAccess.getRegionAccess().getColonKeyword_3_0());
                    			
                    // InternalBanneret.g:4100:4: ( (lv_hexes_4_0= ruleHexLabel ) )
                    // InternalBanneret.g:4101:5: (lv_hexes_4_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:4101:5: (lv_hexes_4_0= ruleHexLabel )
                    // InternalBanneret.g:4102:6: lv_hexes_4_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_46);
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

                    // InternalBanneret.g:4119:4: (otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) ) )*
                    loop61:
                    do {
                        int alt61=2;
                        int LA61_0 = input.LA(1);

                        if ( (LA61_0==35) ) {
                            alt61=1;
                        }


                        switch (alt61) {
                    	case 1 :
                    	    // InternalBanneret.g:4120:5: otherlv_5= ',' ( (lv_hexes_6_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_5=(Token)match(input,35,FOLLOW_77); 

                    	    					newLeafNode(otherlv_5, grammarAccess.getRegionAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:4124:5: ( (lv_hexes_6_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:4125:6: (lv_hexes_6_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:4125:6: (lv_hexes_6_0= ruleHexLabel )
                    	    // InternalBanneret.g:4126:7: lv_hexes_6_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_46);
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
    // $ANTLR end "ruleRegion"


    // $ANTLR start "entryRuleMapSide"
    // InternalBanneret.g:4149:1: entryRuleMapSide returns [EObject current=null] : iv_ruleMapSide= ruleMapSide EOF ;
    public final EObject entryRuleMapSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMapSide = null;


        try {
            // InternalBanneret.g:4149:48: (iv_ruleMapSide= ruleMapSide EOF )
            // InternalBanneret.g:4150:2: iv_ruleMapSide= ruleMapSide EOF
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
    // InternalBanneret.g:4156:1: ruleMapSide returns [EObject current=null] : (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ) ;
    public final EObject ruleMapSide() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token lv_number_4_0=null;
        Token otherlv_5=null;
        Enumerator lv_edge_6_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4162:2: ( (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) ) )
            // InternalBanneret.g:4163:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) )
            {
            // InternalBanneret.g:4163:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) ) )
            // InternalBanneret.g:4164:3: otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )? otherlv_5= 'edge' ( (lv_edge_6_0= ruleCompass ) )
            {
            otherlv_0=(Token)match(input,50,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getMapSideAccess().getSideKeyword_0());
            		
            // InternalBanneret.g:4168:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4169:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4169:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4170:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_83); 

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

            // InternalBanneret.g:4186:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt63=2;
            int LA63_0 = input.LA(1);

            if ( (LA63_0==RULE_STRING) ) {
                alt63=1;
            }
            switch (alt63) {
                case 1 :
                    // InternalBanneret.g:4187:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4187:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4188:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_84); 

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

            // InternalBanneret.g:4204:3: (otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) ) )?
            int alt64=2;
            int LA64_0 = input.LA(1);

            if ( (LA64_0==88) ) {
                alt64=1;
            }
            switch (alt64) {
                case 1 :
                    // InternalBanneret.g:4205:4: otherlv_3= 'number' ( (lv_number_4_0= RULE_INT ) )
                    {
                    otherlv_3=(Token)match(input,88,FOLLOW_10); 

                    				newLeafNode(otherlv_3, grammarAccess.getMapSideAccess().getNumberKeyword_3_0());
                    			
                    // InternalBanneret.g:4209:4: ( (lv_number_4_0= RULE_INT ) )
                    // InternalBanneret.g:4210:5: (lv_number_4_0= RULE_INT )
                    {
                    // InternalBanneret.g:4210:5: (lv_number_4_0= RULE_INT )
                    // InternalBanneret.g:4211:6: lv_number_4_0= RULE_INT
                    {
                    lv_number_4_0=(Token)match(input,RULE_INT,FOLLOW_85); 

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

            otherlv_5=(Token)match(input,89,FOLLOW_80); 

            			newLeafNode(otherlv_5, grammarAccess.getMapSideAccess().getEdgeKeyword_4());
            		
            // InternalBanneret.g:4232:3: ( (lv_edge_6_0= ruleCompass ) )
            // InternalBanneret.g:4233:4: (lv_edge_6_0= ruleCompass )
            {
            // InternalBanneret.g:4233:4: (lv_edge_6_0= ruleCompass )
            // InternalBanneret.g:4234:5: lv_edge_6_0= ruleCompass
            {

            					newCompositeNode(grammarAccess.getMapSideAccess().getEdgeCompassEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_2);
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
    // InternalBanneret.g:4255:1: entryRuleHexMarker returns [EObject current=null] : iv_ruleHexMarker= ruleHexMarker EOF ;
    public final EObject entryRuleHexMarker() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMarker = null;


        try {
            // InternalBanneret.g:4255:50: (iv_ruleHexMarker= ruleHexMarker EOF )
            // InternalBanneret.g:4256:2: iv_ruleHexMarker= ruleHexMarker EOF
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
    // InternalBanneret.g:4262:1: ruleHexMarker returns [EObject current=null] : (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? ) ;
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
            // InternalBanneret.g:4268:2: ( (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? ) )
            // InternalBanneret.g:4269:2: (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? )
            {
            // InternalBanneret.g:4269:2: (otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )? )
            // InternalBanneret.g:4270:3: otherlv_0= 'marker' ( (otherlv_1= RULE_ID ) ) otherlv_2= 'at' ( (lv_hex_3_0= ruleHexLabel ) ) (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )?
            {
            otherlv_0=(Token)match(input,25,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMarkerAccess().getMarkerKeyword_0());
            		
            // InternalBanneret.g:4274:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:4275:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:4275:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:4276:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getHexMarkerRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_86); 

            					newLeafNode(otherlv_1, grammarAccess.getHexMarkerAccess().getTypeMarkerTypeCrossReference_1_0());
            				

            }


            }

            otherlv_2=(Token)match(input,90,FOLLOW_77); 

            			newLeafNode(otherlv_2, grammarAccess.getHexMarkerAccess().getAtKeyword_2());
            		
            // InternalBanneret.g:4291:3: ( (lv_hex_3_0= ruleHexLabel ) )
            // InternalBanneret.g:4292:4: (lv_hex_3_0= ruleHexLabel )
            {
            // InternalBanneret.g:4292:4: (lv_hex_3_0= ruleHexLabel )
            // InternalBanneret.g:4293:5: lv_hex_3_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexMarkerAccess().getHexHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_87);
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

            // InternalBanneret.g:4310:3: (otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) ) )?
            int alt65=2;
            int LA65_0 = input.LA(1);

            if ( (LA65_0==91) ) {
                alt65=1;
            }
            switch (alt65) {
                case 1 :
                    // InternalBanneret.g:4311:4: otherlv_4= '=' ( (lv_value_5_0= ruleSignedInt ) )
                    {
                    otherlv_4=(Token)match(input,91,FOLLOW_22); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexMarkerAccess().getEqualsSignKeyword_4_0());
                    			
                    // InternalBanneret.g:4315:4: ( (lv_value_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:4316:5: (lv_value_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4316:5: (lv_value_5_0= ruleSignedInt )
                    // InternalBanneret.g:4317:6: lv_value_5_0= ruleSignedInt
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
    // InternalBanneret.g:4339:1: entryRuleStructure returns [EObject current=null] : iv_ruleStructure= ruleStructure EOF ;
    public final EObject entryRuleStructure() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStructure = null;


        try {
            // InternalBanneret.g:4339:50: (iv_ruleStructure= ruleStructure EOF )
            // InternalBanneret.g:4340:2: iv_ruleStructure= ruleStructure EOF
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
    // InternalBanneret.g:4346:1: ruleStructure returns [EObject current=null] : (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? ) ;
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
            // InternalBanneret.g:4352:2: ( (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? ) )
            // InternalBanneret.g:4353:2: (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? )
            {
            // InternalBanneret.g:4353:2: (otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )? )
            // InternalBanneret.g:4354:3: otherlv_0= 'structure' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )? otherlv_5= ':' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )?
            {
            otherlv_0=(Token)match(input,92,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getStructureAccess().getStructureKeyword_0());
            		
            // InternalBanneret.g:4358:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:4359:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:4359:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:4360:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_88); 

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

            // InternalBanneret.g:4376:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt66=2;
            int LA66_0 = input.LA(1);

            if ( (LA66_0==RULE_STRING) ) {
                alt66=1;
            }
            switch (alt66) {
                case 1 :
                    // InternalBanneret.g:4377:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4377:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4378:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_89); 

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

            // InternalBanneret.g:4394:3: (otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) ) )?
            int alt67=2;
            int LA67_0 = input.LA(1);

            if ( (LA67_0==93) ) {
                alt67=1;
            }
            switch (alt67) {
                case 1 :
                    // InternalBanneret.g:4395:4: otherlv_3= 'material' ( (lv_material_4_0= RULE_STRING ) )
                    {
                    otherlv_3=(Token)match(input,93,FOLLOW_8); 

                    				newLeafNode(otherlv_3, grammarAccess.getStructureAccess().getMaterialKeyword_3_0());
                    			
                    // InternalBanneret.g:4399:4: ( (lv_material_4_0= RULE_STRING ) )
                    // InternalBanneret.g:4400:5: (lv_material_4_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4400:5: (lv_material_4_0= RULE_STRING )
                    // InternalBanneret.g:4401:6: lv_material_4_0= RULE_STRING
                    {
                    lv_material_4_0=(Token)match(input,RULE_STRING,FOLLOW_35); 

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

            otherlv_5=(Token)match(input,51,FOLLOW_77); 

            			newLeafNode(otherlv_5, grammarAccess.getStructureAccess().getColonKeyword_4());
            		
            // InternalBanneret.g:4422:3: ( (lv_hexes_6_0= ruleHexLabel ) )
            // InternalBanneret.g:4423:4: (lv_hexes_6_0= ruleHexLabel )
            {
            // InternalBanneret.g:4423:4: (lv_hexes_6_0= ruleHexLabel )
            // InternalBanneret.g:4424:5: lv_hexes_6_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getStructureAccess().getHexesHexLabelParserRuleCall_5_0());
            				
            pushFollow(FOLLOW_90);
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

            // InternalBanneret.g:4441:3: (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            loop68:
            do {
                int alt68=2;
                int LA68_0 = input.LA(1);

                if ( (LA68_0==35) ) {
                    alt68=1;
                }


                switch (alt68) {
            	case 1 :
            	    // InternalBanneret.g:4442:4: otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) )
            	    {
            	    otherlv_7=(Token)match(input,35,FOLLOW_77); 

            	    				newLeafNode(otherlv_7, grammarAccess.getStructureAccess().getCommaKeyword_6_0());
            	    			
            	    // InternalBanneret.g:4446:4: ( (lv_hexes_8_0= ruleHexLabel ) )
            	    // InternalBanneret.g:4447:5: (lv_hexes_8_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:4447:5: (lv_hexes_8_0= ruleHexLabel )
            	    // InternalBanneret.g:4448:6: lv_hexes_8_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getStructureAccess().getHexesHexLabelParserRuleCall_6_1_0());
            	    					
            	    pushFollow(FOLLOW_90);
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
            	    break loop68;
                }
            } while (true);

            // InternalBanneret.g:4466:3: (otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )* )?
            int alt70=2;
            int LA70_0 = input.LA(1);

            if ( (LA70_0==94) ) {
                alt70=1;
            }
            switch (alt70) {
                case 1 :
                    // InternalBanneret.g:4467:4: otherlv_9= 'damage' ( (lv_damage_10_0= ruleStructureDamage ) ) (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )*
                    {
                    otherlv_9=(Token)match(input,94,FOLLOW_77); 

                    				newLeafNode(otherlv_9, grammarAccess.getStructureAccess().getDamageKeyword_7_0());
                    			
                    // InternalBanneret.g:4471:4: ( (lv_damage_10_0= ruleStructureDamage ) )
                    // InternalBanneret.g:4472:5: (lv_damage_10_0= ruleStructureDamage )
                    {
                    // InternalBanneret.g:4472:5: (lv_damage_10_0= ruleStructureDamage )
                    // InternalBanneret.g:4473:6: lv_damage_10_0= ruleStructureDamage
                    {

                    						newCompositeNode(grammarAccess.getStructureAccess().getDamageStructureDamageParserRuleCall_7_1_0());
                    					
                    pushFollow(FOLLOW_46);
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

                    // InternalBanneret.g:4490:4: (otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) ) )*
                    loop69:
                    do {
                        int alt69=2;
                        int LA69_0 = input.LA(1);

                        if ( (LA69_0==35) ) {
                            alt69=1;
                        }


                        switch (alt69) {
                    	case 1 :
                    	    // InternalBanneret.g:4491:5: otherlv_11= ',' ( (lv_damage_12_0= ruleStructureDamage ) )
                    	    {
                    	    otherlv_11=(Token)match(input,35,FOLLOW_77); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getStructureAccess().getCommaKeyword_7_2_0());
                    	    				
                    	    // InternalBanneret.g:4495:5: ( (lv_damage_12_0= ruleStructureDamage ) )
                    	    // InternalBanneret.g:4496:6: (lv_damage_12_0= ruleStructureDamage )
                    	    {
                    	    // InternalBanneret.g:4496:6: (lv_damage_12_0= ruleStructureDamage )
                    	    // InternalBanneret.g:4497:7: lv_damage_12_0= ruleStructureDamage
                    	    {

                    	    							newCompositeNode(grammarAccess.getStructureAccess().getDamageStructureDamageParserRuleCall_7_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_46);
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
    // $ANTLR end "ruleStructure"


    // $ANTLR start "entryRuleStructureDamage"
    // InternalBanneret.g:4520:1: entryRuleStructureDamage returns [EObject current=null] : iv_ruleStructureDamage= ruleStructureDamage EOF ;
    public final EObject entryRuleStructureDamage() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStructureDamage = null;


        try {
            // InternalBanneret.g:4520:56: (iv_ruleStructureDamage= ruleStructureDamage EOF )
            // InternalBanneret.g:4521:2: iv_ruleStructureDamage= ruleStructureDamage EOF
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
    // InternalBanneret.g:4527:1: ruleStructureDamage returns [EObject current=null] : ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' ) ;
    public final EObject ruleStructureDamage() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_stage_2_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_0_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:4533:2: ( ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' ) )
            // InternalBanneret.g:4534:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' )
            {
            // InternalBanneret.g:4534:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')' )
            // InternalBanneret.g:4535:3: ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_stage_2_0= RULE_INT ) ) otherlv_3= ')'
            {
            // InternalBanneret.g:4535:3: ( (lv_hex_0_0= ruleHexLabel ) )
            // InternalBanneret.g:4536:4: (lv_hex_0_0= ruleHexLabel )
            {
            // InternalBanneret.g:4536:4: (lv_hex_0_0= ruleHexLabel )
            // InternalBanneret.g:4537:5: lv_hex_0_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getStructureDamageAccess().getHexHexLabelParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_91);
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

            otherlv_1=(Token)match(input,95,FOLLOW_10); 

            			newLeafNode(otherlv_1, grammarAccess.getStructureDamageAccess().getLeftParenthesisKeyword_1());
            		
            // InternalBanneret.g:4558:3: ( (lv_stage_2_0= RULE_INT ) )
            // InternalBanneret.g:4559:4: (lv_stage_2_0= RULE_INT )
            {
            // InternalBanneret.g:4559:4: (lv_stage_2_0= RULE_INT )
            // InternalBanneret.g:4560:5: lv_stage_2_0= RULE_INT
            {
            lv_stage_2_0=(Token)match(input,RULE_INT,FOLLOW_92); 

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

            otherlv_3=(Token)match(input,96,FOLLOW_2); 

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
    // InternalBanneret.g:4584:1: entryRuleScenario returns [EObject current=null] : iv_ruleScenario= ruleScenario EOF ;
    public final EObject entryRuleScenario() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenario = null;


        try {
            // InternalBanneret.g:4584:49: (iv_ruleScenario= ruleScenario EOF )
            // InternalBanneret.g:4585:2: iv_ruleScenario= ruleScenario EOF
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
    // InternalBanneret.g:4591:1: ruleScenario returns [EObject current=null] : (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' ) ;
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
            // InternalBanneret.g:4597:2: ( (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' ) )
            // InternalBanneret.g:4598:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' )
            {
            // InternalBanneret.g:4598:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}' )
            // InternalBanneret.g:4599:3: otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )* otherlv_18= '}'
            {
            otherlv_0=(Token)match(input,97,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioAccess().getScenarioKeyword_0());
            		
            // InternalBanneret.g:4603:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:4604:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:4604:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:4605:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getScenarioAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_60);
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

            // InternalBanneret.g:4622:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt71=2;
            int LA71_0 = input.LA(1);

            if ( (LA71_0==RULE_STRING) ) {
                alt71=1;
            }
            switch (alt71) {
                case 1 :
                    // InternalBanneret.g:4623:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:4623:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:4624:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_61); 

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
            		
            // InternalBanneret.g:4644:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:4645:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:4645:4: ( ruleQualifiedName )
            // InternalBanneret.g:4646:5: ruleQualifiedName
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

            otherlv_5=(Token)match(input,13,FOLLOW_93); 

            			newLeafNode(otherlv_5, grammarAccess.getScenarioAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:4664:3: ( (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) ) | ( (lv_sheets_8_0= ruleSheetPlacement ) ) | (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) ) | ( (lv_variantSettings_13_0= ruleVariantSetting ) ) | ( (lv_sides_14_0= ruleSide ) ) | ( (lv_specialRules_15_0= ruleSpecialRule ) ) | ( (lv_links_16_0= ruleScenarioLink ) ) | ( (lv_waivers_17_0= ruleRuleWaiver ) ) )*
            loop72:
            do {
                int alt72=9;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt72=1;
                    }
                    break;
                case 71:
                    {
                    alt72=2;
                    }
                    break;
                case 98:
                    {
                    alt72=3;
                    }
                    break;
                case 27:
                    {
                    alt72=4;
                    }
                    break;
                case 50:
                    {
                    alt72=5;
                    }
                    break;
                case 127:
                    {
                    alt72=6;
                    }
                    break;
                case 128:
                    {
                    alt72=7;
                    }
                    break;
                case 130:
                    {
                    alt72=8;
                    }
                    break;

                }

                switch (alt72) {
            	case 1 :
            	    // InternalBanneret.g:4665:4: (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:4665:4: (otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:4666:5: otherlv_6= 'description' ( (lv_description_7_0= RULE_STRING ) )
            	    {
            	    otherlv_6=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_6, grammarAccess.getScenarioAccess().getDescriptionKeyword_6_0_0());
            	    				
            	    // InternalBanneret.g:4670:5: ( (lv_description_7_0= RULE_STRING ) )
            	    // InternalBanneret.g:4671:6: (lv_description_7_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:4671:6: (lv_description_7_0= RULE_STRING )
            	    // InternalBanneret.g:4672:7: lv_description_7_0= RULE_STRING
            	    {
            	    lv_description_7_0=(Token)match(input,RULE_STRING,FOLLOW_93); 

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
            	    // InternalBanneret.g:4690:4: ( (lv_sheets_8_0= ruleSheetPlacement ) )
            	    {
            	    // InternalBanneret.g:4690:4: ( (lv_sheets_8_0= ruleSheetPlacement ) )
            	    // InternalBanneret.g:4691:5: (lv_sheets_8_0= ruleSheetPlacement )
            	    {
            	    // InternalBanneret.g:4691:5: (lv_sheets_8_0= ruleSheetPlacement )
            	    // InternalBanneret.g:4692:6: lv_sheets_8_0= ruleSheetPlacement
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSheetsSheetPlacementParserRuleCall_6_1_0());
            	    					
            	    pushFollow(FOLLOW_93);
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
            	    // InternalBanneret.g:4710:4: (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:4710:4: (otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) ) )
            	    // InternalBanneret.g:4711:5: otherlv_9= 'turns' ( (lv_firstTurn_10_0= RULE_INT ) ) otherlv_11= 'to' ( (lv_lastTurn_12_0= RULE_INT ) )
            	    {
            	    otherlv_9=(Token)match(input,98,FOLLOW_10); 

            	    					newLeafNode(otherlv_9, grammarAccess.getScenarioAccess().getTurnsKeyword_6_2_0());
            	    				
            	    // InternalBanneret.g:4715:5: ( (lv_firstTurn_10_0= RULE_INT ) )
            	    // InternalBanneret.g:4716:6: (lv_firstTurn_10_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:4716:6: (lv_firstTurn_10_0= RULE_INT )
            	    // InternalBanneret.g:4717:7: lv_firstTurn_10_0= RULE_INT
            	    {
            	    lv_firstTurn_10_0=(Token)match(input,RULE_INT,FOLLOW_49); 

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

            	    otherlv_11=(Token)match(input,66,FOLLOW_10); 

            	    					newLeafNode(otherlv_11, grammarAccess.getScenarioAccess().getToKeyword_6_2_2());
            	    				
            	    // InternalBanneret.g:4737:5: ( (lv_lastTurn_12_0= RULE_INT ) )
            	    // InternalBanneret.g:4738:6: (lv_lastTurn_12_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:4738:6: (lv_lastTurn_12_0= RULE_INT )
            	    // InternalBanneret.g:4739:7: lv_lastTurn_12_0= RULE_INT
            	    {
            	    lv_lastTurn_12_0=(Token)match(input,RULE_INT,FOLLOW_93); 

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
            	    // InternalBanneret.g:4757:4: ( (lv_variantSettings_13_0= ruleVariantSetting ) )
            	    {
            	    // InternalBanneret.g:4757:4: ( (lv_variantSettings_13_0= ruleVariantSetting ) )
            	    // InternalBanneret.g:4758:5: (lv_variantSettings_13_0= ruleVariantSetting )
            	    {
            	    // InternalBanneret.g:4758:5: (lv_variantSettings_13_0= ruleVariantSetting )
            	    // InternalBanneret.g:4759:6: lv_variantSettings_13_0= ruleVariantSetting
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getVariantSettingsVariantSettingParserRuleCall_6_3_0());
            	    					
            	    pushFollow(FOLLOW_93);
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
            	    // InternalBanneret.g:4777:4: ( (lv_sides_14_0= ruleSide ) )
            	    {
            	    // InternalBanneret.g:4777:4: ( (lv_sides_14_0= ruleSide ) )
            	    // InternalBanneret.g:4778:5: (lv_sides_14_0= ruleSide )
            	    {
            	    // InternalBanneret.g:4778:5: (lv_sides_14_0= ruleSide )
            	    // InternalBanneret.g:4779:6: lv_sides_14_0= ruleSide
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSidesSideParserRuleCall_6_4_0());
            	    					
            	    pushFollow(FOLLOW_93);
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
            	    // InternalBanneret.g:4797:4: ( (lv_specialRules_15_0= ruleSpecialRule ) )
            	    {
            	    // InternalBanneret.g:4797:4: ( (lv_specialRules_15_0= ruleSpecialRule ) )
            	    // InternalBanneret.g:4798:5: (lv_specialRules_15_0= ruleSpecialRule )
            	    {
            	    // InternalBanneret.g:4798:5: (lv_specialRules_15_0= ruleSpecialRule )
            	    // InternalBanneret.g:4799:6: lv_specialRules_15_0= ruleSpecialRule
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSpecialRulesSpecialRuleParserRuleCall_6_5_0());
            	    					
            	    pushFollow(FOLLOW_93);
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
            	    // InternalBanneret.g:4817:4: ( (lv_links_16_0= ruleScenarioLink ) )
            	    {
            	    // InternalBanneret.g:4817:4: ( (lv_links_16_0= ruleScenarioLink ) )
            	    // InternalBanneret.g:4818:5: (lv_links_16_0= ruleScenarioLink )
            	    {
            	    // InternalBanneret.g:4818:5: (lv_links_16_0= ruleScenarioLink )
            	    // InternalBanneret.g:4819:6: lv_links_16_0= ruleScenarioLink
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getLinksScenarioLinkParserRuleCall_6_6_0());
            	    					
            	    pushFollow(FOLLOW_93);
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
            	    // InternalBanneret.g:4837:4: ( (lv_waivers_17_0= ruleRuleWaiver ) )
            	    {
            	    // InternalBanneret.g:4837:4: ( (lv_waivers_17_0= ruleRuleWaiver ) )
            	    // InternalBanneret.g:4838:5: (lv_waivers_17_0= ruleRuleWaiver )
            	    {
            	    // InternalBanneret.g:4838:5: (lv_waivers_17_0= ruleRuleWaiver )
            	    // InternalBanneret.g:4839:6: lv_waivers_17_0= ruleRuleWaiver
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getWaiversRuleWaiverParserRuleCall_6_7_0());
            	    					
            	    pushFollow(FOLLOW_93);
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
            	    break loop72;
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
    // InternalBanneret.g:4865:1: entryRuleSheetPlacement returns [EObject current=null] : iv_ruleSheetPlacement= ruleSheetPlacement EOF ;
    public final EObject entryRuleSheetPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSheetPlacement = null;


        try {
            // InternalBanneret.g:4865:55: (iv_ruleSheetPlacement= ruleSheetPlacement EOF )
            // InternalBanneret.g:4866:2: iv_ruleSheetPlacement= ruleSheetPlacement EOF
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
    // InternalBanneret.g:4872:1: ruleSheetPlacement returns [EObject current=null] : (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? ) ;
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
            // InternalBanneret.g:4878:2: ( (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? ) )
            // InternalBanneret.g:4879:2: (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? )
            {
            // InternalBanneret.g:4879:2: (otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )? )
            // InternalBanneret.g:4880:3: otherlv_0= 'map' ( ( ruleQualifiedName ) ) (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )? (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )? (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )?
            {
            otherlv_0=(Token)match(input,71,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSheetPlacementAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:4884:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:4885:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:4885:4: ( ruleQualifiedName )
            // InternalBanneret.g:4886:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getSheetPlacementRule());
            					}
            				

            					newCompositeNode(grammarAccess.getSheetPlacementAccess().getMapHexMapCrossReference_1_0());
            				
            pushFollow(FOLLOW_94);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:4900:3: (otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) ) )?
            int alt73=2;
            int LA73_0 = input.LA(1);

            if ( (LA73_0==99) ) {
                alt73=1;
            }
            switch (alt73) {
                case 1 :
                    // InternalBanneret.g:4901:4: otherlv_2= 'as' ( (lv_id_3_0= RULE_ID ) )
                    {
                    otherlv_2=(Token)match(input,99,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getSheetPlacementAccess().getAsKeyword_2_0());
                    			
                    // InternalBanneret.g:4905:4: ( (lv_id_3_0= RULE_ID ) )
                    // InternalBanneret.g:4906:5: (lv_id_3_0= RULE_ID )
                    {
                    // InternalBanneret.g:4906:5: (lv_id_3_0= RULE_ID )
                    // InternalBanneret.g:4907:6: lv_id_3_0= RULE_ID
                    {
                    lv_id_3_0=(Token)match(input,RULE_ID,FOLLOW_95); 

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

            // InternalBanneret.g:4924:3: (otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) ) )?
            int alt74=2;
            int LA74_0 = input.LA(1);

            if ( (LA74_0==100) ) {
                alt74=1;
            }
            switch (alt74) {
                case 1 :
                    // InternalBanneret.g:4925:4: otherlv_4= 'offset' ( (lv_columnOffset_5_0= ruleSignedInt ) ) otherlv_6= ',' ( (lv_rowOffset_7_0= ruleSignedInt ) )
                    {
                    otherlv_4=(Token)match(input,100,FOLLOW_22); 

                    				newLeafNode(otherlv_4, grammarAccess.getSheetPlacementAccess().getOffsetKeyword_3_0());
                    			
                    // InternalBanneret.g:4929:4: ( (lv_columnOffset_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:4930:5: (lv_columnOffset_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4930:5: (lv_columnOffset_5_0= ruleSignedInt )
                    // InternalBanneret.g:4931:6: lv_columnOffset_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getSheetPlacementAccess().getColumnOffsetSignedIntParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_96);
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
                    			
                    // InternalBanneret.g:4952:4: ( (lv_rowOffset_7_0= ruleSignedInt ) )
                    // InternalBanneret.g:4953:5: (lv_rowOffset_7_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:4953:5: (lv_rowOffset_7_0= ruleSignedInt )
                    // InternalBanneret.g:4954:6: lv_rowOffset_7_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getSheetPlacementAccess().getRowOffsetSignedIntParserRuleCall_3_3_0());
                    					
                    pushFollow(FOLLOW_97);
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

            // InternalBanneret.g:4972:3: (otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) ) )?
            int alt75=2;
            int LA75_0 = input.LA(1);

            if ( (LA75_0==101) ) {
                alt75=1;
            }
            switch (alt75) {
                case 1 :
                    // InternalBanneret.g:4973:4: otherlv_8= 'rotated' ( (lv_rotation_9_0= RULE_INT ) )
                    {
                    otherlv_8=(Token)match(input,101,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getSheetPlacementAccess().getRotatedKeyword_4_0());
                    			
                    // InternalBanneret.g:4977:4: ( (lv_rotation_9_0= RULE_INT ) )
                    // InternalBanneret.g:4978:5: (lv_rotation_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:4978:5: (lv_rotation_9_0= RULE_INT )
                    // InternalBanneret.g:4979:6: lv_rotation_9_0= RULE_INT
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
    // InternalBanneret.g:5000:1: entryRuleVariantSetting returns [EObject current=null] : iv_ruleVariantSetting= ruleVariantSetting EOF ;
    public final EObject entryRuleVariantSetting() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantSetting = null;


        try {
            // InternalBanneret.g:5000:55: (iv_ruleVariantSetting= ruleVariantSetting EOF )
            // InternalBanneret.g:5001:2: iv_ruleVariantSetting= ruleVariantSetting EOF
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
    // InternalBanneret.g:5007:1: ruleVariantSetting returns [EObject current=null] : (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) ) ;
    public final EObject ruleVariantSetting() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        AntlrDatatypeRuleToken lv_value_3_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5013:2: ( (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) ) )
            // InternalBanneret.g:5014:2: (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) )
            {
            // InternalBanneret.g:5014:2: (otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) ) )
            // InternalBanneret.g:5015:3: otherlv_0= 'variant' ( (otherlv_1= RULE_ID ) ) otherlv_2= '=' ( (lv_value_3_0= ruleValue ) )
            {
            otherlv_0=(Token)match(input,27,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getVariantSettingAccess().getVariantKeyword_0());
            		
            // InternalBanneret.g:5019:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:5020:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:5020:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:5021:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getVariantSettingRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_98); 

            					newLeafNode(otherlv_1, grammarAccess.getVariantSettingAccess().getVariantVariantDefinitionCrossReference_1_0());
            				

            }


            }

            otherlv_2=(Token)match(input,91,FOLLOW_58); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantSettingAccess().getEqualsSignKeyword_2());
            		
            // InternalBanneret.g:5036:3: ( (lv_value_3_0= ruleValue ) )
            // InternalBanneret.g:5037:4: (lv_value_3_0= ruleValue )
            {
            // InternalBanneret.g:5037:4: (lv_value_3_0= ruleValue )
            // InternalBanneret.g:5038:5: lv_value_3_0= ruleValue
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
    // InternalBanneret.g:5059:1: entryRuleSide returns [EObject current=null] : iv_ruleSide= ruleSide EOF ;
    public final EObject entryRuleSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSide = null;


        try {
            // InternalBanneret.g:5059:45: (iv_ruleSide= ruleSide EOF )
            // InternalBanneret.g:5060:2: iv_ruleSide= ruleSide EOF
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
    // InternalBanneret.g:5066:1: ruleSide returns [EObject current=null] : (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' ) ;
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
            // InternalBanneret.g:5072:2: ( (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' ) )
            // InternalBanneret.g:5073:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' )
            {
            // InternalBanneret.g:5073:2: (otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}' )
            // InternalBanneret.g:5074:3: otherlv_0= 'side' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= '{' ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )* otherlv_28= '}'
            {
            otherlv_0=(Token)match(input,50,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSideAccess().getSideKeyword_0());
            		
            // InternalBanneret.g:5078:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:5079:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:5079:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:5080:5: lv_name_1_0= RULE_ID
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

            // InternalBanneret.g:5096:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt76=2;
            int LA76_0 = input.LA(1);

            if ( (LA76_0==RULE_STRING) ) {
                alt76=1;
            }
            switch (alt76) {
                case 1 :
                    // InternalBanneret.g:5097:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5097:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:5098:5: lv_title_2_0= RULE_STRING
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

            otherlv_3=(Token)match(input,13,FOLLOW_99); 

            			newLeafNode(otherlv_3, grammarAccess.getSideAccess().getLeftCurlyBracketKeyword_3());
            		
            // InternalBanneret.g:5118:3: ( (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) ) | (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* ) | (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) ) | ( (lv_initiative_12_0= 'initiative' ) ) | (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) ) | (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) ) | (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) ) | (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) ) | (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' ) | ( (lv_elements_27_0= ruleForceElement ) ) )*
            loop79:
            do {
                int alt79=11;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt79=1;
                    }
                    break;
                case 16:
                    {
                    alt79=2;
                    }
                    break;
                case 29:
                    {
                    alt79=3;
                    }
                    break;
                case 102:
                    {
                    alt79=4;
                    }
                    break;
                case 103:
                    {
                    alt79=5;
                    }
                    break;
                case 105:
                    {
                    alt79=6;
                    }
                    break;
                case 106:
                    {
                    alt79=7;
                    }
                    break;
                case 107:
                    {
                    alt79=8;
                    }
                    break;
                case 108:
                    {
                    alt79=9;
                    }
                    break;
                case RULE_ID:
                case RULE_INT:
                case 24:
                case 109:
                    {
                    alt79=10;
                    }
                    break;

                }

                switch (alt79) {
            	case 1 :
            	    // InternalBanneret.g:5119:4: (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5119:4: (otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5120:5: otherlv_4= 'description' ( (lv_description_5_0= RULE_STRING ) )
            	    {
            	    otherlv_4=(Token)match(input,15,FOLLOW_8); 

            	    					newLeafNode(otherlv_4, grammarAccess.getSideAccess().getDescriptionKeyword_4_0_0());
            	    				
            	    // InternalBanneret.g:5124:5: ( (lv_description_5_0= RULE_STRING ) )
            	    // InternalBanneret.g:5125:6: (lv_description_5_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5125:6: (lv_description_5_0= RULE_STRING )
            	    // InternalBanneret.g:5126:7: lv_description_5_0= RULE_STRING
            	    {
            	    lv_description_5_0=(Token)match(input,RULE_STRING,FOLLOW_99); 

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
            	    // InternalBanneret.g:5144:4: (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:5144:4: (otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )
            	    // InternalBanneret.g:5145:5: otherlv_6= 'nationality' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
            	    {
            	    otherlv_6=(Token)match(input,16,FOLLOW_4); 

            	    					newLeafNode(otherlv_6, grammarAccess.getSideAccess().getNationalityKeyword_4_1_0());
            	    				
            	    // InternalBanneret.g:5149:5: ( (otherlv_7= RULE_ID ) )
            	    // InternalBanneret.g:5150:6: (otherlv_7= RULE_ID )
            	    {
            	    // InternalBanneret.g:5150:6: (otherlv_7= RULE_ID )
            	    // InternalBanneret.g:5151:7: otherlv_7= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getSideRule());
            	    							}
            	    						
            	    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_100); 

            	    							newLeafNode(otherlv_7, grammarAccess.getSideAccess().getNationalitiesNationalityCrossReference_4_1_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:5162:5: (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
            	    loop77:
            	    do {
            	        int alt77=2;
            	        int LA77_0 = input.LA(1);

            	        if ( (LA77_0==35) ) {
            	            alt77=1;
            	        }


            	        switch (alt77) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5163:6: otherlv_8= ',' ( (otherlv_9= RULE_ID ) )
            	    	    {
            	    	    otherlv_8=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_8, grammarAccess.getSideAccess().getCommaKeyword_4_1_2_0());
            	    	    					
            	    	    // InternalBanneret.g:5167:6: ( (otherlv_9= RULE_ID ) )
            	    	    // InternalBanneret.g:5168:7: (otherlv_9= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:5168:7: (otherlv_9= RULE_ID )
            	    	    // InternalBanneret.g:5169:8: otherlv_9= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getSideRule());
            	    	    								}
            	    	    							
            	    	    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_100); 

            	    	    								newLeafNode(otherlv_9, grammarAccess.getSideAccess().getNationalitiesNationalityCrossReference_4_1_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop77;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:5183:4: (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5183:4: (otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5184:5: otherlv_10= 'color' ( (lv_color_11_0= RULE_STRING ) )
            	    {
            	    otherlv_10=(Token)match(input,29,FOLLOW_8); 

            	    					newLeafNode(otherlv_10, grammarAccess.getSideAccess().getColorKeyword_4_2_0());
            	    				
            	    // InternalBanneret.g:5188:5: ( (lv_color_11_0= RULE_STRING ) )
            	    // InternalBanneret.g:5189:6: (lv_color_11_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5189:6: (lv_color_11_0= RULE_STRING )
            	    // InternalBanneret.g:5190:7: lv_color_11_0= RULE_STRING
            	    {
            	    lv_color_11_0=(Token)match(input,RULE_STRING,FOLLOW_99); 

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
            	    // InternalBanneret.g:5208:4: ( (lv_initiative_12_0= 'initiative' ) )
            	    {
            	    // InternalBanneret.g:5208:4: ( (lv_initiative_12_0= 'initiative' ) )
            	    // InternalBanneret.g:5209:5: (lv_initiative_12_0= 'initiative' )
            	    {
            	    // InternalBanneret.g:5209:5: (lv_initiative_12_0= 'initiative' )
            	    // InternalBanneret.g:5210:6: lv_initiative_12_0= 'initiative'
            	    {
            	    lv_initiative_12_0=(Token)match(input,102,FOLLOW_99); 

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
            	    // InternalBanneret.g:5223:4: (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5223:4: (otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5224:5: otherlv_13= 'setup' otherlv_14= 'order' ( (lv_setupOrder_15_0= RULE_INT ) )
            	    {
            	    otherlv_13=(Token)match(input,103,FOLLOW_101); 

            	    					newLeafNode(otherlv_13, grammarAccess.getSideAccess().getSetupKeyword_4_4_0());
            	    				
            	    otherlv_14=(Token)match(input,104,FOLLOW_10); 

            	    					newLeafNode(otherlv_14, grammarAccess.getSideAccess().getOrderKeyword_4_4_1());
            	    				
            	    // InternalBanneret.g:5232:5: ( (lv_setupOrder_15_0= RULE_INT ) )
            	    // InternalBanneret.g:5233:6: (lv_setupOrder_15_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5233:6: (lv_setupOrder_15_0= RULE_INT )
            	    // InternalBanneret.g:5234:7: lv_setupOrder_15_0= RULE_INT
            	    {
            	    lv_setupOrder_15_0=(Token)match(input,RULE_INT,FOLLOW_99); 

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
            	    // InternalBanneret.g:5252:4: (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:5252:4: (otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:5253:5: otherlv_16= 'role' ( (lv_role_17_0= RULE_STRING ) )
            	    {
            	    otherlv_16=(Token)match(input,105,FOLLOW_8); 

            	    					newLeafNode(otherlv_16, grammarAccess.getSideAccess().getRoleKeyword_4_5_0());
            	    				
            	    // InternalBanneret.g:5257:5: ( (lv_role_17_0= RULE_STRING ) )
            	    // InternalBanneret.g:5258:6: (lv_role_17_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:5258:6: (lv_role_17_0= RULE_STRING )
            	    // InternalBanneret.g:5259:7: lv_role_17_0= RULE_STRING
            	    {
            	    lv_role_17_0=(Token)match(input,RULE_STRING,FOLLOW_99); 

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
            	    // InternalBanneret.g:5277:4: (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) )
            	    {
            	    // InternalBanneret.g:5277:4: (otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) ) )
            	    // InternalBanneret.g:5278:5: otherlv_18= 'morale' ( (lv_morale_19_0= ruleSignedInt ) )
            	    {
            	    otherlv_18=(Token)match(input,106,FOLLOW_22); 

            	    					newLeafNode(otherlv_18, grammarAccess.getSideAccess().getMoraleKeyword_4_6_0());
            	    				
            	    // InternalBanneret.g:5282:5: ( (lv_morale_19_0= ruleSignedInt ) )
            	    // InternalBanneret.g:5283:6: (lv_morale_19_0= ruleSignedInt )
            	    {
            	    // InternalBanneret.g:5283:6: (lv_morale_19_0= ruleSignedInt )
            	    // InternalBanneret.g:5284:7: lv_morale_19_0= ruleSignedInt
            	    {

            	    							newCompositeNode(grammarAccess.getSideAccess().getMoraleSignedIntParserRuleCall_4_6_1_0());
            	    						
            	    pushFollow(FOLLOW_99);
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
            	    // InternalBanneret.g:5303:4: (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5303:4: (otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5304:5: otherlv_20= 'banners' ( (lv_banners_21_0= RULE_INT ) )
            	    {
            	    otherlv_20=(Token)match(input,107,FOLLOW_10); 

            	    					newLeafNode(otherlv_20, grammarAccess.getSideAccess().getBannersKeyword_4_7_0());
            	    				
            	    // InternalBanneret.g:5308:5: ( (lv_banners_21_0= RULE_INT ) )
            	    // InternalBanneret.g:5309:6: (lv_banners_21_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5309:6: (lv_banners_21_0= RULE_INT )
            	    // InternalBanneret.g:5310:7: lv_banners_21_0= RULE_INT
            	    {
            	    lv_banners_21_0=(Token)match(input,RULE_INT,FOLLOW_99); 

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
            	    // InternalBanneret.g:5328:4: (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' )
            	    {
            	    // InternalBanneret.g:5328:4: (otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}' )
            	    // InternalBanneret.g:5329:5: otherlv_22= 'victory' otherlv_23= '{' ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )* otherlv_26= '}'
            	    {
            	    otherlv_22=(Token)match(input,108,FOLLOW_6); 

            	    					newLeafNode(otherlv_22, grammarAccess.getSideAccess().getVictoryKeyword_4_8_0());
            	    				
            	    otherlv_23=(Token)match(input,13,FOLLOW_102); 

            	    					newLeafNode(otherlv_23, grammarAccess.getSideAccess().getLeftCurlyBracketKeyword_4_8_1());
            	    				
            	    // InternalBanneret.g:5337:5: ( ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) ) | ( (lv_victoryPoints_25_0= ruleVictoryPoints ) ) )*
            	    loop78:
            	    do {
            	        int alt78=3;
            	        int LA78_0 = input.LA(1);

            	        if ( (LA78_0==126) ) {
            	            alt78=1;
            	        }
            	        else if ( (LA78_0==RULE_INT||(LA78_0>=149 && LA78_0<=150)) ) {
            	            alt78=2;
            	        }


            	        switch (alt78) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5338:6: ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) )
            	    	    {
            	    	    // InternalBanneret.g:5338:6: ( (lv_automaticVictory_24_0= ruleAutomaticCondition ) )
            	    	    // InternalBanneret.g:5339:7: (lv_automaticVictory_24_0= ruleAutomaticCondition )
            	    	    {
            	    	    // InternalBanneret.g:5339:7: (lv_automaticVictory_24_0= ruleAutomaticCondition )
            	    	    // InternalBanneret.g:5340:8: lv_automaticVictory_24_0= ruleAutomaticCondition
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getSideAccess().getAutomaticVictoryAutomaticConditionParserRuleCall_4_8_2_0_0());
            	    	    							
            	    	    pushFollow(FOLLOW_102);
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
            	    	    // InternalBanneret.g:5358:6: ( (lv_victoryPoints_25_0= ruleVictoryPoints ) )
            	    	    {
            	    	    // InternalBanneret.g:5358:6: ( (lv_victoryPoints_25_0= ruleVictoryPoints ) )
            	    	    // InternalBanneret.g:5359:7: (lv_victoryPoints_25_0= ruleVictoryPoints )
            	    	    {
            	    	    // InternalBanneret.g:5359:7: (lv_victoryPoints_25_0= ruleVictoryPoints )
            	    	    // InternalBanneret.g:5360:8: lv_victoryPoints_25_0= ruleVictoryPoints
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getSideAccess().getVictoryPointsVictoryPointsParserRuleCall_4_8_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_102);
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
            	    	    break loop78;
            	        }
            	    } while (true);

            	    otherlv_26=(Token)match(input,28,FOLLOW_99); 

            	    					newLeafNode(otherlv_26, grammarAccess.getSideAccess().getRightCurlyBracketKeyword_4_8_3());
            	    				

            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:5384:4: ( (lv_elements_27_0= ruleForceElement ) )
            	    {
            	    // InternalBanneret.g:5384:4: ( (lv_elements_27_0= ruleForceElement ) )
            	    // InternalBanneret.g:5385:5: (lv_elements_27_0= ruleForceElement )
            	    {
            	    // InternalBanneret.g:5385:5: (lv_elements_27_0= ruleForceElement )
            	    // InternalBanneret.g:5386:6: lv_elements_27_0= ruleForceElement
            	    {

            	    						newCompositeNode(grammarAccess.getSideAccess().getElementsForceElementParserRuleCall_4_9_0());
            	    					
            	    pushFollow(FOLLOW_99);
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
            	    break loop79;
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
    // InternalBanneret.g:5412:1: entryRuleForceElement returns [EObject current=null] : iv_ruleForceElement= ruleForceElement EOF ;
    public final EObject entryRuleForceElement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleForceElement = null;


        try {
            // InternalBanneret.g:5412:53: (iv_ruleForceElement= ruleForceElement EOF )
            // InternalBanneret.g:5413:2: iv_ruleForceElement= ruleForceElement EOF
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
    // InternalBanneret.g:5419:1: ruleForceElement returns [EObject current=null] : (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit ) ;
    public final EObject ruleForceElement() throws RecognitionException {
        EObject current = null;

        EObject this_Formation_0 = null;

        EObject this_Unit_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:5425:2: ( (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit ) )
            // InternalBanneret.g:5426:2: (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit )
            {
            // InternalBanneret.g:5426:2: (this_Formation_0= ruleFormation | this_Unit_1= ruleUnit )
            int alt80=2;
            int LA80_0 = input.LA(1);

            if ( (LA80_0==109) ) {
                alt80=1;
            }
            else if ( ((LA80_0>=RULE_ID && LA80_0<=RULE_INT)||LA80_0==24) ) {
                alt80=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 80, 0, input);

                throw nvae;
            }
            switch (alt80) {
                case 1 :
                    // InternalBanneret.g:5427:3: this_Formation_0= ruleFormation
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
                    // InternalBanneret.g:5436:3: this_Unit_1= ruleUnit
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
    // InternalBanneret.g:5448:1: entryRuleFormation returns [EObject current=null] : iv_ruleFormation= ruleFormation EOF ;
    public final EObject entryRuleFormation() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFormation = null;


        try {
            // InternalBanneret.g:5448:50: (iv_ruleFormation= ruleFormation EOF )
            // InternalBanneret.g:5449:2: iv_ruleFormation= ruleFormation EOF
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
    // InternalBanneret.g:5455:1: ruleFormation returns [EObject current=null] : (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' ) ;
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
            // InternalBanneret.g:5461:2: ( (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' ) )
            // InternalBanneret.g:5462:2: (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' )
            {
            // InternalBanneret.g:5462:2: (otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}' )
            // InternalBanneret.g:5463:3: otherlv_0= 'formation' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )? otherlv_6= '{' ( (lv_elements_7_0= ruleForceElement ) )* otherlv_8= '}'
            {
            otherlv_0=(Token)match(input,109,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getFormationAccess().getFormationKeyword_0());
            		
            // InternalBanneret.g:5467:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:5468:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:5468:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:5469:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_103); 

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

            // InternalBanneret.g:5485:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt81=2;
            int LA81_0 = input.LA(1);

            if ( (LA81_0==RULE_STRING) ) {
                alt81=1;
            }
            switch (alt81) {
                case 1 :
                    // InternalBanneret.g:5486:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:5486:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:5487:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_104); 

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

            // InternalBanneret.g:5503:3: (otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) ) )?
            int alt82=2;
            int LA82_0 = input.LA(1);

            if ( (LA82_0==110) ) {
                alt82=1;
            }
            switch (alt82) {
                case 1 :
                    // InternalBanneret.g:5504:4: otherlv_3= 'commanded' otherlv_4= 'by' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_3=(Token)match(input,110,FOLLOW_105); 

                    				newLeafNode(otherlv_3, grammarAccess.getFormationAccess().getCommandedKeyword_3_0());
                    			
                    otherlv_4=(Token)match(input,111,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getFormationAccess().getByKeyword_3_1());
                    			
                    // InternalBanneret.g:5512:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:5513:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:5513:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:5514:6: otherlv_5= RULE_ID
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

            otherlv_6=(Token)match(input,13,FOLLOW_99); 

            			newLeafNode(otherlv_6, grammarAccess.getFormationAccess().getLeftCurlyBracketKeyword_4());
            		
            // InternalBanneret.g:5530:3: ( (lv_elements_7_0= ruleForceElement ) )*
            loop83:
            do {
                int alt83=2;
                int LA83_0 = input.LA(1);

                if ( ((LA83_0>=RULE_ID && LA83_0<=RULE_INT)||LA83_0==24||LA83_0==109) ) {
                    alt83=1;
                }


                switch (alt83) {
            	case 1 :
            	    // InternalBanneret.g:5531:4: (lv_elements_7_0= ruleForceElement )
            	    {
            	    // InternalBanneret.g:5531:4: (lv_elements_7_0= ruleForceElement )
            	    // InternalBanneret.g:5532:5: lv_elements_7_0= ruleForceElement
            	    {

            	    					newCompositeNode(grammarAccess.getFormationAccess().getElementsForceElementParserRuleCall_5_0());
            	    				
            	    pushFollow(FOLLOW_99);
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
            	    break loop83;
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
    // InternalBanneret.g:5557:1: entryRuleUnit returns [EObject current=null] : iv_ruleUnit= ruleUnit EOF ;
    public final EObject entryRuleUnit() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnit = null;


        try {
            // InternalBanneret.g:5557:45: (iv_ruleUnit= ruleUnit EOF )
            // InternalBanneret.g:5558:2: iv_ruleUnit= ruleUnit EOF
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
    // InternalBanneret.g:5564:1: ruleUnit returns [EObject current=null] : ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? ) ;
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
            // InternalBanneret.g:5570:2: ( ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? ) )
            // InternalBanneret.g:5571:2: ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? )
            {
            // InternalBanneret.g:5571:2: ( ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )? )
            // InternalBanneret.g:5572:3: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) ) (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )? (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )? ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )* ( (lv_placement_38_0= rulePlacement ) )? (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )?
            {
            // InternalBanneret.g:5572:3: ( ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? ) | ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? ) | (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? ) )
            int alt88=3;
            switch ( input.LA(1) ) {
            case RULE_INT:
                {
                alt88=1;
                }
                break;
            case RULE_ID:
                {
                alt88=2;
                }
                break;
            case 24:
                {
                alt88=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 88, 0, input);

                throw nvae;
            }

            switch (alt88) {
                case 1 :
                    // InternalBanneret.g:5573:4: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? )
                    {
                    // InternalBanneret.g:5573:4: ( ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )? )
                    // InternalBanneret.g:5574:5: ( (lv_count_0_0= RULE_INT ) ) otherlv_1= 'x' ( (otherlv_2= RULE_ID ) ) (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
                    {
                    // InternalBanneret.g:5574:5: ( (lv_count_0_0= RULE_INT ) )
                    // InternalBanneret.g:5575:6: (lv_count_0_0= RULE_INT )
                    {
                    // InternalBanneret.g:5575:6: (lv_count_0_0= RULE_INT )
                    // InternalBanneret.g:5576:7: lv_count_0_0= RULE_INT
                    {
                    lv_count_0_0=(Token)match(input,RULE_INT,FOLLOW_52); 

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

                    otherlv_1=(Token)match(input,67,FOLLOW_4); 

                    					newLeafNode(otherlv_1, grammarAccess.getUnitAccess().getXKeyword_0_0_1());
                    				
                    // InternalBanneret.g:5596:5: ( (otherlv_2= RULE_ID ) )
                    // InternalBanneret.g:5597:6: (otherlv_2= RULE_ID )
                    {
                    // InternalBanneret.g:5597:6: (otherlv_2= RULE_ID )
                    // InternalBanneret.g:5598:7: otherlv_2= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_106); 

                    							newLeafNode(otherlv_2, grammarAccess.getUnitAccess().getTypeUnitTypeCrossReference_0_0_2_0());
                    						

                    }


                    }

                    // InternalBanneret.g:5609:5: (otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']' )?
                    int alt84=2;
                    int LA84_0 = input.LA(1);

                    if ( (LA84_0==68) ) {
                        alt84=1;
                    }
                    switch (alt84) {
                        case 1 :
                            // InternalBanneret.g:5610:6: otherlv_3= '[' ( (lv_armour_4_0= RULE_INT ) ) otherlv_5= ']'
                            {
                            otherlv_3=(Token)match(input,68,FOLLOW_10); 

                            						newLeafNode(otherlv_3, grammarAccess.getUnitAccess().getLeftSquareBracketKeyword_0_0_3_0());
                            					
                            // InternalBanneret.g:5614:6: ( (lv_armour_4_0= RULE_INT ) )
                            // InternalBanneret.g:5615:7: (lv_armour_4_0= RULE_INT )
                            {
                            // InternalBanneret.g:5615:7: (lv_armour_4_0= RULE_INT )
                            // InternalBanneret.g:5616:8: lv_armour_4_0= RULE_INT
                            {
                            lv_armour_4_0=(Token)match(input,RULE_INT,FOLLOW_54); 

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

                            otherlv_5=(Token)match(input,69,FOLLOW_107); 

                            						newLeafNode(otherlv_5, grammarAccess.getUnitAccess().getRightSquareBracketKeyword_0_0_3_2());
                            					

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:5639:4: ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? )
                    {
                    // InternalBanneret.g:5639:4: ( ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )? )
                    // InternalBanneret.g:5640:5: ( (otherlv_6= RULE_ID ) ) ( (lv_name_7_0= RULE_ID ) ) ( (lv_title_8_0= RULE_STRING ) )?
                    {
                    // InternalBanneret.g:5640:5: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:5641:6: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:5641:6: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:5642:7: otherlv_6= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_4); 

                    							newLeafNode(otherlv_6, grammarAccess.getUnitAccess().getTypeUnitTypeCrossReference_0_1_0_0());
                    						

                    }


                    }

                    // InternalBanneret.g:5653:5: ( (lv_name_7_0= RULE_ID ) )
                    // InternalBanneret.g:5654:6: (lv_name_7_0= RULE_ID )
                    {
                    // InternalBanneret.g:5654:6: (lv_name_7_0= RULE_ID )
                    // InternalBanneret.g:5655:7: lv_name_7_0= RULE_ID
                    {
                    lv_name_7_0=(Token)match(input,RULE_ID,FOLLOW_108); 

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

                    // InternalBanneret.g:5671:5: ( (lv_title_8_0= RULE_STRING ) )?
                    int alt85=2;
                    int LA85_0 = input.LA(1);

                    if ( (LA85_0==RULE_STRING) ) {
                        alt85=1;
                    }
                    switch (alt85) {
                        case 1 :
                            // InternalBanneret.g:5672:6: (lv_title_8_0= RULE_STRING )
                            {
                            // InternalBanneret.g:5672:6: (lv_title_8_0= RULE_STRING )
                            // InternalBanneret.g:5673:7: lv_title_8_0= RULE_STRING
                            {
                            lv_title_8_0=(Token)match(input,RULE_STRING,FOLLOW_107); 

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
                    // InternalBanneret.g:5691:4: (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? )
                    {
                    // InternalBanneret.g:5691:4: (otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )? )
                    // InternalBanneret.g:5692:5: otherlv_9= 'counter' ( (otherlv_10= RULE_ID ) ) ( (lv_name_11_0= RULE_ID ) )? ( (lv_title_12_0= RULE_STRING ) )?
                    {
                    otherlv_9=(Token)match(input,24,FOLLOW_4); 

                    					newLeafNode(otherlv_9, grammarAccess.getUnitAccess().getCounterKeyword_0_2_0());
                    				
                    // InternalBanneret.g:5696:5: ( (otherlv_10= RULE_ID ) )
                    // InternalBanneret.g:5697:6: (otherlv_10= RULE_ID )
                    {
                    // InternalBanneret.g:5697:6: (otherlv_10= RULE_ID )
                    // InternalBanneret.g:5698:7: otherlv_10= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getUnitRule());
                    							}
                    						
                    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_109); 

                    							newLeafNode(otherlv_10, grammarAccess.getUnitAccess().getTemplateCounterTemplateCrossReference_0_2_1_0());
                    						

                    }


                    }

                    // InternalBanneret.g:5709:5: ( (lv_name_11_0= RULE_ID ) )?
                    int alt86=2;
                    alt86 = dfa86.predict(input);
                    switch (alt86) {
                        case 1 :
                            // InternalBanneret.g:5710:6: (lv_name_11_0= RULE_ID )
                            {
                            // InternalBanneret.g:5710:6: (lv_name_11_0= RULE_ID )
                            // InternalBanneret.g:5711:7: lv_name_11_0= RULE_ID
                            {
                            lv_name_11_0=(Token)match(input,RULE_ID,FOLLOW_108); 

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

                    // InternalBanneret.g:5727:5: ( (lv_title_12_0= RULE_STRING ) )?
                    int alt87=2;
                    int LA87_0 = input.LA(1);

                    if ( (LA87_0==RULE_STRING) ) {
                        alt87=1;
                    }
                    switch (alt87) {
                        case 1 :
                            // InternalBanneret.g:5728:6: (lv_title_12_0= RULE_STRING )
                            {
                            // InternalBanneret.g:5728:6: (lv_title_12_0= RULE_STRING )
                            // InternalBanneret.g:5729:7: lv_title_12_0= RULE_STRING
                            {
                            lv_title_12_0=(Token)match(input,RULE_STRING,FOLLOW_107); 

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

            // InternalBanneret.g:5747:3: (otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')' )?
            int alt89=2;
            int LA89_0 = input.LA(1);

            if ( (LA89_0==95) ) {
                alt89=1;
            }
            switch (alt89) {
                case 1 :
                    // InternalBanneret.g:5748:4: otherlv_13= '(' ( (lv_fatigue_14_0= ruleFatigue ) ) otherlv_15= ')'
                    {
                    otherlv_13=(Token)match(input,95,FOLLOW_4); 

                    				newLeafNode(otherlv_13, grammarAccess.getUnitAccess().getLeftParenthesisKeyword_1_0());
                    			
                    // InternalBanneret.g:5752:4: ( (lv_fatigue_14_0= ruleFatigue ) )
                    // InternalBanneret.g:5753:5: (lv_fatigue_14_0= ruleFatigue )
                    {
                    // InternalBanneret.g:5753:5: (lv_fatigue_14_0= ruleFatigue )
                    // InternalBanneret.g:5754:6: lv_fatigue_14_0= ruleFatigue
                    {

                    						newCompositeNode(grammarAccess.getUnitAccess().getFatigueFatigueParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_92);
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

                    otherlv_15=(Token)match(input,96,FOLLOW_110); 

                    				newLeafNode(otherlv_15, grammarAccess.getUnitAccess().getRightParenthesisKeyword_1_2());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:5776:3: (otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) ) )?
            int alt90=2;
            int LA90_0 = input.LA(1);

            if ( (LA90_0==35) ) {
                alt90=1;
            }
            switch (alt90) {
                case 1 :
                    // InternalBanneret.g:5777:4: otherlv_16= ',' ( (lv_banner_17_0= 'banner' ) )
                    {
                    otherlv_16=(Token)match(input,35,FOLLOW_111); 

                    				newLeafNode(otherlv_16, grammarAccess.getUnitAccess().getCommaKeyword_2_0());
                    			
                    // InternalBanneret.g:5781:4: ( (lv_banner_17_0= 'banner' ) )
                    // InternalBanneret.g:5782:5: (lv_banner_17_0= 'banner' )
                    {
                    // InternalBanneret.g:5782:5: (lv_banner_17_0= 'banner' )
                    // InternalBanneret.g:5783:6: lv_banner_17_0= 'banner'
                    {
                    lv_banner_17_0=(Token)match(input,112,FOLLOW_112); 

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

            // InternalBanneret.g:5796:3: ( (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) ) | (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) ) | ( (lv_state_22_0= ruleUnitState ) ) | ( (lv_flipped_23_0= 'flipped' ) ) | (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* ) | (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) ) | (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) ) | (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) ) | (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) ) | (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) ) )*
            loop92:
            do {
                int alt92=11;
                switch ( input.LA(1) ) {
                case 47:
                    {
                    alt92=1;
                    }
                    break;
                case 63:
                    {
                    alt92=2;
                    }
                    break;
                case 133:
                case 134:
                case 135:
                case 136:
                case 175:
                    {
                    alt92=3;
                    }
                    break;
                case 113:
                    {
                    alt92=4;
                    }
                    break;
                case 44:
                    {
                    alt92=5;
                    }
                    break;
                case 114:
                    {
                    alt92=6;
                    }
                    break;
                case 115:
                    {
                    alt92=7;
                    }
                    break;
                case 116:
                    {
                    alt92=8;
                    }
                    break;
                case 117:
                    {
                    alt92=9;
                    }
                    break;
                case 118:
                    {
                    alt92=10;
                    }
                    break;

                }

                switch (alt92) {
            	case 1 :
            	    // InternalBanneret.g:5797:4: (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:5797:4: (otherlv_18= 'of' ( (otherlv_19= RULE_ID ) ) )
            	    // InternalBanneret.g:5798:5: otherlv_18= 'of' ( (otherlv_19= RULE_ID ) )
            	    {
            	    otherlv_18=(Token)match(input,47,FOLLOW_4); 

            	    					newLeafNode(otherlv_18, grammarAccess.getUnitAccess().getOfKeyword_3_0_0());
            	    				
            	    // InternalBanneret.g:5802:5: ( (otherlv_19= RULE_ID ) )
            	    // InternalBanneret.g:5803:6: (otherlv_19= RULE_ID )
            	    {
            	    // InternalBanneret.g:5803:6: (otherlv_19= RULE_ID )
            	    // InternalBanneret.g:5804:7: otherlv_19= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_19=(Token)match(input,RULE_ID,FOLLOW_112); 

            	    							newLeafNode(otherlv_19, grammarAccess.getUnitAccess().getNationalityNationalityCrossReference_3_0_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:5817:4: (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:5817:4: (otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) ) )
            	    // InternalBanneret.g:5818:5: otherlv_20= 'strength' ( (lv_strength_21_0= RULE_INT ) )
            	    {
            	    otherlv_20=(Token)match(input,63,FOLLOW_10); 

            	    					newLeafNode(otherlv_20, grammarAccess.getUnitAccess().getStrengthKeyword_3_1_0());
            	    				
            	    // InternalBanneret.g:5822:5: ( (lv_strength_21_0= RULE_INT ) )
            	    // InternalBanneret.g:5823:6: (lv_strength_21_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:5823:6: (lv_strength_21_0= RULE_INT )
            	    // InternalBanneret.g:5824:7: lv_strength_21_0= RULE_INT
            	    {
            	    lv_strength_21_0=(Token)match(input,RULE_INT,FOLLOW_112); 

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
            	    // InternalBanneret.g:5842:4: ( (lv_state_22_0= ruleUnitState ) )
            	    {
            	    // InternalBanneret.g:5842:4: ( (lv_state_22_0= ruleUnitState ) )
            	    // InternalBanneret.g:5843:5: (lv_state_22_0= ruleUnitState )
            	    {
            	    // InternalBanneret.g:5843:5: (lv_state_22_0= ruleUnitState )
            	    // InternalBanneret.g:5844:6: lv_state_22_0= ruleUnitState
            	    {

            	    						newCompositeNode(grammarAccess.getUnitAccess().getStateUnitStateEnumRuleCall_3_2_0());
            	    					
            	    pushFollow(FOLLOW_112);
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
            	    // InternalBanneret.g:5862:4: ( (lv_flipped_23_0= 'flipped' ) )
            	    {
            	    // InternalBanneret.g:5862:4: ( (lv_flipped_23_0= 'flipped' ) )
            	    // InternalBanneret.g:5863:5: (lv_flipped_23_0= 'flipped' )
            	    {
            	    // InternalBanneret.g:5863:5: (lv_flipped_23_0= 'flipped' )
            	    // InternalBanneret.g:5864:6: lv_flipped_23_0= 'flipped'
            	    {
            	    lv_flipped_23_0=(Token)match(input,113,FOLLOW_112); 

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
            	    // InternalBanneret.g:5877:4: (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* )
            	    {
            	    // InternalBanneret.g:5877:4: (otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )* )
            	    // InternalBanneret.g:5878:5: otherlv_24= 'traits' ( (lv_traits_25_0= ruleWord ) ) (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )*
            	    {
            	    otherlv_24=(Token)match(input,44,FOLLOW_26); 

            	    					newLeafNode(otherlv_24, grammarAccess.getUnitAccess().getTraitsKeyword_3_4_0());
            	    				
            	    // InternalBanneret.g:5882:5: ( (lv_traits_25_0= ruleWord ) )
            	    // InternalBanneret.g:5883:6: (lv_traits_25_0= ruleWord )
            	    {
            	    // InternalBanneret.g:5883:6: (lv_traits_25_0= ruleWord )
            	    // InternalBanneret.g:5884:7: lv_traits_25_0= ruleWord
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getTraitsWordParserRuleCall_3_4_1_0());
            	    						
            	    pushFollow(FOLLOW_110);
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

            	    // InternalBanneret.g:5901:5: (otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) ) )*
            	    loop91:
            	    do {
            	        int alt91=2;
            	        int LA91_0 = input.LA(1);

            	        if ( (LA91_0==35) ) {
            	            alt91=1;
            	        }


            	        switch (alt91) {
            	    	case 1 :
            	    	    // InternalBanneret.g:5902:6: otherlv_26= ',' ( (lv_traits_27_0= ruleWord ) )
            	    	    {
            	    	    otherlv_26=(Token)match(input,35,FOLLOW_26); 

            	    	    						newLeafNode(otherlv_26, grammarAccess.getUnitAccess().getCommaKeyword_3_4_2_0());
            	    	    					
            	    	    // InternalBanneret.g:5906:6: ( (lv_traits_27_0= ruleWord ) )
            	    	    // InternalBanneret.g:5907:7: (lv_traits_27_0= ruleWord )
            	    	    {
            	    	    // InternalBanneret.g:5907:7: (lv_traits_27_0= ruleWord )
            	    	    // InternalBanneret.g:5908:8: lv_traits_27_0= ruleWord
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getUnitAccess().getTraitsWordParserRuleCall_3_4_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_110);
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
            	    	    break loop91;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:5928:4: (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) )
            	    {
            	    // InternalBanneret.g:5928:4: (otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) ) )
            	    // InternalBanneret.g:5929:5: otherlv_28= 'with' ( (lv_markers_29_0= ruleUnitMarker ) )
            	    {
            	    otherlv_28=(Token)match(input,114,FOLLOW_4); 

            	    					newLeafNode(otherlv_28, grammarAccess.getUnitAccess().getWithKeyword_3_5_0());
            	    				
            	    // InternalBanneret.g:5933:5: ( (lv_markers_29_0= ruleUnitMarker ) )
            	    // InternalBanneret.g:5934:6: (lv_markers_29_0= ruleUnitMarker )
            	    {
            	    // InternalBanneret.g:5934:6: (lv_markers_29_0= ruleUnitMarker )
            	    // InternalBanneret.g:5935:7: lv_markers_29_0= ruleUnitMarker
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getMarkersUnitMarkerParserRuleCall_3_5_1_0());
            	    						
            	    pushFollow(FOLLOW_112);
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
            	    // InternalBanneret.g:5954:4: (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) )
            	    {
            	    // InternalBanneret.g:5954:4: (otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) ) )
            	    // InternalBanneret.g:5955:5: otherlv_30= 'set' ( (lv_overrides_31_0= rulePrintedValue ) )
            	    {
            	    otherlv_30=(Token)match(input,115,FOLLOW_26); 

            	    					newLeafNode(otherlv_30, grammarAccess.getUnitAccess().getSetKeyword_3_6_0());
            	    				
            	    // InternalBanneret.g:5959:5: ( (lv_overrides_31_0= rulePrintedValue ) )
            	    // InternalBanneret.g:5960:6: (lv_overrides_31_0= rulePrintedValue )
            	    {
            	    // InternalBanneret.g:5960:6: (lv_overrides_31_0= rulePrintedValue )
            	    // InternalBanneret.g:5961:7: lv_overrides_31_0= rulePrintedValue
            	    {

            	    							newCompositeNode(grammarAccess.getUnitAccess().getOverridesPrintedValueParserRuleCall_3_6_1_0());
            	    						
            	    pushFollow(FOLLOW_112);
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
            	    // InternalBanneret.g:5980:4: (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:5980:4: (otherlv_32= 'under' ( (otherlv_33= RULE_ID ) ) )
            	    // InternalBanneret.g:5981:5: otherlv_32= 'under' ( (otherlv_33= RULE_ID ) )
            	    {
            	    otherlv_32=(Token)match(input,116,FOLLOW_4); 

            	    					newLeafNode(otherlv_32, grammarAccess.getUnitAccess().getUnderKeyword_3_7_0());
            	    				
            	    // InternalBanneret.g:5985:5: ( (otherlv_33= RULE_ID ) )
            	    // InternalBanneret.g:5986:6: (otherlv_33= RULE_ID )
            	    {
            	    // InternalBanneret.g:5986:6: (otherlv_33= RULE_ID )
            	    // InternalBanneret.g:5987:7: otherlv_33= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_33=(Token)match(input,RULE_ID,FOLLOW_112); 

            	    							newLeafNode(otherlv_33, grammarAccess.getUnitAccess().getLeaderUnitCrossReference_3_7_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:6000:4: (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) )
            	    {
            	    // InternalBanneret.g:6000:4: (otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) ) )
            	    // InternalBanneret.g:6001:5: otherlv_34= 'aboard' ( (otherlv_35= RULE_ID ) )
            	    {
            	    otherlv_34=(Token)match(input,117,FOLLOW_4); 

            	    					newLeafNode(otherlv_34, grammarAccess.getUnitAccess().getAboardKeyword_3_8_0());
            	    				
            	    // InternalBanneret.g:6005:5: ( (otherlv_35= RULE_ID ) )
            	    // InternalBanneret.g:6006:6: (otherlv_35= RULE_ID )
            	    {
            	    // InternalBanneret.g:6006:6: (otherlv_35= RULE_ID )
            	    // InternalBanneret.g:6007:7: otherlv_35= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getUnitRule());
            	    							}
            	    						
            	    otherlv_35=(Token)match(input,RULE_ID,FOLLOW_112); 

            	    							newLeafNode(otherlv_35, grammarAccess.getUnitAccess().getCarrierUnitCrossReference_3_8_1_0());
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:6020:4: (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:6020:4: (otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:6021:5: otherlv_36= 'note' ( (lv_description_37_0= RULE_STRING ) )
            	    {
            	    otherlv_36=(Token)match(input,118,FOLLOW_8); 

            	    					newLeafNode(otherlv_36, grammarAccess.getUnitAccess().getNoteKeyword_3_9_0());
            	    				
            	    // InternalBanneret.g:6025:5: ( (lv_description_37_0= RULE_STRING ) )
            	    // InternalBanneret.g:6026:6: (lv_description_37_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:6026:6: (lv_description_37_0= RULE_STRING )
            	    // InternalBanneret.g:6027:7: lv_description_37_0= RULE_STRING
            	    {
            	    lv_description_37_0=(Token)match(input,RULE_STRING,FOLLOW_112); 

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
            	    break loop92;
                }
            } while (true);

            // InternalBanneret.g:6045:3: ( (lv_placement_38_0= rulePlacement ) )?
            int alt93=2;
            int LA93_0 = input.LA(1);

            if ( (LA93_0==56||LA93_0==90||LA93_0==121||LA93_0==123) ) {
                alt93=1;
            }
            switch (alt93) {
                case 1 :
                    // InternalBanneret.g:6046:4: (lv_placement_38_0= rulePlacement )
                    {
                    // InternalBanneret.g:6046:4: (lv_placement_38_0= rulePlacement )
                    // InternalBanneret.g:6047:5: lv_placement_38_0= rulePlacement
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

            // InternalBanneret.g:6064:3: (otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}' )?
            int alt95=2;
            int LA95_0 = input.LA(1);

            if ( (LA95_0==13) ) {
                alt95=1;
            }
            switch (alt95) {
                case 1 :
                    // InternalBanneret.g:6065:4: otherlv_39= '{' ( (lv_elements_40_0= ruleForceElement ) )* otherlv_41= '}'
                    {
                    otherlv_39=(Token)match(input,13,FOLLOW_99); 

                    				newLeafNode(otherlv_39, grammarAccess.getUnitAccess().getLeftCurlyBracketKeyword_5_0());
                    			
                    // InternalBanneret.g:6069:4: ( (lv_elements_40_0= ruleForceElement ) )*
                    loop94:
                    do {
                        int alt94=2;
                        int LA94_0 = input.LA(1);

                        if ( ((LA94_0>=RULE_ID && LA94_0<=RULE_INT)||LA94_0==24||LA94_0==109) ) {
                            alt94=1;
                        }


                        switch (alt94) {
                    	case 1 :
                    	    // InternalBanneret.g:6070:5: (lv_elements_40_0= ruleForceElement )
                    	    {
                    	    // InternalBanneret.g:6070:5: (lv_elements_40_0= ruleForceElement )
                    	    // InternalBanneret.g:6071:6: lv_elements_40_0= ruleForceElement
                    	    {

                    	    						newCompositeNode(grammarAccess.getUnitAccess().getElementsForceElementParserRuleCall_5_1_0());
                    	    					
                    	    pushFollow(FOLLOW_99);
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
                    	    break loop94;
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
    // InternalBanneret.g:6097:1: entryRuleUnitMarker returns [EObject current=null] : iv_ruleUnitMarker= ruleUnitMarker EOF ;
    public final EObject entryRuleUnitMarker() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitMarker = null;


        try {
            // InternalBanneret.g:6097:51: (iv_ruleUnitMarker= ruleUnitMarker EOF )
            // InternalBanneret.g:6098:2: iv_ruleUnitMarker= ruleUnitMarker EOF
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
    // InternalBanneret.g:6104:1: ruleUnitMarker returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? ) ;
    public final EObject ruleUnitMarker() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        AntlrDatatypeRuleToken lv_value_2_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6110:2: ( ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? ) )
            // InternalBanneret.g:6111:2: ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? )
            {
            // InternalBanneret.g:6111:2: ( ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )? )
            // InternalBanneret.g:6112:3: ( (otherlv_0= RULE_ID ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )?
            {
            // InternalBanneret.g:6112:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:6113:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:6113:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:6114:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitMarkerRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_87); 

            					newLeafNode(otherlv_0, grammarAccess.getUnitMarkerAccess().getTypeMarkerTypeCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:6125:3: (otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) ) )?
            int alt96=2;
            int LA96_0 = input.LA(1);

            if ( (LA96_0==91) ) {
                alt96=1;
            }
            switch (alt96) {
                case 1 :
                    // InternalBanneret.g:6126:4: otherlv_1= '=' ( (lv_value_2_0= ruleSignedInt ) )
                    {
                    otherlv_1=(Token)match(input,91,FOLLOW_22); 

                    				newLeafNode(otherlv_1, grammarAccess.getUnitMarkerAccess().getEqualsSignKeyword_1_0());
                    			
                    // InternalBanneret.g:6130:4: ( (lv_value_2_0= ruleSignedInt ) )
                    // InternalBanneret.g:6131:5: (lv_value_2_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:6131:5: (lv_value_2_0= ruleSignedInt )
                    // InternalBanneret.g:6132:6: lv_value_2_0= ruleSignedInt
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
    // InternalBanneret.g:6154:1: entryRulePlacement returns [EObject current=null] : iv_rulePlacement= rulePlacement EOF ;
    public final EObject entryRulePlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePlacement = null;


        try {
            // InternalBanneret.g:6154:50: (iv_rulePlacement= rulePlacement EOF )
            // InternalBanneret.g:6155:2: iv_rulePlacement= rulePlacement EOF
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
    // InternalBanneret.g:6161:1: rulePlacement returns [EObject current=null] : (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement ) ;
    public final EObject rulePlacement() throws RecognitionException {
        EObject current = null;

        EObject this_HexPlacement_0 = null;

        EObject this_AreaPlacement_1 = null;

        EObject this_RegionPlacement_2 = null;

        EObject this_EdgePlacement_3 = null;

        EObject this_ReinforcementPlacement_4 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6167:2: ( (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement ) )
            // InternalBanneret.g:6168:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )
            {
            // InternalBanneret.g:6168:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )
            int alt97=5;
            alt97 = dfa97.predict(input);
            switch (alt97) {
                case 1 :
                    // InternalBanneret.g:6169:3: this_HexPlacement_0= ruleHexPlacement
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
                    // InternalBanneret.g:6178:3: this_AreaPlacement_1= ruleAreaPlacement
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
                    // InternalBanneret.g:6187:3: this_RegionPlacement_2= ruleRegionPlacement
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
                    // InternalBanneret.g:6196:3: this_EdgePlacement_3= ruleEdgePlacement
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
                    // InternalBanneret.g:6205:3: this_ReinforcementPlacement_4= ruleReinforcementPlacement
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
    // InternalBanneret.g:6217:1: entryRuleHexPlacement returns [EObject current=null] : iv_ruleHexPlacement= ruleHexPlacement EOF ;
    public final EObject entryRuleHexPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexPlacement = null;


        try {
            // InternalBanneret.g:6217:53: (iv_ruleHexPlacement= ruleHexPlacement EOF )
            // InternalBanneret.g:6218:2: iv_ruleHexPlacement= ruleHexPlacement EOF
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
    // InternalBanneret.g:6224:1: ruleHexPlacement returns [EObject current=null] : (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? ) ;
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
            // InternalBanneret.g:6230:2: ( (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? ) )
            // InternalBanneret.g:6231:2: (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:6231:2: (otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )? )
            // InternalBanneret.g:6232:3: otherlv_0= 'at' ( (lv_hexes_1_0= ruleHexLabel ) ) (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )* (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )?
            {
            otherlv_0=(Token)match(input,90,FOLLOW_77); 

            			newLeafNode(otherlv_0, grammarAccess.getHexPlacementAccess().getAtKeyword_0());
            		
            // InternalBanneret.g:6236:3: ( (lv_hexes_1_0= ruleHexLabel ) )
            // InternalBanneret.g:6237:4: (lv_hexes_1_0= ruleHexLabel )
            {
            // InternalBanneret.g:6237:4: (lv_hexes_1_0= ruleHexLabel )
            // InternalBanneret.g:6238:5: lv_hexes_1_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getHexPlacementAccess().getHexesHexLabelParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_113);
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

            // InternalBanneret.g:6255:3: (otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) ) )*
            loop98:
            do {
                int alt98=2;
                int LA98_0 = input.LA(1);

                if ( (LA98_0==35) ) {
                    alt98=1;
                }


                switch (alt98) {
            	case 1 :
            	    // InternalBanneret.g:6256:4: otherlv_2= ',' ( (lv_hexes_3_0= ruleHexLabel ) )
            	    {
            	    otherlv_2=(Token)match(input,35,FOLLOW_77); 

            	    				newLeafNode(otherlv_2, grammarAccess.getHexPlacementAccess().getCommaKeyword_2_0());
            	    			
            	    // InternalBanneret.g:6260:4: ( (lv_hexes_3_0= ruleHexLabel ) )
            	    // InternalBanneret.g:6261:5: (lv_hexes_3_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:6261:5: (lv_hexes_3_0= ruleHexLabel )
            	    // InternalBanneret.g:6262:6: lv_hexes_3_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getHexPlacementAccess().getHexesHexLabelParserRuleCall_2_1_0());
            	    					
            	    pushFollow(FOLLOW_113);
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
            	    break loop98;
                }
            } while (true);

            // InternalBanneret.g:6280:3: (otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) ) )?
            int alt99=2;
            int LA99_0 = input.LA(1);

            if ( (LA99_0==119) ) {
                alt99=1;
            }
            switch (alt99) {
                case 1 :
                    // InternalBanneret.g:6281:4: otherlv_4= 'facing' ( (lv_facing_5_0= ruleCompass ) )
                    {
                    otherlv_4=(Token)match(input,119,FOLLOW_80); 

                    				newLeafNode(otherlv_4, grammarAccess.getHexPlacementAccess().getFacingKeyword_3_0());
                    			
                    // InternalBanneret.g:6285:4: ( (lv_facing_5_0= ruleCompass ) )
                    // InternalBanneret.g:6286:5: (lv_facing_5_0= ruleCompass )
                    {
                    // InternalBanneret.g:6286:5: (lv_facing_5_0= ruleCompass )
                    // InternalBanneret.g:6287:6: lv_facing_5_0= ruleCompass
                    {

                    						newCompositeNode(grammarAccess.getHexPlacementAccess().getFacingCompassEnumRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_114);
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

            // InternalBanneret.g:6305:3: (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) )?
            int alt100=2;
            int LA100_0 = input.LA(1);

            if ( (LA100_0==46) ) {
                alt100=1;
            }
            switch (alt100) {
                case 1 :
                    // InternalBanneret.g:6306:4: otherlv_6= 'on' ( (otherlv_7= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,46,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexPlacementAccess().getOnKeyword_4_0());
                    			
                    // InternalBanneret.g:6310:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:6311:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:6311:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:6312:6: otherlv_7= RULE_ID
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
    // InternalBanneret.g:6328:1: entryRuleAreaPlacement returns [EObject current=null] : iv_ruleAreaPlacement= ruleAreaPlacement EOF ;
    public final EObject entryRuleAreaPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAreaPlacement = null;


        try {
            // InternalBanneret.g:6328:54: (iv_ruleAreaPlacement= ruleAreaPlacement EOF )
            // InternalBanneret.g:6329:2: iv_ruleAreaPlacement= ruleAreaPlacement EOF
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
    // InternalBanneret.g:6335:1: ruleAreaPlacement returns [EObject current=null] : (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* ) ;
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
            // InternalBanneret.g:6341:2: ( (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* ) )
            // InternalBanneret.g:6342:2: (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* )
            {
            // InternalBanneret.g:6342:2: (otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )* )
            // InternalBanneret.g:6343:3: otherlv_0= 'at' ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) ) (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )*
            {
            otherlv_0=(Token)match(input,90,FOLLOW_115); 

            			newLeafNode(otherlv_0, grammarAccess.getAreaPlacementAccess().getAtKeyword_0());
            		
            // InternalBanneret.g:6347:3: ( ( (lv_anchors_1_0= ruleAnchor ) ) | ( (lv_segments_2_0= rulePathSegment ) ) )
            int alt101=2;
            int LA101_0 = input.LA(1);

            if ( ((LA101_0>=RULE_STRING && LA101_0<=RULE_INT)) ) {
                alt101=1;
            }
            else if ( (LA101_0==120) ) {
                alt101=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 101, 0, input);

                throw nvae;
            }
            switch (alt101) {
                case 1 :
                    // InternalBanneret.g:6348:4: ( (lv_anchors_1_0= ruleAnchor ) )
                    {
                    // InternalBanneret.g:6348:4: ( (lv_anchors_1_0= ruleAnchor ) )
                    // InternalBanneret.g:6349:5: (lv_anchors_1_0= ruleAnchor )
                    {
                    // InternalBanneret.g:6349:5: (lv_anchors_1_0= ruleAnchor )
                    // InternalBanneret.g:6350:6: lv_anchors_1_0= ruleAnchor
                    {

                    						newCompositeNode(grammarAccess.getAreaPlacementAccess().getAnchorsAnchorParserRuleCall_1_0_0());
                    					
                    pushFollow(FOLLOW_46);
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
                    // InternalBanneret.g:6368:4: ( (lv_segments_2_0= rulePathSegment ) )
                    {
                    // InternalBanneret.g:6368:4: ( (lv_segments_2_0= rulePathSegment ) )
                    // InternalBanneret.g:6369:5: (lv_segments_2_0= rulePathSegment )
                    {
                    // InternalBanneret.g:6369:5: (lv_segments_2_0= rulePathSegment )
                    // InternalBanneret.g:6370:6: lv_segments_2_0= rulePathSegment
                    {

                    						newCompositeNode(grammarAccess.getAreaPlacementAccess().getSegmentsPathSegmentParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_46);
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

            // InternalBanneret.g:6388:3: (otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) ) )*
            loop103:
            do {
                int alt103=2;
                int LA103_0 = input.LA(1);

                if ( (LA103_0==35) ) {
                    alt103=1;
                }


                switch (alt103) {
            	case 1 :
            	    // InternalBanneret.g:6389:4: otherlv_3= ',' ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) )
            	    {
            	    otherlv_3=(Token)match(input,35,FOLLOW_115); 

            	    				newLeafNode(otherlv_3, grammarAccess.getAreaPlacementAccess().getCommaKeyword_2_0());
            	    			
            	    // InternalBanneret.g:6393:4: ( ( (lv_anchors_4_0= ruleAnchor ) ) | ( (lv_segments_5_0= rulePathSegment ) ) )
            	    int alt102=2;
            	    int LA102_0 = input.LA(1);

            	    if ( ((LA102_0>=RULE_STRING && LA102_0<=RULE_INT)) ) {
            	        alt102=1;
            	    }
            	    else if ( (LA102_0==120) ) {
            	        alt102=2;
            	    }
            	    else {
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 102, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt102) {
            	        case 1 :
            	            // InternalBanneret.g:6394:5: ( (lv_anchors_4_0= ruleAnchor ) )
            	            {
            	            // InternalBanneret.g:6394:5: ( (lv_anchors_4_0= ruleAnchor ) )
            	            // InternalBanneret.g:6395:6: (lv_anchors_4_0= ruleAnchor )
            	            {
            	            // InternalBanneret.g:6395:6: (lv_anchors_4_0= ruleAnchor )
            	            // InternalBanneret.g:6396:7: lv_anchors_4_0= ruleAnchor
            	            {

            	            							newCompositeNode(grammarAccess.getAreaPlacementAccess().getAnchorsAnchorParserRuleCall_2_1_0_0());
            	            						
            	            pushFollow(FOLLOW_46);
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
            	            // InternalBanneret.g:6414:5: ( (lv_segments_5_0= rulePathSegment ) )
            	            {
            	            // InternalBanneret.g:6414:5: ( (lv_segments_5_0= rulePathSegment ) )
            	            // InternalBanneret.g:6415:6: (lv_segments_5_0= rulePathSegment )
            	            {
            	            // InternalBanneret.g:6415:6: (lv_segments_5_0= rulePathSegment )
            	            // InternalBanneret.g:6416:7: lv_segments_5_0= rulePathSegment
            	            {

            	            							newCompositeNode(grammarAccess.getAreaPlacementAccess().getSegmentsPathSegmentParserRuleCall_2_1_1_0());
            	            						
            	            pushFollow(FOLLOW_46);
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
            	    break loop103;
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
    // InternalBanneret.g:6439:1: entryRuleAnchor returns [EObject current=null] : iv_ruleAnchor= ruleAnchor EOF ;
    public final EObject entryRuleAnchor() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAnchor = null;


        try {
            // InternalBanneret.g:6439:47: (iv_ruleAnchor= ruleAnchor EOF )
            // InternalBanneret.g:6440:2: iv_ruleAnchor= ruleAnchor EOF
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
    // InternalBanneret.g:6446:1: ruleAnchor returns [EObject current=null] : ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' ) ;
    public final EObject ruleAnchor() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_radius_2_0=null;
        Token otherlv_3=null;
        AntlrDatatypeRuleToken lv_hex_0_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6452:2: ( ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' ) )
            // InternalBanneret.g:6453:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' )
            {
            // InternalBanneret.g:6453:2: ( ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')' )
            // InternalBanneret.g:6454:3: ( (lv_hex_0_0= ruleHexLabel ) ) otherlv_1= '(' ( (lv_radius_2_0= RULE_INT ) ) otherlv_3= ')'
            {
            // InternalBanneret.g:6454:3: ( (lv_hex_0_0= ruleHexLabel ) )
            // InternalBanneret.g:6455:4: (lv_hex_0_0= ruleHexLabel )
            {
            // InternalBanneret.g:6455:4: (lv_hex_0_0= ruleHexLabel )
            // InternalBanneret.g:6456:5: lv_hex_0_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getAnchorAccess().getHexHexLabelParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_91);
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

            otherlv_1=(Token)match(input,95,FOLLOW_10); 

            			newLeafNode(otherlv_1, grammarAccess.getAnchorAccess().getLeftParenthesisKeyword_1());
            		
            // InternalBanneret.g:6477:3: ( (lv_radius_2_0= RULE_INT ) )
            // InternalBanneret.g:6478:4: (lv_radius_2_0= RULE_INT )
            {
            // InternalBanneret.g:6478:4: (lv_radius_2_0= RULE_INT )
            // InternalBanneret.g:6479:5: lv_radius_2_0= RULE_INT
            {
            lv_radius_2_0=(Token)match(input,RULE_INT,FOLLOW_92); 

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

            otherlv_3=(Token)match(input,96,FOLLOW_2); 

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
    // InternalBanneret.g:6503:1: entryRulePathSegment returns [EObject current=null] : iv_rulePathSegment= rulePathSegment EOF ;
    public final EObject entryRulePathSegment() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePathSegment = null;


        try {
            // InternalBanneret.g:6503:52: (iv_rulePathSegment= rulePathSegment EOF )
            // InternalBanneret.g:6504:2: iv_rulePathSegment= rulePathSegment EOF
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
    // InternalBanneret.g:6510:1: rulePathSegment returns [EObject current=null] : (otherlv_0= 'along' ( (otherlv_1= RULE_ID ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? ) ;
    public final EObject rulePathSegment() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        AntlrDatatypeRuleToken lv_from_3_0 = null;

        AntlrDatatypeRuleToken lv_to_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6516:2: ( (otherlv_0= 'along' ( (otherlv_1= RULE_ID ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? ) )
            // InternalBanneret.g:6517:2: (otherlv_0= 'along' ( (otherlv_1= RULE_ID ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? )
            {
            // InternalBanneret.g:6517:2: (otherlv_0= 'along' ( (otherlv_1= RULE_ID ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )? )
            // InternalBanneret.g:6518:3: otherlv_0= 'along' ( (otherlv_1= RULE_ID ) ) (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )?
            {
            otherlv_0=(Token)match(input,120,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getPathSegmentAccess().getAlongKeyword_0());
            		
            // InternalBanneret.g:6522:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:6523:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:6523:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:6524:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getPathSegmentRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_116); 

            					newLeafNode(otherlv_1, grammarAccess.getPathSegmentAccess().getPathMapPathCrossReference_1_0());
            				

            }


            }

            // InternalBanneret.g:6535:3: (otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) ) )?
            int alt104=2;
            int LA104_0 = input.LA(1);

            if ( (LA104_0==86) ) {
                alt104=1;
            }
            switch (alt104) {
                case 1 :
                    // InternalBanneret.g:6536:4: otherlv_2= 'from' ( (lv_from_3_0= ruleHexLabel ) ) otherlv_4= 'to' ( (lv_to_5_0= ruleHexLabel ) )
                    {
                    otherlv_2=(Token)match(input,86,FOLLOW_77); 

                    				newLeafNode(otherlv_2, grammarAccess.getPathSegmentAccess().getFromKeyword_2_0());
                    			
                    // InternalBanneret.g:6540:4: ( (lv_from_3_0= ruleHexLabel ) )
                    // InternalBanneret.g:6541:5: (lv_from_3_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:6541:5: (lv_from_3_0= ruleHexLabel )
                    // InternalBanneret.g:6542:6: lv_from_3_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getPathSegmentAccess().getFromHexLabelParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_49);
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

                    otherlv_4=(Token)match(input,66,FOLLOW_77); 

                    				newLeafNode(otherlv_4, grammarAccess.getPathSegmentAccess().getToKeyword_2_2());
                    			
                    // InternalBanneret.g:6563:4: ( (lv_to_5_0= ruleHexLabel ) )
                    // InternalBanneret.g:6564:5: (lv_to_5_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:6564:5: (lv_to_5_0= ruleHexLabel )
                    // InternalBanneret.g:6565:6: lv_to_5_0= ruleHexLabel
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
    // InternalBanneret.g:6587:1: entryRuleRegionPlacement returns [EObject current=null] : iv_ruleRegionPlacement= ruleRegionPlacement EOF ;
    public final EObject entryRuleRegionPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegionPlacement = null;


        try {
            // InternalBanneret.g:6587:56: (iv_ruleRegionPlacement= ruleRegionPlacement EOF )
            // InternalBanneret.g:6588:2: iv_ruleRegionPlacement= ruleRegionPlacement EOF
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
    // InternalBanneret.g:6594:1: ruleRegionPlacement returns [EObject current=null] : (otherlv_0= 'in' ( (otherlv_1= RULE_ID ) ) ) ;
    public final EObject ruleRegionPlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:6600:2: ( (otherlv_0= 'in' ( (otherlv_1= RULE_ID ) ) ) )
            // InternalBanneret.g:6601:2: (otherlv_0= 'in' ( (otherlv_1= RULE_ID ) ) )
            {
            // InternalBanneret.g:6601:2: (otherlv_0= 'in' ( (otherlv_1= RULE_ID ) ) )
            // InternalBanneret.g:6602:3: otherlv_0= 'in' ( (otherlv_1= RULE_ID ) )
            {
            otherlv_0=(Token)match(input,56,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRegionPlacementAccess().getInKeyword_0());
            		
            // InternalBanneret.g:6606:3: ( (otherlv_1= RULE_ID ) )
            // InternalBanneret.g:6607:4: (otherlv_1= RULE_ID )
            {
            // InternalBanneret.g:6607:4: (otherlv_1= RULE_ID )
            // InternalBanneret.g:6608:5: otherlv_1= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getRegionPlacementRule());
            					}
            				
            otherlv_1=(Token)match(input,RULE_ID,FOLLOW_2); 

            					newLeafNode(otherlv_1, grammarAccess.getRegionPlacementAccess().getRegionRegionCrossReference_1_0());
            				

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
    // InternalBanneret.g:6623:1: entryRuleEdgePlacement returns [EObject current=null] : iv_ruleEdgePlacement= ruleEdgePlacement EOF ;
    public final EObject entryRuleEdgePlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleEdgePlacement = null;


        try {
            // InternalBanneret.g:6623:54: (iv_ruleEdgePlacement= ruleEdgePlacement EOF )
            // InternalBanneret.g:6624:2: iv_ruleEdgePlacement= ruleEdgePlacement EOF
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
    // InternalBanneret.g:6630:1: ruleEdgePlacement returns [EObject current=null] : (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? ) ;
    public final EObject ruleEdgePlacement() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token lv_sheet_7_0=null;
        Enumerator lv_edge_3_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6636:2: ( (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? ) )
            // InternalBanneret.g:6637:2: (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? )
            {
            // InternalBanneret.g:6637:2: (otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )? )
            // InternalBanneret.g:6638:3: otherlv_0= 'off' otherlv_1= 'map' ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) ) ) (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )?
            {
            otherlv_0=(Token)match(input,121,FOLLOW_117); 

            			newLeafNode(otherlv_0, grammarAccess.getEdgePlacementAccess().getOffKeyword_0());
            		
            otherlv_1=(Token)match(input,71,FOLLOW_118); 

            			newLeafNode(otherlv_1, grammarAccess.getEdgePlacementAccess().getMapKeyword_1());
            		
            // InternalBanneret.g:6646:3: ( (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) ) | (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) ) )
            int alt105=2;
            int LA105_0 = input.LA(1);

            if ( (LA105_0==89) ) {
                alt105=1;
            }
            else if ( (LA105_0==50) ) {
                alt105=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 105, 0, input);

                throw nvae;
            }
            switch (alt105) {
                case 1 :
                    // InternalBanneret.g:6647:4: (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) )
                    {
                    // InternalBanneret.g:6647:4: (otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) ) )
                    // InternalBanneret.g:6648:5: otherlv_2= 'edge' ( (lv_edge_3_0= ruleCompass ) )
                    {
                    otherlv_2=(Token)match(input,89,FOLLOW_80); 

                    					newLeafNode(otherlv_2, grammarAccess.getEdgePlacementAccess().getEdgeKeyword_2_0_0());
                    				
                    // InternalBanneret.g:6652:5: ( (lv_edge_3_0= ruleCompass ) )
                    // InternalBanneret.g:6653:6: (lv_edge_3_0= ruleCompass )
                    {
                    // InternalBanneret.g:6653:6: (lv_edge_3_0= ruleCompass )
                    // InternalBanneret.g:6654:7: lv_edge_3_0= ruleCompass
                    {

                    							newCompositeNode(grammarAccess.getEdgePlacementAccess().getEdgeCompassEnumRuleCall_2_0_1_0());
                    						
                    pushFollow(FOLLOW_119);
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
                    // InternalBanneret.g:6673:4: (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) )
                    {
                    // InternalBanneret.g:6673:4: (otherlv_4= 'side' ( (otherlv_5= RULE_ID ) ) )
                    // InternalBanneret.g:6674:5: otherlv_4= 'side' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_4=(Token)match(input,50,FOLLOW_4); 

                    					newLeafNode(otherlv_4, grammarAccess.getEdgePlacementAccess().getSideKeyword_2_1_0());
                    				
                    // InternalBanneret.g:6678:5: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:6679:6: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:6679:6: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:6680:7: otherlv_5= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getEdgePlacementRule());
                    							}
                    						
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_119); 

                    							newLeafNode(otherlv_5, grammarAccess.getEdgePlacementAccess().getMapSideMapSideCrossReference_2_1_1_0());
                    						

                    }


                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:6693:3: (otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) ) )?
            int alt106=2;
            int LA106_0 = input.LA(1);

            if ( (LA106_0==122) ) {
                alt106=1;
            }
            switch (alt106) {
                case 1 :
                    // InternalBanneret.g:6694:4: otherlv_6= 'sheet' ( (lv_sheet_7_0= RULE_ID ) )
                    {
                    otherlv_6=(Token)match(input,122,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getEdgePlacementAccess().getSheetKeyword_3_0());
                    			
                    // InternalBanneret.g:6698:4: ( (lv_sheet_7_0= RULE_ID ) )
                    // InternalBanneret.g:6699:5: (lv_sheet_7_0= RULE_ID )
                    {
                    // InternalBanneret.g:6699:5: (lv_sheet_7_0= RULE_ID )
                    // InternalBanneret.g:6700:6: lv_sheet_7_0= RULE_ID
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
    // InternalBanneret.g:6721:1: entryRuleReinforcementPlacement returns [EObject current=null] : iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF ;
    public final EObject entryRuleReinforcementPlacement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleReinforcementPlacement = null;


        try {
            // InternalBanneret.g:6721:63: (iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF )
            // InternalBanneret.g:6722:2: iv_ruleReinforcementPlacement= ruleReinforcementPlacement EOF
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
    // InternalBanneret.g:6728:1: ruleReinforcementPlacement returns [EObject current=null] : (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? ) ;
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
            // InternalBanneret.g:6734:2: ( (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? ) )
            // InternalBanneret.g:6735:2: (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? )
            {
            // InternalBanneret.g:6735:2: (otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )? )
            // InternalBanneret.g:6736:3: otherlv_0= 'enters' (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )? otherlv_4= 'at' ( (lv_entryHexes_5_0= ruleHexLabel ) ) (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )* (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )?
            {
            otherlv_0=(Token)match(input,123,FOLLOW_120); 

            			newLeafNode(otherlv_0, grammarAccess.getReinforcementPlacementAccess().getEntersKeyword_0());
            		
            // InternalBanneret.g:6740:3: (otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) ) )?
            int alt107=2;
            int LA107_0 = input.LA(1);

            if ( (LA107_0==46) ) {
                alt107=1;
            }
            switch (alt107) {
                case 1 :
                    // InternalBanneret.g:6741:4: otherlv_1= 'on' otherlv_2= 'turn' ( (lv_turn_3_0= RULE_INT ) )
                    {
                    otherlv_1=(Token)match(input,46,FOLLOW_121); 

                    				newLeafNode(otherlv_1, grammarAccess.getReinforcementPlacementAccess().getOnKeyword_1_0());
                    			
                    otherlv_2=(Token)match(input,124,FOLLOW_10); 

                    				newLeafNode(otherlv_2, grammarAccess.getReinforcementPlacementAccess().getTurnKeyword_1_1());
                    			
                    // InternalBanneret.g:6749:4: ( (lv_turn_3_0= RULE_INT ) )
                    // InternalBanneret.g:6750:5: (lv_turn_3_0= RULE_INT )
                    {
                    // InternalBanneret.g:6750:5: (lv_turn_3_0= RULE_INT )
                    // InternalBanneret.g:6751:6: lv_turn_3_0= RULE_INT
                    {
                    lv_turn_3_0=(Token)match(input,RULE_INT,FOLLOW_86); 

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

            otherlv_4=(Token)match(input,90,FOLLOW_77); 

            			newLeafNode(otherlv_4, grammarAccess.getReinforcementPlacementAccess().getAtKeyword_2());
            		
            // InternalBanneret.g:6772:3: ( (lv_entryHexes_5_0= ruleHexLabel ) )
            // InternalBanneret.g:6773:4: (lv_entryHexes_5_0= ruleHexLabel )
            {
            // InternalBanneret.g:6773:4: (lv_entryHexes_5_0= ruleHexLabel )
            // InternalBanneret.g:6774:5: lv_entryHexes_5_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getReinforcementPlacementAccess().getEntryHexesHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_122);
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

            // InternalBanneret.g:6791:3: (otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) ) )*
            loop108:
            do {
                int alt108=2;
                int LA108_0 = input.LA(1);

                if ( (LA108_0==35) ) {
                    alt108=1;
                }


                switch (alt108) {
            	case 1 :
            	    // InternalBanneret.g:6792:4: otherlv_6= ',' ( (lv_entryHexes_7_0= ruleHexLabel ) )
            	    {
            	    otherlv_6=(Token)match(input,35,FOLLOW_77); 

            	    				newLeafNode(otherlv_6, grammarAccess.getReinforcementPlacementAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:6796:4: ( (lv_entryHexes_7_0= ruleHexLabel ) )
            	    // InternalBanneret.g:6797:5: (lv_entryHexes_7_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:6797:5: (lv_entryHexes_7_0= ruleHexLabel )
            	    // InternalBanneret.g:6798:6: lv_entryHexes_7_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getReinforcementPlacementAccess().getEntryHexesHexLabelParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_122);
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
            	    break loop108;
                }
            } while (true);

            // InternalBanneret.g:6816:3: (otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn' )?
            int alt109=2;
            int LA109_0 = input.LA(1);

            if ( (LA109_0==125) ) {
                alt109=1;
            }
            switch (alt109) {
                case 1 :
                    // InternalBanneret.g:6817:4: otherlv_8= 'limit' ( (lv_perTurnLimit_9_0= RULE_INT ) ) otherlv_10= 'per' otherlv_11= 'turn'
                    {
                    otherlv_8=(Token)match(input,125,FOLLOW_10); 

                    				newLeafNode(otherlv_8, grammarAccess.getReinforcementPlacementAccess().getLimitKeyword_5_0());
                    			
                    // InternalBanneret.g:6821:4: ( (lv_perTurnLimit_9_0= RULE_INT ) )
                    // InternalBanneret.g:6822:5: (lv_perTurnLimit_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:6822:5: (lv_perTurnLimit_9_0= RULE_INT )
                    // InternalBanneret.g:6823:6: lv_perTurnLimit_9_0= RULE_INT
                    {
                    lv_perTurnLimit_9_0=(Token)match(input,RULE_INT,FOLLOW_123); 

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

                    otherlv_10=(Token)match(input,49,FOLLOW_121); 

                    				newLeafNode(otherlv_10, grammarAccess.getReinforcementPlacementAccess().getPerKeyword_5_2());
                    			
                    otherlv_11=(Token)match(input,124,FOLLOW_2); 

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
    // InternalBanneret.g:6852:1: entryRuleVictoryPoints returns [EObject current=null] : iv_ruleVictoryPoints= ruleVictoryPoints EOF ;
    public final EObject entryRuleVictoryPoints() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVictoryPoints = null;


        try {
            // InternalBanneret.g:6852:54: (iv_ruleVictoryPoints= ruleVictoryPoints EOF )
            // InternalBanneret.g:6853:2: iv_ruleVictoryPoints= ruleVictoryPoints EOF
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
    // InternalBanneret.g:6859:1: ruleVictoryPoints returns [EObject current=null] : ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( (otherlv_17= RULE_ID ) ) )? ( (lv_description_18_0= RULE_STRING ) )? ) ;
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
        Token otherlv_17=null;
        Token lv_description_18_0=null;
        AntlrDatatypeRuleToken lv_points_0_0 = null;

        Enumerator lv_event_1_0 = null;

        AntlrDatatypeRuleToken lv_hexes_13_0 = null;

        AntlrDatatypeRuleToken lv_hexes_15_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:6865:2: ( ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( (otherlv_17= RULE_ID ) ) )? ( (lv_description_18_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:6866:2: ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( (otherlv_17= RULE_ID ) ) )? ( (lv_description_18_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:6866:2: ( ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( (otherlv_17= RULE_ID ) ) )? ( (lv_description_18_0= RULE_STRING ) )? )
            // InternalBanneret.g:6867:3: ( (lv_points_0_0= ruleSignedInt ) ) ( (lv_event_1_0= ruleVictoryEvent ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )? (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )? (otherlv_16= 'in' ( (otherlv_17= RULE_ID ) ) )? ( (lv_description_18_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:6867:3: ( (lv_points_0_0= ruleSignedInt ) )
            // InternalBanneret.g:6868:4: (lv_points_0_0= ruleSignedInt )
            {
            // InternalBanneret.g:6868:4: (lv_points_0_0= ruleSignedInt )
            // InternalBanneret.g:6869:5: lv_points_0_0= ruleSignedInt
            {

            					newCompositeNode(grammarAccess.getVictoryPointsAccess().getPointsSignedIntParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_124);
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

            // InternalBanneret.g:6886:3: ( (lv_event_1_0= ruleVictoryEvent ) )
            // InternalBanneret.g:6887:4: (lv_event_1_0= ruleVictoryEvent )
            {
            // InternalBanneret.g:6887:4: (lv_event_1_0= ruleVictoryEvent )
            // InternalBanneret.g:6888:5: lv_event_1_0= ruleVictoryEvent
            {

            					newCompositeNode(grammarAccess.getVictoryPointsAccess().getEventVictoryEventEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_125);
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

            // InternalBanneret.g:6905:3: ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? ) | (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) ) )?
            int alt112=4;
            switch ( input.LA(1) ) {
                case RULE_ID:
                    {
                    alt112=1;
                    }
                    break;
                case 23:
                    {
                    alt112=2;
                    }
                    break;
                case 19:
                    {
                    alt112=3;
                    }
                    break;
            }

            switch (alt112) {
                case 1 :
                    // InternalBanneret.g:6906:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
                    {
                    // InternalBanneret.g:6906:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
                    // InternalBanneret.g:6907:5: ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
                    {
                    // InternalBanneret.g:6907:5: ( (otherlv_2= RULE_ID ) )
                    // InternalBanneret.g:6908:6: (otherlv_2= RULE_ID )
                    {
                    // InternalBanneret.g:6908:6: (otherlv_2= RULE_ID )
                    // InternalBanneret.g:6909:7: otherlv_2= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_126); 

                    							newLeafNode(otherlv_2, grammarAccess.getVictoryPointsAccess().getUnitsUnitCrossReference_2_0_0_0());
                    						

                    }


                    }

                    // InternalBanneret.g:6920:5: (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
                    loop110:
                    do {
                        int alt110=2;
                        int LA110_0 = input.LA(1);

                        if ( (LA110_0==35) ) {
                            alt110=1;
                        }


                        switch (alt110) {
                    	case 1 :
                    	    // InternalBanneret.g:6921:6: otherlv_3= ',' ( (otherlv_4= RULE_ID ) )
                    	    {
                    	    otherlv_3=(Token)match(input,35,FOLLOW_4); 

                    	    						newLeafNode(otherlv_3, grammarAccess.getVictoryPointsAccess().getCommaKeyword_2_0_1_0());
                    	    					
                    	    // InternalBanneret.g:6925:6: ( (otherlv_4= RULE_ID ) )
                    	    // InternalBanneret.g:6926:7: (otherlv_4= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:6926:7: (otherlv_4= RULE_ID )
                    	    // InternalBanneret.g:6927:8: otherlv_4= RULE_ID
                    	    {

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getVictoryPointsRule());
                    	    								}
                    	    							
                    	    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_126); 

                    	    								newLeafNode(otherlv_4, grammarAccess.getVictoryPointsAccess().getUnitsUnitCrossReference_2_0_1_1_0());
                    	    							

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop110;
                        }
                    } while (true);


                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:6941:4: (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? )
                    {
                    // InternalBanneret.g:6941:4: (otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )? )
                    // InternalBanneret.g:6942:5: otherlv_5= 'unit' ( (otherlv_6= RULE_ID ) ) (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )?
                    {
                    otherlv_5=(Token)match(input,23,FOLLOW_4); 

                    					newLeafNode(otherlv_5, grammarAccess.getVictoryPointsAccess().getUnitKeyword_2_1_0());
                    				
                    // InternalBanneret.g:6946:5: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:6947:6: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:6947:6: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:6948:7: otherlv_6= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_127); 

                    							newLeafNode(otherlv_6, grammarAccess.getVictoryPointsAccess().getUnitTypeUnitTypeCrossReference_2_1_1_0());
                    						

                    }


                    }

                    // InternalBanneret.g:6959:5: (otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']' )?
                    int alt111=2;
                    int LA111_0 = input.LA(1);

                    if ( (LA111_0==68) ) {
                        alt111=1;
                    }
                    switch (alt111) {
                        case 1 :
                            // InternalBanneret.g:6960:6: otherlv_7= '[' ( (lv_armour_8_0= RULE_INT ) ) otherlv_9= ']'
                            {
                            otherlv_7=(Token)match(input,68,FOLLOW_10); 

                            						newLeafNode(otherlv_7, grammarAccess.getVictoryPointsAccess().getLeftSquareBracketKeyword_2_1_2_0());
                            					
                            // InternalBanneret.g:6964:6: ( (lv_armour_8_0= RULE_INT ) )
                            // InternalBanneret.g:6965:7: (lv_armour_8_0= RULE_INT )
                            {
                            // InternalBanneret.g:6965:7: (lv_armour_8_0= RULE_INT )
                            // InternalBanneret.g:6966:8: lv_armour_8_0= RULE_INT
                            {
                            lv_armour_8_0=(Token)match(input,RULE_INT,FOLLOW_54); 

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

                            otherlv_9=(Token)match(input,69,FOLLOW_128); 

                            						newLeafNode(otherlv_9, grammarAccess.getVictoryPointsAccess().getRightSquareBracketKeyword_2_1_2_2());
                            					

                            }
                            break;

                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:6989:4: (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) )
                    {
                    // InternalBanneret.g:6989:4: (otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) ) )
                    // InternalBanneret.g:6990:5: otherlv_10= 'feature' ( (otherlv_11= RULE_ID ) )
                    {
                    otherlv_10=(Token)match(input,19,FOLLOW_4); 

                    					newLeafNode(otherlv_10, grammarAccess.getVictoryPointsAccess().getFeatureKeyword_2_2_0());
                    				
                    // InternalBanneret.g:6994:5: ( (otherlv_11= RULE_ID ) )
                    // InternalBanneret.g:6995:6: (otherlv_11= RULE_ID )
                    {
                    // InternalBanneret.g:6995:6: (otherlv_11= RULE_ID )
                    // InternalBanneret.g:6996:7: otherlv_11= RULE_ID
                    {

                    							if (current==null) {
                    								current = createModelElement(grammarAccess.getVictoryPointsRule());
                    							}
                    						
                    otherlv_11=(Token)match(input,RULE_ID,FOLLOW_128); 

                    							newLeafNode(otherlv_11, grammarAccess.getVictoryPointsAccess().getFeatureTypeFeatureTypeCrossReference_2_2_1_0());
                    						

                    }


                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7009:3: (otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )* )?
            int alt114=2;
            int LA114_0 = input.LA(1);

            if ( (LA114_0==90) ) {
                alt114=1;
            }
            switch (alt114) {
                case 1 :
                    // InternalBanneret.g:7010:4: otherlv_12= 'at' ( (lv_hexes_13_0= ruleHexLabel ) ) (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )*
                    {
                    otherlv_12=(Token)match(input,90,FOLLOW_77); 

                    				newLeafNode(otherlv_12, grammarAccess.getVictoryPointsAccess().getAtKeyword_3_0());
                    			
                    // InternalBanneret.g:7014:4: ( (lv_hexes_13_0= ruleHexLabel ) )
                    // InternalBanneret.g:7015:5: (lv_hexes_13_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:7015:5: (lv_hexes_13_0= ruleHexLabel )
                    // InternalBanneret.g:7016:6: lv_hexes_13_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getVictoryPointsAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_129);
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

                    // InternalBanneret.g:7033:4: (otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) ) )*
                    loop113:
                    do {
                        int alt113=2;
                        int LA113_0 = input.LA(1);

                        if ( (LA113_0==35) ) {
                            alt113=1;
                        }


                        switch (alt113) {
                    	case 1 :
                    	    // InternalBanneret.g:7034:5: otherlv_14= ',' ( (lv_hexes_15_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_14=(Token)match(input,35,FOLLOW_77); 

                    	    					newLeafNode(otherlv_14, grammarAccess.getVictoryPointsAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:7038:5: ( (lv_hexes_15_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:7039:6: (lv_hexes_15_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:7039:6: (lv_hexes_15_0= ruleHexLabel )
                    	    // InternalBanneret.g:7040:7: lv_hexes_15_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getVictoryPointsAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_129);
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
                    	    break loop113;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:7059:3: (otherlv_16= 'in' ( (otherlv_17= RULE_ID ) ) )?
            int alt115=2;
            int LA115_0 = input.LA(1);

            if ( (LA115_0==56) ) {
                alt115=1;
            }
            switch (alt115) {
                case 1 :
                    // InternalBanneret.g:7060:4: otherlv_16= 'in' ( (otherlv_17= RULE_ID ) )
                    {
                    otherlv_16=(Token)match(input,56,FOLLOW_4); 

                    				newLeafNode(otherlv_16, grammarAccess.getVictoryPointsAccess().getInKeyword_4_0());
                    			
                    // InternalBanneret.g:7064:4: ( (otherlv_17= RULE_ID ) )
                    // InternalBanneret.g:7065:5: (otherlv_17= RULE_ID )
                    {
                    // InternalBanneret.g:7065:5: (otherlv_17= RULE_ID )
                    // InternalBanneret.g:7066:6: otherlv_17= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getVictoryPointsRule());
                    						}
                    					
                    otherlv_17=(Token)match(input,RULE_ID,FOLLOW_13); 

                    						newLeafNode(otherlv_17, grammarAccess.getVictoryPointsAccess().getRegionRegionCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:7078:3: ( (lv_description_18_0= RULE_STRING ) )?
            int alt116=2;
            int LA116_0 = input.LA(1);

            if ( (LA116_0==RULE_STRING) ) {
                alt116=1;
            }
            switch (alt116) {
                case 1 :
                    // InternalBanneret.g:7079:4: (lv_description_18_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7079:4: (lv_description_18_0= RULE_STRING )
                    // InternalBanneret.g:7080:5: lv_description_18_0= RULE_STRING
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
    // InternalBanneret.g:7100:1: entryRuleAutomaticCondition returns [EObject current=null] : iv_ruleAutomaticCondition= ruleAutomaticCondition EOF ;
    public final EObject entryRuleAutomaticCondition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAutomaticCondition = null;


        try {
            // InternalBanneret.g:7100:59: (iv_ruleAutomaticCondition= ruleAutomaticCondition EOF )
            // InternalBanneret.g:7101:2: iv_ruleAutomaticCondition= ruleAutomaticCondition EOF
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
    // InternalBanneret.g:7107:1: ruleAutomaticCondition returns [EObject current=null] : (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? ) ;
    public final EObject ruleAutomaticCondition() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
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
            // InternalBanneret.g:7113:2: ( (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:7114:2: (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:7114:2: (otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )? )
            // InternalBanneret.g:7115:3: otherlv_0= 'automatic' ( (lv_kind_1_0= ruleConditionKind ) ) ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )* ( (lv_description_23_0= RULE_STRING ) )?
            {
            otherlv_0=(Token)match(input,126,FOLLOW_130); 

            			newLeafNode(otherlv_0, grammarAccess.getAutomaticConditionAccess().getAutomaticKeyword_0());
            		
            // InternalBanneret.g:7119:3: ( (lv_kind_1_0= ruleConditionKind ) )
            // InternalBanneret.g:7120:4: (lv_kind_1_0= ruleConditionKind )
            {
            // InternalBanneret.g:7120:4: (lv_kind_1_0= ruleConditionKind )
            // InternalBanneret.g:7121:5: lv_kind_1_0= ruleConditionKind
            {

            					newCompositeNode(grammarAccess.getAutomaticConditionAccess().getKindConditionKindEnumRuleCall_1_0());
            				
            pushFollow(FOLLOW_131);
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

            // InternalBanneret.g:7138:3: ( ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* ) | (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* ) | (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( (lv_segments_13_0= rulePathSegment ) ) | (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* ) | (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) ) | (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) ) )*
            loop121:
            do {
                int alt121=8;
                switch ( input.LA(1) ) {
                case RULE_ID:
                    {
                    alt121=1;
                    }
                    break;
                case 90:
                    {
                    alt121=2;
                    }
                    break;
                case 56:
                    {
                    alt121=3;
                    }
                    break;
                case 120:
                    {
                    alt121=4;
                    }
                    break;
                case 48:
                    {
                    alt121=5;
                    }
                    break;
                case 89:
                    {
                    alt121=6;
                    }
                    break;
                case 64:
                    {
                    alt121=7;
                    }
                    break;

                }

                switch (alt121) {
            	case 1 :
            	    // InternalBanneret.g:7139:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:7139:4: ( ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )* )
            	    // InternalBanneret.g:7140:5: ( (otherlv_2= RULE_ID ) ) (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
            	    {
            	    // InternalBanneret.g:7140:5: ( (otherlv_2= RULE_ID ) )
            	    // InternalBanneret.g:7141:6: (otherlv_2= RULE_ID )
            	    {
            	    // InternalBanneret.g:7141:6: (otherlv_2= RULE_ID )
            	    // InternalBanneret.g:7142:7: otherlv_2= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_2=(Token)match(input,RULE_ID,FOLLOW_132); 

            	    							newLeafNode(otherlv_2, grammarAccess.getAutomaticConditionAccess().getUnitsUnitCrossReference_2_0_0_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:7153:5: (otherlv_3= ',' ( (otherlv_4= RULE_ID ) ) )*
            	    loop117:
            	    do {
            	        int alt117=2;
            	        int LA117_0 = input.LA(1);

            	        if ( (LA117_0==35) ) {
            	            alt117=1;
            	        }


            	        switch (alt117) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7154:6: otherlv_3= ',' ( (otherlv_4= RULE_ID ) )
            	    	    {
            	    	    otherlv_3=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_3, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_0_1_0());
            	    	    					
            	    	    // InternalBanneret.g:7158:6: ( (otherlv_4= RULE_ID ) )
            	    	    // InternalBanneret.g:7159:7: (otherlv_4= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:7159:7: (otherlv_4= RULE_ID )
            	    	    // InternalBanneret.g:7160:8: otherlv_4= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_132); 

            	    	    								newLeafNode(otherlv_4, grammarAccess.getAutomaticConditionAccess().getUnitsUnitCrossReference_2_0_1_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop117;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:7174:4: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )
            	    {
            	    // InternalBanneret.g:7174:4: (otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )* )
            	    // InternalBanneret.g:7175:5: otherlv_5= 'at' ( (lv_hexes_6_0= ruleHexLabel ) ) (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            	    {
            	    otherlv_5=(Token)match(input,90,FOLLOW_77); 

            	    					newLeafNode(otherlv_5, grammarAccess.getAutomaticConditionAccess().getAtKeyword_2_1_0());
            	    				
            	    // InternalBanneret.g:7179:5: ( (lv_hexes_6_0= ruleHexLabel ) )
            	    // InternalBanneret.g:7180:6: (lv_hexes_6_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:7180:6: (lv_hexes_6_0= ruleHexLabel )
            	    // InternalBanneret.g:7181:7: lv_hexes_6_0= ruleHexLabel
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getHexesHexLabelParserRuleCall_2_1_1_0());
            	    						
            	    pushFollow(FOLLOW_132);
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

            	    // InternalBanneret.g:7198:5: (otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) ) )*
            	    loop118:
            	    do {
            	        int alt118=2;
            	        int LA118_0 = input.LA(1);

            	        if ( (LA118_0==35) ) {
            	            alt118=1;
            	        }


            	        switch (alt118) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7199:6: otherlv_7= ',' ( (lv_hexes_8_0= ruleHexLabel ) )
            	    	    {
            	    	    otherlv_7=(Token)match(input,35,FOLLOW_77); 

            	    	    						newLeafNode(otherlv_7, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_1_2_0());
            	    	    					
            	    	    // InternalBanneret.g:7203:6: ( (lv_hexes_8_0= ruleHexLabel ) )
            	    	    // InternalBanneret.g:7204:7: (lv_hexes_8_0= ruleHexLabel )
            	    	    {
            	    	    // InternalBanneret.g:7204:7: (lv_hexes_8_0= ruleHexLabel )
            	    	    // InternalBanneret.g:7205:8: lv_hexes_8_0= ruleHexLabel
            	    	    {

            	    	    								newCompositeNode(grammarAccess.getAutomaticConditionAccess().getHexesHexLabelParserRuleCall_2_1_2_1_0());
            	    	    							
            	    	    pushFollow(FOLLOW_132);
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
            	    	    break loop118;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:7225:4: (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:7225:4: (otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )
            	    // InternalBanneret.g:7226:5: otherlv_9= 'in' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
            	    {
            	    otherlv_9=(Token)match(input,56,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getAutomaticConditionAccess().getInKeyword_2_2_0());
            	    				
            	    // InternalBanneret.g:7230:5: ( (otherlv_10= RULE_ID ) )
            	    // InternalBanneret.g:7231:6: (otherlv_10= RULE_ID )
            	    {
            	    // InternalBanneret.g:7231:6: (otherlv_10= RULE_ID )
            	    // InternalBanneret.g:7232:7: otherlv_10= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_132); 

            	    							newLeafNode(otherlv_10, grammarAccess.getAutomaticConditionAccess().getRegionsRegionCrossReference_2_2_1_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:7243:5: (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
            	    loop119:
            	    do {
            	        int alt119=2;
            	        int LA119_0 = input.LA(1);

            	        if ( (LA119_0==35) ) {
            	            alt119=1;
            	        }


            	        switch (alt119) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7244:6: otherlv_11= ',' ( (otherlv_12= RULE_ID ) )
            	    	    {
            	    	    otherlv_11=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_11, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_2_2_0());
            	    	    					
            	    	    // InternalBanneret.g:7248:6: ( (otherlv_12= RULE_ID ) )
            	    	    // InternalBanneret.g:7249:7: (otherlv_12= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:7249:7: (otherlv_12= RULE_ID )
            	    	    // InternalBanneret.g:7250:8: otherlv_12= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_132); 

            	    	    								newLeafNode(otherlv_12, grammarAccess.getAutomaticConditionAccess().getRegionsRegionCrossReference_2_2_2_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop119;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:7264:4: ( (lv_segments_13_0= rulePathSegment ) )
            	    {
            	    // InternalBanneret.g:7264:4: ( (lv_segments_13_0= rulePathSegment ) )
            	    // InternalBanneret.g:7265:5: (lv_segments_13_0= rulePathSegment )
            	    {
            	    // InternalBanneret.g:7265:5: (lv_segments_13_0= rulePathSegment )
            	    // InternalBanneret.g:7266:6: lv_segments_13_0= rulePathSegment
            	    {

            	    						newCompositeNode(grammarAccess.getAutomaticConditionAccess().getSegmentsPathSegmentParserRuleCall_2_3_0());
            	    					
            	    pushFollow(FOLLOW_131);
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
            	    // InternalBanneret.g:7284:4: (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:7284:4: (otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )* )
            	    // InternalBanneret.g:7285:5: otherlv_14= 'except' otherlv_15= 'on' ( (otherlv_16= RULE_ID ) ) (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )*
            	    {
            	    otherlv_14=(Token)match(input,48,FOLLOW_133); 

            	    					newLeafNode(otherlv_14, grammarAccess.getAutomaticConditionAccess().getExceptKeyword_2_4_0());
            	    				
            	    otherlv_15=(Token)match(input,46,FOLLOW_4); 

            	    					newLeafNode(otherlv_15, grammarAccess.getAutomaticConditionAccess().getOnKeyword_2_4_1());
            	    				
            	    // InternalBanneret.g:7293:5: ( (otherlv_16= RULE_ID ) )
            	    // InternalBanneret.g:7294:6: (otherlv_16= RULE_ID )
            	    {
            	    // InternalBanneret.g:7294:6: (otherlv_16= RULE_ID )
            	    // InternalBanneret.g:7295:7: otherlv_16= RULE_ID
            	    {

            	    							if (current==null) {
            	    								current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    							}
            	    						
            	    otherlv_16=(Token)match(input,RULE_ID,FOLLOW_132); 

            	    							newLeafNode(otherlv_16, grammarAccess.getAutomaticConditionAccess().getExcludedTerrainTerrainTypeCrossReference_2_4_2_0());
            	    						

            	    }


            	    }

            	    // InternalBanneret.g:7306:5: (otherlv_17= ',' ( (otherlv_18= RULE_ID ) ) )*
            	    loop120:
            	    do {
            	        int alt120=2;
            	        int LA120_0 = input.LA(1);

            	        if ( (LA120_0==35) ) {
            	            alt120=1;
            	        }


            	        switch (alt120) {
            	    	case 1 :
            	    	    // InternalBanneret.g:7307:6: otherlv_17= ',' ( (otherlv_18= RULE_ID ) )
            	    	    {
            	    	    otherlv_17=(Token)match(input,35,FOLLOW_4); 

            	    	    						newLeafNode(otherlv_17, grammarAccess.getAutomaticConditionAccess().getCommaKeyword_2_4_3_0());
            	    	    					
            	    	    // InternalBanneret.g:7311:6: ( (otherlv_18= RULE_ID ) )
            	    	    // InternalBanneret.g:7312:7: (otherlv_18= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:7312:7: (otherlv_18= RULE_ID )
            	    	    // InternalBanneret.g:7313:8: otherlv_18= RULE_ID
            	    	    {

            	    	    								if (current==null) {
            	    	    									current = createModelElement(grammarAccess.getAutomaticConditionRule());
            	    	    								}
            	    	    							
            	    	    otherlv_18=(Token)match(input,RULE_ID,FOLLOW_132); 

            	    	    								newLeafNode(otherlv_18, grammarAccess.getAutomaticConditionAccess().getExcludedTerrainTerrainTypeCrossReference_2_4_3_1_0());
            	    	    							

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop120;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:7327:4: (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) )
            	    {
            	    // InternalBanneret.g:7327:4: (otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) ) )
            	    // InternalBanneret.g:7328:5: otherlv_19= 'edge' ( (lv_edge_20_0= ruleCompass ) )
            	    {
            	    otherlv_19=(Token)match(input,89,FOLLOW_80); 

            	    					newLeafNode(otherlv_19, grammarAccess.getAutomaticConditionAccess().getEdgeKeyword_2_5_0());
            	    				
            	    // InternalBanneret.g:7332:5: ( (lv_edge_20_0= ruleCompass ) )
            	    // InternalBanneret.g:7333:6: (lv_edge_20_0= ruleCompass )
            	    {
            	    // InternalBanneret.g:7333:6: (lv_edge_20_0= ruleCompass )
            	    // InternalBanneret.g:7334:7: lv_edge_20_0= ruleCompass
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getEdgeCompassEnumRuleCall_2_5_1_0());
            	    						
            	    pushFollow(FOLLOW_131);
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
            	    // InternalBanneret.g:7353:4: (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) )
            	    {
            	    // InternalBanneret.g:7353:4: (otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) ) )
            	    // InternalBanneret.g:7354:5: otherlv_21= 'value' ( (lv_value_22_0= ruleSignedInt ) )
            	    {
            	    otherlv_21=(Token)match(input,64,FOLLOW_22); 

            	    					newLeafNode(otherlv_21, grammarAccess.getAutomaticConditionAccess().getValueKeyword_2_6_0());
            	    				
            	    // InternalBanneret.g:7358:5: ( (lv_value_22_0= ruleSignedInt ) )
            	    // InternalBanneret.g:7359:6: (lv_value_22_0= ruleSignedInt )
            	    {
            	    // InternalBanneret.g:7359:6: (lv_value_22_0= ruleSignedInt )
            	    // InternalBanneret.g:7360:7: lv_value_22_0= ruleSignedInt
            	    {

            	    							newCompositeNode(grammarAccess.getAutomaticConditionAccess().getValueSignedIntParserRuleCall_2_6_1_0());
            	    						
            	    pushFollow(FOLLOW_131);
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
            	    break loop121;
                }
            } while (true);

            // InternalBanneret.g:7379:3: ( (lv_description_23_0= RULE_STRING ) )?
            int alt122=2;
            int LA122_0 = input.LA(1);

            if ( (LA122_0==RULE_STRING) ) {
                alt122=1;
            }
            switch (alt122) {
                case 1 :
                    // InternalBanneret.g:7380:4: (lv_description_23_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7380:4: (lv_description_23_0= RULE_STRING )
                    // InternalBanneret.g:7381:5: lv_description_23_0= RULE_STRING
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
    // InternalBanneret.g:7401:1: entryRuleSpecialRule returns [EObject current=null] : iv_ruleSpecialRule= ruleSpecialRule EOF ;
    public final EObject entryRuleSpecialRule() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSpecialRule = null;


        try {
            // InternalBanneret.g:7401:52: (iv_ruleSpecialRule= ruleSpecialRule EOF )
            // InternalBanneret.g:7402:2: iv_ruleSpecialRule= ruleSpecialRule EOF
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
    // InternalBanneret.g:7408:1: ruleSpecialRule returns [EObject current=null] : (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? ) ;
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
            // InternalBanneret.g:7414:2: ( (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? ) )
            // InternalBanneret.g:7415:2: (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? )
            {
            // InternalBanneret.g:7415:2: (otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )? )
            // InternalBanneret.g:7416:3: otherlv_0= 'rule' ( (lv_name_1_0= RULE_ID ) ) ( (lv_title_2_0= RULE_STRING ) )? (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )? (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )?
            {
            otherlv_0=(Token)match(input,127,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getSpecialRuleAccess().getRuleKeyword_0());
            		
            // InternalBanneret.g:7420:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalBanneret.g:7421:4: (lv_name_1_0= RULE_ID )
            {
            // InternalBanneret.g:7421:4: (lv_name_1_0= RULE_ID )
            // InternalBanneret.g:7422:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_134); 

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

            // InternalBanneret.g:7438:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt123=2;
            int LA123_0 = input.LA(1);

            if ( (LA123_0==RULE_STRING) ) {
                alt123=1;
            }
            switch (alt123) {
                case 1 :
                    // InternalBanneret.g:7439:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7439:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:7440:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_135); 

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

            // InternalBanneret.g:7456:3: (otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) ) )?
            int alt124=2;
            int LA124_0 = input.LA(1);

            if ( (LA124_0==51) ) {
                alt124=1;
            }
            switch (alt124) {
                case 1 :
                    // InternalBanneret.g:7457:4: otherlv_3= ':' ( (lv_text_4_0= RULE_STRING ) )
                    {
                    otherlv_3=(Token)match(input,51,FOLLOW_8); 

                    				newLeafNode(otherlv_3, grammarAccess.getSpecialRuleAccess().getColonKeyword_3_0());
                    			
                    // InternalBanneret.g:7461:4: ( (lv_text_4_0= RULE_STRING ) )
                    // InternalBanneret.g:7462:5: (lv_text_4_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7462:5: (lv_text_4_0= RULE_STRING )
                    // InternalBanneret.g:7463:6: lv_text_4_0= RULE_STRING
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

            // InternalBanneret.g:7480:3: (otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}' )?
            int alt126=2;
            int LA126_0 = input.LA(1);

            if ( (LA126_0==13) ) {
                alt126=1;
            }
            switch (alt126) {
                case 1 :
                    // InternalBanneret.g:7481:4: otherlv_5= '{' ( (lv_flags_6_0= ruleRuleFlag ) )* otherlv_7= '}'
                    {
                    otherlv_5=(Token)match(input,13,FOLLOW_136); 

                    				newLeafNode(otherlv_5, grammarAccess.getSpecialRuleAccess().getLeftCurlyBracketKeyword_4_0());
                    			
                    // InternalBanneret.g:7485:4: ( (lv_flags_6_0= ruleRuleFlag ) )*
                    loop125:
                    do {
                        int alt125=2;
                        int LA125_0 = input.LA(1);

                        if ( (LA125_0==RULE_ID||(LA125_0>=17 && LA125_0<=21)||LA125_0==23||LA125_0==25||LA125_0==30||LA125_0==32||(LA125_0>=38 && LA125_0<=40)||LA125_0==46||LA125_0==50||(LA125_0>=52 && LA125_0<=55)||(LA125_0>=60 && LA125_0<=65)||(LA125_0>=70 && LA125_0<=71)||LA125_0==74||LA125_0==80||LA125_0==85||(LA125_0>=88 && LA125_0<=89)||(LA125_0>=92 && LA125_0<=94)||LA125_0==104||LA125_0==106||(LA125_0>=112 && LA125_0<=113)||LA125_0==121||(LA125_0>=124 && LA125_0<=127)||(LA125_0>=133 && LA125_0<=148)) ) {
                            alt125=1;
                        }


                        switch (alt125) {
                    	case 1 :
                    	    // InternalBanneret.g:7486:5: (lv_flags_6_0= ruleRuleFlag )
                    	    {
                    	    // InternalBanneret.g:7486:5: (lv_flags_6_0= ruleRuleFlag )
                    	    // InternalBanneret.g:7487:6: lv_flags_6_0= ruleRuleFlag
                    	    {

                    	    						newCompositeNode(grammarAccess.getSpecialRuleAccess().getFlagsRuleFlagParserRuleCall_4_1_0());
                    	    					
                    	    pushFollow(FOLLOW_136);
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
                    	    break loop125;
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
    // InternalBanneret.g:7513:1: entryRuleRuleFlag returns [EObject current=null] : iv_ruleRuleFlag= ruleRuleFlag EOF ;
    public final EObject entryRuleRuleFlag() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRuleFlag = null;


        try {
            // InternalBanneret.g:7513:49: (iv_ruleRuleFlag= ruleRuleFlag EOF )
            // InternalBanneret.g:7514:2: iv_ruleRuleFlag= ruleRuleFlag EOF
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
    // InternalBanneret.g:7520:1: ruleRuleFlag returns [EObject current=null] : ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? ) ;
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
            // InternalBanneret.g:7526:2: ( ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? ) )
            // InternalBanneret.g:7527:2: ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? )
            {
            // InternalBanneret.g:7527:2: ( ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )? )
            // InternalBanneret.g:7528:3: ( (lv_key_0_0= ruleWord ) ) (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )? (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )? (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )? (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )?
            {
            // InternalBanneret.g:7528:3: ( (lv_key_0_0= ruleWord ) )
            // InternalBanneret.g:7529:4: (lv_key_0_0= ruleWord )
            {
            // InternalBanneret.g:7529:4: (lv_key_0_0= ruleWord )
            // InternalBanneret.g:7530:5: lv_key_0_0= ruleWord
            {

            					newCompositeNode(grammarAccess.getRuleFlagAccess().getKeyWordParserRuleCall_0_0());
            				
            pushFollow(FOLLOW_137);
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

            // InternalBanneret.g:7547:3: (otherlv_1= '=' ( (lv_value_2_0= ruleValue ) ) )?
            int alt127=2;
            int LA127_0 = input.LA(1);

            if ( (LA127_0==91) ) {
                alt127=1;
            }
            switch (alt127) {
                case 1 :
                    // InternalBanneret.g:7548:4: otherlv_1= '=' ( (lv_value_2_0= ruleValue ) )
                    {
                    otherlv_1=(Token)match(input,91,FOLLOW_58); 

                    				newLeafNode(otherlv_1, grammarAccess.getRuleFlagAccess().getEqualsSignKeyword_1_0());
                    			
                    // InternalBanneret.g:7552:4: ( (lv_value_2_0= ruleValue ) )
                    // InternalBanneret.g:7553:5: (lv_value_2_0= ruleValue )
                    {
                    // InternalBanneret.g:7553:5: (lv_value_2_0= ruleValue )
                    // InternalBanneret.g:7554:6: lv_value_2_0= ruleValue
                    {

                    						newCompositeNode(grammarAccess.getRuleFlagAccess().getValueValueParserRuleCall_1_1_0());
                    					
                    pushFollow(FOLLOW_138);
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

            // InternalBanneret.g:7572:3: (otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) ) )?
            int alt128=2;
            int LA128_0 = input.LA(1);

            if ( (LA128_0==86) ) {
                alt128=1;
            }
            switch (alt128) {
                case 1 :
                    // InternalBanneret.g:7573:4: otherlv_3= 'from' otherlv_4= 'turn' ( (lv_fromTurn_5_0= RULE_INT ) )
                    {
                    otherlv_3=(Token)match(input,86,FOLLOW_121); 

                    				newLeafNode(otherlv_3, grammarAccess.getRuleFlagAccess().getFromKeyword_2_0());
                    			
                    otherlv_4=(Token)match(input,124,FOLLOW_10); 

                    				newLeafNode(otherlv_4, grammarAccess.getRuleFlagAccess().getTurnKeyword_2_1());
                    			
                    // InternalBanneret.g:7581:4: ( (lv_fromTurn_5_0= RULE_INT ) )
                    // InternalBanneret.g:7582:5: (lv_fromTurn_5_0= RULE_INT )
                    {
                    // InternalBanneret.g:7582:5: (lv_fromTurn_5_0= RULE_INT )
                    // InternalBanneret.g:7583:6: lv_fromTurn_5_0= RULE_INT
                    {
                    lv_fromTurn_5_0=(Token)match(input,RULE_INT,FOLLOW_139); 

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

            // InternalBanneret.g:7600:3: (otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) ) )?
            int alt129=2;
            int LA129_0 = input.LA(1);

            if ( (LA129_0==66) ) {
                alt129=1;
            }
            switch (alt129) {
                case 1 :
                    // InternalBanneret.g:7601:4: otherlv_6= 'to' otherlv_7= 'turn' ( (lv_toTurn_8_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,66,FOLLOW_121); 

                    				newLeafNode(otherlv_6, grammarAccess.getRuleFlagAccess().getToKeyword_3_0());
                    			
                    otherlv_7=(Token)match(input,124,FOLLOW_10); 

                    				newLeafNode(otherlv_7, grammarAccess.getRuleFlagAccess().getTurnKeyword_3_1());
                    			
                    // InternalBanneret.g:7609:4: ( (lv_toTurn_8_0= RULE_INT ) )
                    // InternalBanneret.g:7610:5: (lv_toTurn_8_0= RULE_INT )
                    {
                    // InternalBanneret.g:7610:5: (lv_toTurn_8_0= RULE_INT )
                    // InternalBanneret.g:7611:6: lv_toTurn_8_0= RULE_INT
                    {
                    lv_toTurn_8_0=(Token)match(input,RULE_INT,FOLLOW_140); 

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

            // InternalBanneret.g:7628:3: (otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt131=2;
            int LA131_0 = input.LA(1);

            if ( (LA131_0==34) ) {
                alt131=1;
            }
            switch (alt131) {
                case 1 :
                    // InternalBanneret.g:7629:4: otherlv_9= 'for' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_9=(Token)match(input,34,FOLLOW_4); 

                    				newLeafNode(otherlv_9, grammarAccess.getRuleFlagAccess().getForKeyword_4_0());
                    			
                    // InternalBanneret.g:7633:4: ( ( ruleQualifiedName ) )
                    // InternalBanneret.g:7634:5: ( ruleQualifiedName )
                    {
                    // InternalBanneret.g:7634:5: ( ruleQualifiedName )
                    // InternalBanneret.g:7635:6: ruleQualifiedName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleFlagRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getRuleFlagAccess().getTargetsEObjectCrossReference_4_1_0());
                    					
                    pushFollow(FOLLOW_46);
                    ruleQualifiedName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:7649:4: (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    loop130:
                    do {
                        int alt130=2;
                        int LA130_0 = input.LA(1);

                        if ( (LA130_0==35) ) {
                            alt130=1;
                        }


                        switch (alt130) {
                    	case 1 :
                    	    // InternalBanneret.g:7650:5: otherlv_11= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_11=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getRuleFlagAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:7654:5: ( ( ruleQualifiedName ) )
                    	    // InternalBanneret.g:7655:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalBanneret.g:7655:6: ( ruleQualifiedName )
                    	    // InternalBanneret.g:7656:7: ruleQualifiedName
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getRuleFlagRule());
                    	    							}
                    	    						

                    	    							newCompositeNode(grammarAccess.getRuleFlagAccess().getTargetsEObjectCrossReference_4_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_46);
                    	    ruleQualifiedName();

                    	    state._fsp--;


                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop130;
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
    // InternalBanneret.g:7676:1: entryRuleScenarioLink returns [EObject current=null] : iv_ruleScenarioLink= ruleScenarioLink EOF ;
    public final EObject entryRuleScenarioLink() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenarioLink = null;


        try {
            // InternalBanneret.g:7676:53: (iv_ruleScenarioLink= ruleScenarioLink EOF )
            // InternalBanneret.g:7677:2: iv_ruleScenarioLink= ruleScenarioLink EOF
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
    // InternalBanneret.g:7683:1: ruleScenarioLink returns [EObject current=null] : (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? ) ;
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
            // InternalBanneret.g:7689:2: ( (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:7690:2: (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:7690:2: (otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )? )
            // InternalBanneret.g:7691:3: otherlv_0= 'follows' ( ( ruleQualifiedName ) ) (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )? ( (lv_description_6_0= RULE_STRING ) )?
            {
            otherlv_0=(Token)match(input,128,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioLinkAccess().getFollowsKeyword_0());
            		
            // InternalBanneret.g:7695:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:7696:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:7696:4: ( ruleQualifiedName )
            // InternalBanneret.g:7697:5: ruleQualifiedName
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getScenarioLinkRule());
            					}
            				

            					newCompositeNode(grammarAccess.getScenarioLinkAccess().getSourceScenarioCrossReference_1_0());
            				
            pushFollow(FOLLOW_141);
            ruleQualifiedName();

            state._fsp--;


            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:7711:3: (otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )* )?
            int alt133=2;
            int LA133_0 = input.LA(1);

            if ( (LA133_0==129) ) {
                alt133=1;
            }
            switch (alt133) {
                case 1 :
                    // InternalBanneret.g:7712:4: otherlv_2= 'carrying' ( (lv_carries_3_0= ruleWord ) ) (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )*
                    {
                    otherlv_2=(Token)match(input,129,FOLLOW_26); 

                    				newLeafNode(otherlv_2, grammarAccess.getScenarioLinkAccess().getCarryingKeyword_2_0());
                    			
                    // InternalBanneret.g:7716:4: ( (lv_carries_3_0= ruleWord ) )
                    // InternalBanneret.g:7717:5: (lv_carries_3_0= ruleWord )
                    {
                    // InternalBanneret.g:7717:5: (lv_carries_3_0= ruleWord )
                    // InternalBanneret.g:7718:6: lv_carries_3_0= ruleWord
                    {

                    						newCompositeNode(grammarAccess.getScenarioLinkAccess().getCarriesWordParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_142);
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

                    // InternalBanneret.g:7735:4: (otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) ) )*
                    loop132:
                    do {
                        int alt132=2;
                        int LA132_0 = input.LA(1);

                        if ( (LA132_0==35) ) {
                            alt132=1;
                        }


                        switch (alt132) {
                    	case 1 :
                    	    // InternalBanneret.g:7736:5: otherlv_4= ',' ( (lv_carries_5_0= ruleWord ) )
                    	    {
                    	    otherlv_4=(Token)match(input,35,FOLLOW_26); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getScenarioLinkAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:7740:5: ( (lv_carries_5_0= ruleWord ) )
                    	    // InternalBanneret.g:7741:6: (lv_carries_5_0= ruleWord )
                    	    {
                    	    // InternalBanneret.g:7741:6: (lv_carries_5_0= ruleWord )
                    	    // InternalBanneret.g:7742:7: lv_carries_5_0= ruleWord
                    	    {

                    	    							newCompositeNode(grammarAccess.getScenarioLinkAccess().getCarriesWordParserRuleCall_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_142);
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
                    	    break loop132;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:7761:3: ( (lv_description_6_0= RULE_STRING ) )?
            int alt134=2;
            int LA134_0 = input.LA(1);

            if ( (LA134_0==RULE_STRING) ) {
                alt134=1;
            }
            switch (alt134) {
                case 1 :
                    // InternalBanneret.g:7762:4: (lv_description_6_0= RULE_STRING )
                    {
                    // InternalBanneret.g:7762:4: (lv_description_6_0= RULE_STRING )
                    // InternalBanneret.g:7763:5: lv_description_6_0= RULE_STRING
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
    // InternalBanneret.g:7783:1: entryRuleRuleWaiver returns [EObject current=null] : iv_ruleRuleWaiver= ruleRuleWaiver EOF ;
    public final EObject entryRuleRuleWaiver() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRuleWaiver = null;


        try {
            // InternalBanneret.g:7783:51: (iv_ruleRuleWaiver= ruleRuleWaiver EOF )
            // InternalBanneret.g:7784:2: iv_ruleRuleWaiver= ruleRuleWaiver EOF
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
    // InternalBanneret.g:7790:1: ruleRuleWaiver returns [EObject current=null] : (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) ) ;
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
            // InternalBanneret.g:7796:2: ( (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) ) )
            // InternalBanneret.g:7797:2: (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) )
            {
            // InternalBanneret.g:7797:2: (otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) ) )
            // InternalBanneret.g:7798:3: otherlv_0= 'waive' ( (lv_ruleId_1_0= ruleRuleId ) ) (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )? (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )? otherlv_10= 'because' ( (lv_reason_11_0= RULE_STRING ) )
            {
            otherlv_0=(Token)match(input,130,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getRuleWaiverAccess().getWaiveKeyword_0());
            		
            // InternalBanneret.g:7802:3: ( (lv_ruleId_1_0= ruleRuleId ) )
            // InternalBanneret.g:7803:4: (lv_ruleId_1_0= ruleRuleId )
            {
            // InternalBanneret.g:7803:4: (lv_ruleId_1_0= ruleRuleId )
            // InternalBanneret.g:7804:5: lv_ruleId_1_0= ruleRuleId
            {

            					newCompositeNode(grammarAccess.getRuleWaiverAccess().getRuleIdRuleIdParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_143);
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

            // InternalBanneret.g:7821:3: (otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt136=2;
            int LA136_0 = input.LA(1);

            if ( (LA136_0==34) ) {
                alt136=1;
            }
            switch (alt136) {
                case 1 :
                    // InternalBanneret.g:7822:4: otherlv_2= 'for' ( ( ruleQualifiedName ) ) (otherlv_4= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_2=(Token)match(input,34,FOLLOW_4); 

                    				newLeafNode(otherlv_2, grammarAccess.getRuleWaiverAccess().getForKeyword_2_0());
                    			
                    // InternalBanneret.g:7826:4: ( ( ruleQualifiedName ) )
                    // InternalBanneret.g:7827:5: ( ruleQualifiedName )
                    {
                    // InternalBanneret.g:7827:5: ( ruleQualifiedName )
                    // InternalBanneret.g:7828:6: ruleQualifiedName
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getRuleWaiverRule());
                    						}
                    					

                    						newCompositeNode(grammarAccess.getRuleWaiverAccess().getTargetsEObjectCrossReference_2_1_0());
                    					
                    pushFollow(FOLLOW_144);
                    ruleQualifiedName();

                    state._fsp--;


                    						afterParserOrEnumRuleCall();
                    					

                    }


                    }

                    // InternalBanneret.g:7842:4: (otherlv_4= ',' ( ( ruleQualifiedName ) ) )*
                    loop135:
                    do {
                        int alt135=2;
                        int LA135_0 = input.LA(1);

                        if ( (LA135_0==35) ) {
                            alt135=1;
                        }


                        switch (alt135) {
                    	case 1 :
                    	    // InternalBanneret.g:7843:5: otherlv_4= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_4=(Token)match(input,35,FOLLOW_4); 

                    	    					newLeafNode(otherlv_4, grammarAccess.getRuleWaiverAccess().getCommaKeyword_2_2_0());
                    	    				
                    	    // InternalBanneret.g:7847:5: ( ( ruleQualifiedName ) )
                    	    // InternalBanneret.g:7848:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalBanneret.g:7848:6: ( ruleQualifiedName )
                    	    // InternalBanneret.g:7849:7: ruleQualifiedName
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getRuleWaiverRule());
                    	    							}
                    	    						

                    	    							newCompositeNode(grammarAccess.getRuleWaiverAccess().getTargetsEObjectCrossReference_2_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_144);
                    	    ruleQualifiedName();

                    	    state._fsp--;


                    	    							afterParserOrEnumRuleCall();
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop135;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:7865:3: (otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )* )?
            int alt138=2;
            int LA138_0 = input.LA(1);

            if ( (LA138_0==90) ) {
                alt138=1;
            }
            switch (alt138) {
                case 1 :
                    // InternalBanneret.g:7866:4: otherlv_6= 'at' ( (lv_hexes_7_0= ruleHexLabel ) ) (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )*
                    {
                    otherlv_6=(Token)match(input,90,FOLLOW_77); 

                    				newLeafNode(otherlv_6, grammarAccess.getRuleWaiverAccess().getAtKeyword_3_0());
                    			
                    // InternalBanneret.g:7870:4: ( (lv_hexes_7_0= ruleHexLabel ) )
                    // InternalBanneret.g:7871:5: (lv_hexes_7_0= ruleHexLabel )
                    {
                    // InternalBanneret.g:7871:5: (lv_hexes_7_0= ruleHexLabel )
                    // InternalBanneret.g:7872:6: lv_hexes_7_0= ruleHexLabel
                    {

                    						newCompositeNode(grammarAccess.getRuleWaiverAccess().getHexesHexLabelParserRuleCall_3_1_0());
                    					
                    pushFollow(FOLLOW_145);
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

                    // InternalBanneret.g:7889:4: (otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) ) )*
                    loop137:
                    do {
                        int alt137=2;
                        int LA137_0 = input.LA(1);

                        if ( (LA137_0==35) ) {
                            alt137=1;
                        }


                        switch (alt137) {
                    	case 1 :
                    	    // InternalBanneret.g:7890:5: otherlv_8= ',' ( (lv_hexes_9_0= ruleHexLabel ) )
                    	    {
                    	    otherlv_8=(Token)match(input,35,FOLLOW_77); 

                    	    					newLeafNode(otherlv_8, grammarAccess.getRuleWaiverAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:7894:5: ( (lv_hexes_9_0= ruleHexLabel ) )
                    	    // InternalBanneret.g:7895:6: (lv_hexes_9_0= ruleHexLabel )
                    	    {
                    	    // InternalBanneret.g:7895:6: (lv_hexes_9_0= ruleHexLabel )
                    	    // InternalBanneret.g:7896:7: lv_hexes_9_0= ruleHexLabel
                    	    {

                    	    							newCompositeNode(grammarAccess.getRuleWaiverAccess().getHexesHexLabelParserRuleCall_3_2_1_0());
                    	    						
                    	    pushFollow(FOLLOW_145);
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
                    	    break loop137;
                        }
                    } while (true);


                    }
                    break;

            }

            otherlv_10=(Token)match(input,131,FOLLOW_8); 

            			newLeafNode(otherlv_10, grammarAccess.getRuleWaiverAccess().getBecauseKeyword_4());
            		
            // InternalBanneret.g:7919:3: ( (lv_reason_11_0= RULE_STRING ) )
            // InternalBanneret.g:7920:4: (lv_reason_11_0= RULE_STRING )
            {
            // InternalBanneret.g:7920:4: (lv_reason_11_0= RULE_STRING )
            // InternalBanneret.g:7921:5: lv_reason_11_0= RULE_STRING
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
    // InternalBanneret.g:7941:1: entryRuleHexLabel returns [String current=null] : iv_ruleHexLabel= ruleHexLabel EOF ;
    public final String entryRuleHexLabel() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleHexLabel = null;


        try {
            // InternalBanneret.g:7941:48: (iv_ruleHexLabel= ruleHexLabel EOF )
            // InternalBanneret.g:7942:2: iv_ruleHexLabel= ruleHexLabel EOF
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
    // InternalBanneret.g:7948:1: ruleHexLabel returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleHexLabel() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token this_ID_1=null;
        Token this_STRING_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:7954:2: ( (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING ) )
            // InternalBanneret.g:7955:2: (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING )
            {
            // InternalBanneret.g:7955:2: (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING )
            int alt139=3;
            switch ( input.LA(1) ) {
            case RULE_INT:
                {
                alt139=1;
                }
                break;
            case RULE_ID:
                {
                alt139=2;
                }
                break;
            case RULE_STRING:
                {
                alt139=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 139, 0, input);

                throw nvae;
            }

            switch (alt139) {
                case 1 :
                    // InternalBanneret.g:7956:3: this_INT_0= RULE_INT
                    {
                    this_INT_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    			current.merge(this_INT_0);
                    		

                    			newLeafNode(this_INT_0, grammarAccess.getHexLabelAccess().getINTTerminalRuleCall_0());
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:7964:3: this_ID_1= RULE_ID
                    {
                    this_ID_1=(Token)match(input,RULE_ID,FOLLOW_2); 

                    			current.merge(this_ID_1);
                    		

                    			newLeafNode(this_ID_1, grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_1());
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:7972:3: this_STRING_2= RULE_STRING
                    {
                    this_STRING_2=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    			current.merge(this_STRING_2);
                    		

                    			newLeafNode(this_STRING_2, grammarAccess.getHexLabelAccess().getSTRINGTerminalRuleCall_2());
                    		

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
    // InternalBanneret.g:7983:1: entryRuleQualifiedName returns [String current=null] : iv_ruleQualifiedName= ruleQualifiedName EOF ;
    public final String entryRuleQualifiedName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleQualifiedName = null;


        try {
            // InternalBanneret.g:7983:53: (iv_ruleQualifiedName= ruleQualifiedName EOF )
            // InternalBanneret.g:7984:2: iv_ruleQualifiedName= ruleQualifiedName EOF
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
    // InternalBanneret.g:7990:1: ruleQualifiedName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) ;
    public final AntlrDatatypeRuleToken ruleQualifiedName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:7996:2: ( (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) )
            // InternalBanneret.g:7997:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            {
            // InternalBanneret.g:7997:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            // InternalBanneret.g:7998:3: this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_146); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:8005:3: (kw= '.' this_ID_2= RULE_ID )*
            loop140:
            do {
                int alt140=2;
                int LA140_0 = input.LA(1);

                if ( (LA140_0==132) ) {
                    alt140=1;
                }


                switch (alt140) {
            	case 1 :
            	    // InternalBanneret.g:8006:4: kw= '.' this_ID_2= RULE_ID
            	    {
            	    kw=(Token)match(input,132,FOLLOW_4); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0());
            	    			
            	    this_ID_2=(Token)match(input,RULE_ID,FOLLOW_146); 

            	    				current.merge(this_ID_2);
            	    			

            	    				newLeafNode(this_ID_2, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1());
            	    			

            	    }
            	    break;

            	default :
            	    break loop140;
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


    // $ANTLR start "entryRuleWord"
    // InternalBanneret.g:8023:1: entryRuleWord returns [String current=null] : iv_ruleWord= ruleWord EOF ;
    public final String entryRuleWord() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleWord = null;


        try {
            // InternalBanneret.g:8023:44: (iv_ruleWord= ruleWord EOF )
            // InternalBanneret.g:8024:2: iv_ruleWord= ruleWord EOF
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
    // InternalBanneret.g:8030:1: ruleWord returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' ) ;
    public final AntlrDatatypeRuleToken ruleWord() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;


        	enterRule();

        try {
            // InternalBanneret.g:8036:2: ( (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' ) )
            // InternalBanneret.g:8037:2: (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' )
            {
            // InternalBanneret.g:8037:2: (this_ID_0= RULE_ID | kw= 'range' | kw= 'hidden' | kw= 'value' | kw= 'values' | kw= 'effect' | kw= 'cover' | kw= 'movement' | kw= 'attack' | kw= 'defence' | kw= 'strength' | kw= 'armour' | kw= 'morale' | kw= 'command' | kw= 'turn' | kw= 'unit' | kw= 'default' | kw= 'side' | kw= 'order' | kw= 'number' | kw= 'limit' | kw= 'first' | kw= 'on' | kw= 'off' | kw= 'code' | kw= 'cost' | kw= 'elevation' | kw= 'banner' | kw= 'flipped' | kw= 'dead' | kw= 'wounded' | kw= 'stunned' | kw= 'healthy' | kw= 'single' | kw= 'double' | kw= 'footprint' | kw= 'edge' | kw= 'map' | kw= 'hex' | kw= 'marker' | kw= 'slot' | kw= 'flat' | kw= 'pointy' | kw= 'killed' | kw= 'captured' | kw= 'controlled' | kw= 'exited' | kw= 'other' | kw= 'cleared' | kw= 'holds' | kw= 'exits' | kw= 'automatic' | kw= 'structure' | kw= 'material' | kw= 'damage' | kw= 'terrain' | kw= 'feature' | kw= 'hexside' | kw= 'class' | kw= 'rule' )
            int alt141=60;
            switch ( input.LA(1) ) {
            case RULE_ID:
                {
                alt141=1;
                }
                break;
            case 54:
                {
                alt141=2;
                }
                break;
            case 85:
                {
                alt141=3;
                }
                break;
            case 64:
                {
                alt141=4;
                }
                break;
            case 65:
                {
                alt141=5;
                }
                break;
            case 39:
                {
                alt141=6;
                }
                break;
            case 38:
                {
                alt141=7;
                }
                break;
            case 62:
                {
                alt141=8;
                }
                break;
            case 60:
                {
                alt141=9;
                }
                break;
            case 61:
                {
                alt141=10;
                }
                break;
            case 63:
                {
                alt141=11;
                }
                break;
            case 55:
                {
                alt141=12;
                }
                break;
            case 106:
                {
                alt141=13;
                }
                break;
            case 53:
                {
                alt141=14;
                }
                break;
            case 124:
                {
                alt141=15;
                }
                break;
            case 23:
                {
                alt141=16;
                }
                break;
            case 70:
                {
                alt141=17;
                }
                break;
            case 50:
                {
                alt141=18;
                }
                break;
            case 104:
                {
                alt141=19;
                }
                break;
            case 88:
                {
                alt141=20;
                }
                break;
            case 125:
                {
                alt141=21;
                }
                break;
            case 80:
                {
                alt141=22;
                }
                break;
            case 46:
                {
                alt141=23;
                }
                break;
            case 121:
                {
                alt141=24;
                }
                break;
            case 30:
                {
                alt141=25;
                }
                break;
            case 32:
                {
                alt141=26;
                }
                break;
            case 40:
                {
                alt141=27;
                }
                break;
            case 112:
                {
                alt141=28;
                }
                break;
            case 113:
                {
                alt141=29;
                }
                break;
            case 133:
                {
                alt141=30;
                }
                break;
            case 134:
                {
                alt141=31;
                }
                break;
            case 135:
                {
                alt141=32;
                }
                break;
            case 136:
                {
                alt141=33;
                }
                break;
            case 137:
                {
                alt141=34;
                }
                break;
            case 138:
                {
                alt141=35;
                }
                break;
            case 52:
                {
                alt141=36;
                }
                break;
            case 89:
                {
                alt141=37;
                }
                break;
            case 71:
                {
                alt141=38;
                }
                break;
            case 74:
                {
                alt141=39;
                }
                break;
            case 25:
                {
                alt141=40;
                }
                break;
            case 21:
                {
                alt141=41;
                }
                break;
            case 139:
                {
                alt141=42;
                }
                break;
            case 140:
                {
                alt141=43;
                }
                break;
            case 141:
                {
                alt141=44;
                }
                break;
            case 142:
                {
                alt141=45;
                }
                break;
            case 143:
                {
                alt141=46;
                }
                break;
            case 144:
                {
                alt141=47;
                }
                break;
            case 145:
                {
                alt141=48;
                }
                break;
            case 146:
                {
                alt141=49;
                }
                break;
            case 147:
                {
                alt141=50;
                }
                break;
            case 148:
                {
                alt141=51;
                }
                break;
            case 126:
                {
                alt141=52;
                }
                break;
            case 92:
                {
                alt141=53;
                }
                break;
            case 93:
                {
                alt141=54;
                }
                break;
            case 94:
                {
                alt141=55;
                }
                break;
            case 18:
                {
                alt141=56;
                }
                break;
            case 19:
                {
                alt141=57;
                }
                break;
            case 20:
                {
                alt141=58;
                }
                break;
            case 17:
                {
                alt141=59;
                }
                break;
            case 127:
                {
                alt141=60;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 141, 0, input);

                throw nvae;
            }

            switch (alt141) {
                case 1 :
                    // InternalBanneret.g:8038:3: this_ID_0= RULE_ID
                    {
                    this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

                    			current.merge(this_ID_0);
                    		

                    			newLeafNode(this_ID_0, grammarAccess.getWordAccess().getIDTerminalRuleCall_0());
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8046:3: kw= 'range'
                    {
                    kw=(Token)match(input,54,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRangeKeyword_1());
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8052:3: kw= 'hidden'
                    {
                    kw=(Token)match(input,85,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHiddenKeyword_2());
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8058:3: kw= 'value'
                    {
                    kw=(Token)match(input,64,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getValueKeyword_3());
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8064:3: kw= 'values'
                    {
                    kw=(Token)match(input,65,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getValuesKeyword_4());
                    		

                    }
                    break;
                case 6 :
                    // InternalBanneret.g:8070:3: kw= 'effect'
                    {
                    kw=(Token)match(input,39,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getEffectKeyword_5());
                    		

                    }
                    break;
                case 7 :
                    // InternalBanneret.g:8076:3: kw= 'cover'
                    {
                    kw=(Token)match(input,38,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCoverKeyword_6());
                    		

                    }
                    break;
                case 8 :
                    // InternalBanneret.g:8082:3: kw= 'movement'
                    {
                    kw=(Token)match(input,62,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMovementKeyword_7());
                    		

                    }
                    break;
                case 9 :
                    // InternalBanneret.g:8088:3: kw= 'attack'
                    {
                    kw=(Token)match(input,60,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getAttackKeyword_8());
                    		

                    }
                    break;
                case 10 :
                    // InternalBanneret.g:8094:3: kw= 'defence'
                    {
                    kw=(Token)match(input,61,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDefenceKeyword_9());
                    		

                    }
                    break;
                case 11 :
                    // InternalBanneret.g:8100:3: kw= 'strength'
                    {
                    kw=(Token)match(input,63,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStrengthKeyword_10());
                    		

                    }
                    break;
                case 12 :
                    // InternalBanneret.g:8106:3: kw= 'armour'
                    {
                    kw=(Token)match(input,55,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getArmourKeyword_11());
                    		

                    }
                    break;
                case 13 :
                    // InternalBanneret.g:8112:3: kw= 'morale'
                    {
                    kw=(Token)match(input,106,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMoraleKeyword_12());
                    		

                    }
                    break;
                case 14 :
                    // InternalBanneret.g:8118:3: kw= 'command'
                    {
                    kw=(Token)match(input,53,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCommandKeyword_13());
                    		

                    }
                    break;
                case 15 :
                    // InternalBanneret.g:8124:3: kw= 'turn'
                    {
                    kw=(Token)match(input,124,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTurnKeyword_14());
                    		

                    }
                    break;
                case 16 :
                    // InternalBanneret.g:8130:3: kw= 'unit'
                    {
                    kw=(Token)match(input,23,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getUnitKeyword_15());
                    		

                    }
                    break;
                case 17 :
                    // InternalBanneret.g:8136:3: kw= 'default'
                    {
                    kw=(Token)match(input,70,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDefaultKeyword_16());
                    		

                    }
                    break;
                case 18 :
                    // InternalBanneret.g:8142:3: kw= 'side'
                    {
                    kw=(Token)match(input,50,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSideKeyword_17());
                    		

                    }
                    break;
                case 19 :
                    // InternalBanneret.g:8148:3: kw= 'order'
                    {
                    kw=(Token)match(input,104,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOrderKeyword_18());
                    		

                    }
                    break;
                case 20 :
                    // InternalBanneret.g:8154:3: kw= 'number'
                    {
                    kw=(Token)match(input,88,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getNumberKeyword_19());
                    		

                    }
                    break;
                case 21 :
                    // InternalBanneret.g:8160:3: kw= 'limit'
                    {
                    kw=(Token)match(input,125,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getLimitKeyword_20());
                    		

                    }
                    break;
                case 22 :
                    // InternalBanneret.g:8166:3: kw= 'first'
                    {
                    kw=(Token)match(input,80,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFirstKeyword_21());
                    		

                    }
                    break;
                case 23 :
                    // InternalBanneret.g:8172:3: kw= 'on'
                    {
                    kw=(Token)match(input,46,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOnKeyword_22());
                    		

                    }
                    break;
                case 24 :
                    // InternalBanneret.g:8178:3: kw= 'off'
                    {
                    kw=(Token)match(input,121,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOffKeyword_23());
                    		

                    }
                    break;
                case 25 :
                    // InternalBanneret.g:8184:3: kw= 'code'
                    {
                    kw=(Token)match(input,30,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCodeKeyword_24());
                    		

                    }
                    break;
                case 26 :
                    // InternalBanneret.g:8190:3: kw= 'cost'
                    {
                    kw=(Token)match(input,32,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCostKeyword_25());
                    		

                    }
                    break;
                case 27 :
                    // InternalBanneret.g:8196:3: kw= 'elevation'
                    {
                    kw=(Token)match(input,40,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getElevationKeyword_26());
                    		

                    }
                    break;
                case 28 :
                    // InternalBanneret.g:8202:3: kw= 'banner'
                    {
                    kw=(Token)match(input,112,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getBannerKeyword_27());
                    		

                    }
                    break;
                case 29 :
                    // InternalBanneret.g:8208:3: kw= 'flipped'
                    {
                    kw=(Token)match(input,113,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFlippedKeyword_28());
                    		

                    }
                    break;
                case 30 :
                    // InternalBanneret.g:8214:3: kw= 'dead'
                    {
                    kw=(Token)match(input,133,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDeadKeyword_29());
                    		

                    }
                    break;
                case 31 :
                    // InternalBanneret.g:8220:3: kw= 'wounded'
                    {
                    kw=(Token)match(input,134,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getWoundedKeyword_30());
                    		

                    }
                    break;
                case 32 :
                    // InternalBanneret.g:8226:3: kw= 'stunned'
                    {
                    kw=(Token)match(input,135,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStunnedKeyword_31());
                    		

                    }
                    break;
                case 33 :
                    // InternalBanneret.g:8232:3: kw= 'healthy'
                    {
                    kw=(Token)match(input,136,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHealthyKeyword_32());
                    		

                    }
                    break;
                case 34 :
                    // InternalBanneret.g:8238:3: kw= 'single'
                    {
                    kw=(Token)match(input,137,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSingleKeyword_33());
                    		

                    }
                    break;
                case 35 :
                    // InternalBanneret.g:8244:3: kw= 'double'
                    {
                    kw=(Token)match(input,138,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDoubleKeyword_34());
                    		

                    }
                    break;
                case 36 :
                    // InternalBanneret.g:8250:3: kw= 'footprint'
                    {
                    kw=(Token)match(input,52,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFootprintKeyword_35());
                    		

                    }
                    break;
                case 37 :
                    // InternalBanneret.g:8256:3: kw= 'edge'
                    {
                    kw=(Token)match(input,89,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getEdgeKeyword_36());
                    		

                    }
                    break;
                case 38 :
                    // InternalBanneret.g:8262:3: kw= 'map'
                    {
                    kw=(Token)match(input,71,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMapKeyword_37());
                    		

                    }
                    break;
                case 39 :
                    // InternalBanneret.g:8268:3: kw= 'hex'
                    {
                    kw=(Token)match(input,74,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHexKeyword_38());
                    		

                    }
                    break;
                case 40 :
                    // InternalBanneret.g:8274:3: kw= 'marker'
                    {
                    kw=(Token)match(input,25,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMarkerKeyword_39());
                    		

                    }
                    break;
                case 41 :
                    // InternalBanneret.g:8280:3: kw= 'slot'
                    {
                    kw=(Token)match(input,21,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getSlotKeyword_40());
                    		

                    }
                    break;
                case 42 :
                    // InternalBanneret.g:8286:3: kw= 'flat'
                    {
                    kw=(Token)match(input,139,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFlatKeyword_41());
                    		

                    }
                    break;
                case 43 :
                    // InternalBanneret.g:8292:3: kw= 'pointy'
                    {
                    kw=(Token)match(input,140,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getPointyKeyword_42());
                    		

                    }
                    break;
                case 44 :
                    // InternalBanneret.g:8298:3: kw= 'killed'
                    {
                    kw=(Token)match(input,141,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getKilledKeyword_43());
                    		

                    }
                    break;
                case 45 :
                    // InternalBanneret.g:8304:3: kw= 'captured'
                    {
                    kw=(Token)match(input,142,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getCapturedKeyword_44());
                    		

                    }
                    break;
                case 46 :
                    // InternalBanneret.g:8310:3: kw= 'controlled'
                    {
                    kw=(Token)match(input,143,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getControlledKeyword_45());
                    		

                    }
                    break;
                case 47 :
                    // InternalBanneret.g:8316:3: kw= 'exited'
                    {
                    kw=(Token)match(input,144,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getExitedKeyword_46());
                    		

                    }
                    break;
                case 48 :
                    // InternalBanneret.g:8322:3: kw= 'other'
                    {
                    kw=(Token)match(input,145,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getOtherKeyword_47());
                    		

                    }
                    break;
                case 49 :
                    // InternalBanneret.g:8328:3: kw= 'cleared'
                    {
                    kw=(Token)match(input,146,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClearedKeyword_48());
                    		

                    }
                    break;
                case 50 :
                    // InternalBanneret.g:8334:3: kw= 'holds'
                    {
                    kw=(Token)match(input,147,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHoldsKeyword_49());
                    		

                    }
                    break;
                case 51 :
                    // InternalBanneret.g:8340:3: kw= 'exits'
                    {
                    kw=(Token)match(input,148,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getExitsKeyword_50());
                    		

                    }
                    break;
                case 52 :
                    // InternalBanneret.g:8346:3: kw= 'automatic'
                    {
                    kw=(Token)match(input,126,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getAutomaticKeyword_51());
                    		

                    }
                    break;
                case 53 :
                    // InternalBanneret.g:8352:3: kw= 'structure'
                    {
                    kw=(Token)match(input,92,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getStructureKeyword_52());
                    		

                    }
                    break;
                case 54 :
                    // InternalBanneret.g:8358:3: kw= 'material'
                    {
                    kw=(Token)match(input,93,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getMaterialKeyword_53());
                    		

                    }
                    break;
                case 55 :
                    // InternalBanneret.g:8364:3: kw= 'damage'
                    {
                    kw=(Token)match(input,94,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getDamageKeyword_54());
                    		

                    }
                    break;
                case 56 :
                    // InternalBanneret.g:8370:3: kw= 'terrain'
                    {
                    kw=(Token)match(input,18,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getTerrainKeyword_55());
                    		

                    }
                    break;
                case 57 :
                    // InternalBanneret.g:8376:3: kw= 'feature'
                    {
                    kw=(Token)match(input,19,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getFeatureKeyword_56());
                    		

                    }
                    break;
                case 58 :
                    // InternalBanneret.g:8382:3: kw= 'hexside'
                    {
                    kw=(Token)match(input,20,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getHexsideKeyword_57());
                    		

                    }
                    break;
                case 59 :
                    // InternalBanneret.g:8388:3: kw= 'class'
                    {
                    kw=(Token)match(input,17,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getClassKeyword_58());
                    		

                    }
                    break;
                case 60 :
                    // InternalBanneret.g:8394:3: kw= 'rule'
                    {
                    kw=(Token)match(input,127,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getWordAccess().getRuleKeyword_59());
                    		

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
    // InternalBanneret.g:8403:1: entryRuleRuleId returns [String current=null] : iv_ruleRuleId= ruleRuleId EOF ;
    public final String entryRuleRuleId() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleRuleId = null;


        try {
            // InternalBanneret.g:8403:46: (iv_ruleRuleId= ruleRuleId EOF )
            // InternalBanneret.g:8404:2: iv_ruleRuleId= ruleRuleId EOF
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
    // InternalBanneret.g:8410:1: ruleRuleId returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* ) ;
    public final AntlrDatatypeRuleToken ruleRuleId() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;
        Token this_INT_3=null;


        	enterRule();

        try {
            // InternalBanneret.g:8416:2: ( (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* ) )
            // InternalBanneret.g:8417:2: (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* )
            {
            // InternalBanneret.g:8417:2: (this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )* )
            // InternalBanneret.g:8418:3: this_ID_0= RULE_ID (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_147); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getRuleIdAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:8425:3: (kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT ) )*
            loop143:
            do {
                int alt143=2;
                int LA143_0 = input.LA(1);

                if ( (LA143_0==149) ) {
                    alt143=1;
                }


                switch (alt143) {
            	case 1 :
            	    // InternalBanneret.g:8426:4: kw= '-' (this_ID_2= RULE_ID | this_INT_3= RULE_INT )
            	    {
            	    kw=(Token)match(input,149,FOLLOW_148); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getRuleIdAccess().getHyphenMinusKeyword_1_0());
            	    			
            	    // InternalBanneret.g:8431:4: (this_ID_2= RULE_ID | this_INT_3= RULE_INT )
            	    int alt142=2;
            	    int LA142_0 = input.LA(1);

            	    if ( (LA142_0==RULE_ID) ) {
            	        alt142=1;
            	    }
            	    else if ( (LA142_0==RULE_INT) ) {
            	        alt142=2;
            	    }
            	    else {
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 142, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt142) {
            	        case 1 :
            	            // InternalBanneret.g:8432:5: this_ID_2= RULE_ID
            	            {
            	            this_ID_2=(Token)match(input,RULE_ID,FOLLOW_147); 

            	            					current.merge(this_ID_2);
            	            				

            	            					newLeafNode(this_ID_2, grammarAccess.getRuleIdAccess().getIDTerminalRuleCall_1_1_0());
            	            				

            	            }
            	            break;
            	        case 2 :
            	            // InternalBanneret.g:8440:5: this_INT_3= RULE_INT
            	            {
            	            this_INT_3=(Token)match(input,RULE_INT,FOLLOW_147); 

            	            					current.merge(this_INT_3);
            	            				

            	            					newLeafNode(this_INT_3, grammarAccess.getRuleIdAccess().getINTTerminalRuleCall_1_1_1());
            	            				

            	            }
            	            break;

            	    }


            	    }
            	    break;

            	default :
            	    break loop143;
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
    // InternalBanneret.g:8453:1: entryRuleFatigue returns [String current=null] : iv_ruleFatigue= ruleFatigue EOF ;
    public final String entryRuleFatigue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleFatigue = null;


        try {
            // InternalBanneret.g:8453:47: (iv_ruleFatigue= ruleFatigue EOF )
            // InternalBanneret.g:8454:2: iv_ruleFatigue= ruleFatigue EOF
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
    // InternalBanneret.g:8460:1: ruleFatigue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : this_ID_0= RULE_ID ;
    public final AntlrDatatypeRuleToken ruleFatigue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:8466:2: (this_ID_0= RULE_ID )
            // InternalBanneret.g:8467:2: this_ID_0= RULE_ID
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); 

            		current.merge(this_ID_0);
            	

            		newLeafNode(this_ID_0, grammarAccess.getFatigueAccess().getIDTerminalRuleCall());
            	

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
    // InternalBanneret.g:8477:1: entryRuleSignedInt returns [String current=null] : iv_ruleSignedInt= ruleSignedInt EOF ;
    public final String entryRuleSignedInt() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleSignedInt = null;


        try {
            // InternalBanneret.g:8477:49: (iv_ruleSignedInt= ruleSignedInt EOF )
            // InternalBanneret.g:8478:2: iv_ruleSignedInt= ruleSignedInt EOF
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
    // InternalBanneret.g:8484:1: ruleSignedInt returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT ) ;
    public final AntlrDatatypeRuleToken ruleSignedInt() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8490:2: ( ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT ) )
            // InternalBanneret.g:8491:2: ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT )
            {
            // InternalBanneret.g:8491:2: ( (kw= '+' | kw= '-' )? this_INT_2= RULE_INT )
            // InternalBanneret.g:8492:3: (kw= '+' | kw= '-' )? this_INT_2= RULE_INT
            {
            // InternalBanneret.g:8492:3: (kw= '+' | kw= '-' )?
            int alt144=3;
            int LA144_0 = input.LA(1);

            if ( (LA144_0==150) ) {
                alt144=1;
            }
            else if ( (LA144_0==149) ) {
                alt144=2;
            }
            switch (alt144) {
                case 1 :
                    // InternalBanneret.g:8493:4: kw= '+'
                    {
                    kw=(Token)match(input,150,FOLLOW_10); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getSignedIntAccess().getPlusSignKeyword_0_0());
                    			

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8499:4: kw= '-'
                    {
                    kw=(Token)match(input,149,FOLLOW_10); 

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
    // InternalBanneret.g:8516:1: entryRuleMillimetres returns [String current=null] : iv_ruleMillimetres= ruleMillimetres EOF ;
    public final String entryRuleMillimetres() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleMillimetres = null;


        try {
            // InternalBanneret.g:8516:51: (iv_ruleMillimetres= ruleMillimetres EOF )
            // InternalBanneret.g:8517:2: iv_ruleMillimetres= ruleMillimetres EOF
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
    // InternalBanneret.g:8523:1: ruleMillimetres returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) ;
    public final AntlrDatatypeRuleToken ruleMillimetres() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8529:2: ( (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) )
            // InternalBanneret.g:8530:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            {
            // InternalBanneret.g:8530:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            // InternalBanneret.g:8531:3: this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )?
            {
            this_INT_0=(Token)match(input,RULE_INT,FOLLOW_146); 

            			current.merge(this_INT_0);
            		

            			newLeafNode(this_INT_0, grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_0());
            		
            // InternalBanneret.g:8538:3: (kw= '.' this_INT_2= RULE_INT )?
            int alt145=2;
            int LA145_0 = input.LA(1);

            if ( (LA145_0==132) ) {
                alt145=1;
            }
            switch (alt145) {
                case 1 :
                    // InternalBanneret.g:8539:4: kw= '.' this_INT_2= RULE_INT
                    {
                    kw=(Token)match(input,132,FOLLOW_10); 

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
    // InternalBanneret.g:8556:1: entryRuleValue returns [String current=null] : iv_ruleValue= ruleValue EOF ;
    public final String entryRuleValue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleValue = null;


        try {
            // InternalBanneret.g:8556:45: (iv_ruleValue= ruleValue EOF )
            // InternalBanneret.g:8557:2: iv_ruleValue= ruleValue EOF
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
    // InternalBanneret.g:8563:1: ruleValue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' ) ;
    public final AntlrDatatypeRuleToken ruleValue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_STRING_2=null;
        Token kw=null;
        AntlrDatatypeRuleToken this_Word_0 = null;

        AntlrDatatypeRuleToken this_SignedInt_1 = null;



        	enterRule();

        try {
            // InternalBanneret.g:8569:2: ( (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' ) )
            // InternalBanneret.g:8570:2: (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' )
            {
            // InternalBanneret.g:8570:2: (this_Word_0= ruleWord | this_SignedInt_1= ruleSignedInt | this_STRING_2= RULE_STRING | kw= 'N' | kw= 'NE' | kw= 'E' | kw= 'SE' | kw= 'S' | kw= 'SW' | kw= 'W' | kw= 'NW' )
            int alt146=11;
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
            case 52:
            case 53:
            case 54:
            case 55:
            case 60:
            case 61:
            case 62:
            case 63:
            case 64:
            case 65:
            case 70:
            case 71:
            case 74:
            case 80:
            case 85:
            case 88:
            case 89:
            case 92:
            case 93:
            case 94:
            case 104:
            case 106:
            case 112:
            case 113:
            case 121:
            case 124:
            case 125:
            case 126:
            case 127:
            case 133:
            case 134:
            case 135:
            case 136:
            case 137:
            case 138:
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
                {
                alt146=1;
                }
                break;
            case RULE_INT:
            case 149:
            case 150:
                {
                alt146=2;
                }
                break;
            case RULE_STRING:
                {
                alt146=3;
                }
                break;
            case 151:
                {
                alt146=4;
                }
                break;
            case 152:
                {
                alt146=5;
                }
                break;
            case 153:
                {
                alt146=6;
                }
                break;
            case 154:
                {
                alt146=7;
                }
                break;
            case 155:
                {
                alt146=8;
                }
                break;
            case 156:
                {
                alt146=9;
                }
                break;
            case 157:
                {
                alt146=10;
                }
                break;
            case 158:
                {
                alt146=11;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 146, 0, input);

                throw nvae;
            }

            switch (alt146) {
                case 1 :
                    // InternalBanneret.g:8571:3: this_Word_0= ruleWord
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
                    // InternalBanneret.g:8582:3: this_SignedInt_1= ruleSignedInt
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
                    // InternalBanneret.g:8593:3: this_STRING_2= RULE_STRING
                    {
                    this_STRING_2=(Token)match(input,RULE_STRING,FOLLOW_2); 

                    			current.merge(this_STRING_2);
                    		

                    			newLeafNode(this_STRING_2, grammarAccess.getValueAccess().getSTRINGTerminalRuleCall_2());
                    		

                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8601:3: kw= 'N'
                    {
                    kw=(Token)match(input,151,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNKeyword_3());
                    		

                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8607:3: kw= 'NE'
                    {
                    kw=(Token)match(input,152,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getNEKeyword_4());
                    		

                    }
                    break;
                case 6 :
                    // InternalBanneret.g:8613:3: kw= 'E'
                    {
                    kw=(Token)match(input,153,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getEKeyword_5());
                    		

                    }
                    break;
                case 7 :
                    // InternalBanneret.g:8619:3: kw= 'SE'
                    {
                    kw=(Token)match(input,154,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSEKeyword_6());
                    		

                    }
                    break;
                case 8 :
                    // InternalBanneret.g:8625:3: kw= 'S'
                    {
                    kw=(Token)match(input,155,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSKeyword_7());
                    		

                    }
                    break;
                case 9 :
                    // InternalBanneret.g:8631:3: kw= 'SW'
                    {
                    kw=(Token)match(input,156,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getSWKeyword_8());
                    		

                    }
                    break;
                case 10 :
                    // InternalBanneret.g:8637:3: kw= 'W'
                    {
                    kw=(Token)match(input,157,FOLLOW_2); 

                    			current.merge(kw);
                    			newLeafNode(kw, grammarAccess.getValueAccess().getWKeyword_9());
                    		

                    }
                    break;
                case 11 :
                    // InternalBanneret.g:8643:3: kw= 'NW'
                    {
                    kw=(Token)match(input,158,FOLLOW_2); 

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
    // InternalBanneret.g:8652:1: ruleMapSymbol returns [Enumerator current=null] : ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) ) ;
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
            // InternalBanneret.g:8658:2: ( ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) ) )
            // InternalBanneret.g:8659:2: ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) )
            {
            // InternalBanneret.g:8659:2: ( (enumLiteral_0= 'dot' ) | (enumLiteral_1= 'circle' ) | (enumLiteral_2= 'square' ) | (enumLiteral_3= 'triangle' ) | (enumLiteral_4= 'diamond' ) | (enumLiteral_5= 'star' ) | (enumLiteral_6= 'cross' ) )
            int alt147=7;
            switch ( input.LA(1) ) {
            case 159:
                {
                alt147=1;
                }
                break;
            case 160:
                {
                alt147=2;
                }
                break;
            case 161:
                {
                alt147=3;
                }
                break;
            case 162:
                {
                alt147=4;
                }
                break;
            case 163:
                {
                alt147=5;
                }
                break;
            case 164:
                {
                alt147=6;
                }
                break;
            case 165:
                {
                alt147=7;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 147, 0, input);

                throw nvae;
            }

            switch (alt147) {
                case 1 :
                    // InternalBanneret.g:8660:3: (enumLiteral_0= 'dot' )
                    {
                    // InternalBanneret.g:8660:3: (enumLiteral_0= 'dot' )
                    // InternalBanneret.g:8661:4: enumLiteral_0= 'dot'
                    {
                    enumLiteral_0=(Token)match(input,159,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getDOTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getMapSymbolAccess().getDOTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8668:3: (enumLiteral_1= 'circle' )
                    {
                    // InternalBanneret.g:8668:3: (enumLiteral_1= 'circle' )
                    // InternalBanneret.g:8669:4: enumLiteral_1= 'circle'
                    {
                    enumLiteral_1=(Token)match(input,160,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getCIRCLEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getMapSymbolAccess().getCIRCLEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8676:3: (enumLiteral_2= 'square' )
                    {
                    // InternalBanneret.g:8676:3: (enumLiteral_2= 'square' )
                    // InternalBanneret.g:8677:4: enumLiteral_2= 'square'
                    {
                    enumLiteral_2=(Token)match(input,161,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getSQUAREEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getMapSymbolAccess().getSQUAREEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8684:3: (enumLiteral_3= 'triangle' )
                    {
                    // InternalBanneret.g:8684:3: (enumLiteral_3= 'triangle' )
                    // InternalBanneret.g:8685:4: enumLiteral_3= 'triangle'
                    {
                    enumLiteral_3=(Token)match(input,162,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getTRIANGLEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getMapSymbolAccess().getTRIANGLEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8692:3: (enumLiteral_4= 'diamond' )
                    {
                    // InternalBanneret.g:8692:3: (enumLiteral_4= 'diamond' )
                    // InternalBanneret.g:8693:4: enumLiteral_4= 'diamond'
                    {
                    enumLiteral_4=(Token)match(input,163,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getDIAMONDEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getMapSymbolAccess().getDIAMONDEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:8700:3: (enumLiteral_5= 'star' )
                    {
                    // InternalBanneret.g:8700:3: (enumLiteral_5= 'star' )
                    // InternalBanneret.g:8701:4: enumLiteral_5= 'star'
                    {
                    enumLiteral_5=(Token)match(input,164,FOLLOW_2); 

                    				current = grammarAccess.getMapSymbolAccess().getSTAREnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getMapSymbolAccess().getSTAREnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:8708:3: (enumLiteral_6= 'cross' )
                    {
                    // InternalBanneret.g:8708:3: (enumLiteral_6= 'cross' )
                    // InternalBanneret.g:8709:4: enumLiteral_6= 'cross'
                    {
                    enumLiteral_6=(Token)match(input,165,FOLLOW_2); 

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
    // InternalBanneret.g:8719:1: ruleLineStyle returns [Enumerator current=null] : ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) ) ;
    public final Enumerator ruleLineStyle() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;


        	enterRule();

        try {
            // InternalBanneret.g:8725:2: ( ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) ) )
            // InternalBanneret.g:8726:2: ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) )
            {
            // InternalBanneret.g:8726:2: ( (enumLiteral_0= 'solid' ) | (enumLiteral_1= 'dashed' ) | (enumLiteral_2= 'dotted' ) | (enumLiteral_3= 'double' ) )
            int alt148=4;
            switch ( input.LA(1) ) {
            case 166:
                {
                alt148=1;
                }
                break;
            case 167:
                {
                alt148=2;
                }
                break;
            case 168:
                {
                alt148=3;
                }
                break;
            case 138:
                {
                alt148=4;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 148, 0, input);

                throw nvae;
            }

            switch (alt148) {
                case 1 :
                    // InternalBanneret.g:8727:3: (enumLiteral_0= 'solid' )
                    {
                    // InternalBanneret.g:8727:3: (enumLiteral_0= 'solid' )
                    // InternalBanneret.g:8728:4: enumLiteral_0= 'solid'
                    {
                    enumLiteral_0=(Token)match(input,166,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getSOLIDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getLineStyleAccess().getSOLIDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8735:3: (enumLiteral_1= 'dashed' )
                    {
                    // InternalBanneret.g:8735:3: (enumLiteral_1= 'dashed' )
                    // InternalBanneret.g:8736:4: enumLiteral_1= 'dashed'
                    {
                    enumLiteral_1=(Token)match(input,167,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDASHEDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getLineStyleAccess().getDASHEDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8743:3: (enumLiteral_2= 'dotted' )
                    {
                    // InternalBanneret.g:8743:3: (enumLiteral_2= 'dotted' )
                    // InternalBanneret.g:8744:4: enumLiteral_2= 'dotted'
                    {
                    enumLiteral_2=(Token)match(input,168,FOLLOW_2); 

                    				current = grammarAccess.getLineStyleAccess().getDOTTEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getLineStyleAccess().getDOTTEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8751:3: (enumLiteral_3= 'double' )
                    {
                    // InternalBanneret.g:8751:3: (enumLiteral_3= 'double' )
                    // InternalBanneret.g:8752:4: enumLiteral_3= 'double'
                    {
                    enumLiteral_3=(Token)match(input,138,FOLLOW_2); 

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
    // InternalBanneret.g:8762:1: ruleStackingMeasure returns [Enumerator current=null] : ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) ;
    public final Enumerator ruleStackingMeasure() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:8768:2: ( ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) )
            // InternalBanneret.g:8769:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            {
            // InternalBanneret.g:8769:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            int alt149=2;
            int LA149_0 = input.LA(1);

            if ( (LA149_0==169) ) {
                alt149=1;
            }
            else if ( (LA149_0==63) ) {
                alt149=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 149, 0, input);

                throw nvae;
            }
            switch (alt149) {
                case 1 :
                    // InternalBanneret.g:8770:3: (enumLiteral_0= 'counters' )
                    {
                    // InternalBanneret.g:8770:3: (enumLiteral_0= 'counters' )
                    // InternalBanneret.g:8771:4: enumLiteral_0= 'counters'
                    {
                    enumLiteral_0=(Token)match(input,169,FOLLOW_2); 

                    				current = grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8778:3: (enumLiteral_1= 'strength' )
                    {
                    // InternalBanneret.g:8778:3: (enumLiteral_1= 'strength' )
                    // InternalBanneret.g:8779:4: enumLiteral_1= 'strength'
                    {
                    enumLiteral_1=(Token)match(input,63,FOLLOW_2); 

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
    // InternalBanneret.g:8789:1: ruleFootprint returns [Enumerator current=null] : ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) ;
    public final Enumerator ruleFootprint() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:8795:2: ( ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) )
            // InternalBanneret.g:8796:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            {
            // InternalBanneret.g:8796:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            int alt150=2;
            int LA150_0 = input.LA(1);

            if ( (LA150_0==137) ) {
                alt150=1;
            }
            else if ( (LA150_0==138) ) {
                alt150=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 150, 0, input);

                throw nvae;
            }
            switch (alt150) {
                case 1 :
                    // InternalBanneret.g:8797:3: (enumLiteral_0= 'single' )
                    {
                    // InternalBanneret.g:8797:3: (enumLiteral_0= 'single' )
                    // InternalBanneret.g:8798:4: enumLiteral_0= 'single'
                    {
                    enumLiteral_0=(Token)match(input,137,FOLLOW_2); 

                    				current = grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8805:3: (enumLiteral_1= 'double' )
                    {
                    // InternalBanneret.g:8805:3: (enumLiteral_1= 'double' )
                    // InternalBanneret.g:8806:4: enumLiteral_1= 'double'
                    {
                    enumLiteral_1=(Token)match(input,138,FOLLOW_2); 

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
    // InternalBanneret.g:8816:1: ruleGridOrientation returns [Enumerator current=null] : ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) ;
    public final Enumerator ruleGridOrientation() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:8822:2: ( ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) )
            // InternalBanneret.g:8823:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            {
            // InternalBanneret.g:8823:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            int alt151=2;
            int LA151_0 = input.LA(1);

            if ( (LA151_0==139) ) {
                alt151=1;
            }
            else if ( (LA151_0==140) ) {
                alt151=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 151, 0, input);

                throw nvae;
            }
            switch (alt151) {
                case 1 :
                    // InternalBanneret.g:8824:3: (enumLiteral_0= 'flat' )
                    {
                    // InternalBanneret.g:8824:3: (enumLiteral_0= 'flat' )
                    // InternalBanneret.g:8825:4: enumLiteral_0= 'flat'
                    {
                    enumLiteral_0=(Token)match(input,139,FOLLOW_2); 

                    				current = grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8832:3: (enumLiteral_1= 'pointy' )
                    {
                    // InternalBanneret.g:8832:3: (enumLiteral_1= 'pointy' )
                    // InternalBanneret.g:8833:4: enumLiteral_1= 'pointy'
                    {
                    enumLiteral_1=(Token)match(input,140,FOLLOW_2); 

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
    // InternalBanneret.g:8843:1: ruleOffsetParity returns [Enumerator current=null] : ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) ;
    public final Enumerator ruleOffsetParity() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:8849:2: ( ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) )
            // InternalBanneret.g:8850:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            {
            // InternalBanneret.g:8850:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            int alt152=2;
            int LA152_0 = input.LA(1);

            if ( (LA152_0==170) ) {
                alt152=1;
            }
            else if ( (LA152_0==171) ) {
                alt152=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 152, 0, input);

                throw nvae;
            }
            switch (alt152) {
                case 1 :
                    // InternalBanneret.g:8851:3: (enumLiteral_0= 'odd' )
                    {
                    // InternalBanneret.g:8851:3: (enumLiteral_0= 'odd' )
                    // InternalBanneret.g:8852:4: enumLiteral_0= 'odd'
                    {
                    enumLiteral_0=(Token)match(input,170,FOLLOW_2); 

                    				current = grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8859:3: (enumLiteral_1= 'even' )
                    {
                    // InternalBanneret.g:8859:3: (enumLiteral_1= 'even' )
                    // InternalBanneret.g:8860:4: enumLiteral_1= 'even'
                    {
                    enumLiteral_1=(Token)match(input,171,FOLLOW_2); 

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
    // InternalBanneret.g:8870:1: ruleLabelKind returns [Enumerator current=null] : ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) ) ;
    public final Enumerator ruleLabelKind() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:8876:2: ( ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) ) )
            // InternalBanneret.g:8877:2: ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) )
            {
            // InternalBanneret.g:8877:2: ( (enumLiteral_0= 'numeric' ) | (enumLiteral_1= 'alpha' ) | (enumLiteral_2= 'prefixed' ) )
            int alt153=3;
            switch ( input.LA(1) ) {
            case 172:
                {
                alt153=1;
                }
                break;
            case 173:
                {
                alt153=2;
                }
                break;
            case 174:
                {
                alt153=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 153, 0, input);

                throw nvae;
            }

            switch (alt153) {
                case 1 :
                    // InternalBanneret.g:8878:3: (enumLiteral_0= 'numeric' )
                    {
                    // InternalBanneret.g:8878:3: (enumLiteral_0= 'numeric' )
                    // InternalBanneret.g:8879:4: enumLiteral_0= 'numeric'
                    {
                    enumLiteral_0=(Token)match(input,172,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getNUMERICEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getLabelKindAccess().getNUMERICEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8886:3: (enumLiteral_1= 'alpha' )
                    {
                    // InternalBanneret.g:8886:3: (enumLiteral_1= 'alpha' )
                    // InternalBanneret.g:8887:4: enumLiteral_1= 'alpha'
                    {
                    enumLiteral_1=(Token)match(input,173,FOLLOW_2); 

                    				current = grammarAccess.getLabelKindAccess().getALPHA_COLUMNEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getLabelKindAccess().getALPHA_COLUMNEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8894:3: (enumLiteral_2= 'prefixed' )
                    {
                    // InternalBanneret.g:8894:3: (enumLiteral_2= 'prefixed' )
                    // InternalBanneret.g:8895:4: enumLiteral_2= 'prefixed'
                    {
                    enumLiteral_2=(Token)match(input,174,FOLLOW_2); 

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
    // InternalBanneret.g:8905:1: ruleUnitState returns [Enumerator current=null] : ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) ) ;
    public final Enumerator ruleUnitState() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:8911:2: ( ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) ) )
            // InternalBanneret.g:8912:2: ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) )
            {
            // InternalBanneret.g:8912:2: ( (enumLiteral_0= 'healthy' ) | (enumLiteral_1= 'stunned' ) | (enumLiteral_2= 'wounded' ) | (enumLiteral_3= 'wounded-stunned' ) | (enumLiteral_4= 'dead' ) )
            int alt154=5;
            switch ( input.LA(1) ) {
            case 136:
                {
                alt154=1;
                }
                break;
            case 135:
                {
                alt154=2;
                }
                break;
            case 134:
                {
                alt154=3;
                }
                break;
            case 175:
                {
                alt154=4;
                }
                break;
            case 133:
                {
                alt154=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 154, 0, input);

                throw nvae;
            }

            switch (alt154) {
                case 1 :
                    // InternalBanneret.g:8913:3: (enumLiteral_0= 'healthy' )
                    {
                    // InternalBanneret.g:8913:3: (enumLiteral_0= 'healthy' )
                    // InternalBanneret.g:8914:4: enumLiteral_0= 'healthy'
                    {
                    enumLiteral_0=(Token)match(input,136,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getHEALTHYEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getUnitStateAccess().getHEALTHYEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8921:3: (enumLiteral_1= 'stunned' )
                    {
                    // InternalBanneret.g:8921:3: (enumLiteral_1= 'stunned' )
                    // InternalBanneret.g:8922:4: enumLiteral_1= 'stunned'
                    {
                    enumLiteral_1=(Token)match(input,135,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getSTUNNEDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getUnitStateAccess().getSTUNNEDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8929:3: (enumLiteral_2= 'wounded' )
                    {
                    // InternalBanneret.g:8929:3: (enumLiteral_2= 'wounded' )
                    // InternalBanneret.g:8930:4: enumLiteral_2= 'wounded'
                    {
                    enumLiteral_2=(Token)match(input,134,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getWOUNDEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getUnitStateAccess().getWOUNDEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8937:3: (enumLiteral_3= 'wounded-stunned' )
                    {
                    // InternalBanneret.g:8937:3: (enumLiteral_3= 'wounded-stunned' )
                    // InternalBanneret.g:8938:4: enumLiteral_3= 'wounded-stunned'
                    {
                    enumLiteral_3=(Token)match(input,175,FOLLOW_2); 

                    				current = grammarAccess.getUnitStateAccess().getWOUNDED_STUNNEDEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getUnitStateAccess().getWOUNDED_STUNNEDEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8945:3: (enumLiteral_4= 'dead' )
                    {
                    // InternalBanneret.g:8945:3: (enumLiteral_4= 'dead' )
                    // InternalBanneret.g:8946:4: enumLiteral_4= 'dead'
                    {
                    enumLiteral_4=(Token)match(input,133,FOLLOW_2); 

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
    // InternalBanneret.g:8956:1: ruleVictoryEvent returns [Enumerator current=null] : ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) ) ;
    public final Enumerator ruleVictoryEvent() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalBanneret.g:8962:2: ( ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) ) )
            // InternalBanneret.g:8963:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) )
            {
            // InternalBanneret.g:8963:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'captured' ) | (enumLiteral_2= 'controlled' ) | (enumLiteral_3= 'exited' ) | (enumLiteral_4= 'other' ) )
            int alt155=5;
            switch ( input.LA(1) ) {
            case 141:
                {
                alt155=1;
                }
                break;
            case 142:
                {
                alt155=2;
                }
                break;
            case 143:
                {
                alt155=3;
                }
                break;
            case 144:
                {
                alt155=4;
                }
                break;
            case 145:
                {
                alt155=5;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 155, 0, input);

                throw nvae;
            }

            switch (alt155) {
                case 1 :
                    // InternalBanneret.g:8964:3: (enumLiteral_0= 'killed' )
                    {
                    // InternalBanneret.g:8964:3: (enumLiteral_0= 'killed' )
                    // InternalBanneret.g:8965:4: enumLiteral_0= 'killed'
                    {
                    enumLiteral_0=(Token)match(input,141,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getKILLEDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getVictoryEventAccess().getKILLEDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:8972:3: (enumLiteral_1= 'captured' )
                    {
                    // InternalBanneret.g:8972:3: (enumLiteral_1= 'captured' )
                    // InternalBanneret.g:8973:4: enumLiteral_1= 'captured'
                    {
                    enumLiteral_1=(Token)match(input,142,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getCAPTUREDEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getVictoryEventAccess().getCAPTUREDEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:8980:3: (enumLiteral_2= 'controlled' )
                    {
                    // InternalBanneret.g:8980:3: (enumLiteral_2= 'controlled' )
                    // InternalBanneret.g:8981:4: enumLiteral_2= 'controlled'
                    {
                    enumLiteral_2=(Token)match(input,143,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getCONTROLLEDEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getVictoryEventAccess().getCONTROLLEDEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:8988:3: (enumLiteral_3= 'exited' )
                    {
                    // InternalBanneret.g:8988:3: (enumLiteral_3= 'exited' )
                    // InternalBanneret.g:8989:4: enumLiteral_3= 'exited'
                    {
                    enumLiteral_3=(Token)match(input,144,FOLLOW_2); 

                    				current = grammarAccess.getVictoryEventAccess().getEXITEDEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getVictoryEventAccess().getEXITEDEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:8996:3: (enumLiteral_4= 'other' )
                    {
                    // InternalBanneret.g:8996:3: (enumLiteral_4= 'other' )
                    // InternalBanneret.g:8997:4: enumLiteral_4= 'other'
                    {
                    enumLiteral_4=(Token)match(input,145,FOLLOW_2); 

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
    // InternalBanneret.g:9007:1: ruleConditionKind returns [Enumerator current=null] : ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) ) ;
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
            // InternalBanneret.g:9013:2: ( ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) ) )
            // InternalBanneret.g:9014:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) )
            {
            // InternalBanneret.g:9014:2: ( (enumLiteral_0= 'killed' ) | (enumLiteral_1= 'cleared' ) | (enumLiteral_2= 'holds' ) | (enumLiteral_3= 'exits' ) | (enumLiteral_4= 'morale' ) | (enumLiteral_5= 'other' ) )
            int alt156=6;
            switch ( input.LA(1) ) {
            case 141:
                {
                alt156=1;
                }
                break;
            case 146:
                {
                alt156=2;
                }
                break;
            case 147:
                {
                alt156=3;
                }
                break;
            case 148:
                {
                alt156=4;
                }
                break;
            case 106:
                {
                alt156=5;
                }
                break;
            case 145:
                {
                alt156=6;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 156, 0, input);

                throw nvae;
            }

            switch (alt156) {
                case 1 :
                    // InternalBanneret.g:9015:3: (enumLiteral_0= 'killed' )
                    {
                    // InternalBanneret.g:9015:3: (enumLiteral_0= 'killed' )
                    // InternalBanneret.g:9016:4: enumLiteral_0= 'killed'
                    {
                    enumLiteral_0=(Token)match(input,141,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getALL_KILLEDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getConditionKindAccess().getALL_KILLEDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9023:3: (enumLiteral_1= 'cleared' )
                    {
                    // InternalBanneret.g:9023:3: (enumLiteral_1= 'cleared' )
                    // InternalBanneret.g:9024:4: enumLiteral_1= 'cleared'
                    {
                    enumLiteral_1=(Token)match(input,146,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getNO_ENEMY_INEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getConditionKindAccess().getNO_ENEMY_INEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9031:3: (enumLiteral_2= 'holds' )
                    {
                    // InternalBanneret.g:9031:3: (enumLiteral_2= 'holds' )
                    // InternalBanneret.g:9032:4: enumLiteral_2= 'holds'
                    {
                    enumLiteral_2=(Token)match(input,147,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getCONTROLEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getConditionKindAccess().getCONTROLEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9039:3: (enumLiteral_3= 'exits' )
                    {
                    // InternalBanneret.g:9039:3: (enumLiteral_3= 'exits' )
                    // InternalBanneret.g:9040:4: enumLiteral_3= 'exits'
                    {
                    enumLiteral_3=(Token)match(input,148,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getEXITEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getConditionKindAccess().getEXITEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9047:3: (enumLiteral_4= 'morale' )
                    {
                    // InternalBanneret.g:9047:3: (enumLiteral_4= 'morale' )
                    // InternalBanneret.g:9048:4: enumLiteral_4= 'morale'
                    {
                    enumLiteral_4=(Token)match(input,106,FOLLOW_2); 

                    				current = grammarAccess.getConditionKindAccess().getMORALEEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getConditionKindAccess().getMORALEEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9055:3: (enumLiteral_5= 'other' )
                    {
                    // InternalBanneret.g:9055:3: (enumLiteral_5= 'other' )
                    // InternalBanneret.g:9056:4: enumLiteral_5= 'other'
                    {
                    enumLiteral_5=(Token)match(input,145,FOLLOW_2); 

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
    // InternalBanneret.g:9066:1: ruleCompass returns [Enumerator current=null] : ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) ) ;
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
            // InternalBanneret.g:9072:2: ( ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) ) )
            // InternalBanneret.g:9073:2: ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) )
            {
            // InternalBanneret.g:9073:2: ( (enumLiteral_0= 'N' ) | (enumLiteral_1= 'NE' ) | (enumLiteral_2= 'E' ) | (enumLiteral_3= 'SE' ) | (enumLiteral_4= 'S' ) | (enumLiteral_5= 'SW' ) | (enumLiteral_6= 'W' ) | (enumLiteral_7= 'NW' ) )
            int alt157=8;
            switch ( input.LA(1) ) {
            case 151:
                {
                alt157=1;
                }
                break;
            case 152:
                {
                alt157=2;
                }
                break;
            case 153:
                {
                alt157=3;
                }
                break;
            case 154:
                {
                alt157=4;
                }
                break;
            case 155:
                {
                alt157=5;
                }
                break;
            case 156:
                {
                alt157=6;
                }
                break;
            case 157:
                {
                alt157=7;
                }
                break;
            case 158:
                {
                alt157=8;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 157, 0, input);

                throw nvae;
            }

            switch (alt157) {
                case 1 :
                    // InternalBanneret.g:9074:3: (enumLiteral_0= 'N' )
                    {
                    // InternalBanneret.g:9074:3: (enumLiteral_0= 'N' )
                    // InternalBanneret.g:9075:4: enumLiteral_0= 'N'
                    {
                    enumLiteral_0=(Token)match(input,151,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getCompassAccess().getNEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:9082:3: (enumLiteral_1= 'NE' )
                    {
                    // InternalBanneret.g:9082:3: (enumLiteral_1= 'NE' )
                    // InternalBanneret.g:9083:4: enumLiteral_1= 'NE'
                    {
                    enumLiteral_1=(Token)match(input,152,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getNEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_1, grammarAccess.getCompassAccess().getNEEnumLiteralDeclaration_1());
                    			

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:9090:3: (enumLiteral_2= 'E' )
                    {
                    // InternalBanneret.g:9090:3: (enumLiteral_2= 'E' )
                    // InternalBanneret.g:9091:4: enumLiteral_2= 'E'
                    {
                    enumLiteral_2=(Token)match(input,153,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getEEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_2, grammarAccess.getCompassAccess().getEEnumLiteralDeclaration_2());
                    			

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:9098:3: (enumLiteral_3= 'SE' )
                    {
                    // InternalBanneret.g:9098:3: (enumLiteral_3= 'SE' )
                    // InternalBanneret.g:9099:4: enumLiteral_3= 'SE'
                    {
                    enumLiteral_3=(Token)match(input,154,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_3, grammarAccess.getCompassAccess().getSEEnumLiteralDeclaration_3());
                    			

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:9106:3: (enumLiteral_4= 'S' )
                    {
                    // InternalBanneret.g:9106:3: (enumLiteral_4= 'S' )
                    // InternalBanneret.g:9107:4: enumLiteral_4= 'S'
                    {
                    enumLiteral_4=(Token)match(input,155,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_4, grammarAccess.getCompassAccess().getSEnumLiteralDeclaration_4());
                    			

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:9114:3: (enumLiteral_5= 'SW' )
                    {
                    // InternalBanneret.g:9114:3: (enumLiteral_5= 'SW' )
                    // InternalBanneret.g:9115:4: enumLiteral_5= 'SW'
                    {
                    enumLiteral_5=(Token)match(input,156,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getSWEnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_5, grammarAccess.getCompassAccess().getSWEnumLiteralDeclaration_5());
                    			

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:9122:3: (enumLiteral_6= 'W' )
                    {
                    // InternalBanneret.g:9122:3: (enumLiteral_6= 'W' )
                    // InternalBanneret.g:9123:4: enumLiteral_6= 'W'
                    {
                    enumLiteral_6=(Token)match(input,157,FOLLOW_2); 

                    				current = grammarAccess.getCompassAccess().getWEnumLiteralDeclaration_6().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_6, grammarAccess.getCompassAccess().getWEnumLiteralDeclaration_6());
                    			

                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:9130:3: (enumLiteral_7= 'NW' )
                    {
                    // InternalBanneret.g:9130:3: (enumLiteral_7= 'NW' )
                    // InternalBanneret.g:9131:4: enumLiteral_7= 'NW'
                    {
                    enumLiteral_7=(Token)match(input,158,FOLLOW_2); 

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
    protected DFA52 dfa52 = new DFA52(this);
    protected DFA86 dfa86 = new DFA86(this);
    protected DFA97 dfa97 = new DFA97(this);
    static final String dfa_1s = "\22\uffff";
    static final String dfa_2s = "\1\17\1\uffff\1\5\1\17\16\uffff";
    static final String dfa_3s = "\1\54\1\uffff\1\6\1\54\16\uffff";
    static final String dfa_4s = "\1\uffff\1\17\2\uffff\1\5\1\6\1\7\1\10\1\11\1\12\1\13\1\14\1\15\1\16\1\2\1\1\1\4\1\3";
    static final String dfa_5s = "\22\uffff}>";
    static final String[] dfa_6s = {
            "\1\15\6\uffff\1\14\5\uffff\1\1\1\10\2\uffff\1\2\1\3\2\uffff\1\4\1\uffff\1\5\1\6\1\7\1\11\1\12\1\uffff\1\13",
            "",
            "\1\16\1\17",
            "\1\21\6\uffff\1\21\5\uffff\2\21\2\uffff\2\21\1\20\1\uffff\1\21\1\uffff\5\21\1\uffff\1\21",
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
    static final String dfa_9s = "\1\5\4\uffff\1\115\4\uffff";
    static final String dfa_10s = "\1\134\4\uffff\1\117\4\uffff";
    static final String dfa_11s = "\1\uffff\1\10\1\1\1\2\1\3\1\uffff\1\6\1\7\1\5\1\4";
    static final String dfa_12s = "\1\1\4\uffff\1\0\4\uffff}>";
    static final String[] dfa_13s = {
            "\1\1\11\uffff\1\1\2\uffff\1\1\1\uffff\1\1\4\uffff\1\1\2\uffff\1\1\13\uffff\1\1\11\uffff\1\1\23\uffff\1\1\1\uffff\1\1\1\uffff\1\1\1\uffff\1\2\1\3\1\uffff\1\4\1\5\1\6\1\uffff\1\7\3\uffff\1\1\4\uffff\1\1",
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

    class DFA52 extends DFA {

        public DFA52(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 52;
            this.eot = dfa_7;
            this.eof = dfa_8;
            this.min = dfa_9;
            this.max = dfa_10;
            this.accept = dfa_11;
            this.special = dfa_12;
            this.transition = dfa_13;
        }
        public String getDescription() {
            return "()* loopback of 3380:6: ( ({...}? => ( ({...}? => (otherlv_3= 'prefix' ( (lv_boardPrefix_4_0= RULE_STRING ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_5= 'column' otherlv_6= 'digits' ( (lv_columnDigits_7_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_8= 'row' otherlv_9= 'digits' ( (lv_rowDigits_10_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_11= 'first' otherlv_12= 'column' ( (lv_firstColumn_13_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => (otherlv_14= 'first' otherlv_15= 'row' ( (lv_firstRow_16_0= RULE_INT ) ) ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_columnsDescending_17_0= 'columns' ) ) otherlv_18= 'descending' ) ) ) ) | ({...}? => ( ({...}? => ( ( (lv_rowsDescending_19_0= 'rows' ) ) otherlv_20= 'descending' ) ) ) ) )*";
        }
        public int specialStateTransition(int s, IntStream _input) throws NoViableAltException {
            TokenStream input = (TokenStream)_input;
        	int _s = s;
            switch ( s ) {
                    case 0 : 
                        int LA52_5 = input.LA(1);

                         
                        int index52_5 = input.index();
                        input.rewind();
                        s = -1;
                        if ( LA52_5 == 79 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) {s = 8;}

                        else if ( LA52_5 == 77 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) ) {s = 9;}

                         
                        input.seek(index52_5);
                        if ( s>=0 ) return s;
                        break;
                    case 1 : 
                        int LA52_0 = input.LA(1);

                         
                        int index52_0 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA52_0==EOF||LA52_0==RULE_ID||LA52_0==15||LA52_0==18||LA52_0==20||LA52_0==25||LA52_0==28||LA52_0==40||LA52_0==50||LA52_0==70||LA52_0==72||LA52_0==74||LA52_0==87||LA52_0==92) ) {s = 1;}

                        else if ( LA52_0 == 76 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 0) ) {s = 2;}

                        else if ( LA52_0 == 77 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 1) ) {s = 3;}

                        else if ( LA52_0 == 79 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 2) ) {s = 4;}

                        else if ( LA52_0 == 80 && ( getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 3) || getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 4) ) ) {s = 5;}

                        else if ( LA52_0 == 81 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 5) ) {s = 6;}

                        else if ( LA52_0 == 83 && getUnorderedGroupHelper().canSelect(grammarAccess.getLabelSchemeAccess().getUnorderedGroup_2(), 6) ) {s = 7;}

                         
                        input.seek(index52_0);
                        if ( s>=0 ) return s;
                        break;
            }
            NoViableAltException nvae =
                new NoViableAltException(getDescription(), 52, _s, input);
            error(nvae);
            throw nvae;
        }
    }
    static final String dfa_14s = "\6\uffff";
    static final String dfa_15s = "\1\2\1\3\4\uffff";
    static final String dfa_16s = "\2\4\2\uffff\2\4";
    static final String dfa_17s = "\2\u00af\2\uffff\2\u00af";
    static final String dfa_18s = "\2\uffff\1\2\1\1\2\uffff";
    static final String dfa_19s = "\6\uffff}>";
    static final String[] dfa_20s = {
            "\1\2\1\1\1\2\6\uffff\1\2\1\uffff\2\2\7\uffff\1\2\3\uffff\2\2\5\uffff\1\2\10\uffff\1\2\2\uffff\1\2\10\uffff\1\2\6\uffff\1\2\32\uffff\1\2\4\uffff\1\2\6\uffff\2\2\1\uffff\5\2\3\uffff\6\2\2\uffff\1\2\1\uffff\1\2\11\uffff\4\2\46\uffff\1\2",
            "\1\3\1\4\1\3\6\uffff\1\3\1\uffff\2\3\7\uffff\1\3\3\uffff\2\3\5\uffff\1\3\10\uffff\1\3\2\uffff\1\3\10\uffff\1\3\6\uffff\1\3\32\uffff\1\3\4\uffff\1\3\6\uffff\2\3\1\uffff\5\3\3\uffff\6\3\2\uffff\1\3\1\uffff\1\3\11\uffff\4\3\46\uffff\1\3",
            "",
            "",
            "\1\2\1\5\1\2\6\uffff\1\2\1\uffff\2\2\7\uffff\1\2\3\uffff\2\2\5\uffff\1\2\10\uffff\1\2\2\uffff\1\2\10\uffff\1\2\6\uffff\1\2\32\uffff\1\2\4\uffff\1\2\6\uffff\2\2\1\uffff\5\2\3\uffff\6\2\2\uffff\1\2\1\uffff\1\2\11\uffff\4\2\46\uffff\1\2",
            "\1\3\1\4\1\3\6\uffff\1\3\1\uffff\2\3\7\uffff\1\3\3\uffff\2\3\5\uffff\1\3\10\uffff\1\3\2\uffff\1\3\10\uffff\1\3\6\uffff\1\3\32\uffff\1\3\4\uffff\1\3\6\uffff\2\3\1\uffff\5\3\3\uffff\6\3\2\uffff\1\3\1\uffff\1\3\11\uffff\4\3\46\uffff\1\3"
    };

    static final short[] dfa_14 = DFA.unpackEncodedString(dfa_14s);
    static final short[] dfa_15 = DFA.unpackEncodedString(dfa_15s);
    static final char[] dfa_16 = DFA.unpackEncodedStringToUnsignedChars(dfa_16s);
    static final char[] dfa_17 = DFA.unpackEncodedStringToUnsignedChars(dfa_17s);
    static final short[] dfa_18 = DFA.unpackEncodedString(dfa_18s);
    static final short[] dfa_19 = DFA.unpackEncodedString(dfa_19s);
    static final short[][] dfa_20 = unpackEncodedStringArray(dfa_20s);

    class DFA86 extends DFA {

        public DFA86(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 86;
            this.eot = dfa_14;
            this.eof = dfa_15;
            this.min = dfa_16;
            this.max = dfa_17;
            this.accept = dfa_18;
            this.special = dfa_19;
            this.transition = dfa_20;
        }
        public String getDescription() {
            return "5709:5: ( (lv_name_11_0= RULE_ID ) )?";
        }
    }
    static final String dfa_21s = "\5\uffff\3\11\2\uffff";
    static final String dfa_22s = "\1\70\1\4\3\uffff\3\5\2\uffff";
    static final String dfa_23s = "\1\173\1\170\3\uffff\3\167\2\uffff";
    static final String dfa_24s = "\2\uffff\1\3\1\4\1\5\3\uffff\1\2\1\1";
    static final String dfa_25s = "\12\uffff}>";
    static final String[] dfa_26s = {
            "\1\2\41\uffff\1\1\36\uffff\1\3\1\uffff\1\4",
            "\1\7\1\6\1\5\161\uffff\1\10",
            "",
            "",
            "",
            "\2\11\6\uffff\1\11\1\uffff\2\11\7\uffff\1\11\3\uffff\2\11\5\uffff\1\11\12\uffff\1\11\60\uffff\1\10\6\uffff\2\11\1\uffff\5\11\11\uffff\1\11",
            "\2\11\6\uffff\1\11\1\uffff\2\11\7\uffff\1\11\3\uffff\2\11\5\uffff\1\11\12\uffff\1\11\60\uffff\1\10\6\uffff\2\11\1\uffff\5\11\11\uffff\1\11",
            "\2\11\6\uffff\1\11\1\uffff\2\11\7\uffff\1\11\3\uffff\2\11\5\uffff\1\11\12\uffff\1\11\60\uffff\1\10\6\uffff\2\11\1\uffff\5\11\11\uffff\1\11",
            "",
            ""
    };
    static final short[] dfa_21 = DFA.unpackEncodedString(dfa_21s);
    static final char[] dfa_22 = DFA.unpackEncodedStringToUnsignedChars(dfa_22s);
    static final char[] dfa_23 = DFA.unpackEncodedStringToUnsignedChars(dfa_23s);
    static final short[] dfa_24 = DFA.unpackEncodedString(dfa_24s);
    static final short[] dfa_25 = DFA.unpackEncodedString(dfa_25s);
    static final short[][] dfa_26 = unpackEncodedStringArray(dfa_26s);

    class DFA97 extends DFA {

        public DFA97(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 97;
            this.eot = dfa_7;
            this.eof = dfa_21;
            this.min = dfa_22;
            this.max = dfa_23;
            this.accept = dfa_24;
            this.special = dfa_25;
            this.transition = dfa_26;
        }
        public String getDescription() {
            return "6168:2: (this_HexPlacement_0= ruleHexPlacement | this_AreaPlacement_1= ruleAreaPlacement | this_RegionPlacement_2= ruleRegionPlacement | this_EdgePlacement_3= ruleEdgePlacement | this_ReinforcementPlacement_4= ruleReinforcementPlacement )";
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
    public static final BitSet FOLLOW_22 = new BitSet(new long[]{0x0000000000000040L,0x0000000000000000L,0x0000000000600000L});
    public static final BitSet FOLLOW_23 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000003F80000000L});
    public static final BitSet FOLLOW_24 = new BitSet(new long[]{0x0000080000000000L});
    public static final BitSet FOLLOW_25 = new BitSet(new long[]{0x000017D330408000L,0x0000000000000000L,0x000001C000000400L});
    public static final BitSet FOLLOW_26 = new BitSet(new long[]{0xF0F441C142BE0020L,0xF2030500732104C3L,0x00000000001FFFE0L});
    public static final BitSet FOLLOW_27 = new BitSet(new long[]{0x8000000000000000L,0x0000000000000000L,0x0000020000000000L});
    public static final BitSet FOLLOW_28 = new BitSet(new long[]{0x0003C00080000002L});
    public static final BitSet FOLLOW_29 = new BitSet(new long[]{0x0003800080000002L});
    public static final BitSet FOLLOW_30 = new BitSet(new long[]{0x0003000880000002L});
    public static final BitSet FOLLOW_31 = new BitSet(new long[]{0x0002000880000002L});
    public static final BitSet FOLLOW_32 = new BitSet(new long[]{0x0004000000000000L});
    public static final BitSet FOLLOW_33 = new BitSet(new long[]{0x0000000080000002L});
    public static final BitSet FOLLOW_34 = new BitSet(new long[]{0x0008000000000010L});
    public static final BitSet FOLLOW_35 = new BitSet(new long[]{0x0008000000000000L});
    public static final BitSet FOLLOW_36 = new BitSet(new long[]{0x0000000040002002L});
    public static final BitSet FOLLOW_37 = new BitSet(new long[]{0xF2B0100090008000L,0x0000000000000001L});
    public static final BitSet FOLLOW_38 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000000600L});
    public static final BitSet FOLLOW_39 = new BitSet(new long[]{0x0040000000000000L});
    public static final BitSet FOLLOW_40 = new BitSet(new long[]{0x0100000000000000L});
    public static final BitSet FOLLOW_41 = new BitSet(new long[]{0xF2B0100890008000L,0x0000000000000001L});
    public static final BitSet FOLLOW_42 = new BitSet(new long[]{0x0400000000000000L});
    public static final BitSet FOLLOW_43 = new BitSet(new long[]{0x0800800000002002L});
    public static final BitSet FOLLOW_44 = new BitSet(new long[]{0x0800000000002002L});
    public static final BitSet FOLLOW_45 = new BitSet(new long[]{0xF080100090008000L,0x0000000000000001L});
    public static final BitSet FOLLOW_46 = new BitSet(new long[]{0x0000000800000002L});
    public static final BitSet FOLLOW_47 = new BitSet(new long[]{0x0000000480000012L,0x0000000000000002L});
    public static final BitSet FOLLOW_48 = new BitSet(new long[]{0x0000000480000002L,0x0000000000000002L});
    public static final BitSet FOLLOW_49 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000004L});
    public static final BitSet FOLLOW_50 = new BitSet(new long[]{0x0000000480000002L});
    public static final BitSet FOLLOW_51 = new BitSet(new long[]{0x0000000880000002L});
    public static final BitSet FOLLOW_52 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_53 = new BitSet(new long[]{0x0000800000000002L,0x0000000000000010L});
    public static final BitSet FOLLOW_54 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000020L});
    public static final BitSet FOLLOW_55 = new BitSet(new long[]{0x0000800000000002L});
    public static final BitSet FOLLOW_56 = new BitSet(new long[]{0x0000000000000010L,0x0000000000000002L});
    public static final BitSet FOLLOW_57 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000002L});
    public static final BitSet FOLLOW_58 = new BitSet(new long[]{0xF0F441C142BE0070L,0xF2030500732104C3L,0x000000007FFFFFE0L});
    public static final BitSet FOLLOW_59 = new BitSet(new long[]{0x0000000800000000L,0x0000000000000040L});
    public static final BitSet FOLLOW_60 = new BitSet(new long[]{0x0000800000000010L});
    public static final BitSet FOLLOW_61 = new BitSet(new long[]{0x0000800000000000L});
    public static final BitSet FOLLOW_62 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_63 = new BitSet(new long[]{0x0004010012148020L,0x0000000010800540L});
    public static final BitSet FOLLOW_64 = new BitSet(new long[]{0x0004010812148020L,0x0000000010800540L});
    public static final BitSet FOLLOW_65 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000000000001800L});
    public static final BitSet FOLLOW_66 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x00000C0000000000L});
    public static final BitSet FOLLOW_67 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000C00L});
    public static final BitSet FOLLOW_68 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000800L});
    public static final BitSet FOLLOW_69 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x0000700000000000L});
    public static final BitSet FOLLOW_70 = new BitSet(new long[]{0x0000000000000002L,0x00000000000BB000L});
    public static final BitSet FOLLOW_71 = new BitSet(new long[]{0x0000000000000000L,0x0000000000004000L});
    public static final BitSet FOLLOW_72 = new BitSet(new long[]{0x0000000000000000L,0x0000000000002000L});
    public static final BitSet FOLLOW_73 = new BitSet(new long[]{0x0000000000000000L,0x0000000000008000L});
    public static final BitSet FOLLOW_74 = new BitSet(new long[]{0x0000000000000000L,0x0000000000040000L});
    public static final BitSet FOLLOW_75 = new BitSet(new long[]{0x0000000010000050L});
    public static final BitSet FOLLOW_76 = new BitSet(new long[]{0x0000000000000000L,0x0000000000100000L});
    public static final BitSet FOLLOW_77 = new BitSet(new long[]{0x0000000000000070L});
    public static final BitSet FOLLOW_78 = new BitSet(new long[]{0x0000000000000002L,0x0000000000200000L});
    public static final BitSet FOLLOW_79 = new BitSet(new long[]{0x0000000000000000L,0x0000000000400000L});
    public static final BitSet FOLLOW_80 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x000000007F800000L});
    public static final BitSet FOLLOW_81 = new BitSet(new long[]{0x0008000000000012L});
    public static final BitSet FOLLOW_82 = new BitSet(new long[]{0x0008000000000002L});
    public static final BitSet FOLLOW_83 = new BitSet(new long[]{0x0000000000000010L,0x0000000003000000L});
    public static final BitSet FOLLOW_84 = new BitSet(new long[]{0x0000000000000000L,0x0000000003000000L});
    public static final BitSet FOLLOW_85 = new BitSet(new long[]{0x0000000000000000L,0x0000000002000000L});
    public static final BitSet FOLLOW_86 = new BitSet(new long[]{0x0000000000000000L,0x0000000004000000L});
    public static final BitSet FOLLOW_87 = new BitSet(new long[]{0x0000000000000002L,0x0000000008000000L});
    public static final BitSet FOLLOW_88 = new BitSet(new long[]{0x0008000000000010L,0x0000000020000000L});
    public static final BitSet FOLLOW_89 = new BitSet(new long[]{0x0008000000000000L,0x0000000020000000L});
    public static final BitSet FOLLOW_90 = new BitSet(new long[]{0x0000000800000002L,0x0000000040000000L});
    public static final BitSet FOLLOW_91 = new BitSet(new long[]{0x0000000000000000L,0x0000000080000000L});
    public static final BitSet FOLLOW_92 = new BitSet(new long[]{0x0000000000000000L,0x0000000100000000L});
    public static final BitSet FOLLOW_93 = new BitSet(new long[]{0x0004000018008000L,0x8000000400000080L,0x0000000000000005L});
    public static final BitSet FOLLOW_94 = new BitSet(new long[]{0x0000000000000002L,0x0000003800000000L});
    public static final BitSet FOLLOW_95 = new BitSet(new long[]{0x0000000000000002L,0x0000003000000000L});
    public static final BitSet FOLLOW_96 = new BitSet(new long[]{0x0000000800000000L});
    public static final BitSet FOLLOW_97 = new BitSet(new long[]{0x0000000000000002L,0x0000002000000000L});
    public static final BitSet FOLLOW_98 = new BitSet(new long[]{0x0000000000000000L,0x0000000008000000L});
    public static final BitSet FOLLOW_99 = new BitSet(new long[]{0x0000000031018060L,0x00003EC000000000L});
    public static final BitSet FOLLOW_100 = new BitSet(new long[]{0x0000000831018060L,0x00003EC000000000L});
    public static final BitSet FOLLOW_101 = new BitSet(new long[]{0x0000000000000000L,0x0000010000000000L});
    public static final BitSet FOLLOW_102 = new BitSet(new long[]{0x0000000010000040L,0x4000000000000000L,0x0000000000600000L});
    public static final BitSet FOLLOW_103 = new BitSet(new long[]{0x0000000000002010L,0x0000400000000000L});
    public static final BitSet FOLLOW_104 = new BitSet(new long[]{0x0000000000002000L,0x0000400000000000L});
    public static final BitSet FOLLOW_105 = new BitSet(new long[]{0x0000000000000000L,0x0000800000000000L});
    public static final BitSet FOLLOW_106 = new BitSet(new long[]{0x8100900800002002L,0x0A7E000084000010L,0x00008000000001E0L});
    public static final BitSet FOLLOW_107 = new BitSet(new long[]{0x8100900800002002L,0x0A7E000084000000L,0x00008000000001E0L});
    public static final BitSet FOLLOW_108 = new BitSet(new long[]{0x8100900800002012L,0x0A7E000084000000L,0x00008000000001E0L});
    public static final BitSet FOLLOW_109 = new BitSet(new long[]{0x8100900800002032L,0x0A7E000084000000L,0x00008000000001E0L});
    public static final BitSet FOLLOW_110 = new BitSet(new long[]{0x8100900800002002L,0x0A7E000004000000L,0x00008000000001E0L});
    public static final BitSet FOLLOW_111 = new BitSet(new long[]{0x0000000000000000L,0x0001000000000000L});
    public static final BitSet FOLLOW_112 = new BitSet(new long[]{0x8100900000002002L,0x0A7E000004000000L,0x00008000000001E0L});
    public static final BitSet FOLLOW_113 = new BitSet(new long[]{0x0000400800000002L,0x0080000000000000L});
    public static final BitSet FOLLOW_114 = new BitSet(new long[]{0x0000400000000002L});
    public static final BitSet FOLLOW_115 = new BitSet(new long[]{0x0000000000000070L,0x0100000000000000L});
    public static final BitSet FOLLOW_116 = new BitSet(new long[]{0x0000000000000002L,0x0000000000400000L});
    public static final BitSet FOLLOW_117 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000080L});
    public static final BitSet FOLLOW_118 = new BitSet(new long[]{0x0004000000000000L,0x0000000002000000L});
    public static final BitSet FOLLOW_119 = new BitSet(new long[]{0x0000000000000002L,0x0400000000000000L});
    public static final BitSet FOLLOW_120 = new BitSet(new long[]{0x0000400000000000L,0x0000000004000000L});
    public static final BitSet FOLLOW_121 = new BitSet(new long[]{0x0000000000000000L,0x1000000000000000L});
    public static final BitSet FOLLOW_122 = new BitSet(new long[]{0x0000000800000002L,0x2000000000000000L});
    public static final BitSet FOLLOW_123 = new BitSet(new long[]{0x0002000000000000L});
    public static final BitSet FOLLOW_124 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000000L,0x000000000003E000L});
    public static final BitSet FOLLOW_125 = new BitSet(new long[]{0x0100000000880032L,0x0000000004000000L});
    public static final BitSet FOLLOW_126 = new BitSet(new long[]{0x0100000800000012L,0x0000000004000000L});
    public static final BitSet FOLLOW_127 = new BitSet(new long[]{0x0100000000000012L,0x0000000004000010L});
    public static final BitSet FOLLOW_128 = new BitSet(new long[]{0x0100000000000012L,0x0000000004000000L});
    public static final BitSet FOLLOW_129 = new BitSet(new long[]{0x0100000800000012L});
    public static final BitSet FOLLOW_130 = new BitSet(new long[]{0x0000000000000000L,0x0000040000000000L,0x00000000001E2000L});
    public static final BitSet FOLLOW_131 = new BitSet(new long[]{0x0101000000000072L,0x0100000006000001L});
    public static final BitSet FOLLOW_132 = new BitSet(new long[]{0x0101000800000072L,0x0100000006000001L});
    public static final BitSet FOLLOW_133 = new BitSet(new long[]{0x0000400000000000L});
    public static final BitSet FOLLOW_134 = new BitSet(new long[]{0x0008000000002012L});
    public static final BitSet FOLLOW_135 = new BitSet(new long[]{0x0008000000002002L});
    public static final BitSet FOLLOW_136 = new BitSet(new long[]{0xF0F441C152BE0020L,0xF2030500732104C3L,0x00000000001FFFE0L});
    public static final BitSet FOLLOW_137 = new BitSet(new long[]{0x0000000400000002L,0x0000000008400004L});
    public static final BitSet FOLLOW_138 = new BitSet(new long[]{0x0000000400000002L,0x0000000000400004L});
    public static final BitSet FOLLOW_139 = new BitSet(new long[]{0x0000000400000002L,0x0000000000000004L});
    public static final BitSet FOLLOW_140 = new BitSet(new long[]{0x0000000400000002L});
    public static final BitSet FOLLOW_141 = new BitSet(new long[]{0x0000000000000012L,0x0000000000000000L,0x0000000000000002L});
    public static final BitSet FOLLOW_142 = new BitSet(new long[]{0x0000000800000012L});
    public static final BitSet FOLLOW_143 = new BitSet(new long[]{0x0000000400000000L,0x0000000004000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_144 = new BitSet(new long[]{0x0000000800000000L,0x0000000004000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_145 = new BitSet(new long[]{0x0000000800000000L,0x0000000000000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_146 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000000000010L});
    public static final BitSet FOLLOW_147 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000000L,0x0000000000200000L});
    public static final BitSet FOLLOW_148 = new BitSet(new long[]{0x0000000000000060L});

}
