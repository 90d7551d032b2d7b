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
        "<invalid>", "<EOR>", "<DOWN>", "<UP>", "RULE_STRING", "RULE_ID", "RULE_INT", "RULE_ML_COMMENT", "RULE_SL_COMMENT", "RULE_WS", "RULE_ANY_OTHER", "'game'", "'system'", "'{'", "'rules'", "'nationality'", "'class'", "'terrain'", "'feature'", "'hexside'", "'slot'", "'stacking'", "'unit'", "'counter'", "'marker'", "'variant'", "'}'", "'code'", "'cost'", "'impassable'", "'for'", "','", "'blocks'", "'sight'", "'cover'", "'effect'", "'elevation'", "'color'", "'traits'", "'cite'", "'max'", "'in'", "'of'", "'except'", "'per'", "'side'", "'rule'", "':'", "'footprint'", "'command'", "'range'", "'armour'", "'faces'", "'/'", "'unique'", "'attack'", "'defence'", "'movement'", "'strength'", "'value'", "'values'", "'..'", "'on'", "'default'", "'map'", "'region'", "'grid'", "'x'", "'hex'", "'mm'", "'scenario'", "'turns'", "'initiative'", "'.'", "'-'", "'counters'", "'single'", "'double'", "'flat'", "'pointy'", "'odd'", "'even'"
    };
    public static final int T__50=50;
    public static final int T__19=19;
    public static final int T__15=15;
    public static final int T__59=59;
    public static final int T__16=16;
    public static final int T__17=17;
    public static final int T__18=18;
    public static final int T__11=11;
    public static final int T__55=55;
    public static final int T__12=12;
    public static final int T__56=56;
    public static final int T__13=13;
    public static final int T__57=57;
    public static final int T__14=14;
    public static final int T__58=58;
    public static final int T__51=51;
    public static final int T__52=52;
    public static final int T__53=53;
    public static final int T__54=54;
    public static final int T__60=60;
    public static final int T__61=61;
    public static final int RULE_ID=5;
    public static final int T__26=26;
    public static final int T__27=27;
    public static final int T__28=28;
    public static final int RULE_INT=6;
    public static final int T__29=29;
    public static final int T__22=22;
    public static final int T__66=66;
    public static final int RULE_ML_COMMENT=7;
    public static final int T__23=23;
    public static final int T__67=67;
    public static final int T__24=24;
    public static final int T__68=68;
    public static final int T__25=25;
    public static final int T__69=69;
    public static final int T__62=62;
    public static final int T__63=63;
    public static final int T__20=20;
    public static final int T__64=64;
    public static final int T__21=21;
    public static final int T__65=65;
    public static final int T__70=70;
    public static final int T__71=71;
    public static final int T__72=72;
    public static final int RULE_STRING=4;
    public static final int RULE_SL_COMMENT=8;
    public static final int T__37=37;
    public static final int T__38=38;
    public static final int T__39=39;
    public static final int T__33=33;
    public static final int T__77=77;
    public static final int T__34=34;
    public static final int T__78=78;
    public static final int T__35=35;
    public static final int T__79=79;
    public static final int T__36=36;
    public static final int T__73=73;
    public static final int EOF=-1;
    public static final int T__30=30;
    public static final int T__74=74;
    public static final int T__31=31;
    public static final int T__75=75;
    public static final int T__32=32;
    public static final int T__76=76;
    public static final int T__80=80;
    public static final int T__81=81;
    public static final int RULE_WS=9;
    public static final int RULE_ANY_OTHER=10;
    public static final int T__48=48;
    public static final int T__49=49;
    public static final int T__44=44;
    public static final int T__45=45;
    public static final int T__46=46;
    public static final int T__47=47;
    public static final int T__40=40;
    public static final int T__41=41;
    public static final int T__42=42;
    public static final int T__43=43;

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
            case 64:
                {
                alt1=2;
                }
                break;
            case 70:
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
    // InternalBanneret.g:117:1: ruleGameSystem returns [EObject current=null] : (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )? ( (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) ) | (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) ) | (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) ) | (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) ) | (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) ) | (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) ) | (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) ) | (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) ) | (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) ) | (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) ) | (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) ) )* otherlv_29= '}' ) ;
    public final EObject ruleGameSystem() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_1=null;
        Token lv_title_3_0=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token lv_ruleSet_6_0=null;
        Token otherlv_7=null;
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
        AntlrDatatypeRuleToken lv_name_2_0 = null;

        EObject lv_nationalities_8_0 = null;

        EObject lv_unitClasses_10_0 = null;

        EObject lv_terrainTypes_12_0 = null;

        EObject lv_featureTypes_14_0 = null;

        EObject lv_hexsideFeatureTypes_16_0 = null;

        EObject lv_levelSlots_18_0 = null;

        EObject lv_stackingLimits_20_0 = null;

        EObject lv_unitTypes_22_0 = null;

        EObject lv_counterTemplates_24_0 = null;

        EObject lv_markerTypes_26_0 = null;

        EObject lv_variants_28_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:123:2: ( (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )? ( (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) ) | (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) ) | (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) ) | (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) ) | (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) ) | (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) ) | (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) ) | (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) ) | (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) ) | (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) ) | (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) ) )* otherlv_29= '}' ) )
            // InternalBanneret.g:124:2: (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )? ( (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) ) | (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) ) | (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) ) | (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) ) | (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) ) | (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) ) | (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) ) | (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) ) | (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) ) | (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) ) | (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) ) )* otherlv_29= '}' )
            {
            // InternalBanneret.g:124:2: (otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )? ( (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) ) | (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) ) | (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) ) | (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) ) | (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) ) | (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) ) | (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) ) | (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) ) | (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) ) | (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) ) | (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) ) )* otherlv_29= '}' )
            // InternalBanneret.g:125:3: otherlv_0= 'game' otherlv_1= 'system' ( (lv_name_2_0= ruleQualifiedName ) ) ( (lv_title_3_0= RULE_STRING ) )? otherlv_4= '{' (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )? ( (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) ) | (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) ) | (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) ) | (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) ) | (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) ) | (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) ) | (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) ) | (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) ) | (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) ) | (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) ) | (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) ) )* otherlv_29= '}'
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
            		
            // InternalBanneret.g:174:3: (otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) ) )?
            int alt3=2;
            int LA3_0 = input.LA(1);

            if ( (LA3_0==14) ) {
                alt3=1;
            }
            switch (alt3) {
                case 1 :
                    // InternalBanneret.g:175:4: otherlv_5= 'rules' ( (lv_ruleSet_6_0= RULE_ID ) )
                    {
                    otherlv_5=(Token)match(input,14,FOLLOW_4); 

                    				newLeafNode(otherlv_5, grammarAccess.getGameSystemAccess().getRulesKeyword_5_0());
                    			
                    // InternalBanneret.g:179:4: ( (lv_ruleSet_6_0= RULE_ID ) )
                    // InternalBanneret.g:180:5: (lv_ruleSet_6_0= RULE_ID )
                    {
                    // InternalBanneret.g:180:5: (lv_ruleSet_6_0= RULE_ID )
                    // InternalBanneret.g:181:6: lv_ruleSet_6_0= RULE_ID
                    {
                    lv_ruleSet_6_0=(Token)match(input,RULE_ID,FOLLOW_8); 

                    						newLeafNode(lv_ruleSet_6_0, grammarAccess.getGameSystemAccess().getRuleSetIDTerminalRuleCall_5_1_0());
                    					

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
                    break;

            }

            // InternalBanneret.g:198:3: ( (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) ) | (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) ) | (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) ) | (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) ) | (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) ) | (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) ) | (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) ) | (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) ) | (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) ) | (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) ) | (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) ) )*
            loop4:
            do {
                int alt4=12;
                switch ( input.LA(1) ) {
                case 15:
                    {
                    alt4=1;
                    }
                    break;
                case 16:
                    {
                    alt4=2;
                    }
                    break;
                case 17:
                    {
                    alt4=3;
                    }
                    break;
                case 18:
                    {
                    alt4=4;
                    }
                    break;
                case 19:
                    {
                    alt4=5;
                    }
                    break;
                case 20:
                    {
                    alt4=6;
                    }
                    break;
                case 21:
                    {
                    alt4=7;
                    }
                    break;
                case 22:
                    {
                    alt4=8;
                    }
                    break;
                case 23:
                    {
                    alt4=9;
                    }
                    break;
                case 24:
                    {
                    alt4=10;
                    }
                    break;
                case 25:
                    {
                    alt4=11;
                    }
                    break;

                }

                switch (alt4) {
            	case 1 :
            	    // InternalBanneret.g:199:4: (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) )
            	    {
            	    // InternalBanneret.g:199:4: (otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) ) )
            	    // InternalBanneret.g:200:5: otherlv_7= 'nationality' ( (lv_nationalities_8_0= ruleNationality ) )
            	    {
            	    otherlv_7=(Token)match(input,15,FOLLOW_4); 

            	    					newLeafNode(otherlv_7, grammarAccess.getGameSystemAccess().getNationalityKeyword_6_0_0());
            	    				
            	    // InternalBanneret.g:204:5: ( (lv_nationalities_8_0= ruleNationality ) )
            	    // InternalBanneret.g:205:6: (lv_nationalities_8_0= ruleNationality )
            	    {
            	    // InternalBanneret.g:205:6: (lv_nationalities_8_0= ruleNationality )
            	    // InternalBanneret.g:206:7: lv_nationalities_8_0= ruleNationality
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getNationalitiesNationalityParserRuleCall_6_0_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_nationalities_8_0=ruleNationality();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"nationalities",
            	    								lv_nationalities_8_0,
            	    								"org.banneret.dsl.Banneret.Nationality");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalBanneret.g:225:4: (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) )
            	    {
            	    // InternalBanneret.g:225:4: (otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) ) )
            	    // InternalBanneret.g:226:5: otherlv_9= 'class' ( (lv_unitClasses_10_0= ruleUnitClass ) )
            	    {
            	    otherlv_9=(Token)match(input,16,FOLLOW_4); 

            	    					newLeafNode(otherlv_9, grammarAccess.getGameSystemAccess().getClassKeyword_6_1_0());
            	    				
            	    // InternalBanneret.g:230:5: ( (lv_unitClasses_10_0= ruleUnitClass ) )
            	    // InternalBanneret.g:231:6: (lv_unitClasses_10_0= ruleUnitClass )
            	    {
            	    // InternalBanneret.g:231:6: (lv_unitClasses_10_0= ruleUnitClass )
            	    // InternalBanneret.g:232:7: lv_unitClasses_10_0= ruleUnitClass
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getUnitClassesUnitClassParserRuleCall_6_1_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_unitClasses_10_0=ruleUnitClass();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"unitClasses",
            	    								lv_unitClasses_10_0,
            	    								"org.banneret.dsl.Banneret.UnitClass");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalBanneret.g:251:4: (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) )
            	    {
            	    // InternalBanneret.g:251:4: (otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) ) )
            	    // InternalBanneret.g:252:5: otherlv_11= 'terrain' ( (lv_terrainTypes_12_0= ruleTerrainType ) )
            	    {
            	    otherlv_11=(Token)match(input,17,FOLLOW_4); 

            	    					newLeafNode(otherlv_11, grammarAccess.getGameSystemAccess().getTerrainKeyword_6_2_0());
            	    				
            	    // InternalBanneret.g:256:5: ( (lv_terrainTypes_12_0= ruleTerrainType ) )
            	    // InternalBanneret.g:257:6: (lv_terrainTypes_12_0= ruleTerrainType )
            	    {
            	    // InternalBanneret.g:257:6: (lv_terrainTypes_12_0= ruleTerrainType )
            	    // InternalBanneret.g:258:7: lv_terrainTypes_12_0= ruleTerrainType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getTerrainTypesTerrainTypeParserRuleCall_6_2_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_terrainTypes_12_0=ruleTerrainType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"terrainTypes",
            	    								lv_terrainTypes_12_0,
            	    								"org.banneret.dsl.Banneret.TerrainType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 4 :
            	    // InternalBanneret.g:277:4: (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) )
            	    {
            	    // InternalBanneret.g:277:4: (otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) ) )
            	    // InternalBanneret.g:278:5: otherlv_13= 'feature' ( (lv_featureTypes_14_0= ruleFeatureType ) )
            	    {
            	    otherlv_13=(Token)match(input,18,FOLLOW_4); 

            	    					newLeafNode(otherlv_13, grammarAccess.getGameSystemAccess().getFeatureKeyword_6_3_0());
            	    				
            	    // InternalBanneret.g:282:5: ( (lv_featureTypes_14_0= ruleFeatureType ) )
            	    // InternalBanneret.g:283:6: (lv_featureTypes_14_0= ruleFeatureType )
            	    {
            	    // InternalBanneret.g:283:6: (lv_featureTypes_14_0= ruleFeatureType )
            	    // InternalBanneret.g:284:7: lv_featureTypes_14_0= ruleFeatureType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getFeatureTypesFeatureTypeParserRuleCall_6_3_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_featureTypes_14_0=ruleFeatureType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"featureTypes",
            	    								lv_featureTypes_14_0,
            	    								"org.banneret.dsl.Banneret.FeatureType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 5 :
            	    // InternalBanneret.g:303:4: (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) )
            	    {
            	    // InternalBanneret.g:303:4: (otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) ) )
            	    // InternalBanneret.g:304:5: otherlv_15= 'hexside' ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) )
            	    {
            	    otherlv_15=(Token)match(input,19,FOLLOW_4); 

            	    					newLeafNode(otherlv_15, grammarAccess.getGameSystemAccess().getHexsideKeyword_6_4_0());
            	    				
            	    // InternalBanneret.g:308:5: ( (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType ) )
            	    // InternalBanneret.g:309:6: (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType )
            	    {
            	    // InternalBanneret.g:309:6: (lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType )
            	    // InternalBanneret.g:310:7: lv_hexsideFeatureTypes_16_0= ruleHexsideFeatureType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getHexsideFeatureTypesHexsideFeatureTypeParserRuleCall_6_4_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_hexsideFeatureTypes_16_0=ruleHexsideFeatureType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"hexsideFeatureTypes",
            	    								lv_hexsideFeatureTypes_16_0,
            	    								"org.banneret.dsl.Banneret.HexsideFeatureType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 6 :
            	    // InternalBanneret.g:329:4: (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) )
            	    {
            	    // InternalBanneret.g:329:4: (otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) ) )
            	    // InternalBanneret.g:330:5: otherlv_17= 'slot' ( (lv_levelSlots_18_0= ruleLevelSlot ) )
            	    {
            	    otherlv_17=(Token)match(input,20,FOLLOW_4); 

            	    					newLeafNode(otherlv_17, grammarAccess.getGameSystemAccess().getSlotKeyword_6_5_0());
            	    				
            	    // InternalBanneret.g:334:5: ( (lv_levelSlots_18_0= ruleLevelSlot ) )
            	    // InternalBanneret.g:335:6: (lv_levelSlots_18_0= ruleLevelSlot )
            	    {
            	    // InternalBanneret.g:335:6: (lv_levelSlots_18_0= ruleLevelSlot )
            	    // InternalBanneret.g:336:7: lv_levelSlots_18_0= ruleLevelSlot
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getLevelSlotsLevelSlotParserRuleCall_6_5_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_levelSlots_18_0=ruleLevelSlot();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"levelSlots",
            	    								lv_levelSlots_18_0,
            	    								"org.banneret.dsl.Banneret.LevelSlot");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 7 :
            	    // InternalBanneret.g:355:4: (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) )
            	    {
            	    // InternalBanneret.g:355:4: (otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) ) )
            	    // InternalBanneret.g:356:5: otherlv_19= 'stacking' ( (lv_stackingLimits_20_0= ruleStackingLimit ) )
            	    {
            	    otherlv_19=(Token)match(input,21,FOLLOW_9); 

            	    					newLeafNode(otherlv_19, grammarAccess.getGameSystemAccess().getStackingKeyword_6_6_0());
            	    				
            	    // InternalBanneret.g:360:5: ( (lv_stackingLimits_20_0= ruleStackingLimit ) )
            	    // InternalBanneret.g:361:6: (lv_stackingLimits_20_0= ruleStackingLimit )
            	    {
            	    // InternalBanneret.g:361:6: (lv_stackingLimits_20_0= ruleStackingLimit )
            	    // InternalBanneret.g:362:7: lv_stackingLimits_20_0= ruleStackingLimit
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getStackingLimitsStackingLimitParserRuleCall_6_6_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_stackingLimits_20_0=ruleStackingLimit();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"stackingLimits",
            	    								lv_stackingLimits_20_0,
            	    								"org.banneret.dsl.Banneret.StackingLimit");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:381:4: (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) )
            	    {
            	    // InternalBanneret.g:381:4: (otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) ) )
            	    // InternalBanneret.g:382:5: otherlv_21= 'unit' ( (lv_unitTypes_22_0= ruleUnitType ) )
            	    {
            	    otherlv_21=(Token)match(input,22,FOLLOW_4); 

            	    					newLeafNode(otherlv_21, grammarAccess.getGameSystemAccess().getUnitKeyword_6_7_0());
            	    				
            	    // InternalBanneret.g:386:5: ( (lv_unitTypes_22_0= ruleUnitType ) )
            	    // InternalBanneret.g:387:6: (lv_unitTypes_22_0= ruleUnitType )
            	    {
            	    // InternalBanneret.g:387:6: (lv_unitTypes_22_0= ruleUnitType )
            	    // InternalBanneret.g:388:7: lv_unitTypes_22_0= ruleUnitType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getUnitTypesUnitTypeParserRuleCall_6_7_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_unitTypes_22_0=ruleUnitType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"unitTypes",
            	    								lv_unitTypes_22_0,
            	    								"org.banneret.dsl.Banneret.UnitType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 9 :
            	    // InternalBanneret.g:407:4: (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) )
            	    {
            	    // InternalBanneret.g:407:4: (otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) ) )
            	    // InternalBanneret.g:408:5: otherlv_23= 'counter' ( (lv_counterTemplates_24_0= ruleCounterTemplate ) )
            	    {
            	    otherlv_23=(Token)match(input,23,FOLLOW_4); 

            	    					newLeafNode(otherlv_23, grammarAccess.getGameSystemAccess().getCounterKeyword_6_8_0());
            	    				
            	    // InternalBanneret.g:412:5: ( (lv_counterTemplates_24_0= ruleCounterTemplate ) )
            	    // InternalBanneret.g:413:6: (lv_counterTemplates_24_0= ruleCounterTemplate )
            	    {
            	    // InternalBanneret.g:413:6: (lv_counterTemplates_24_0= ruleCounterTemplate )
            	    // InternalBanneret.g:414:7: lv_counterTemplates_24_0= ruleCounterTemplate
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getCounterTemplatesCounterTemplateParserRuleCall_6_8_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_counterTemplates_24_0=ruleCounterTemplate();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"counterTemplates",
            	    								lv_counterTemplates_24_0,
            	    								"org.banneret.dsl.Banneret.CounterTemplate");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 10 :
            	    // InternalBanneret.g:433:4: (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) )
            	    {
            	    // InternalBanneret.g:433:4: (otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) ) )
            	    // InternalBanneret.g:434:5: otherlv_25= 'marker' ( (lv_markerTypes_26_0= ruleMarkerType ) )
            	    {
            	    otherlv_25=(Token)match(input,24,FOLLOW_4); 

            	    					newLeafNode(otherlv_25, grammarAccess.getGameSystemAccess().getMarkerKeyword_6_9_0());
            	    				
            	    // InternalBanneret.g:438:5: ( (lv_markerTypes_26_0= ruleMarkerType ) )
            	    // InternalBanneret.g:439:6: (lv_markerTypes_26_0= ruleMarkerType )
            	    {
            	    // InternalBanneret.g:439:6: (lv_markerTypes_26_0= ruleMarkerType )
            	    // InternalBanneret.g:440:7: lv_markerTypes_26_0= ruleMarkerType
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getMarkerTypesMarkerTypeParserRuleCall_6_9_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_markerTypes_26_0=ruleMarkerType();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"markerTypes",
            	    								lv_markerTypes_26_0,
            	    								"org.banneret.dsl.Banneret.MarkerType");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;
            	case 11 :
            	    // InternalBanneret.g:459:4: (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) )
            	    {
            	    // InternalBanneret.g:459:4: (otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) ) )
            	    // InternalBanneret.g:460:5: otherlv_27= 'variant' ( (lv_variants_28_0= ruleVariantDefinition ) )
            	    {
            	    otherlv_27=(Token)match(input,25,FOLLOW_4); 

            	    					newLeafNode(otherlv_27, grammarAccess.getGameSystemAccess().getVariantKeyword_6_10_0());
            	    				
            	    // InternalBanneret.g:464:5: ( (lv_variants_28_0= ruleVariantDefinition ) )
            	    // InternalBanneret.g:465:6: (lv_variants_28_0= ruleVariantDefinition )
            	    {
            	    // InternalBanneret.g:465:6: (lv_variants_28_0= ruleVariantDefinition )
            	    // InternalBanneret.g:466:7: lv_variants_28_0= ruleVariantDefinition
            	    {

            	    							newCompositeNode(grammarAccess.getGameSystemAccess().getVariantsVariantDefinitionParserRuleCall_6_10_1_0());
            	    						
            	    pushFollow(FOLLOW_8);
            	    lv_variants_28_0=ruleVariantDefinition();

            	    state._fsp--;


            	    							if (current==null) {
            	    								current = createModelElementForParent(grammarAccess.getGameSystemRule());
            	    							}
            	    							add(
            	    								current,
            	    								"variants",
            	    								lv_variants_28_0,
            	    								"org.banneret.dsl.Banneret.VariantDefinition");
            	    							afterParserOrEnumRuleCall();
            	    						

            	    }


            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop4;
                }
            } while (true);

            otherlv_29=(Token)match(input,26,FOLLOW_2); 

            			newLeafNode(otherlv_29, grammarAccess.getGameSystemAccess().getRightCurlyBracketKeyword_7());
            		

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
    // InternalBanneret.g:493:1: entryRuleNationality returns [EObject current=null] : iv_ruleNationality= ruleNationality EOF ;
    public final EObject entryRuleNationality() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleNationality = null;


        try {
            // InternalBanneret.g:493:52: (iv_ruleNationality= ruleNationality EOF )
            // InternalBanneret.g:494:2: iv_ruleNationality= ruleNationality EOF
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
    // InternalBanneret.g:500:1: ruleNationality returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) ;
    public final EObject ruleNationality() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:506:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:507:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:507:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            // InternalBanneret.g:508:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:508:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:509:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:509:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:510:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_10); 

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

            // InternalBanneret.g:526:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt5=2;
            int LA5_0 = input.LA(1);

            if ( (LA5_0==RULE_STRING) ) {
                alt5=1;
            }
            switch (alt5) {
                case 1 :
                    // InternalBanneret.g:527:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:527:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:528:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_2); 

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
    // InternalBanneret.g:548:1: entryRuleUnitClass returns [EObject current=null] : iv_ruleUnitClass= ruleUnitClass EOF ;
    public final EObject entryRuleUnitClass() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitClass = null;


        try {
            // InternalBanneret.g:548:50: (iv_ruleUnitClass= ruleUnitClass EOF )
            // InternalBanneret.g:549:2: iv_ruleUnitClass= ruleUnitClass EOF
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
    // InternalBanneret.g:555:1: ruleUnitClass returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) ;
    public final EObject ruleUnitClass() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:561:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:562:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:562:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            // InternalBanneret.g:563:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:563:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:564:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:564:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:565:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_10); 

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

            // InternalBanneret.g:581:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt6=2;
            int LA6_0 = input.LA(1);

            if ( (LA6_0==RULE_STRING) ) {
                alt6=1;
            }
            switch (alt6) {
                case 1 :
                    // InternalBanneret.g:582:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:582:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:583:5: lv_title_1_0= RULE_STRING
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
    // InternalBanneret.g:603:1: entryRuleLevelSlot returns [EObject current=null] : iv_ruleLevelSlot= ruleLevelSlot EOF ;
    public final EObject entryRuleLevelSlot() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLevelSlot = null;


        try {
            // InternalBanneret.g:603:50: (iv_ruleLevelSlot= ruleLevelSlot EOF )
            // InternalBanneret.g:604:2: iv_ruleLevelSlot= ruleLevelSlot EOF
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
    // InternalBanneret.g:610:1: ruleLevelSlot returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) ;
    public final EObject ruleLevelSlot() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:616:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ) )
            // InternalBanneret.g:617:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            {
            // InternalBanneret.g:617:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? )
            // InternalBanneret.g:618:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )?
            {
            // InternalBanneret.g:618:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:619:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:619:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:620:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_10); 

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

            // InternalBanneret.g:636:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt7=2;
            int LA7_0 = input.LA(1);

            if ( (LA7_0==RULE_STRING) ) {
                alt7=1;
            }
            switch (alt7) {
                case 1 :
                    // InternalBanneret.g:637:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:637:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:638:5: lv_title_1_0= RULE_STRING
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
    // InternalBanneret.g:658:1: entryRuleTerrainType returns [EObject current=null] : iv_ruleTerrainType= ruleTerrainType EOF ;
    public final EObject entryRuleTerrainType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleTerrainType = null;


        try {
            // InternalBanneret.g:658:52: (iv_ruleTerrainType= ruleTerrainType EOF )
            // InternalBanneret.g:659:2: iv_ruleTerrainType= ruleTerrainType EOF
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
    // InternalBanneret.g:665:1: ruleTerrainType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleTerrainType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:671:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:672:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:672:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:673:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:673:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:674:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:674:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:675:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_11); 

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

            // InternalBanneret.g:691:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt8=2;
            int LA8_0 = input.LA(1);

            if ( (LA8_0==RULE_STRING) ) {
                alt8=1;
            }
            switch (alt8) {
                case 1 :
                    // InternalBanneret.g:692:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:692:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:693:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_12); 

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
    // InternalBanneret.g:724:1: entryRuleFeatureType returns [EObject current=null] : iv_ruleFeatureType= ruleFeatureType EOF ;
    public final EObject entryRuleFeatureType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFeatureType = null;


        try {
            // InternalBanneret.g:724:52: (iv_ruleFeatureType= ruleFeatureType EOF )
            // InternalBanneret.g:725:2: iv_ruleFeatureType= ruleFeatureType EOF
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
    // InternalBanneret.g:731:1: ruleFeatureType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleFeatureType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:737:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:738:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:738:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:739:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:739:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:740:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:740:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:741:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_11); 

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

            // InternalBanneret.g:757:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt9=2;
            int LA9_0 = input.LA(1);

            if ( (LA9_0==RULE_STRING) ) {
                alt9=1;
            }
            switch (alt9) {
                case 1 :
                    // InternalBanneret.g:758:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:758:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:759:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_12); 

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
    // InternalBanneret.g:790:1: entryRuleHexsideFeatureType returns [EObject current=null] : iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF ;
    public final EObject entryRuleHexsideFeatureType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexsideFeatureType = null;


        try {
            // InternalBanneret.g:790:59: (iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF )
            // InternalBanneret.g:791:2: iv_ruleHexsideFeatureType= ruleHexsideFeatureType EOF
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
    // InternalBanneret.g:797:1: ruleHexsideFeatureType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) ;
    public final EObject ruleHexsideFeatureType() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        EObject this_TerrainEffectBody_2 = null;



        	enterRule();

        try {
            // InternalBanneret.g:803:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] ) )
            // InternalBanneret.g:804:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            {
            // InternalBanneret.g:804:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current] )
            // InternalBanneret.g:805:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? this_TerrainEffectBody_2= ruleTerrainEffectBody[$current]
            {
            // InternalBanneret.g:805:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:806:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:806:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:807:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_11); 

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

            // InternalBanneret.g:823:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt10=2;
            int LA10_0 = input.LA(1);

            if ( (LA10_0==RULE_STRING) ) {
                alt10=1;
            }
            switch (alt10) {
                case 1 :
                    // InternalBanneret.g:824:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:824:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:825:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_12); 

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
    // InternalBanneret.g:857:1: ruleTerrainEffectBody[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}' )? ) ;
    public final EObject ruleTerrainEffectBody(EObject in_current) throws RecognitionException {
        EObject current = in_current;

        Token otherlv_0=null;
        Token lv_code_1_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token lv_defaultCost_4_0=null;
        Token otherlv_5=null;
        Token lv_impassable_7_0=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_11=null;
        Token otherlv_12=null;
        Token lv_blocksLineOfSight_13_0=null;
        Token otherlv_14=null;
        Token otherlv_15=null;
        Token lv_cover_16_0=null;
        Token otherlv_17=null;
        Token lv_combatEffect_18_0=null;
        Token otherlv_19=null;
        Token otherlv_21=null;
        Token lv_color_22_0=null;
        Token otherlv_23=null;
        Token lv_traits_24_0=null;
        Token otherlv_25=null;
        Token lv_traits_26_0=null;
        Token otherlv_27=null;
        Token otherlv_29=null;
        Token lv_citation_30_0=null;
        Token otherlv_31=null;
        EObject lv_costs_6_0 = null;

        AntlrDatatypeRuleToken lv_elevation_20_0 = null;

        EObject lv_stackingLimits_28_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:863:2: ( ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}' )? ) )
            // InternalBanneret.g:864:2: ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}' )? )
            {
            // InternalBanneret.g:864:2: ( (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}' )? )
            // InternalBanneret.g:865:3: (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )? (otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}' )?
            {
            // InternalBanneret.g:865:3: (otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) ) )?
            int alt11=2;
            int LA11_0 = input.LA(1);

            if ( (LA11_0==27) ) {
                alt11=1;
            }
            switch (alt11) {
                case 1 :
                    // InternalBanneret.g:866:4: otherlv_0= 'code' ( (lv_code_1_0= RULE_STRING ) )
                    {
                    otherlv_0=(Token)match(input,27,FOLLOW_13); 

                    				newLeafNode(otherlv_0, grammarAccess.getTerrainEffectBodyAccess().getCodeKeyword_0_0());
                    			
                    // InternalBanneret.g:870:4: ( (lv_code_1_0= RULE_STRING ) )
                    // InternalBanneret.g:871:5: (lv_code_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:871:5: (lv_code_1_0= RULE_STRING )
                    // InternalBanneret.g:872:6: lv_code_1_0= RULE_STRING
                    {
                    lv_code_1_0=(Token)match(input,RULE_STRING,FOLLOW_14); 

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

            // InternalBanneret.g:889:3: (otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}' )?
            int alt15=2;
            int LA15_0 = input.LA(1);

            if ( (LA15_0==13) ) {
                alt15=1;
            }
            switch (alt15) {
                case 1 :
                    // InternalBanneret.g:890:4: otherlv_2= '{' ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )* otherlv_31= '}'
                    {
                    otherlv_2=(Token)match(input,13,FOLLOW_15); 

                    				newLeafNode(otherlv_2, grammarAccess.getTerrainEffectBodyAccess().getLeftCurlyBracketKeyword_1_0());
                    			
                    // InternalBanneret.g:894:4: ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )*
                    loop14:
                    do {
                        int alt14=13;
                        alt14 = dfa14.predict(input);
                        switch (alt14) {
                    	case 1 :
                    	    // InternalBanneret.g:895:5: (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:895:5: (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:896:6: otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) )
                    	    {
                    	    otherlv_3=(Token)match(input,28,FOLLOW_16); 

                    	    						newLeafNode(otherlv_3, grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_1_1_0_0());
                    	    					
                    	    // InternalBanneret.g:900:6: ( (lv_defaultCost_4_0= RULE_INT ) )
                    	    // InternalBanneret.g:901:7: (lv_defaultCost_4_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:901:7: (lv_defaultCost_4_0= RULE_INT )
                    	    // InternalBanneret.g:902:8: lv_defaultCost_4_0= RULE_INT
                    	    {
                    	    lv_defaultCost_4_0=(Token)match(input,RULE_INT,FOLLOW_15); 

                    	    								newLeafNode(lv_defaultCost_4_0, grammarAccess.getTerrainEffectBodyAccess().getDefaultCostINTTerminalRuleCall_1_1_0_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"defaultCost",
                    	    									lv_defaultCost_4_0,
                    	    									"org.eclipse.xtext.common.Terminals.INT");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalBanneret.g:920:5: (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) )
                    	    {
                    	    // InternalBanneret.g:920:5: (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) )
                    	    // InternalBanneret.g:921:6: otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) )
                    	    {
                    	    otherlv_5=(Token)match(input,28,FOLLOW_4); 

                    	    						newLeafNode(otherlv_5, grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_1_1_1_0());
                    	    					
                    	    // InternalBanneret.g:925:6: ( (lv_costs_6_0= ruleMovementCost ) )
                    	    // InternalBanneret.g:926:7: (lv_costs_6_0= ruleMovementCost )
                    	    {
                    	    // InternalBanneret.g:926:7: (lv_costs_6_0= ruleMovementCost )
                    	    // InternalBanneret.g:927:8: lv_costs_6_0= ruleMovementCost
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getCostsMovementCostParserRuleCall_1_1_1_1_0());
                    	    							
                    	    pushFollow(FOLLOW_15);
                    	    lv_costs_6_0=ruleMovementCost();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"costs",
                    	    									lv_costs_6_0,
                    	    									"org.banneret.dsl.Banneret.MovementCost");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 3 :
                    	    // InternalBanneret.g:946:5: ( (lv_impassable_7_0= 'impassable' ) )
                    	    {
                    	    // InternalBanneret.g:946:5: ( (lv_impassable_7_0= 'impassable' ) )
                    	    // InternalBanneret.g:947:6: (lv_impassable_7_0= 'impassable' )
                    	    {
                    	    // InternalBanneret.g:947:6: (lv_impassable_7_0= 'impassable' )
                    	    // InternalBanneret.g:948:7: lv_impassable_7_0= 'impassable'
                    	    {
                    	    lv_impassable_7_0=(Token)match(input,29,FOLLOW_15); 

                    	    							newLeafNode(lv_impassable_7_0, grammarAccess.getTerrainEffectBodyAccess().getImpassableImpassableKeyword_1_1_2_0());
                    	    						

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    							}
                    	    							setWithLastConsumed(current, "impassable", lv_impassable_7_0 != null, "impassable");
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 4 :
                    	    // InternalBanneret.g:961:5: (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )
                    	    {
                    	    // InternalBanneret.g:961:5: (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )
                    	    // InternalBanneret.g:962:6: otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    	    {
                    	    otherlv_8=(Token)match(input,29,FOLLOW_17); 

                    	    						newLeafNode(otherlv_8, grammarAccess.getTerrainEffectBodyAccess().getImpassableKeyword_1_1_3_0());
                    	    					
                    	    otherlv_9=(Token)match(input,30,FOLLOW_4); 

                    	    						newLeafNode(otherlv_9, grammarAccess.getTerrainEffectBodyAccess().getForKeyword_1_1_3_1());
                    	    					
                    	    // InternalBanneret.g:970:6: ( (otherlv_10= RULE_ID ) )
                    	    // InternalBanneret.g:971:7: (otherlv_10= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:971:7: (otherlv_10= RULE_ID )
                    	    // InternalBanneret.g:972:8: otherlv_10= RULE_ID
                    	    {

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    							
                    	    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_18); 

                    	    								newLeafNode(otherlv_10, grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_1_1_3_2_0());
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:983:6: (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    	    loop12:
                    	    do {
                    	        int alt12=2;
                    	        int LA12_0 = input.LA(1);

                    	        if ( (LA12_0==31) ) {
                    	            alt12=1;
                    	        }


                    	        switch (alt12) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:984:7: otherlv_11= ',' ( (otherlv_12= RULE_ID ) )
                    	    	    {
                    	    	    otherlv_11=(Token)match(input,31,FOLLOW_4); 

                    	    	    							newLeafNode(otherlv_11, grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_1_1_3_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:988:7: ( (otherlv_12= RULE_ID ) )
                    	    	    // InternalBanneret.g:989:8: (otherlv_12= RULE_ID )
                    	    	    {
                    	    	    // InternalBanneret.g:989:8: (otherlv_12= RULE_ID )
                    	    	    // InternalBanneret.g:990:9: otherlv_12= RULE_ID
                    	    	    {

                    	    	    									if (current==null) {
                    	    	    										current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    	    									}
                    	    	    								
                    	    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_18); 

                    	    	    									newLeafNode(otherlv_12, grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_1_1_3_3_1_0());
                    	    	    								

                    	    	    }


                    	    	    }


                    	    	    }
                    	    	    break;

                    	    	default :
                    	    	    break loop12;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 5 :
                    	    // InternalBanneret.g:1004:5: ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' )
                    	    {
                    	    // InternalBanneret.g:1004:5: ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' )
                    	    // InternalBanneret.g:1005:6: ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight'
                    	    {
                    	    // InternalBanneret.g:1005:6: ( (lv_blocksLineOfSight_13_0= 'blocks' ) )
                    	    // InternalBanneret.g:1006:7: (lv_blocksLineOfSight_13_0= 'blocks' )
                    	    {
                    	    // InternalBanneret.g:1006:7: (lv_blocksLineOfSight_13_0= 'blocks' )
                    	    // InternalBanneret.g:1007:8: lv_blocksLineOfSight_13_0= 'blocks'
                    	    {
                    	    lv_blocksLineOfSight_13_0=(Token)match(input,32,FOLLOW_19); 

                    	    								newLeafNode(lv_blocksLineOfSight_13_0, grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_1_1_4_0_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(current, "blocksLineOfSight", lv_blocksLineOfSight_13_0 != null, "blocks");
                    	    							

                    	    }


                    	    }

                    	    otherlv_14=(Token)match(input,33,FOLLOW_15); 

                    	    						newLeafNode(otherlv_14, grammarAccess.getTerrainEffectBodyAccess().getSightKeyword_1_1_4_1());
                    	    					

                    	    }


                    	    }
                    	    break;
                    	case 6 :
                    	    // InternalBanneret.g:1025:5: (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1025:5: (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1026:6: otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) )
                    	    {
                    	    otherlv_15=(Token)match(input,34,FOLLOW_13); 

                    	    						newLeafNode(otherlv_15, grammarAccess.getTerrainEffectBodyAccess().getCoverKeyword_1_1_5_0());
                    	    					
                    	    // InternalBanneret.g:1030:6: ( (lv_cover_16_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1031:7: (lv_cover_16_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1031:7: (lv_cover_16_0= RULE_STRING )
                    	    // InternalBanneret.g:1032:8: lv_cover_16_0= RULE_STRING
                    	    {
                    	    lv_cover_16_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

                    	    								newLeafNode(lv_cover_16_0, grammarAccess.getTerrainEffectBodyAccess().getCoverSTRINGTerminalRuleCall_1_1_5_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"cover",
                    	    									lv_cover_16_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 7 :
                    	    // InternalBanneret.g:1050:5: (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1050:5: (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1051:6: otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) )
                    	    {
                    	    otherlv_17=(Token)match(input,35,FOLLOW_13); 

                    	    						newLeafNode(otherlv_17, grammarAccess.getTerrainEffectBodyAccess().getEffectKeyword_1_1_6_0());
                    	    					
                    	    // InternalBanneret.g:1055:6: ( (lv_combatEffect_18_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1056:7: (lv_combatEffect_18_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1056:7: (lv_combatEffect_18_0= RULE_STRING )
                    	    // InternalBanneret.g:1057:8: lv_combatEffect_18_0= RULE_STRING
                    	    {
                    	    lv_combatEffect_18_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

                    	    								newLeafNode(lv_combatEffect_18_0, grammarAccess.getTerrainEffectBodyAccess().getCombatEffectSTRINGTerminalRuleCall_1_1_6_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"combatEffect",
                    	    									lv_combatEffect_18_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 8 :
                    	    // InternalBanneret.g:1075:5: (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) )
                    	    {
                    	    // InternalBanneret.g:1075:5: (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) )
                    	    // InternalBanneret.g:1076:6: otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) )
                    	    {
                    	    otherlv_19=(Token)match(input,36,FOLLOW_20); 

                    	    						newLeafNode(otherlv_19, grammarAccess.getTerrainEffectBodyAccess().getElevationKeyword_1_1_7_0());
                    	    					
                    	    // InternalBanneret.g:1080:6: ( (lv_elevation_20_0= ruleSignedInt ) )
                    	    // InternalBanneret.g:1081:7: (lv_elevation_20_0= ruleSignedInt )
                    	    {
                    	    // InternalBanneret.g:1081:7: (lv_elevation_20_0= ruleSignedInt )
                    	    // InternalBanneret.g:1082:8: lv_elevation_20_0= ruleSignedInt
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getElevationSignedIntParserRuleCall_1_1_7_1_0());
                    	    							
                    	    pushFollow(FOLLOW_15);
                    	    lv_elevation_20_0=ruleSignedInt();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								set(
                    	    									current,
                    	    									"elevation",
                    	    									lv_elevation_20_0,
                    	    									"org.banneret.dsl.Banneret.SignedInt");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 9 :
                    	    // InternalBanneret.g:1101:5: (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1101:5: (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1102:6: otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) )
                    	    {
                    	    otherlv_21=(Token)match(input,37,FOLLOW_13); 

                    	    						newLeafNode(otherlv_21, grammarAccess.getTerrainEffectBodyAccess().getColorKeyword_1_1_8_0());
                    	    					
                    	    // InternalBanneret.g:1106:6: ( (lv_color_22_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1107:7: (lv_color_22_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1107:7: (lv_color_22_0= RULE_STRING )
                    	    // InternalBanneret.g:1108:8: lv_color_22_0= RULE_STRING
                    	    {
                    	    lv_color_22_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

                    	    								newLeafNode(lv_color_22_0, grammarAccess.getTerrainEffectBodyAccess().getColorSTRINGTerminalRuleCall_1_1_8_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"color",
                    	    									lv_color_22_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 10 :
                    	    // InternalBanneret.g:1126:5: (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1126:5: (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* )
                    	    // InternalBanneret.g:1127:6: otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )*
                    	    {
                    	    otherlv_23=(Token)match(input,38,FOLLOW_4); 

                    	    						newLeafNode(otherlv_23, grammarAccess.getTerrainEffectBodyAccess().getTraitsKeyword_1_1_9_0());
                    	    					
                    	    // InternalBanneret.g:1131:6: ( (lv_traits_24_0= RULE_ID ) )
                    	    // InternalBanneret.g:1132:7: (lv_traits_24_0= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1132:7: (lv_traits_24_0= RULE_ID )
                    	    // InternalBanneret.g:1133:8: lv_traits_24_0= RULE_ID
                    	    {
                    	    lv_traits_24_0=(Token)match(input,RULE_ID,FOLLOW_18); 

                    	    								newLeafNode(lv_traits_24_0, grammarAccess.getTerrainEffectBodyAccess().getTraitsIDTerminalRuleCall_1_1_9_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								addWithLastConsumed(
                    	    									current,
                    	    									"traits",
                    	    									lv_traits_24_0,
                    	    									"org.eclipse.xtext.common.Terminals.ID");
                    	    							

                    	    }


                    	    }

                    	    // InternalBanneret.g:1149:6: (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )*
                    	    loop13:
                    	    do {
                    	        int alt13=2;
                    	        int LA13_0 = input.LA(1);

                    	        if ( (LA13_0==31) ) {
                    	            alt13=1;
                    	        }


                    	        switch (alt13) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1150:7: otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) )
                    	    	    {
                    	    	    otherlv_25=(Token)match(input,31,FOLLOW_4); 

                    	    	    							newLeafNode(otherlv_25, grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_1_1_9_2_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1154:7: ( (lv_traits_26_0= RULE_ID ) )
                    	    	    // InternalBanneret.g:1155:8: (lv_traits_26_0= RULE_ID )
                    	    	    {
                    	    	    // InternalBanneret.g:1155:8: (lv_traits_26_0= RULE_ID )
                    	    	    // InternalBanneret.g:1156:9: lv_traits_26_0= RULE_ID
                    	    	    {
                    	    	    lv_traits_26_0=(Token)match(input,RULE_ID,FOLLOW_18); 

                    	    	    									newLeafNode(lv_traits_26_0, grammarAccess.getTerrainEffectBodyAccess().getTraitsIDTerminalRuleCall_1_1_9_2_1_0());
                    	    	    								

                    	    	    									if (current==null) {
                    	    	    										current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    	    									}
                    	    	    									addWithLastConsumed(
                    	    	    										current,
                    	    	    										"traits",
                    	    	    										lv_traits_26_0,
                    	    	    										"org.eclipse.xtext.common.Terminals.ID");
                    	    	    								

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
                    	case 11 :
                    	    // InternalBanneret.g:1175:5: (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) )
                    	    {
                    	    // InternalBanneret.g:1175:5: (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) )
                    	    // InternalBanneret.g:1176:6: otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) )
                    	    {
                    	    otherlv_27=(Token)match(input,21,FOLLOW_9); 

                    	    						newLeafNode(otherlv_27, grammarAccess.getTerrainEffectBodyAccess().getStackingKeyword_1_1_10_0());
                    	    					
                    	    // InternalBanneret.g:1180:6: ( (lv_stackingLimits_28_0= ruleStackingLimit ) )
                    	    // InternalBanneret.g:1181:7: (lv_stackingLimits_28_0= ruleStackingLimit )
                    	    {
                    	    // InternalBanneret.g:1181:7: (lv_stackingLimits_28_0= ruleStackingLimit )
                    	    // InternalBanneret.g:1182:8: lv_stackingLimits_28_0= ruleStackingLimit
                    	    {

                    	    								newCompositeNode(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsStackingLimitParserRuleCall_1_1_10_1_0());
                    	    							
                    	    pushFollow(FOLLOW_15);
                    	    lv_stackingLimits_28_0=ruleStackingLimit();

                    	    state._fsp--;


                    	    								if (current==null) {
                    	    									current = createModelElementForParent(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								add(
                    	    									current,
                    	    									"stackingLimits",
                    	    									lv_stackingLimits_28_0,
                    	    									"org.banneret.dsl.Banneret.StackingLimit");
                    	    								afterParserOrEnumRuleCall();
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 12 :
                    	    // InternalBanneret.g:1201:5: (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1201:5: (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1202:6: otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) )
                    	    {
                    	    otherlv_29=(Token)match(input,39,FOLLOW_13); 

                    	    						newLeafNode(otherlv_29, grammarAccess.getTerrainEffectBodyAccess().getCiteKeyword_1_1_11_0());
                    	    					
                    	    // InternalBanneret.g:1206:6: ( (lv_citation_30_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1207:7: (lv_citation_30_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1207:7: (lv_citation_30_0= RULE_STRING )
                    	    // InternalBanneret.g:1208:8: lv_citation_30_0= RULE_STRING
                    	    {
                    	    lv_citation_30_0=(Token)match(input,RULE_STRING,FOLLOW_15); 

                    	    								newLeafNode(lv_citation_30_0, grammarAccess.getTerrainEffectBodyAccess().getCitationSTRINGTerminalRuleCall_1_1_11_1_0());
                    	    							

                    	    								if (current==null) {
                    	    									current = createModelElement(grammarAccess.getTerrainEffectBodyRule());
                    	    								}
                    	    								setWithLastConsumed(
                    	    									current,
                    	    									"citation",
                    	    									lv_citation_30_0,
                    	    									"org.eclipse.xtext.common.Terminals.STRING");
                    	    							

                    	    }


                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop14;
                        }
                    } while (true);

                    otherlv_31=(Token)match(input,26,FOLLOW_2); 

                    				newLeafNode(otherlv_31, grammarAccess.getTerrainEffectBodyAccess().getRightCurlyBracketKeyword_1_2());
                    			

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
    // InternalBanneret.g:1235:1: entryRuleMovementCost returns [EObject current=null] : iv_ruleMovementCost= ruleMovementCost EOF ;
    public final EObject entryRuleMovementCost() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMovementCost = null;


        try {
            // InternalBanneret.g:1235:53: (iv_ruleMovementCost= ruleMovementCost EOF )
            // InternalBanneret.g:1236:2: iv_ruleMovementCost= ruleMovementCost EOF
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
    // InternalBanneret.g:1242:1: ruleMovementCost returns [EObject current=null] : ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) ) ;
    public final EObject ruleMovementCost() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_cost_1_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:1248:2: ( ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) ) )
            // InternalBanneret.g:1249:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) )
            {
            // InternalBanneret.g:1249:2: ( ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) ) )
            // InternalBanneret.g:1250:3: ( (otherlv_0= RULE_ID ) ) ( (lv_cost_1_0= RULE_INT ) )
            {
            // InternalBanneret.g:1250:3: ( (otherlv_0= RULE_ID ) )
            // InternalBanneret.g:1251:4: (otherlv_0= RULE_ID )
            {
            // InternalBanneret.g:1251:4: (otherlv_0= RULE_ID )
            // InternalBanneret.g:1252:5: otherlv_0= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getMovementCostRule());
            					}
            				
            otherlv_0=(Token)match(input,RULE_ID,FOLLOW_16); 

            					newLeafNode(otherlv_0, grammarAccess.getMovementCostAccess().getUnitClassUnitClassCrossReference_0_0());
            				

            }


            }

            // InternalBanneret.g:1263:3: ( (lv_cost_1_0= RULE_INT ) )
            // InternalBanneret.g:1264:4: (lv_cost_1_0= RULE_INT )
            {
            // InternalBanneret.g:1264:4: (lv_cost_1_0= RULE_INT )
            // InternalBanneret.g:1265:5: lv_cost_1_0= RULE_INT
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
    // InternalBanneret.g:1285:1: entryRuleStackingLimit returns [EObject current=null] : iv_ruleStackingLimit= ruleStackingLimit EOF ;
    public final EObject entryRuleStackingLimit() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleStackingLimit = null;


        try {
            // InternalBanneret.g:1285:54: (iv_ruleStackingLimit= ruleStackingLimit EOF )
            // InternalBanneret.g:1286:2: iv_ruleStackingLimit= ruleStackingLimit EOF
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
    // InternalBanneret.g:1292:1: ruleStackingLimit returns [EObject current=null] : (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'in' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) ) )? ) ;
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
            // InternalBanneret.g:1298:2: ( (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'in' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:1299:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'in' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:1299:2: (otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'in' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:1300:3: otherlv_0= 'max' ( (lv_maximum_1_0= RULE_INT ) ) ( (lv_measure_2_0= ruleStackingMeasure ) ) (otherlv_3= 'in' ( (otherlv_4= RULE_ID ) ) )? (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )? (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )? ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )? (otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) ) )?
            {
            otherlv_0=(Token)match(input,40,FOLLOW_16); 

            			newLeafNode(otherlv_0, grammarAccess.getStackingLimitAccess().getMaxKeyword_0());
            		
            // InternalBanneret.g:1304:3: ( (lv_maximum_1_0= RULE_INT ) )
            // InternalBanneret.g:1305:4: (lv_maximum_1_0= RULE_INT )
            {
            // InternalBanneret.g:1305:4: (lv_maximum_1_0= RULE_INT )
            // InternalBanneret.g:1306:5: lv_maximum_1_0= RULE_INT
            {
            lv_maximum_1_0=(Token)match(input,RULE_INT,FOLLOW_21); 

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

            // InternalBanneret.g:1322:3: ( (lv_measure_2_0= ruleStackingMeasure ) )
            // InternalBanneret.g:1323:4: (lv_measure_2_0= ruleStackingMeasure )
            {
            // InternalBanneret.g:1323:4: (lv_measure_2_0= ruleStackingMeasure )
            // InternalBanneret.g:1324:5: lv_measure_2_0= ruleStackingMeasure
            {

            					newCompositeNode(grammarAccess.getStackingLimitAccess().getMeasureStackingMeasureEnumRuleCall_2_0());
            				
            pushFollow(FOLLOW_22);
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

            // InternalBanneret.g:1341:3: (otherlv_3= 'in' ( (otherlv_4= RULE_ID ) ) )?
            int alt16=2;
            int LA16_0 = input.LA(1);

            if ( (LA16_0==41) ) {
                alt16=1;
            }
            switch (alt16) {
                case 1 :
                    // InternalBanneret.g:1342:4: otherlv_3= 'in' ( (otherlv_4= RULE_ID ) )
                    {
                    otherlv_3=(Token)match(input,41,FOLLOW_4); 

                    				newLeafNode(otherlv_3, grammarAccess.getStackingLimitAccess().getInKeyword_3_0());
                    			
                    // InternalBanneret.g:1346:4: ( (otherlv_4= RULE_ID ) )
                    // InternalBanneret.g:1347:5: (otherlv_4= RULE_ID )
                    {
                    // InternalBanneret.g:1347:5: (otherlv_4= RULE_ID )
                    // InternalBanneret.g:1348:6: otherlv_4= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_4=(Token)match(input,RULE_ID,FOLLOW_23); 

                    						newLeafNode(otherlv_4, grammarAccess.getStackingLimitAccess().getSlotLevelSlotCrossReference_3_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1360:3: (otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )* )?
            int alt18=2;
            int LA18_0 = input.LA(1);

            if ( (LA18_0==42) ) {
                alt18=1;
            }
            switch (alt18) {
                case 1 :
                    // InternalBanneret.g:1361:4: otherlv_5= 'of' ( (otherlv_6= RULE_ID ) ) (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )*
                    {
                    otherlv_5=(Token)match(input,42,FOLLOW_4); 

                    				newLeafNode(otherlv_5, grammarAccess.getStackingLimitAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:1365:4: ( (otherlv_6= RULE_ID ) )
                    // InternalBanneret.g:1366:5: (otherlv_6= RULE_ID )
                    {
                    // InternalBanneret.g:1366:5: (otherlv_6= RULE_ID )
                    // InternalBanneret.g:1367:6: otherlv_6= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_24); 

                    						newLeafNode(otherlv_6, grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1378:4: (otherlv_7= ',' ( (otherlv_8= RULE_ID ) ) )*
                    loop17:
                    do {
                        int alt17=2;
                        int LA17_0 = input.LA(1);

                        if ( (LA17_0==31) ) {
                            alt17=1;
                        }


                        switch (alt17) {
                    	case 1 :
                    	    // InternalBanneret.g:1379:5: otherlv_7= ',' ( (otherlv_8= RULE_ID ) )
                    	    {
                    	    otherlv_7=(Token)match(input,31,FOLLOW_4); 

                    	    					newLeafNode(otherlv_7, grammarAccess.getStackingLimitAccess().getCommaKeyword_4_2_0());
                    	    				
                    	    // InternalBanneret.g:1383:5: ( (otherlv_8= RULE_ID ) )
                    	    // InternalBanneret.g:1384:6: (otherlv_8= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1384:6: (otherlv_8= RULE_ID )
                    	    // InternalBanneret.g:1385:7: otherlv_8= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_8=(Token)match(input,RULE_ID,FOLLOW_24); 

                    	    							newLeafNode(otherlv_8, grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop17;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:1398:3: (otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* )?
            int alt20=2;
            int LA20_0 = input.LA(1);

            if ( (LA20_0==43) ) {
                alt20=1;
            }
            switch (alt20) {
                case 1 :
                    // InternalBanneret.g:1399:4: otherlv_9= 'except' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    {
                    otherlv_9=(Token)match(input,43,FOLLOW_4); 

                    				newLeafNode(otherlv_9, grammarAccess.getStackingLimitAccess().getExceptKeyword_5_0());
                    			
                    // InternalBanneret.g:1403:4: ( (otherlv_10= RULE_ID ) )
                    // InternalBanneret.g:1404:5: (otherlv_10= RULE_ID )
                    {
                    // InternalBanneret.g:1404:5: (otherlv_10= RULE_ID )
                    // InternalBanneret.g:1405:6: otherlv_10= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    					
                    otherlv_10=(Token)match(input,RULE_ID,FOLLOW_25); 

                    						newLeafNode(otherlv_10, grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:1416:4: (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )*
                    loop19:
                    do {
                        int alt19=2;
                        int LA19_0 = input.LA(1);

                        if ( (LA19_0==31) ) {
                            alt19=1;
                        }


                        switch (alt19) {
                    	case 1 :
                    	    // InternalBanneret.g:1417:5: otherlv_11= ',' ( (otherlv_12= RULE_ID ) )
                    	    {
                    	    otherlv_11=(Token)match(input,31,FOLLOW_4); 

                    	    					newLeafNode(otherlv_11, grammarAccess.getStackingLimitAccess().getCommaKeyword_5_2_0());
                    	    				
                    	    // InternalBanneret.g:1421:5: ( (otherlv_12= RULE_ID ) )
                    	    // InternalBanneret.g:1422:6: (otherlv_12= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:1422:6: (otherlv_12= RULE_ID )
                    	    // InternalBanneret.g:1423:7: otherlv_12= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getStackingLimitRule());
                    	    							}
                    	    						
                    	    otherlv_12=(Token)match(input,RULE_ID,FOLLOW_25); 

                    	    							newLeafNode(otherlv_12, grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_2_1_0());
                    	    						

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

            // InternalBanneret.g:1436:3: ( ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side' )?
            int alt21=2;
            int LA21_0 = input.LA(1);

            if ( (LA21_0==44) ) {
                alt21=1;
            }
            switch (alt21) {
                case 1 :
                    // InternalBanneret.g:1437:4: ( (lv_perSide_13_0= 'per' ) ) otherlv_14= 'side'
                    {
                    // InternalBanneret.g:1437:4: ( (lv_perSide_13_0= 'per' ) )
                    // InternalBanneret.g:1438:5: (lv_perSide_13_0= 'per' )
                    {
                    // InternalBanneret.g:1438:5: (lv_perSide_13_0= 'per' )
                    // InternalBanneret.g:1439:6: lv_perSide_13_0= 'per'
                    {
                    lv_perSide_13_0=(Token)match(input,44,FOLLOW_26); 

                    						newLeafNode(lv_perSide_13_0, grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getStackingLimitRule());
                    						}
                    						setWithLastConsumed(current, "perSide", lv_perSide_13_0 != null, "per");
                    					

                    }


                    }

                    otherlv_14=(Token)match(input,45,FOLLOW_27); 

                    				newLeafNode(otherlv_14, grammarAccess.getStackingLimitAccess().getSideKeyword_6_1());
                    			

                    }
                    break;

            }

            // InternalBanneret.g:1456:3: (otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) ) )?
            int alt22=2;
            int LA22_0 = input.LA(1);

            if ( (LA22_0==46) ) {
                alt22=1;
            }
            switch (alt22) {
                case 1 :
                    // InternalBanneret.g:1457:4: otherlv_15= 'rule' ( (lv_citation_16_0= RULE_STRING ) )
                    {
                    otherlv_15=(Token)match(input,46,FOLLOW_13); 

                    				newLeafNode(otherlv_15, grammarAccess.getStackingLimitAccess().getRuleKeyword_7_0());
                    			
                    // InternalBanneret.g:1461:4: ( (lv_citation_16_0= RULE_STRING ) )
                    // InternalBanneret.g:1462:5: (lv_citation_16_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1462:5: (lv_citation_16_0= RULE_STRING )
                    // InternalBanneret.g:1463:6: lv_citation_16_0= RULE_STRING
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
    // InternalBanneret.g:1484:1: entryRuleUnitType returns [EObject current=null] : iv_ruleUnitType= ruleUnitType EOF ;
    public final EObject entryRuleUnitType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnitType = null;


        try {
            // InternalBanneret.g:1484:49: (iv_ruleUnitType= ruleUnitType EOF )
            // InternalBanneret.g:1485:2: iv_ruleUnitType= ruleUnitType EOF
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
    // InternalBanneret.g:1491:1: ruleUnitType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? ) ;
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
        EObject this_CounterSpecBody_7 = null;

        Enumerator lv_footprint_9_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1497:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? ) )
            // InternalBanneret.g:1498:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? )
            {
            // InternalBanneret.g:1498:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )? )
            // InternalBanneret.g:1499:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )? (otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )?
            {
            // InternalBanneret.g:1499:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:1500:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:1500:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:1501:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_28); 

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

            // InternalBanneret.g:1517:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt23=2;
            int LA23_0 = input.LA(1);

            if ( (LA23_0==RULE_STRING) ) {
                alt23=1;
            }
            switch (alt23) {
                case 1 :
                    // InternalBanneret.g:1518:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1518:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1519:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_29); 

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

            otherlv_2=(Token)match(input,47,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getUnitTypeAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:1539:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:1540:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:1540:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:1541:5: otherlv_3= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getUnitTypeRule());
            					}
            				
            otherlv_3=(Token)match(input,RULE_ID,FOLLOW_30); 

            					newLeafNode(otherlv_3, grammarAccess.getUnitTypeAccess().getUnitClassUnitClassCrossReference_3_0());
            				

            }


            }

            // InternalBanneret.g:1552:3: (otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) ) )?
            int alt24=2;
            int LA24_0 = input.LA(1);

            if ( (LA24_0==27) ) {
                alt24=1;
            }
            switch (alt24) {
                case 1 :
                    // InternalBanneret.g:1553:4: otherlv_4= 'code' ( (lv_code_5_0= RULE_STRING ) )
                    {
                    otherlv_4=(Token)match(input,27,FOLLOW_13); 

                    				newLeafNode(otherlv_4, grammarAccess.getUnitTypeAccess().getCodeKeyword_4_0());
                    			
                    // InternalBanneret.g:1557:4: ( (lv_code_5_0= RULE_STRING ) )
                    // InternalBanneret.g:1558:5: (lv_code_5_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1558:5: (lv_code_5_0= RULE_STRING )
                    // InternalBanneret.g:1559:6: lv_code_5_0= RULE_STRING
                    {
                    lv_code_5_0=(Token)match(input,RULE_STRING,FOLLOW_14); 

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

            // InternalBanneret.g:1576:3: (otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}' )?
            int alt27=2;
            int LA27_0 = input.LA(1);

            if ( (LA27_0==13) ) {
                alt27=1;
            }
            switch (alt27) {
                case 1 :
                    // InternalBanneret.g:1577:4: otherlv_6= '{' this_CounterSpecBody_7= ruleCounterSpecBody[$current] ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )* otherlv_22= '}'
                    {
                    otherlv_6=(Token)match(input,13,FOLLOW_31); 

                    				newLeafNode(otherlv_6, grammarAccess.getUnitTypeAccess().getLeftCurlyBracketKeyword_5_0());
                    			

                    				if (current==null) {
                    					current = createModelElement(grammarAccess.getUnitTypeRule());
                    				}
                    				newCompositeNode(grammarAccess.getUnitTypeAccess().getCounterSpecBodyParserRuleCall_5_1());
                    			
                    pushFollow(FOLLOW_32);
                    this_CounterSpecBody_7=ruleCounterSpecBody(current);

                    state._fsp--;


                    				current = this_CounterSpecBody_7;
                    				afterParserOrEnumRuleCall();
                    			
                    // InternalBanneret.g:1592:4: ( (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) ) | (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) ) | (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* ) | (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) ) )*
                    loop26:
                    do {
                        int alt26=5;
                        switch ( input.LA(1) ) {
                        case 48:
                            {
                            alt26=1;
                            }
                            break;
                        case 49:
                            {
                            alt26=2;
                            }
                            break;
                        case 51:
                            {
                            alt26=3;
                            }
                            break;
                        case 52:
                            {
                            alt26=4;
                            }
                            break;

                        }

                        switch (alt26) {
                    	case 1 :
                    	    // InternalBanneret.g:1593:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    {
                    	    // InternalBanneret.g:1593:5: (otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) ) )
                    	    // InternalBanneret.g:1594:6: otherlv_8= 'footprint' ( (lv_footprint_9_0= ruleFootprint ) )
                    	    {
                    	    otherlv_8=(Token)match(input,48,FOLLOW_33); 

                    	    						newLeafNode(otherlv_8, grammarAccess.getUnitTypeAccess().getFootprintKeyword_5_2_0_0());
                    	    					
                    	    // InternalBanneret.g:1598:6: ( (lv_footprint_9_0= ruleFootprint ) )
                    	    // InternalBanneret.g:1599:7: (lv_footprint_9_0= ruleFootprint )
                    	    {
                    	    // InternalBanneret.g:1599:7: (lv_footprint_9_0= ruleFootprint )
                    	    // InternalBanneret.g:1600:8: lv_footprint_9_0= ruleFootprint
                    	    {

                    	    								newCompositeNode(grammarAccess.getUnitTypeAccess().getFootprintFootprintEnumRuleCall_5_2_0_1_0());
                    	    							
                    	    pushFollow(FOLLOW_32);
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
                    	case 2 :
                    	    // InternalBanneret.g:1619:5: (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) )
                    	    {
                    	    // InternalBanneret.g:1619:5: (otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) ) )
                    	    // InternalBanneret.g:1620:6: otherlv_10= 'command' otherlv_11= 'range' ( (lv_commandRange_12_0= RULE_INT ) )
                    	    {
                    	    otherlv_10=(Token)match(input,49,FOLLOW_34); 

                    	    						newLeafNode(otherlv_10, grammarAccess.getUnitTypeAccess().getCommandKeyword_5_2_1_0());
                    	    					
                    	    otherlv_11=(Token)match(input,50,FOLLOW_16); 

                    	    						newLeafNode(otherlv_11, grammarAccess.getUnitTypeAccess().getRangeKeyword_5_2_1_1());
                    	    					
                    	    // InternalBanneret.g:1628:6: ( (lv_commandRange_12_0= RULE_INT ) )
                    	    // InternalBanneret.g:1629:7: (lv_commandRange_12_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1629:7: (lv_commandRange_12_0= RULE_INT )
                    	    // InternalBanneret.g:1630:8: lv_commandRange_12_0= RULE_INT
                    	    {
                    	    lv_commandRange_12_0=(Token)match(input,RULE_INT,FOLLOW_32); 

                    	    								newLeafNode(lv_commandRange_12_0, grammarAccess.getUnitTypeAccess().getCommandRangeINTTerminalRuleCall_5_2_1_2_0());
                    	    							

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
                    	case 3 :
                    	    // InternalBanneret.g:1648:5: (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* )
                    	    {
                    	    // InternalBanneret.g:1648:5: (otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )* )
                    	    // InternalBanneret.g:1649:6: otherlv_13= 'armour' otherlv_14= 'in' ( (lv_allowedArmour_15_0= RULE_INT ) ) (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )*
                    	    {
                    	    otherlv_13=(Token)match(input,51,FOLLOW_35); 

                    	    						newLeafNode(otherlv_13, grammarAccess.getUnitTypeAccess().getArmourKeyword_5_2_2_0());
                    	    					
                    	    otherlv_14=(Token)match(input,41,FOLLOW_16); 

                    	    						newLeafNode(otherlv_14, grammarAccess.getUnitTypeAccess().getInKeyword_5_2_2_1());
                    	    					
                    	    // InternalBanneret.g:1657:6: ( (lv_allowedArmour_15_0= RULE_INT ) )
                    	    // InternalBanneret.g:1658:7: (lv_allowedArmour_15_0= RULE_INT )
                    	    {
                    	    // InternalBanneret.g:1658:7: (lv_allowedArmour_15_0= RULE_INT )
                    	    // InternalBanneret.g:1659:8: lv_allowedArmour_15_0= RULE_INT
                    	    {
                    	    lv_allowedArmour_15_0=(Token)match(input,RULE_INT,FOLLOW_36); 

                    	    								newLeafNode(lv_allowedArmour_15_0, grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_2_2_2_0());
                    	    							

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

                    	    // InternalBanneret.g:1675:6: (otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) ) )*
                    	    loop25:
                    	    do {
                    	        int alt25=2;
                    	        int LA25_0 = input.LA(1);

                    	        if ( (LA25_0==31) ) {
                    	            alt25=1;
                    	        }


                    	        switch (alt25) {
                    	    	case 1 :
                    	    	    // InternalBanneret.g:1676:7: otherlv_16= ',' ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    	    {
                    	    	    otherlv_16=(Token)match(input,31,FOLLOW_16); 

                    	    	    							newLeafNode(otherlv_16, grammarAccess.getUnitTypeAccess().getCommaKeyword_5_2_2_3_0());
                    	    	    						
                    	    	    // InternalBanneret.g:1680:7: ( (lv_allowedArmour_17_0= RULE_INT ) )
                    	    	    // InternalBanneret.g:1681:8: (lv_allowedArmour_17_0= RULE_INT )
                    	    	    {
                    	    	    // InternalBanneret.g:1681:8: (lv_allowedArmour_17_0= RULE_INT )
                    	    	    // InternalBanneret.g:1682:9: lv_allowedArmour_17_0= RULE_INT
                    	    	    {
                    	    	    lv_allowedArmour_17_0=(Token)match(input,RULE_INT,FOLLOW_36); 

                    	    	    									newLeafNode(lv_allowedArmour_17_0, grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_2_2_3_1_0());
                    	    	    								

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
                    	    	    break loop25;
                    	        }
                    	    } while (true);


                    	    }


                    	    }
                    	    break;
                    	case 4 :
                    	    // InternalBanneret.g:1701:5: (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) )
                    	    {
                    	    // InternalBanneret.g:1701:5: (otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) ) )
                    	    // InternalBanneret.g:1702:6: otherlv_18= 'faces' ( (lv_frontFace_19_0= RULE_STRING ) ) otherlv_20= '/' ( (lv_backFace_21_0= RULE_STRING ) )
                    	    {
                    	    otherlv_18=(Token)match(input,52,FOLLOW_13); 

                    	    						newLeafNode(otherlv_18, grammarAccess.getUnitTypeAccess().getFacesKeyword_5_2_3_0());
                    	    					
                    	    // InternalBanneret.g:1706:6: ( (lv_frontFace_19_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1707:7: (lv_frontFace_19_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1707:7: (lv_frontFace_19_0= RULE_STRING )
                    	    // InternalBanneret.g:1708:8: lv_frontFace_19_0= RULE_STRING
                    	    {
                    	    lv_frontFace_19_0=(Token)match(input,RULE_STRING,FOLLOW_37); 

                    	    								newLeafNode(lv_frontFace_19_0, grammarAccess.getUnitTypeAccess().getFrontFaceSTRINGTerminalRuleCall_5_2_3_1_0());
                    	    							

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

                    	    otherlv_20=(Token)match(input,53,FOLLOW_13); 

                    	    						newLeafNode(otherlv_20, grammarAccess.getUnitTypeAccess().getSolidusKeyword_5_2_3_2());
                    	    					
                    	    // InternalBanneret.g:1728:6: ( (lv_backFace_21_0= RULE_STRING ) )
                    	    // InternalBanneret.g:1729:7: (lv_backFace_21_0= RULE_STRING )
                    	    {
                    	    // InternalBanneret.g:1729:7: (lv_backFace_21_0= RULE_STRING )
                    	    // InternalBanneret.g:1730:8: lv_backFace_21_0= RULE_STRING
                    	    {
                    	    lv_backFace_21_0=(Token)match(input,RULE_STRING,FOLLOW_32); 

                    	    								newLeafNode(lv_backFace_21_0, grammarAccess.getUnitTypeAccess().getBackFaceSTRINGTerminalRuleCall_5_2_3_3_0());
                    	    							

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
                    	    break loop26;
                        }
                    } while (true);

                    otherlv_22=(Token)match(input,26,FOLLOW_2); 

                    				newLeafNode(otherlv_22, grammarAccess.getUnitTypeAccess().getRightCurlyBracketKeyword_5_3());
                    			

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
    // InternalBanneret.g:1757:1: entryRuleCounterTemplate returns [EObject current=null] : iv_ruleCounterTemplate= ruleCounterTemplate EOF ;
    public final EObject entryRuleCounterTemplate() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCounterTemplate = null;


        try {
            // InternalBanneret.g:1757:56: (iv_ruleCounterTemplate= ruleCounterTemplate EOF )
            // InternalBanneret.g:1758:2: iv_ruleCounterTemplate= ruleCounterTemplate EOF
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
    // InternalBanneret.g:1764:1: ruleCounterTemplate returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}' )? ) ;
    public final EObject ruleCounterTemplate() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_4=null;
        Token otherlv_5=null;
        Token lv_unique_6_0=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        EObject this_CounterSpecBody_8 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1770:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}' )? ) )
            // InternalBanneret.g:1771:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}' )? )
            {
            // InternalBanneret.g:1771:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}' )? )
            // InternalBanneret.g:1772:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (otherlv_3= RULE_ID ) ) (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )? ( (lv_unique_6_0= 'unique' ) )? (otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}' )?
            {
            // InternalBanneret.g:1772:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:1773:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:1773:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:1774:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_28); 

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

            // InternalBanneret.g:1790:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt28=2;
            int LA28_0 = input.LA(1);

            if ( (LA28_0==RULE_STRING) ) {
                alt28=1;
            }
            switch (alt28) {
                case 1 :
                    // InternalBanneret.g:1791:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:1791:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:1792:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_29); 

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

            otherlv_2=(Token)match(input,47,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getCounterTemplateAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:1812:3: ( (otherlv_3= RULE_ID ) )
            // InternalBanneret.g:1813:4: (otherlv_3= RULE_ID )
            {
            // InternalBanneret.g:1813:4: (otherlv_3= RULE_ID )
            // InternalBanneret.g:1814:5: otherlv_3= RULE_ID
            {

            					if (current==null) {
            						current = createModelElement(grammarAccess.getCounterTemplateRule());
            					}
            				
            otherlv_3=(Token)match(input,RULE_ID,FOLLOW_38); 

            					newLeafNode(otherlv_3, grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeCrossReference_3_0());
            				

            }


            }

            // InternalBanneret.g:1825:3: (otherlv_4= 'of' ( (otherlv_5= RULE_ID ) ) )?
            int alt29=2;
            int LA29_0 = input.LA(1);

            if ( (LA29_0==42) ) {
                alt29=1;
            }
            switch (alt29) {
                case 1 :
                    // InternalBanneret.g:1826:4: otherlv_4= 'of' ( (otherlv_5= RULE_ID ) )
                    {
                    otherlv_4=(Token)match(input,42,FOLLOW_4); 

                    				newLeafNode(otherlv_4, grammarAccess.getCounterTemplateAccess().getOfKeyword_4_0());
                    			
                    // InternalBanneret.g:1830:4: ( (otherlv_5= RULE_ID ) )
                    // InternalBanneret.g:1831:5: (otherlv_5= RULE_ID )
                    {
                    // InternalBanneret.g:1831:5: (otherlv_5= RULE_ID )
                    // InternalBanneret.g:1832:6: otherlv_5= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getCounterTemplateRule());
                    						}
                    					
                    otherlv_5=(Token)match(input,RULE_ID,FOLLOW_39); 

                    						newLeafNode(otherlv_5, grammarAccess.getCounterTemplateAccess().getNationalityNationalityCrossReference_4_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:1844:3: ( (lv_unique_6_0= 'unique' ) )?
            int alt30=2;
            int LA30_0 = input.LA(1);

            if ( (LA30_0==54) ) {
                alt30=1;
            }
            switch (alt30) {
                case 1 :
                    // InternalBanneret.g:1845:4: (lv_unique_6_0= 'unique' )
                    {
                    // InternalBanneret.g:1845:4: (lv_unique_6_0= 'unique' )
                    // InternalBanneret.g:1846:5: lv_unique_6_0= 'unique'
                    {
                    lv_unique_6_0=(Token)match(input,54,FOLLOW_14); 

                    					newLeafNode(lv_unique_6_0, grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getCounterTemplateRule());
                    					}
                    					setWithLastConsumed(current, "unique", lv_unique_6_0 != null, "unique");
                    				

                    }


                    }
                    break;

            }

            // InternalBanneret.g:1858:3: (otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}' )?
            int alt31=2;
            int LA31_0 = input.LA(1);

            if ( (LA31_0==13) ) {
                alt31=1;
            }
            switch (alt31) {
                case 1 :
                    // InternalBanneret.g:1859:4: otherlv_7= '{' this_CounterSpecBody_8= ruleCounterSpecBody[$current] otherlv_9= '}'
                    {
                    otherlv_7=(Token)match(input,13,FOLLOW_40); 

                    				newLeafNode(otherlv_7, grammarAccess.getCounterTemplateAccess().getLeftCurlyBracketKeyword_6_0());
                    			

                    				if (current==null) {
                    					current = createModelElement(grammarAccess.getCounterTemplateRule());
                    				}
                    				newCompositeNode(grammarAccess.getCounterTemplateAccess().getCounterSpecBodyParserRuleCall_6_1());
                    			
                    pushFollow(FOLLOW_41);
                    this_CounterSpecBody_8=ruleCounterSpecBody(current);

                    state._fsp--;


                    				current = this_CounterSpecBody_8;
                    				afterParserOrEnumRuleCall();
                    			
                    otherlv_9=(Token)match(input,26,FOLLOW_2); 

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


    // $ANTLR start "ruleCounterSpecBody"
    // InternalBanneret.g:1884:1: ruleCounterSpecBody[EObject in_current] returns [EObject current=in_current] : ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) )* ;
    public final EObject ruleCounterSpecBody(EObject in_current) throws RecognitionException {
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
        Token lv_traits_13_0=null;
        Token otherlv_14=null;
        Token lv_traits_15_0=null;
        Token otherlv_16=null;
        Token lv_citation_17_0=null;
        EObject lv_values_11_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:1890:2: ( ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) )* )
            // InternalBanneret.g:1891:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) )*
            {
            // InternalBanneret.g:1891:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) )*
            loop33:
            do {
                int alt33=9;
                alt33 = dfa33.predict(input);
                switch (alt33) {
            	case 1 :
            	    // InternalBanneret.g:1892:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:1892:3: (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) )
            	    // InternalBanneret.g:1893:4: otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) )
            	    {
            	    otherlv_0=(Token)match(input,55,FOLLOW_16); 

            	    				newLeafNode(otherlv_0, grammarAccess.getCounterSpecBodyAccess().getAttackKeyword_0_0());
            	    			
            	    // InternalBanneret.g:1897:4: ( (lv_attack_1_0= RULE_INT ) )
            	    // InternalBanneret.g:1898:5: (lv_attack_1_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:1898:5: (lv_attack_1_0= RULE_INT )
            	    // InternalBanneret.g:1899:6: lv_attack_1_0= RULE_INT
            	    {
            	    lv_attack_1_0=(Token)match(input,RULE_INT,FOLLOW_42); 

            	    						newLeafNode(lv_attack_1_0, grammarAccess.getCounterSpecBodyAccess().getAttackINTTerminalRuleCall_0_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
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
            	    // InternalBanneret.g:1917:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:1917:3: (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) )
            	    // InternalBanneret.g:1918:4: otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) )
            	    {
            	    otherlv_2=(Token)match(input,56,FOLLOW_16); 

            	    				newLeafNode(otherlv_2, grammarAccess.getCounterSpecBodyAccess().getDefenceKeyword_1_0());
            	    			
            	    // InternalBanneret.g:1922:4: ( (lv_defence_3_0= RULE_INT ) )
            	    // InternalBanneret.g:1923:5: (lv_defence_3_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:1923:5: (lv_defence_3_0= RULE_INT )
            	    // InternalBanneret.g:1924:6: lv_defence_3_0= RULE_INT
            	    {
            	    lv_defence_3_0=(Token)match(input,RULE_INT,FOLLOW_42); 

            	    						newLeafNode(lv_defence_3_0, grammarAccess.getCounterSpecBodyAccess().getDefenceINTTerminalRuleCall_1_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
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
            	    // InternalBanneret.g:1942:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:1942:3: (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) )
            	    // InternalBanneret.g:1943:4: otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) )
            	    {
            	    otherlv_4=(Token)match(input,57,FOLLOW_16); 

            	    				newLeafNode(otherlv_4, grammarAccess.getCounterSpecBodyAccess().getMovementKeyword_2_0());
            	    			
            	    // InternalBanneret.g:1947:4: ( (lv_movement_5_0= RULE_INT ) )
            	    // InternalBanneret.g:1948:5: (lv_movement_5_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:1948:5: (lv_movement_5_0= RULE_INT )
            	    // InternalBanneret.g:1949:6: lv_movement_5_0= RULE_INT
            	    {
            	    lv_movement_5_0=(Token)match(input,RULE_INT,FOLLOW_42); 

            	    						newLeafNode(lv_movement_5_0, grammarAccess.getCounterSpecBodyAccess().getMovementINTTerminalRuleCall_2_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
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
            	    // InternalBanneret.g:1967:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:1967:3: (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) )
            	    // InternalBanneret.g:1968:4: otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) )
            	    {
            	    otherlv_6=(Token)match(input,58,FOLLOW_16); 

            	    				newLeafNode(otherlv_6, grammarAccess.getCounterSpecBodyAccess().getStrengthKeyword_3_0());
            	    			
            	    // InternalBanneret.g:1972:4: ( (lv_strength_7_0= RULE_INT ) )
            	    // InternalBanneret.g:1973:5: (lv_strength_7_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:1973:5: (lv_strength_7_0= RULE_INT )
            	    // InternalBanneret.g:1974:6: lv_strength_7_0= RULE_INT
            	    {
            	    lv_strength_7_0=(Token)match(input,RULE_INT,FOLLOW_42); 

            	    						newLeafNode(lv_strength_7_0, grammarAccess.getCounterSpecBodyAccess().getStrengthINTTerminalRuleCall_3_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
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
            	    // InternalBanneret.g:1992:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
            	    {
            	    // InternalBanneret.g:1992:3: (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) )
            	    // InternalBanneret.g:1993:4: otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) )
            	    {
            	    otherlv_8=(Token)match(input,51,FOLLOW_16); 

            	    				newLeafNode(otherlv_8, grammarAccess.getCounterSpecBodyAccess().getArmourKeyword_4_0());
            	    			
            	    // InternalBanneret.g:1997:4: ( (lv_armour_9_0= RULE_INT ) )
            	    // InternalBanneret.g:1998:5: (lv_armour_9_0= RULE_INT )
            	    {
            	    // InternalBanneret.g:1998:5: (lv_armour_9_0= RULE_INT )
            	    // InternalBanneret.g:1999:6: lv_armour_9_0= RULE_INT
            	    {
            	    lv_armour_9_0=(Token)match(input,RULE_INT,FOLLOW_42); 

            	    						newLeafNode(lv_armour_9_0, grammarAccess.getCounterSpecBodyAccess().getArmourINTTerminalRuleCall_4_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
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
            	    // InternalBanneret.g:2017:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
            	    {
            	    // InternalBanneret.g:2017:3: (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) )
            	    // InternalBanneret.g:2018:4: otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) )
            	    {
            	    otherlv_10=(Token)match(input,59,FOLLOW_4); 

            	    				newLeafNode(otherlv_10, grammarAccess.getCounterSpecBodyAccess().getValueKeyword_5_0());
            	    			
            	    // InternalBanneret.g:2022:4: ( (lv_values_11_0= rulePrintedValue ) )
            	    // InternalBanneret.g:2023:5: (lv_values_11_0= rulePrintedValue )
            	    {
            	    // InternalBanneret.g:2023:5: (lv_values_11_0= rulePrintedValue )
            	    // InternalBanneret.g:2024:6: lv_values_11_0= rulePrintedValue
            	    {

            	    						newCompositeNode(grammarAccess.getCounterSpecBodyAccess().getValuesPrintedValueParserRuleCall_5_1_0());
            	    					
            	    pushFollow(FOLLOW_42);
            	    lv_values_11_0=rulePrintedValue();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getCounterSpecBodyRule());
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
            	    // InternalBanneret.g:2043:3: (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* )
            	    {
            	    // InternalBanneret.g:2043:3: (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* )
            	    // InternalBanneret.g:2044:4: otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )*
            	    {
            	    otherlv_12=(Token)match(input,38,FOLLOW_4); 

            	    				newLeafNode(otherlv_12, grammarAccess.getCounterSpecBodyAccess().getTraitsKeyword_6_0());
            	    			
            	    // InternalBanneret.g:2048:4: ( (lv_traits_13_0= RULE_ID ) )
            	    // InternalBanneret.g:2049:5: (lv_traits_13_0= RULE_ID )
            	    {
            	    // InternalBanneret.g:2049:5: (lv_traits_13_0= RULE_ID )
            	    // InternalBanneret.g:2050:6: lv_traits_13_0= RULE_ID
            	    {
            	    lv_traits_13_0=(Token)match(input,RULE_ID,FOLLOW_43); 

            	    						newLeafNode(lv_traits_13_0, grammarAccess.getCounterSpecBodyAccess().getTraitsIDTerminalRuleCall_6_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
            	    						}
            	    						addWithLastConsumed(
            	    							current,
            	    							"traits",
            	    							lv_traits_13_0,
            	    							"org.eclipse.xtext.common.Terminals.ID");
            	    					

            	    }


            	    }

            	    // InternalBanneret.g:2066:4: (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )*
            	    loop32:
            	    do {
            	        int alt32=2;
            	        int LA32_0 = input.LA(1);

            	        if ( (LA32_0==31) ) {
            	            alt32=1;
            	        }


            	        switch (alt32) {
            	    	case 1 :
            	    	    // InternalBanneret.g:2067:5: otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) )
            	    	    {
            	    	    otherlv_14=(Token)match(input,31,FOLLOW_4); 

            	    	    					newLeafNode(otherlv_14, grammarAccess.getCounterSpecBodyAccess().getCommaKeyword_6_2_0());
            	    	    				
            	    	    // InternalBanneret.g:2071:5: ( (lv_traits_15_0= RULE_ID ) )
            	    	    // InternalBanneret.g:2072:6: (lv_traits_15_0= RULE_ID )
            	    	    {
            	    	    // InternalBanneret.g:2072:6: (lv_traits_15_0= RULE_ID )
            	    	    // InternalBanneret.g:2073:7: lv_traits_15_0= RULE_ID
            	    	    {
            	    	    lv_traits_15_0=(Token)match(input,RULE_ID,FOLLOW_43); 

            	    	    							newLeafNode(lv_traits_15_0, grammarAccess.getCounterSpecBodyAccess().getTraitsIDTerminalRuleCall_6_2_1_0());
            	    	    						

            	    	    							if (current==null) {
            	    	    								current = createModelElement(grammarAccess.getCounterSpecBodyRule());
            	    	    							}
            	    	    							addWithLastConsumed(
            	    	    								current,
            	    	    								"traits",
            	    	    								lv_traits_15_0,
            	    	    								"org.eclipse.xtext.common.Terminals.ID");
            	    	    						

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop32;
            	        }
            	    } while (true);


            	    }


            	    }
            	    break;
            	case 8 :
            	    // InternalBanneret.g:2092:3: (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) )
            	    {
            	    // InternalBanneret.g:2092:3: (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) )
            	    // InternalBanneret.g:2093:4: otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) )
            	    {
            	    otherlv_16=(Token)match(input,39,FOLLOW_13); 

            	    				newLeafNode(otherlv_16, grammarAccess.getCounterSpecBodyAccess().getCiteKeyword_7_0());
            	    			
            	    // InternalBanneret.g:2097:4: ( (lv_citation_17_0= RULE_STRING ) )
            	    // InternalBanneret.g:2098:5: (lv_citation_17_0= RULE_STRING )
            	    {
            	    // InternalBanneret.g:2098:5: (lv_citation_17_0= RULE_STRING )
            	    // InternalBanneret.g:2099:6: lv_citation_17_0= RULE_STRING
            	    {
            	    lv_citation_17_0=(Token)match(input,RULE_STRING,FOLLOW_42); 

            	    						newLeafNode(lv_citation_17_0, grammarAccess.getCounterSpecBodyAccess().getCitationSTRINGTerminalRuleCall_7_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getCounterSpecBodyRule());
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

            	default :
            	    break loop33;
                }
            } while (true);


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
    // $ANTLR end "ruleCounterSpecBody"


    // $ANTLR start "entryRulePrintedValue"
    // InternalBanneret.g:2120:1: entryRulePrintedValue returns [EObject current=null] : iv_rulePrintedValue= rulePrintedValue EOF ;
    public final EObject entryRulePrintedValue() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePrintedValue = null;


        try {
            // InternalBanneret.g:2120:53: (iv_rulePrintedValue= rulePrintedValue EOF )
            // InternalBanneret.g:2121:2: iv_rulePrintedValue= rulePrintedValue EOF
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
    // InternalBanneret.g:2127:1: rulePrintedValue returns [EObject current=null] : ( ( (lv_key_0_0= RULE_ID ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) ;
    public final EObject rulePrintedValue() throws RecognitionException {
        EObject current = null;

        Token lv_key_0_0=null;
        AntlrDatatypeRuleToken lv_value_1_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2133:2: ( ( ( (lv_key_0_0= RULE_ID ) ) ( (lv_value_1_0= ruleSignedInt ) ) ) )
            // InternalBanneret.g:2134:2: ( ( (lv_key_0_0= RULE_ID ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            {
            // InternalBanneret.g:2134:2: ( ( (lv_key_0_0= RULE_ID ) ) ( (lv_value_1_0= ruleSignedInt ) ) )
            // InternalBanneret.g:2135:3: ( (lv_key_0_0= RULE_ID ) ) ( (lv_value_1_0= ruleSignedInt ) )
            {
            // InternalBanneret.g:2135:3: ( (lv_key_0_0= RULE_ID ) )
            // InternalBanneret.g:2136:4: (lv_key_0_0= RULE_ID )
            {
            // InternalBanneret.g:2136:4: (lv_key_0_0= RULE_ID )
            // InternalBanneret.g:2137:5: lv_key_0_0= RULE_ID
            {
            lv_key_0_0=(Token)match(input,RULE_ID,FOLLOW_20); 

            					newLeafNode(lv_key_0_0, grammarAccess.getPrintedValueAccess().getKeyIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getPrintedValueRule());
            					}
            					setWithLastConsumed(
            						current,
            						"key",
            						lv_key_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:2153:3: ( (lv_value_1_0= ruleSignedInt ) )
            // InternalBanneret.g:2154:4: (lv_value_1_0= ruleSignedInt )
            {
            // InternalBanneret.g:2154:4: (lv_value_1_0= ruleSignedInt )
            // InternalBanneret.g:2155:5: lv_value_1_0= ruleSignedInt
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
    // InternalBanneret.g:2176:1: entryRuleMarkerType returns [EObject current=null] : iv_ruleMarkerType= ruleMarkerType EOF ;
    public final EObject entryRuleMarkerType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleMarkerType = null;


        try {
            // InternalBanneret.g:2176:51: (iv_ruleMarkerType= ruleMarkerType EOF )
            // InternalBanneret.g:2177:2: iv_ruleMarkerType= ruleMarkerType EOF
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
    // InternalBanneret.g:2183:1: ruleMarkerType returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? ) ;
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
            // InternalBanneret.g:2189:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2190:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2190:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2191:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) ) )? (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )? (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2191:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2192:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2192:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2193:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_44); 

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

            // InternalBanneret.g:2209:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt34=2;
            int LA34_0 = input.LA(1);

            if ( (LA34_0==RULE_STRING) ) {
                alt34=1;
            }
            switch (alt34) {
                case 1 :
                    // InternalBanneret.g:2210:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2210:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2211:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_45); 

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

            // InternalBanneret.g:2227:3: (otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) ) )?
            int alt35=2;
            int LA35_0 = input.LA(1);

            if ( (LA35_0==60) ) {
                alt35=1;
            }
            switch (alt35) {
                case 1 :
                    // InternalBanneret.g:2228:4: otherlv_2= 'values' ( (lv_minimum_3_0= ruleSignedInt ) ) otherlv_4= '..' ( (lv_maximum_5_0= ruleSignedInt ) )
                    {
                    otherlv_2=(Token)match(input,60,FOLLOW_20); 

                    				newLeafNode(otherlv_2, grammarAccess.getMarkerTypeAccess().getValuesKeyword_2_0());
                    			
                    // InternalBanneret.g:2232:4: ( (lv_minimum_3_0= ruleSignedInt ) )
                    // InternalBanneret.g:2233:5: (lv_minimum_3_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2233:5: (lv_minimum_3_0= ruleSignedInt )
                    // InternalBanneret.g:2234:6: lv_minimum_3_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMinimumSignedIntParserRuleCall_2_1_0());
                    					
                    pushFollow(FOLLOW_46);
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

                    otherlv_4=(Token)match(input,61,FOLLOW_20); 

                    				newLeafNode(otherlv_4, grammarAccess.getMarkerTypeAccess().getFullStopFullStopKeyword_2_2());
                    			
                    // InternalBanneret.g:2255:4: ( (lv_maximum_5_0= ruleSignedInt ) )
                    // InternalBanneret.g:2256:5: (lv_maximum_5_0= ruleSignedInt )
                    {
                    // InternalBanneret.g:2256:5: (lv_maximum_5_0= ruleSignedInt )
                    // InternalBanneret.g:2257:6: lv_maximum_5_0= ruleSignedInt
                    {

                    						newCompositeNode(grammarAccess.getMarkerTypeAccess().getMaximumSignedIntParserRuleCall_2_3_0());
                    					
                    pushFollow(FOLLOW_47);
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

            // InternalBanneret.g:2275:3: (otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )* )?
            int alt37=2;
            int LA37_0 = input.LA(1);

            if ( (LA37_0==62) ) {
                alt37=1;
            }
            switch (alt37) {
                case 1 :
                    // InternalBanneret.g:2276:4: otherlv_6= 'on' ( (otherlv_7= RULE_ID ) ) (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
                    {
                    otherlv_6=(Token)match(input,62,FOLLOW_4); 

                    				newLeafNode(otherlv_6, grammarAccess.getMarkerTypeAccess().getOnKeyword_3_0());
                    			
                    // InternalBanneret.g:2280:4: ( (otherlv_7= RULE_ID ) )
                    // InternalBanneret.g:2281:5: (otherlv_7= RULE_ID )
                    {
                    // InternalBanneret.g:2281:5: (otherlv_7= RULE_ID )
                    // InternalBanneret.g:2282:6: otherlv_7= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getMarkerTypeRule());
                    						}
                    					
                    otherlv_7=(Token)match(input,RULE_ID,FOLLOW_48); 

                    						newLeafNode(otherlv_7, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_1_0());
                    					

                    }


                    }

                    // InternalBanneret.g:2293:4: (otherlv_8= ',' ( (otherlv_9= RULE_ID ) ) )*
                    loop36:
                    do {
                        int alt36=2;
                        int LA36_0 = input.LA(1);

                        if ( (LA36_0==31) ) {
                            alt36=1;
                        }


                        switch (alt36) {
                    	case 1 :
                    	    // InternalBanneret.g:2294:5: otherlv_8= ',' ( (otherlv_9= RULE_ID ) )
                    	    {
                    	    otherlv_8=(Token)match(input,31,FOLLOW_4); 

                    	    					newLeafNode(otherlv_8, grammarAccess.getMarkerTypeAccess().getCommaKeyword_3_2_0());
                    	    				
                    	    // InternalBanneret.g:2298:5: ( (otherlv_9= RULE_ID ) )
                    	    // InternalBanneret.g:2299:6: (otherlv_9= RULE_ID )
                    	    {
                    	    // InternalBanneret.g:2299:6: (otherlv_9= RULE_ID )
                    	    // InternalBanneret.g:2300:7: otherlv_9= RULE_ID
                    	    {

                    	    							if (current==null) {
                    	    								current = createModelElement(grammarAccess.getMarkerTypeRule());
                    	    							}
                    	    						
                    	    otherlv_9=(Token)match(input,RULE_ID,FOLLOW_48); 

                    	    							newLeafNode(otherlv_9, grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_2_1_0());
                    	    						

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop36;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalBanneret.g:2313:3: (otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) ) )?
            int alt38=2;
            int LA38_0 = input.LA(1);

            if ( (LA38_0==39) ) {
                alt38=1;
            }
            switch (alt38) {
                case 1 :
                    // InternalBanneret.g:2314:4: otherlv_10= 'cite' ( (lv_citation_11_0= RULE_STRING ) )
                    {
                    otherlv_10=(Token)match(input,39,FOLLOW_13); 

                    				newLeafNode(otherlv_10, grammarAccess.getMarkerTypeAccess().getCiteKeyword_4_0());
                    			
                    // InternalBanneret.g:2318:4: ( (lv_citation_11_0= RULE_STRING ) )
                    // InternalBanneret.g:2319:5: (lv_citation_11_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2319:5: (lv_citation_11_0= RULE_STRING )
                    // InternalBanneret.g:2320:6: lv_citation_11_0= RULE_STRING
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


    // $ANTLR start "entryRuleVariantDefinition"
    // InternalBanneret.g:2341:1: entryRuleVariantDefinition returns [EObject current=null] : iv_ruleVariantDefinition= ruleVariantDefinition EOF ;
    public final EObject entryRuleVariantDefinition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVariantDefinition = null;


        try {
            // InternalBanneret.g:2341:58: (iv_ruleVariantDefinition= ruleVariantDefinition EOF )
            // InternalBanneret.g:2342:2: iv_ruleVariantDefinition= ruleVariantDefinition EOF
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
    // InternalBanneret.g:2348:1: ruleVariantDefinition returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= RULE_ID ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= RULE_ID ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) ;
    public final EObject ruleVariantDefinition() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token lv_allowedValues_3_0=null;
        Token otherlv_4=null;
        Token lv_allowedValues_5_0=null;
        Token otherlv_6=null;
        Token lv_defaultValue_7_0=null;
        Token otherlv_8=null;
        Token lv_citation_9_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:2354:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= RULE_ID ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= RULE_ID ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? ) )
            // InternalBanneret.g:2355:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= RULE_ID ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= RULE_ID ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            {
            // InternalBanneret.g:2355:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= RULE_ID ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= RULE_ID ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )? )
            // InternalBanneret.g:2356:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= 'values' ( (lv_allowedValues_3_0= RULE_ID ) ) (otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) ) )* otherlv_6= 'default' ( (lv_defaultValue_7_0= RULE_ID ) ) (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            {
            // InternalBanneret.g:2356:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2357:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2357:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2358:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_49); 

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

            // InternalBanneret.g:2374:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt39=2;
            int LA39_0 = input.LA(1);

            if ( (LA39_0==RULE_STRING) ) {
                alt39=1;
            }
            switch (alt39) {
                case 1 :
                    // InternalBanneret.g:2375:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2375:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2376:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_50); 

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

            otherlv_2=(Token)match(input,60,FOLLOW_4); 

            			newLeafNode(otherlv_2, grammarAccess.getVariantDefinitionAccess().getValuesKeyword_2());
            		
            // InternalBanneret.g:2396:3: ( (lv_allowedValues_3_0= RULE_ID ) )
            // InternalBanneret.g:2397:4: (lv_allowedValues_3_0= RULE_ID )
            {
            // InternalBanneret.g:2397:4: (lv_allowedValues_3_0= RULE_ID )
            // InternalBanneret.g:2398:5: lv_allowedValues_3_0= RULE_ID
            {
            lv_allowedValues_3_0=(Token)match(input,RULE_ID,FOLLOW_51); 

            					newLeafNode(lv_allowedValues_3_0, grammarAccess.getVariantDefinitionAccess().getAllowedValuesIDTerminalRuleCall_3_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getVariantDefinitionRule());
            					}
            					addWithLastConsumed(
            						current,
            						"allowedValues",
            						lv_allowedValues_3_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:2414:3: (otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) ) )*
            loop40:
            do {
                int alt40=2;
                int LA40_0 = input.LA(1);

                if ( (LA40_0==31) ) {
                    alt40=1;
                }


                switch (alt40) {
            	case 1 :
            	    // InternalBanneret.g:2415:4: otherlv_4= ',' ( (lv_allowedValues_5_0= RULE_ID ) )
            	    {
            	    otherlv_4=(Token)match(input,31,FOLLOW_4); 

            	    				newLeafNode(otherlv_4, grammarAccess.getVariantDefinitionAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:2419:4: ( (lv_allowedValues_5_0= RULE_ID ) )
            	    // InternalBanneret.g:2420:5: (lv_allowedValues_5_0= RULE_ID )
            	    {
            	    // InternalBanneret.g:2420:5: (lv_allowedValues_5_0= RULE_ID )
            	    // InternalBanneret.g:2421:6: lv_allowedValues_5_0= RULE_ID
            	    {
            	    lv_allowedValues_5_0=(Token)match(input,RULE_ID,FOLLOW_51); 

            	    						newLeafNode(lv_allowedValues_5_0, grammarAccess.getVariantDefinitionAccess().getAllowedValuesIDTerminalRuleCall_4_1_0());
            	    					

            	    						if (current==null) {
            	    							current = createModelElement(grammarAccess.getVariantDefinitionRule());
            	    						}
            	    						addWithLastConsumed(
            	    							current,
            	    							"allowedValues",
            	    							lv_allowedValues_5_0,
            	    							"org.eclipse.xtext.common.Terminals.ID");
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop40;
                }
            } while (true);

            otherlv_6=(Token)match(input,63,FOLLOW_4); 

            			newLeafNode(otherlv_6, grammarAccess.getVariantDefinitionAccess().getDefaultKeyword_5());
            		
            // InternalBanneret.g:2442:3: ( (lv_defaultValue_7_0= RULE_ID ) )
            // InternalBanneret.g:2443:4: (lv_defaultValue_7_0= RULE_ID )
            {
            // InternalBanneret.g:2443:4: (lv_defaultValue_7_0= RULE_ID )
            // InternalBanneret.g:2444:5: lv_defaultValue_7_0= RULE_ID
            {
            lv_defaultValue_7_0=(Token)match(input,RULE_ID,FOLLOW_52); 

            					newLeafNode(lv_defaultValue_7_0, grammarAccess.getVariantDefinitionAccess().getDefaultValueIDTerminalRuleCall_6_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getVariantDefinitionRule());
            					}
            					setWithLastConsumed(
            						current,
            						"defaultValue",
            						lv_defaultValue_7_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:2460:3: (otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) ) )?
            int alt41=2;
            int LA41_0 = input.LA(1);

            if ( (LA41_0==39) ) {
                alt41=1;
            }
            switch (alt41) {
                case 1 :
                    // InternalBanneret.g:2461:4: otherlv_8= 'cite' ( (lv_citation_9_0= RULE_STRING ) )
                    {
                    otherlv_8=(Token)match(input,39,FOLLOW_13); 

                    				newLeafNode(otherlv_8, grammarAccess.getVariantDefinitionAccess().getCiteKeyword_7_0());
                    			
                    // InternalBanneret.g:2465:4: ( (lv_citation_9_0= RULE_STRING ) )
                    // InternalBanneret.g:2466:5: (lv_citation_9_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2466:5: (lv_citation_9_0= RULE_STRING )
                    // InternalBanneret.g:2467:6: lv_citation_9_0= RULE_STRING
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
    // InternalBanneret.g:2488:1: entryRuleHexMap returns [EObject current=null] : iv_ruleHexMap= ruleHexMap EOF ;
    public final EObject entryRuleHexMap() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexMap = null;


        try {
            // InternalBanneret.g:2488:47: (iv_ruleHexMap= ruleHexMap EOF )
            // InternalBanneret.g:2489:2: iv_ruleHexMap= ruleHexMap EOF
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
    // InternalBanneret.g:2495:1: ruleHexMap returns [EObject current=null] : (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) (otherlv_7= 'default' ( (otherlv_8= RULE_ID ) ) )? (otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) ) )* otherlv_11= '}' ) ;
    public final EObject ruleHexMap() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        AntlrDatatypeRuleToken lv_name_1_0 = null;

        EObject lv_grid_6_0 = null;

        EObject lv_regions_10_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2501:2: ( (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) (otherlv_7= 'default' ( (otherlv_8= RULE_ID ) ) )? (otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) ) )* otherlv_11= '}' ) )
            // InternalBanneret.g:2502:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) (otherlv_7= 'default' ( (otherlv_8= RULE_ID ) ) )? (otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) ) )* otherlv_11= '}' )
            {
            // InternalBanneret.g:2502:2: (otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) (otherlv_7= 'default' ( (otherlv_8= RULE_ID ) ) )? (otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) ) )* otherlv_11= '}' )
            // InternalBanneret.g:2503:3: otherlv_0= 'map' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' ( (lv_grid_6_0= ruleHexGrid ) ) (otherlv_7= 'default' ( (otherlv_8= RULE_ID ) ) )? (otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) ) )* otherlv_11= '}'
            {
            otherlv_0=(Token)match(input,64,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getHexMapAccess().getMapKeyword_0());
            		
            // InternalBanneret.g:2507:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:2508:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:2508:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:2509:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_53);
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

            // InternalBanneret.g:2526:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt42=2;
            int LA42_0 = input.LA(1);

            if ( (LA42_0==RULE_STRING) ) {
                alt42=1;
            }
            switch (alt42) {
                case 1 :
                    // InternalBanneret.g:2527:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2527:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:2528:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_54); 

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

            otherlv_3=(Token)match(input,42,FOLLOW_4); 

            			newLeafNode(otherlv_3, grammarAccess.getHexMapAccess().getOfKeyword_3());
            		
            // InternalBanneret.g:2548:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:2549:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:2549:4: ( ruleQualifiedName )
            // InternalBanneret.g:2550:5: ruleQualifiedName
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

            otherlv_5=(Token)match(input,13,FOLLOW_55); 

            			newLeafNode(otherlv_5, grammarAccess.getHexMapAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:2568:3: ( (lv_grid_6_0= ruleHexGrid ) )
            // InternalBanneret.g:2569:4: (lv_grid_6_0= ruleHexGrid )
            {
            // InternalBanneret.g:2569:4: (lv_grid_6_0= ruleHexGrid )
            // InternalBanneret.g:2570:5: lv_grid_6_0= ruleHexGrid
            {

            					newCompositeNode(grammarAccess.getHexMapAccess().getGridHexGridParserRuleCall_6_0());
            				
            pushFollow(FOLLOW_56);
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

            // InternalBanneret.g:2587:3: (otherlv_7= 'default' ( (otherlv_8= RULE_ID ) ) )?
            int alt43=2;
            int LA43_0 = input.LA(1);

            if ( (LA43_0==63) ) {
                alt43=1;
            }
            switch (alt43) {
                case 1 :
                    // InternalBanneret.g:2588:4: otherlv_7= 'default' ( (otherlv_8= RULE_ID ) )
                    {
                    otherlv_7=(Token)match(input,63,FOLLOW_4); 

                    				newLeafNode(otherlv_7, grammarAccess.getHexMapAccess().getDefaultKeyword_7_0());
                    			
                    // InternalBanneret.g:2592:4: ( (otherlv_8= RULE_ID ) )
                    // InternalBanneret.g:2593:5: (otherlv_8= RULE_ID )
                    {
                    // InternalBanneret.g:2593:5: (otherlv_8= RULE_ID )
                    // InternalBanneret.g:2594:6: otherlv_8= RULE_ID
                    {

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getHexMapRule());
                    						}
                    					
                    otherlv_8=(Token)match(input,RULE_ID,FOLLOW_57); 

                    						newLeafNode(otherlv_8, grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeCrossReference_7_1_0());
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2606:3: (otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) ) )*
            loop44:
            do {
                int alt44=2;
                int LA44_0 = input.LA(1);

                if ( (LA44_0==65) ) {
                    alt44=1;
                }


                switch (alt44) {
            	case 1 :
            	    // InternalBanneret.g:2607:4: otherlv_9= 'region' ( (lv_regions_10_0= ruleRegion ) )
            	    {
            	    otherlv_9=(Token)match(input,65,FOLLOW_4); 

            	    				newLeafNode(otherlv_9, grammarAccess.getHexMapAccess().getRegionKeyword_8_0());
            	    			
            	    // InternalBanneret.g:2611:4: ( (lv_regions_10_0= ruleRegion ) )
            	    // InternalBanneret.g:2612:5: (lv_regions_10_0= ruleRegion )
            	    {
            	    // InternalBanneret.g:2612:5: (lv_regions_10_0= ruleRegion )
            	    // InternalBanneret.g:2613:6: lv_regions_10_0= ruleRegion
            	    {

            	    						newCompositeNode(grammarAccess.getHexMapAccess().getRegionsRegionParserRuleCall_8_1_0());
            	    					
            	    pushFollow(FOLLOW_57);
            	    lv_regions_10_0=ruleRegion();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getHexMapRule());
            	    						}
            	    						add(
            	    							current,
            	    							"regions",
            	    							lv_regions_10_0,
            	    							"org.banneret.dsl.Banneret.Region");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop44;
                }
            } while (true);

            otherlv_11=(Token)match(input,26,FOLLOW_2); 

            			newLeafNode(otherlv_11, grammarAccess.getHexMapAccess().getRightCurlyBracketKeyword_9());
            		

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
    // InternalBanneret.g:2639:1: entryRuleHexGrid returns [EObject current=null] : iv_ruleHexGrid= ruleHexGrid EOF ;
    public final EObject entryRuleHexGrid() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHexGrid = null;


        try {
            // InternalBanneret.g:2639:48: (iv_ruleHexGrid= ruleHexGrid EOF )
            // InternalBanneret.g:2640:2: iv_ruleHexGrid= ruleHexGrid EOF
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
    // InternalBanneret.g:2646:1: ruleHexGrid returns [EObject current=null] : (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ) ;
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



        	enterRule();

        try {
            // InternalBanneret.g:2652:2: ( (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? ) )
            // InternalBanneret.g:2653:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? )
            {
            // InternalBanneret.g:2653:2: (otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )? )
            // InternalBanneret.g:2654:3: otherlv_0= 'grid' ( (lv_columns_1_0= RULE_INT ) ) otherlv_2= 'x' ( (lv_rows_3_0= RULE_INT ) ) ( (lv_orientation_4_0= ruleGridOrientation ) ) ( (lv_parity_5_0= ruleOffsetParity ) ) (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )?
            {
            otherlv_0=(Token)match(input,66,FOLLOW_16); 

            			newLeafNode(otherlv_0, grammarAccess.getHexGridAccess().getGridKeyword_0());
            		
            // InternalBanneret.g:2658:3: ( (lv_columns_1_0= RULE_INT ) )
            // InternalBanneret.g:2659:4: (lv_columns_1_0= RULE_INT )
            {
            // InternalBanneret.g:2659:4: (lv_columns_1_0= RULE_INT )
            // InternalBanneret.g:2660:5: lv_columns_1_0= RULE_INT
            {
            lv_columns_1_0=(Token)match(input,RULE_INT,FOLLOW_58); 

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

            otherlv_2=(Token)match(input,67,FOLLOW_16); 

            			newLeafNode(otherlv_2, grammarAccess.getHexGridAccess().getXKeyword_2());
            		
            // InternalBanneret.g:2680:3: ( (lv_rows_3_0= RULE_INT ) )
            // InternalBanneret.g:2681:4: (lv_rows_3_0= RULE_INT )
            {
            // InternalBanneret.g:2681:4: (lv_rows_3_0= RULE_INT )
            // InternalBanneret.g:2682:5: lv_rows_3_0= RULE_INT
            {
            lv_rows_3_0=(Token)match(input,RULE_INT,FOLLOW_59); 

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

            // InternalBanneret.g:2698:3: ( (lv_orientation_4_0= ruleGridOrientation ) )
            // InternalBanneret.g:2699:4: (lv_orientation_4_0= ruleGridOrientation )
            {
            // InternalBanneret.g:2699:4: (lv_orientation_4_0= ruleGridOrientation )
            // InternalBanneret.g:2700:5: lv_orientation_4_0= ruleGridOrientation
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getOrientationGridOrientationEnumRuleCall_4_0());
            				
            pushFollow(FOLLOW_60);
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

            // InternalBanneret.g:2717:3: ( (lv_parity_5_0= ruleOffsetParity ) )
            // InternalBanneret.g:2718:4: (lv_parity_5_0= ruleOffsetParity )
            {
            // InternalBanneret.g:2718:4: (lv_parity_5_0= ruleOffsetParity )
            // InternalBanneret.g:2719:5: lv_parity_5_0= ruleOffsetParity
            {

            					newCompositeNode(grammarAccess.getHexGridAccess().getParityOffsetParityEnumRuleCall_5_0());
            				
            pushFollow(FOLLOW_61);
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

            // InternalBanneret.g:2736:3: (otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm' )?
            int alt45=2;
            int LA45_0 = input.LA(1);

            if ( (LA45_0==68) ) {
                alt45=1;
            }
            switch (alt45) {
                case 1 :
                    // InternalBanneret.g:2737:4: otherlv_6= 'hex' ( (lv_hexSizeMm_7_0= ruleMillimetres ) ) otherlv_8= 'mm'
                    {
                    otherlv_6=(Token)match(input,68,FOLLOW_16); 

                    				newLeafNode(otherlv_6, grammarAccess.getHexGridAccess().getHexKeyword_6_0());
                    			
                    // InternalBanneret.g:2741:4: ( (lv_hexSizeMm_7_0= ruleMillimetres ) )
                    // InternalBanneret.g:2742:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    {
                    // InternalBanneret.g:2742:5: (lv_hexSizeMm_7_0= ruleMillimetres )
                    // InternalBanneret.g:2743:6: lv_hexSizeMm_7_0= ruleMillimetres
                    {

                    						newCompositeNode(grammarAccess.getHexGridAccess().getHexSizeMmMillimetresParserRuleCall_6_1_0());
                    					
                    pushFollow(FOLLOW_62);
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

                    otherlv_8=(Token)match(input,69,FOLLOW_2); 

                    				newLeafNode(otherlv_8, grammarAccess.getHexGridAccess().getMmKeyword_6_2());
                    			

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


    // $ANTLR start "entryRuleRegion"
    // InternalBanneret.g:2769:1: entryRuleRegion returns [EObject current=null] : iv_ruleRegion= ruleRegion EOF ;
    public final EObject entryRuleRegion() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRegion = null;


        try {
            // InternalBanneret.g:2769:47: (iv_ruleRegion= ruleRegion EOF )
            // InternalBanneret.g:2770:2: iv_ruleRegion= ruleRegion EOF
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
    // InternalBanneret.g:2776:1: ruleRegion returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (lv_hexes_3_0= ruleHexLabel ) ) (otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) ) )* ) ;
    public final EObject ruleRegion() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        AntlrDatatypeRuleToken lv_hexes_3_0 = null;

        AntlrDatatypeRuleToken lv_hexes_5_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2782:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (lv_hexes_3_0= ruleHexLabel ) ) (otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) ) )* ) )
            // InternalBanneret.g:2783:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (lv_hexes_3_0= ruleHexLabel ) ) (otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) ) )* )
            {
            // InternalBanneret.g:2783:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (lv_hexes_3_0= ruleHexLabel ) ) (otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) ) )* )
            // InternalBanneret.g:2784:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? otherlv_2= ':' ( (lv_hexes_3_0= ruleHexLabel ) ) (otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) ) )*
            {
            // InternalBanneret.g:2784:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:2785:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:2785:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:2786:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_28); 

            					newLeafNode(lv_name_0_0, grammarAccess.getRegionAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getRegionRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:2802:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt46=2;
            int LA46_0 = input.LA(1);

            if ( (LA46_0==RULE_STRING) ) {
                alt46=1;
            }
            switch (alt46) {
                case 1 :
                    // InternalBanneret.g:2803:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2803:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:2804:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_29); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getRegionAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getRegionRule());
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

            otherlv_2=(Token)match(input,47,FOLLOW_63); 

            			newLeafNode(otherlv_2, grammarAccess.getRegionAccess().getColonKeyword_2());
            		
            // InternalBanneret.g:2824:3: ( (lv_hexes_3_0= ruleHexLabel ) )
            // InternalBanneret.g:2825:4: (lv_hexes_3_0= ruleHexLabel )
            {
            // InternalBanneret.g:2825:4: (lv_hexes_3_0= ruleHexLabel )
            // InternalBanneret.g:2826:5: lv_hexes_3_0= ruleHexLabel
            {

            					newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_0());
            				
            pushFollow(FOLLOW_64);
            lv_hexes_3_0=ruleHexLabel();

            state._fsp--;


            					if (current==null) {
            						current = createModelElementForParent(grammarAccess.getRegionRule());
            					}
            					add(
            						current,
            						"hexes",
            						lv_hexes_3_0,
            						"org.banneret.dsl.Banneret.HexLabel");
            					afterParserOrEnumRuleCall();
            				

            }


            }

            // InternalBanneret.g:2843:3: (otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) ) )*
            loop47:
            do {
                int alt47=2;
                int LA47_0 = input.LA(1);

                if ( (LA47_0==31) ) {
                    alt47=1;
                }


                switch (alt47) {
            	case 1 :
            	    // InternalBanneret.g:2844:4: otherlv_4= ',' ( (lv_hexes_5_0= ruleHexLabel ) )
            	    {
            	    otherlv_4=(Token)match(input,31,FOLLOW_63); 

            	    				newLeafNode(otherlv_4, grammarAccess.getRegionAccess().getCommaKeyword_4_0());
            	    			
            	    // InternalBanneret.g:2848:4: ( (lv_hexes_5_0= ruleHexLabel ) )
            	    // InternalBanneret.g:2849:5: (lv_hexes_5_0= ruleHexLabel )
            	    {
            	    // InternalBanneret.g:2849:5: (lv_hexes_5_0= ruleHexLabel )
            	    // InternalBanneret.g:2850:6: lv_hexes_5_0= ruleHexLabel
            	    {

            	    						newCompositeNode(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_4_1_0());
            	    					
            	    pushFollow(FOLLOW_64);
            	    lv_hexes_5_0=ruleHexLabel();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getRegionRule());
            	    						}
            	    						add(
            	    							current,
            	    							"hexes",
            	    							lv_hexes_5_0,
            	    							"org.banneret.dsl.Banneret.HexLabel");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop47;
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
    // $ANTLR end "ruleRegion"


    // $ANTLR start "entryRuleScenario"
    // InternalBanneret.g:2872:1: entryRuleScenario returns [EObject current=null] : iv_ruleScenario= ruleScenario EOF ;
    public final EObject entryRuleScenario() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScenario = null;


        try {
            // InternalBanneret.g:2872:49: (iv_ruleScenario= ruleScenario EOF )
            // InternalBanneret.g:2873:2: iv_ruleScenario= ruleScenario EOF
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
    // InternalBanneret.g:2879:1: ruleScenario returns [EObject current=null] : (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' (otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) ) )? (otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) ) )* otherlv_12= '}' ) ;
    public final EObject ruleScenario() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_title_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        Token lv_firstTurn_7_0=null;
        Token otherlv_8=null;
        Token lv_lastTurn_9_0=null;
        Token otherlv_10=null;
        Token otherlv_12=null;
        AntlrDatatypeRuleToken lv_name_1_0 = null;

        EObject lv_sides_11_0 = null;



        	enterRule();

        try {
            // InternalBanneret.g:2885:2: ( (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' (otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) ) )? (otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) ) )* otherlv_12= '}' ) )
            // InternalBanneret.g:2886:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' (otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) ) )? (otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) ) )* otherlv_12= '}' )
            {
            // InternalBanneret.g:2886:2: (otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' (otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) ) )? (otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) ) )* otherlv_12= '}' )
            // InternalBanneret.g:2887:3: otherlv_0= 'scenario' ( (lv_name_1_0= ruleQualifiedName ) ) ( (lv_title_2_0= RULE_STRING ) )? otherlv_3= 'of' ( ( ruleQualifiedName ) ) otherlv_5= '{' (otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) ) )? (otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) ) )* otherlv_12= '}'
            {
            otherlv_0=(Token)match(input,70,FOLLOW_4); 

            			newLeafNode(otherlv_0, grammarAccess.getScenarioAccess().getScenarioKeyword_0());
            		
            // InternalBanneret.g:2891:3: ( (lv_name_1_0= ruleQualifiedName ) )
            // InternalBanneret.g:2892:4: (lv_name_1_0= ruleQualifiedName )
            {
            // InternalBanneret.g:2892:4: (lv_name_1_0= ruleQualifiedName )
            // InternalBanneret.g:2893:5: lv_name_1_0= ruleQualifiedName
            {

            					newCompositeNode(grammarAccess.getScenarioAccess().getNameQualifiedNameParserRuleCall_1_0());
            				
            pushFollow(FOLLOW_53);
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

            // InternalBanneret.g:2910:3: ( (lv_title_2_0= RULE_STRING ) )?
            int alt48=2;
            int LA48_0 = input.LA(1);

            if ( (LA48_0==RULE_STRING) ) {
                alt48=1;
            }
            switch (alt48) {
                case 1 :
                    // InternalBanneret.g:2911:4: (lv_title_2_0= RULE_STRING )
                    {
                    // InternalBanneret.g:2911:4: (lv_title_2_0= RULE_STRING )
                    // InternalBanneret.g:2912:5: lv_title_2_0= RULE_STRING
                    {
                    lv_title_2_0=(Token)match(input,RULE_STRING,FOLLOW_54); 

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

            otherlv_3=(Token)match(input,42,FOLLOW_4); 

            			newLeafNode(otherlv_3, grammarAccess.getScenarioAccess().getOfKeyword_3());
            		
            // InternalBanneret.g:2932:3: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:2933:4: ( ruleQualifiedName )
            {
            // InternalBanneret.g:2933:4: ( ruleQualifiedName )
            // InternalBanneret.g:2934:5: ruleQualifiedName
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

            otherlv_5=(Token)match(input,13,FOLLOW_65); 

            			newLeafNode(otherlv_5, grammarAccess.getScenarioAccess().getLeftCurlyBracketKeyword_5());
            		
            // InternalBanneret.g:2952:3: (otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) ) )?
            int alt49=2;
            int LA49_0 = input.LA(1);

            if ( (LA49_0==71) ) {
                alt49=1;
            }
            switch (alt49) {
                case 1 :
                    // InternalBanneret.g:2953:4: otherlv_6= 'turns' ( (lv_firstTurn_7_0= RULE_INT ) ) otherlv_8= '..' ( (lv_lastTurn_9_0= RULE_INT ) )
                    {
                    otherlv_6=(Token)match(input,71,FOLLOW_16); 

                    				newLeafNode(otherlv_6, grammarAccess.getScenarioAccess().getTurnsKeyword_6_0());
                    			
                    // InternalBanneret.g:2957:4: ( (lv_firstTurn_7_0= RULE_INT ) )
                    // InternalBanneret.g:2958:5: (lv_firstTurn_7_0= RULE_INT )
                    {
                    // InternalBanneret.g:2958:5: (lv_firstTurn_7_0= RULE_INT )
                    // InternalBanneret.g:2959:6: lv_firstTurn_7_0= RULE_INT
                    {
                    lv_firstTurn_7_0=(Token)match(input,RULE_INT,FOLLOW_46); 

                    						newLeafNode(lv_firstTurn_7_0, grammarAccess.getScenarioAccess().getFirstTurnINTTerminalRuleCall_6_1_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getScenarioRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"firstTurn",
                    							lv_firstTurn_7_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }

                    otherlv_8=(Token)match(input,61,FOLLOW_16); 

                    				newLeafNode(otherlv_8, grammarAccess.getScenarioAccess().getFullStopFullStopKeyword_6_2());
                    			
                    // InternalBanneret.g:2979:4: ( (lv_lastTurn_9_0= RULE_INT ) )
                    // InternalBanneret.g:2980:5: (lv_lastTurn_9_0= RULE_INT )
                    {
                    // InternalBanneret.g:2980:5: (lv_lastTurn_9_0= RULE_INT )
                    // InternalBanneret.g:2981:6: lv_lastTurn_9_0= RULE_INT
                    {
                    lv_lastTurn_9_0=(Token)match(input,RULE_INT,FOLLOW_66); 

                    						newLeafNode(lv_lastTurn_9_0, grammarAccess.getScenarioAccess().getLastTurnINTTerminalRuleCall_6_3_0());
                    					

                    						if (current==null) {
                    							current = createModelElement(grammarAccess.getScenarioRule());
                    						}
                    						setWithLastConsumed(
                    							current,
                    							"lastTurn",
                    							lv_lastTurn_9_0,
                    							"org.eclipse.xtext.common.Terminals.INT");
                    					

                    }


                    }


                    }
                    break;

            }

            // InternalBanneret.g:2998:3: (otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) ) )*
            loop50:
            do {
                int alt50=2;
                int LA50_0 = input.LA(1);

                if ( (LA50_0==45) ) {
                    alt50=1;
                }


                switch (alt50) {
            	case 1 :
            	    // InternalBanneret.g:2999:4: otherlv_10= 'side' ( (lv_sides_11_0= ruleSide ) )
            	    {
            	    otherlv_10=(Token)match(input,45,FOLLOW_4); 

            	    				newLeafNode(otherlv_10, grammarAccess.getScenarioAccess().getSideKeyword_7_0());
            	    			
            	    // InternalBanneret.g:3003:4: ( (lv_sides_11_0= ruleSide ) )
            	    // InternalBanneret.g:3004:5: (lv_sides_11_0= ruleSide )
            	    {
            	    // InternalBanneret.g:3004:5: (lv_sides_11_0= ruleSide )
            	    // InternalBanneret.g:3005:6: lv_sides_11_0= ruleSide
            	    {

            	    						newCompositeNode(grammarAccess.getScenarioAccess().getSidesSideParserRuleCall_7_1_0());
            	    					
            	    pushFollow(FOLLOW_66);
            	    lv_sides_11_0=ruleSide();

            	    state._fsp--;


            	    						if (current==null) {
            	    							current = createModelElementForParent(grammarAccess.getScenarioRule());
            	    						}
            	    						add(
            	    							current,
            	    							"sides",
            	    							lv_sides_11_0,
            	    							"org.banneret.dsl.Banneret.Side");
            	    						afterParserOrEnumRuleCall();
            	    					

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop50;
                }
            } while (true);

            otherlv_12=(Token)match(input,26,FOLLOW_2); 

            			newLeafNode(otherlv_12, grammarAccess.getScenarioAccess().getRightCurlyBracketKeyword_8());
            		

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


    // $ANTLR start "entryRuleSide"
    // InternalBanneret.g:3031:1: entryRuleSide returns [EObject current=null] : iv_ruleSide= ruleSide EOF ;
    public final EObject entryRuleSide() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSide = null;


        try {
            // InternalBanneret.g:3031:45: (iv_ruleSide= ruleSide EOF )
            // InternalBanneret.g:3032:2: iv_ruleSide= ruleSide EOF
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
    // InternalBanneret.g:3038:1: ruleSide returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ( (lv_initiative_2_0= 'initiative' ) )? ) ;
    public final EObject ruleSide() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token lv_title_1_0=null;
        Token lv_initiative_2_0=null;


        	enterRule();

        try {
            // InternalBanneret.g:3044:2: ( ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ( (lv_initiative_2_0= 'initiative' ) )? ) )
            // InternalBanneret.g:3045:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ( (lv_initiative_2_0= 'initiative' ) )? )
            {
            // InternalBanneret.g:3045:2: ( ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ( (lv_initiative_2_0= 'initiative' ) )? )
            // InternalBanneret.g:3046:3: ( (lv_name_0_0= RULE_ID ) ) ( (lv_title_1_0= RULE_STRING ) )? ( (lv_initiative_2_0= 'initiative' ) )?
            {
            // InternalBanneret.g:3046:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalBanneret.g:3047:4: (lv_name_0_0= RULE_ID )
            {
            // InternalBanneret.g:3047:4: (lv_name_0_0= RULE_ID )
            // InternalBanneret.g:3048:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_67); 

            					newLeafNode(lv_name_0_0, grammarAccess.getSideAccess().getNameIDTerminalRuleCall_0_0());
            				

            					if (current==null) {
            						current = createModelElement(grammarAccess.getSideRule());
            					}
            					setWithLastConsumed(
            						current,
            						"name",
            						lv_name_0_0,
            						"org.eclipse.xtext.common.Terminals.ID");
            				

            }


            }

            // InternalBanneret.g:3064:3: ( (lv_title_1_0= RULE_STRING ) )?
            int alt51=2;
            int LA51_0 = input.LA(1);

            if ( (LA51_0==RULE_STRING) ) {
                alt51=1;
            }
            switch (alt51) {
                case 1 :
                    // InternalBanneret.g:3065:4: (lv_title_1_0= RULE_STRING )
                    {
                    // InternalBanneret.g:3065:4: (lv_title_1_0= RULE_STRING )
                    // InternalBanneret.g:3066:5: lv_title_1_0= RULE_STRING
                    {
                    lv_title_1_0=(Token)match(input,RULE_STRING,FOLLOW_68); 

                    					newLeafNode(lv_title_1_0, grammarAccess.getSideAccess().getTitleSTRINGTerminalRuleCall_1_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getSideRule());
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

            // InternalBanneret.g:3082:3: ( (lv_initiative_2_0= 'initiative' ) )?
            int alt52=2;
            int LA52_0 = input.LA(1);

            if ( (LA52_0==72) ) {
                alt52=1;
            }
            switch (alt52) {
                case 1 :
                    // InternalBanneret.g:3083:4: (lv_initiative_2_0= 'initiative' )
                    {
                    // InternalBanneret.g:3083:4: (lv_initiative_2_0= 'initiative' )
                    // InternalBanneret.g:3084:5: lv_initiative_2_0= 'initiative'
                    {
                    lv_initiative_2_0=(Token)match(input,72,FOLLOW_2); 

                    					newLeafNode(lv_initiative_2_0, grammarAccess.getSideAccess().getInitiativeInitiativeKeyword_2_0());
                    				

                    					if (current==null) {
                    						current = createModelElement(grammarAccess.getSideRule());
                    					}
                    					setWithLastConsumed(current, "initiative", lv_initiative_2_0 != null, "initiative");
                    				

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
    // $ANTLR end "ruleSide"


    // $ANTLR start "entryRuleHexLabel"
    // InternalBanneret.g:3100:1: entryRuleHexLabel returns [String current=null] : iv_ruleHexLabel= ruleHexLabel EOF ;
    public final String entryRuleHexLabel() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleHexLabel = null;


        try {
            // InternalBanneret.g:3100:48: (iv_ruleHexLabel= ruleHexLabel EOF )
            // InternalBanneret.g:3101:2: iv_ruleHexLabel= ruleHexLabel EOF
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
    // InternalBanneret.g:3107:1: ruleHexLabel returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING ) ;
    public final AntlrDatatypeRuleToken ruleHexLabel() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token this_ID_1=null;
        Token this_STRING_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:3113:2: ( (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING ) )
            // InternalBanneret.g:3114:2: (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING )
            {
            // InternalBanneret.g:3114:2: (this_INT_0= RULE_INT | this_ID_1= RULE_ID | this_STRING_2= RULE_STRING )
            int alt53=3;
            switch ( input.LA(1) ) {
            case RULE_INT:
                {
                alt53=1;
                }
                break;
            case RULE_ID:
                {
                alt53=2;
                }
                break;
            case RULE_STRING:
                {
                alt53=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 53, 0, input);

                throw nvae;
            }

            switch (alt53) {
                case 1 :
                    // InternalBanneret.g:3115:3: this_INT_0= RULE_INT
                    {
                    this_INT_0=(Token)match(input,RULE_INT,FOLLOW_2); 

                    			current.merge(this_INT_0);
                    		

                    			newLeafNode(this_INT_0, grammarAccess.getHexLabelAccess().getINTTerminalRuleCall_0());
                    		

                    }
                    break;
                case 2 :
                    // InternalBanneret.g:3123:3: this_ID_1= RULE_ID
                    {
                    this_ID_1=(Token)match(input,RULE_ID,FOLLOW_2); 

                    			current.merge(this_ID_1);
                    		

                    			newLeafNode(this_ID_1, grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_1());
                    		

                    }
                    break;
                case 3 :
                    // InternalBanneret.g:3131:3: this_STRING_2= RULE_STRING
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
    // InternalBanneret.g:3142:1: entryRuleQualifiedName returns [String current=null] : iv_ruleQualifiedName= ruleQualifiedName EOF ;
    public final String entryRuleQualifiedName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleQualifiedName = null;


        try {
            // InternalBanneret.g:3142:53: (iv_ruleQualifiedName= ruleQualifiedName EOF )
            // InternalBanneret.g:3143:2: iv_ruleQualifiedName= ruleQualifiedName EOF
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
    // InternalBanneret.g:3149:1: ruleQualifiedName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) ;
    public final AntlrDatatypeRuleToken ruleQualifiedName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:3155:2: ( (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) )
            // InternalBanneret.g:3156:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            {
            // InternalBanneret.g:3156:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            // InternalBanneret.g:3157:3: this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_69); 

            			current.merge(this_ID_0);
            		

            			newLeafNode(this_ID_0, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0());
            		
            // InternalBanneret.g:3164:3: (kw= '.' this_ID_2= RULE_ID )*
            loop54:
            do {
                int alt54=2;
                int LA54_0 = input.LA(1);

                if ( (LA54_0==73) ) {
                    alt54=1;
                }


                switch (alt54) {
            	case 1 :
            	    // InternalBanneret.g:3165:4: kw= '.' this_ID_2= RULE_ID
            	    {
            	    kw=(Token)match(input,73,FOLLOW_4); 

            	    				current.merge(kw);
            	    				newLeafNode(kw, grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0());
            	    			
            	    this_ID_2=(Token)match(input,RULE_ID,FOLLOW_69); 

            	    				current.merge(this_ID_2);
            	    			

            	    				newLeafNode(this_ID_2, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1());
            	    			

            	    }
            	    break;

            	default :
            	    break loop54;
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


    // $ANTLR start "entryRuleSignedInt"
    // InternalBanneret.g:3182:1: entryRuleSignedInt returns [String current=null] : iv_ruleSignedInt= ruleSignedInt EOF ;
    public final String entryRuleSignedInt() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleSignedInt = null;


        try {
            // InternalBanneret.g:3182:49: (iv_ruleSignedInt= ruleSignedInt EOF )
            // InternalBanneret.g:3183:2: iv_ruleSignedInt= ruleSignedInt EOF
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
    // InternalBanneret.g:3189:1: ruleSignedInt returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : ( (kw= '-' )? this_INT_1= RULE_INT ) ;
    public final AntlrDatatypeRuleToken ruleSignedInt() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        Token this_INT_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:3195:2: ( ( (kw= '-' )? this_INT_1= RULE_INT ) )
            // InternalBanneret.g:3196:2: ( (kw= '-' )? this_INT_1= RULE_INT )
            {
            // InternalBanneret.g:3196:2: ( (kw= '-' )? this_INT_1= RULE_INT )
            // InternalBanneret.g:3197:3: (kw= '-' )? this_INT_1= RULE_INT
            {
            // InternalBanneret.g:3197:3: (kw= '-' )?
            int alt55=2;
            int LA55_0 = input.LA(1);

            if ( (LA55_0==74) ) {
                alt55=1;
            }
            switch (alt55) {
                case 1 :
                    // InternalBanneret.g:3198:4: kw= '-'
                    {
                    kw=(Token)match(input,74,FOLLOW_16); 

                    				current.merge(kw);
                    				newLeafNode(kw, grammarAccess.getSignedIntAccess().getHyphenMinusKeyword_0());
                    			

                    }
                    break;

            }

            this_INT_1=(Token)match(input,RULE_INT,FOLLOW_2); 

            			current.merge(this_INT_1);
            		

            			newLeafNode(this_INT_1, grammarAccess.getSignedIntAccess().getINTTerminalRuleCall_1());
            		

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
    // InternalBanneret.g:3215:1: entryRuleMillimetres returns [String current=null] : iv_ruleMillimetres= ruleMillimetres EOF ;
    public final String entryRuleMillimetres() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleMillimetres = null;


        try {
            // InternalBanneret.g:3215:51: (iv_ruleMillimetres= ruleMillimetres EOF )
            // InternalBanneret.g:3216:2: iv_ruleMillimetres= ruleMillimetres EOF
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
    // InternalBanneret.g:3222:1: ruleMillimetres returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) ;
    public final AntlrDatatypeRuleToken ruleMillimetres() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;
        Token kw=null;
        Token this_INT_2=null;


        	enterRule();

        try {
            // InternalBanneret.g:3228:2: ( (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? ) )
            // InternalBanneret.g:3229:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            {
            // InternalBanneret.g:3229:2: (this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )? )
            // InternalBanneret.g:3230:3: this_INT_0= RULE_INT (kw= '.' this_INT_2= RULE_INT )?
            {
            this_INT_0=(Token)match(input,RULE_INT,FOLLOW_69); 

            			current.merge(this_INT_0);
            		

            			newLeafNode(this_INT_0, grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_0());
            		
            // InternalBanneret.g:3237:3: (kw= '.' this_INT_2= RULE_INT )?
            int alt56=2;
            int LA56_0 = input.LA(1);

            if ( (LA56_0==73) ) {
                alt56=1;
            }
            switch (alt56) {
                case 1 :
                    // InternalBanneret.g:3238:4: kw= '.' this_INT_2= RULE_INT
                    {
                    kw=(Token)match(input,73,FOLLOW_16); 

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


    // $ANTLR start "ruleStackingMeasure"
    // InternalBanneret.g:3255:1: ruleStackingMeasure returns [Enumerator current=null] : ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) ;
    public final Enumerator ruleStackingMeasure() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:3261:2: ( ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) ) )
            // InternalBanneret.g:3262:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            {
            // InternalBanneret.g:3262:2: ( (enumLiteral_0= 'counters' ) | (enumLiteral_1= 'strength' ) )
            int alt57=2;
            int LA57_0 = input.LA(1);

            if ( (LA57_0==75) ) {
                alt57=1;
            }
            else if ( (LA57_0==58) ) {
                alt57=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 57, 0, input);

                throw nvae;
            }
            switch (alt57) {
                case 1 :
                    // InternalBanneret.g:3263:3: (enumLiteral_0= 'counters' )
                    {
                    // InternalBanneret.g:3263:3: (enumLiteral_0= 'counters' )
                    // InternalBanneret.g:3264:4: enumLiteral_0= 'counters'
                    {
                    enumLiteral_0=(Token)match(input,75,FOLLOW_2); 

                    				current = grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:3271:3: (enumLiteral_1= 'strength' )
                    {
                    // InternalBanneret.g:3271:3: (enumLiteral_1= 'strength' )
                    // InternalBanneret.g:3272:4: enumLiteral_1= 'strength'
                    {
                    enumLiteral_1=(Token)match(input,58,FOLLOW_2); 

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
    // InternalBanneret.g:3282:1: ruleFootprint returns [Enumerator current=null] : ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) ;
    public final Enumerator ruleFootprint() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:3288:2: ( ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) ) )
            // InternalBanneret.g:3289:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            {
            // InternalBanneret.g:3289:2: ( (enumLiteral_0= 'single' ) | (enumLiteral_1= 'double' ) )
            int alt58=2;
            int LA58_0 = input.LA(1);

            if ( (LA58_0==76) ) {
                alt58=1;
            }
            else if ( (LA58_0==77) ) {
                alt58=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 58, 0, input);

                throw nvae;
            }
            switch (alt58) {
                case 1 :
                    // InternalBanneret.g:3290:3: (enumLiteral_0= 'single' )
                    {
                    // InternalBanneret.g:3290:3: (enumLiteral_0= 'single' )
                    // InternalBanneret.g:3291:4: enumLiteral_0= 'single'
                    {
                    enumLiteral_0=(Token)match(input,76,FOLLOW_2); 

                    				current = grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:3298:3: (enumLiteral_1= 'double' )
                    {
                    // InternalBanneret.g:3298:3: (enumLiteral_1= 'double' )
                    // InternalBanneret.g:3299:4: enumLiteral_1= 'double'
                    {
                    enumLiteral_1=(Token)match(input,77,FOLLOW_2); 

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
    // InternalBanneret.g:3309:1: ruleGridOrientation returns [Enumerator current=null] : ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) ;
    public final Enumerator ruleGridOrientation() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:3315:2: ( ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) ) )
            // InternalBanneret.g:3316:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            {
            // InternalBanneret.g:3316:2: ( (enumLiteral_0= 'flat' ) | (enumLiteral_1= 'pointy' ) )
            int alt59=2;
            int LA59_0 = input.LA(1);

            if ( (LA59_0==78) ) {
                alt59=1;
            }
            else if ( (LA59_0==79) ) {
                alt59=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 59, 0, input);

                throw nvae;
            }
            switch (alt59) {
                case 1 :
                    // InternalBanneret.g:3317:3: (enumLiteral_0= 'flat' )
                    {
                    // InternalBanneret.g:3317:3: (enumLiteral_0= 'flat' )
                    // InternalBanneret.g:3318:4: enumLiteral_0= 'flat'
                    {
                    enumLiteral_0=(Token)match(input,78,FOLLOW_2); 

                    				current = grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:3325:3: (enumLiteral_1= 'pointy' )
                    {
                    // InternalBanneret.g:3325:3: (enumLiteral_1= 'pointy' )
                    // InternalBanneret.g:3326:4: enumLiteral_1= 'pointy'
                    {
                    enumLiteral_1=(Token)match(input,79,FOLLOW_2); 

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
    // InternalBanneret.g:3336:1: ruleOffsetParity returns [Enumerator current=null] : ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) ;
    public final Enumerator ruleOffsetParity() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalBanneret.g:3342:2: ( ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) ) )
            // InternalBanneret.g:3343:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            {
            // InternalBanneret.g:3343:2: ( (enumLiteral_0= 'odd' ) | (enumLiteral_1= 'even' ) )
            int alt60=2;
            int LA60_0 = input.LA(1);

            if ( (LA60_0==80) ) {
                alt60=1;
            }
            else if ( (LA60_0==81) ) {
                alt60=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 60, 0, input);

                throw nvae;
            }
            switch (alt60) {
                case 1 :
                    // InternalBanneret.g:3344:3: (enumLiteral_0= 'odd' )
                    {
                    // InternalBanneret.g:3344:3: (enumLiteral_0= 'odd' )
                    // InternalBanneret.g:3345:4: enumLiteral_0= 'odd'
                    {
                    enumLiteral_0=(Token)match(input,80,FOLLOW_2); 

                    				current = grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                    				newLeafNode(enumLiteral_0, grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0());
                    			

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:3352:3: (enumLiteral_1= 'even' )
                    {
                    // InternalBanneret.g:3352:3: (enumLiteral_1= 'even' )
                    // InternalBanneret.g:3353:4: enumLiteral_1= 'even'
                    {
                    enumLiteral_1=(Token)match(input,81,FOLLOW_2); 

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

    // Delegated rules


    protected DFA14 dfa14 = new DFA14(this);
    protected DFA33 dfa33 = new DFA33(this);
    static final String dfa_1s = "\20\uffff";
    static final String dfa_2s = "\1\25\1\uffff\1\5\1\25\14\uffff";
    static final String dfa_3s = "\1\47\1\uffff\1\6\1\47\14\uffff";
    static final String dfa_4s = "\1\uffff\1\15\2\uffff\1\5\1\6\1\7\1\10\1\11\1\12\1\13\1\14\1\2\1\1\1\3\1\4";
    static final String dfa_5s = "\20\uffff}>";
    static final String[] dfa_6s = {
            "\1\12\4\uffff\1\1\1\uffff\1\2\1\3\2\uffff\1\4\1\uffff\1\5\1\6\1\7\1\10\1\11\1\13",
            "",
            "\1\14\1\15",
            "\1\16\4\uffff\1\16\1\uffff\2\16\1\17\1\uffff\1\16\1\uffff\6\16",
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

    class DFA14 extends DFA {

        public DFA14(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 14;
            this.eot = dfa_1;
            this.eof = dfa_1;
            this.min = dfa_2;
            this.max = dfa_3;
            this.accept = dfa_4;
            this.special = dfa_5;
            this.transition = dfa_6;
        }
        public String getDescription() {
            return "()* loopback of 894:4: ( (otherlv_3= 'cost' ( (lv_defaultCost_4_0= RULE_INT ) ) ) | (otherlv_5= 'cost' ( (lv_costs_6_0= ruleMovementCost ) ) ) | ( (lv_impassable_7_0= 'impassable' ) ) | (otherlv_8= 'impassable' otherlv_9= 'for' ( (otherlv_10= RULE_ID ) ) (otherlv_11= ',' ( (otherlv_12= RULE_ID ) ) )* ) | ( ( (lv_blocksLineOfSight_13_0= 'blocks' ) ) otherlv_14= 'sight' ) | (otherlv_15= 'cover' ( (lv_cover_16_0= RULE_STRING ) ) ) | (otherlv_17= 'effect' ( (lv_combatEffect_18_0= RULE_STRING ) ) ) | (otherlv_19= 'elevation' ( (lv_elevation_20_0= ruleSignedInt ) ) ) | (otherlv_21= 'color' ( (lv_color_22_0= RULE_STRING ) ) ) | (otherlv_23= 'traits' ( (lv_traits_24_0= RULE_ID ) ) (otherlv_25= ',' ( (lv_traits_26_0= RULE_ID ) ) )* ) | (otherlv_27= 'stacking' ( (lv_stackingLimits_28_0= ruleStackingLimit ) ) ) | (otherlv_29= 'cite' ( (lv_citation_30_0= RULE_STRING ) ) ) )*";
        }
    }
    static final String dfa_7s = "\13\uffff";
    static final String dfa_8s = "\1\32\1\uffff\1\6\10\uffff";
    static final String dfa_9s = "\1\73\1\uffff\1\51\10\uffff";
    static final String dfa_10s = "\1\uffff\1\11\1\uffff\1\1\1\2\1\3\1\4\1\6\1\7\1\10\1\5";
    static final String dfa_11s = "\13\uffff}>";
    static final String[] dfa_12s = {
            "\1\1\13\uffff\1\10\1\11\10\uffff\2\1\1\uffff\1\2\1\1\2\uffff\1\3\1\4\1\5\1\6\1\7",
            "",
            "\1\12\42\uffff\1\1",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            ""
    };

    static final short[] dfa_7 = DFA.unpackEncodedString(dfa_7s);
    static final char[] dfa_8 = DFA.unpackEncodedStringToUnsignedChars(dfa_8s);
    static final char[] dfa_9 = DFA.unpackEncodedStringToUnsignedChars(dfa_9s);
    static final short[] dfa_10 = DFA.unpackEncodedString(dfa_10s);
    static final short[] dfa_11 = DFA.unpackEncodedString(dfa_11s);
    static final short[][] dfa_12 = unpackEncodedStringArray(dfa_12s);

    class DFA33 extends DFA {

        public DFA33(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 33;
            this.eot = dfa_7;
            this.eof = dfa_7;
            this.min = dfa_8;
            this.max = dfa_9;
            this.accept = dfa_10;
            this.special = dfa_11;
            this.transition = dfa_12;
        }
        public String getDescription() {
            return "()* loopback of 1891:2: ( (otherlv_0= 'attack' ( (lv_attack_1_0= RULE_INT ) ) ) | (otherlv_2= 'defence' ( (lv_defence_3_0= RULE_INT ) ) ) | (otherlv_4= 'movement' ( (lv_movement_5_0= RULE_INT ) ) ) | (otherlv_6= 'strength' ( (lv_strength_7_0= RULE_INT ) ) ) | (otherlv_8= 'armour' ( (lv_armour_9_0= RULE_INT ) ) ) | (otherlv_10= 'value' ( (lv_values_11_0= rulePrintedValue ) ) ) | (otherlv_12= 'traits' ( (lv_traits_13_0= RULE_ID ) ) (otherlv_14= ',' ( (lv_traits_15_0= RULE_ID ) ) )* ) | (otherlv_16= 'cite' ( (lv_citation_17_0= RULE_STRING ) ) ) )*";
        }
    }
 

    public static final BitSet FOLLOW_1 = new BitSet(new long[]{0x0000000000000000L});
    public static final BitSet FOLLOW_2 = new BitSet(new long[]{0x0000000000000002L});
    public static final BitSet FOLLOW_3 = new BitSet(new long[]{0x0000000000001000L});
    public static final BitSet FOLLOW_4 = new BitSet(new long[]{0x0000000000000020L});
    public static final BitSet FOLLOW_5 = new BitSet(new long[]{0x0000000000002010L});
    public static final BitSet FOLLOW_6 = new BitSet(new long[]{0x0000000000002000L});
    public static final BitSet FOLLOW_7 = new BitSet(new long[]{0x0000000007FFC000L});
    public static final BitSet FOLLOW_8 = new BitSet(new long[]{0x0000000007FF8000L});
    public static final BitSet FOLLOW_9 = new BitSet(new long[]{0x0000010000000000L});
    public static final BitSet FOLLOW_10 = new BitSet(new long[]{0x0000000000000012L});
    public static final BitSet FOLLOW_11 = new BitSet(new long[]{0x0000000008002010L});
    public static final BitSet FOLLOW_12 = new BitSet(new long[]{0x0000000008002000L});
    public static final BitSet FOLLOW_13 = new BitSet(new long[]{0x0000000000000010L});
    public static final BitSet FOLLOW_14 = new BitSet(new long[]{0x0000000000002002L});
    public static final BitSet FOLLOW_15 = new BitSet(new long[]{0x000000FD34200000L});
    public static final BitSet FOLLOW_16 = new BitSet(new long[]{0x0000000000000040L});
    public static final BitSet FOLLOW_17 = new BitSet(new long[]{0x0000000040000000L});
    public static final BitSet FOLLOW_18 = new BitSet(new long[]{0x000000FDB4200000L});
    public static final BitSet FOLLOW_19 = new BitSet(new long[]{0x0000000200000000L});
    public static final BitSet FOLLOW_20 = new BitSet(new long[]{0x0000000000000040L,0x0000000000000400L});
    public static final BitSet FOLLOW_21 = new BitSet(new long[]{0x0400000000000000L,0x0000000000000800L});
    public static final BitSet FOLLOW_22 = new BitSet(new long[]{0x00005E0000000002L});
    public static final BitSet FOLLOW_23 = new BitSet(new long[]{0x00005C0000000002L});
    public static final BitSet FOLLOW_24 = new BitSet(new long[]{0x0000580080000002L});
    public static final BitSet FOLLOW_25 = new BitSet(new long[]{0x0000500080000002L});
    public static final BitSet FOLLOW_26 = new BitSet(new long[]{0x0000200000000000L});
    public static final BitSet FOLLOW_27 = new BitSet(new long[]{0x0000400000000002L});
    public static final BitSet FOLLOW_28 = new BitSet(new long[]{0x0000800000000010L});
    public static final BitSet FOLLOW_29 = new BitSet(new long[]{0x0000800000000000L});
    public static final BitSet FOLLOW_30 = new BitSet(new long[]{0x0000000008002002L});
    public static final BitSet FOLLOW_31 = new BitSet(new long[]{0x0F9B00C004000000L});
    public static final BitSet FOLLOW_32 = new BitSet(new long[]{0x001B000004000000L});
    public static final BitSet FOLLOW_33 = new BitSet(new long[]{0x0000000000000000L,0x0000000000003000L});
    public static final BitSet FOLLOW_34 = new BitSet(new long[]{0x0004000000000000L});
    public static final BitSet FOLLOW_35 = new BitSet(new long[]{0x0000020000000000L});
    public static final BitSet FOLLOW_36 = new BitSet(new long[]{0x001B000084000000L});
    public static final BitSet FOLLOW_37 = new BitSet(new long[]{0x0020000000000000L});
    public static final BitSet FOLLOW_38 = new BitSet(new long[]{0x0040040000002002L});
    public static final BitSet FOLLOW_39 = new BitSet(new long[]{0x0040000000002002L});
    public static final BitSet FOLLOW_40 = new BitSet(new long[]{0x0F8800C004000000L});
    public static final BitSet FOLLOW_41 = new BitSet(new long[]{0x0000000004000000L});
    public static final BitSet FOLLOW_42 = new BitSet(new long[]{0x0F8800C000000002L});
    public static final BitSet FOLLOW_43 = new BitSet(new long[]{0x0F8800C080000002L});
    public static final BitSet FOLLOW_44 = new BitSet(new long[]{0x5000008000000012L});
    public static final BitSet FOLLOW_45 = new BitSet(new long[]{0x5000008000000002L});
    public static final BitSet FOLLOW_46 = new BitSet(new long[]{0x2000000000000000L});
    public static final BitSet FOLLOW_47 = new BitSet(new long[]{0x4000008000000002L});
    public static final BitSet FOLLOW_48 = new BitSet(new long[]{0x0000008080000002L});
    public static final BitSet FOLLOW_49 = new BitSet(new long[]{0x1000000000000010L});
    public static final BitSet FOLLOW_50 = new BitSet(new long[]{0x1000000000000000L});
    public static final BitSet FOLLOW_51 = new BitSet(new long[]{0x8000000080000000L});
    public static final BitSet FOLLOW_52 = new BitSet(new long[]{0x0000008000000002L});
    public static final BitSet FOLLOW_53 = new BitSet(new long[]{0x0000040000000010L});
    public static final BitSet FOLLOW_54 = new BitSet(new long[]{0x0000040000000000L});
    public static final BitSet FOLLOW_55 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000004L});
    public static final BitSet FOLLOW_56 = new BitSet(new long[]{0x8000000004000000L,0x0000000000000002L});
    public static final BitSet FOLLOW_57 = new BitSet(new long[]{0x0000000004000000L,0x0000000000000002L});
    public static final BitSet FOLLOW_58 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_59 = new BitSet(new long[]{0x0000000000000000L,0x000000000000C000L});
    public static final BitSet FOLLOW_60 = new BitSet(new long[]{0x0000000000000000L,0x0000000000030000L});
    public static final BitSet FOLLOW_61 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000010L});
    public static final BitSet FOLLOW_62 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000020L});
    public static final BitSet FOLLOW_63 = new BitSet(new long[]{0x0000000000000070L});
    public static final BitSet FOLLOW_64 = new BitSet(new long[]{0x0000000080000002L});
    public static final BitSet FOLLOW_65 = new BitSet(new long[]{0x0000200004000000L,0x0000000000000080L});
    public static final BitSet FOLLOW_66 = new BitSet(new long[]{0x0000200004000000L});
    public static final BitSet FOLLOW_67 = new BitSet(new long[]{0x0000000000000012L,0x0000000000000100L});
    public static final BitSet FOLLOW_68 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000100L});
    public static final BitSet FOLLOW_69 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000200L});

}