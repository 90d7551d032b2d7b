package org.banneret.dsl.ide.contentassist.antlr.internal;

import java.io.InputStream;
import org.eclipse.xtext.*;
import org.eclipse.xtext.parser.*;
import org.eclipse.xtext.parser.impl.*;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.parser.antlr.XtextTokenStream;
import org.eclipse.xtext.parser.antlr.XtextTokenStream.HiddenTokens;
import org.eclipse.xtext.ide.editor.contentassist.antlr.internal.AbstractInternalContentAssistParser;
import org.eclipse.xtext.ide.editor.contentassist.antlr.internal.DFA;
import org.banneret.dsl.services.BanneretGrammarAccess;



import org.antlr.runtime.*;
import java.util.Stack;
import java.util.List;
import java.util.ArrayList;

@SuppressWarnings("all")
public class InternalBanneretParser extends AbstractInternalContentAssistParser {
    public static final String[] tokenNames = new String[] {
        "<invalid>", "<EOR>", "<DOWN>", "<UP>", "RULE_INT", "RULE_ID", "RULE_STRING", "RULE_ML_COMMENT", "RULE_SL_COMMENT", "RULE_WS", "RULE_ANY_OTHER", "'counters'", "'strength'", "'single'", "'double'", "'flat'", "'pointy'", "'odd'", "'even'", "'game'", "'system'", "'{'", "'}'", "'rules'", "'nationality'", "'class'", "'terrain'", "'feature'", "'hexside'", "'slot'", "'stacking'", "'unit'", "'counter'", "'marker'", "'variant'", "'code'", "'cost'", "'impassable'", "'for'", "','", "'sight'", "'cover'", "'effect'", "'elevation'", "'color'", "'traits'", "'cite'", "'max'", "'in'", "'of'", "'except'", "'side'", "'rule'", "':'", "'footprint'", "'command'", "'range'", "'armour'", "'faces'", "'/'", "'attack'", "'defence'", "'movement'", "'value'", "'values'", "'..'", "'on'", "'default'", "'map'", "'region'", "'grid'", "'x'", "'hex'", "'mm'", "'scenario'", "'turns'", "'.'", "'-'", "'blocks'", "'per'", "'unique'", "'initiative'"
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
    public static final int RULE_INT=4;
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
    public static final int RULE_STRING=6;
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

    	public void setGrammarAccess(BanneretGrammarAccess grammarAccess) {
    		this.grammarAccess = grammarAccess;
    	}

    	@Override
    	protected Grammar getGrammar() {
    		return grammarAccess.getGrammar();
    	}

    	@Override
    	protected String getValueForTokenName(String tokenName) {
    		return tokenName;
    	}



    // $ANTLR start "entryRuleModel"
    // InternalBanneret.g:53:1: entryRuleModel : ruleModel EOF ;
    public final void entryRuleModel() throws RecognitionException {
        try {
            // InternalBanneret.g:54:1: ( ruleModel EOF )
            // InternalBanneret.g:55:1: ruleModel EOF
            {
             before(grammarAccess.getModelRule()); 
            pushFollow(FOLLOW_1);
            ruleModel();

            state._fsp--;

             after(grammarAccess.getModelRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleModel"


    // $ANTLR start "ruleModel"
    // InternalBanneret.g:62:1: ruleModel : ( ( rule__Model__Alternatives ) ) ;
    public final void ruleModel() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:66:2: ( ( ( rule__Model__Alternatives ) ) )
            // InternalBanneret.g:67:2: ( ( rule__Model__Alternatives ) )
            {
            // InternalBanneret.g:67:2: ( ( rule__Model__Alternatives ) )
            // InternalBanneret.g:68:3: ( rule__Model__Alternatives )
            {
             before(grammarAccess.getModelAccess().getAlternatives()); 
            // InternalBanneret.g:69:3: ( rule__Model__Alternatives )
            // InternalBanneret.g:69:4: rule__Model__Alternatives
            {
            pushFollow(FOLLOW_2);
            rule__Model__Alternatives();

            state._fsp--;


            }

             after(grammarAccess.getModelAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleModel"


    // $ANTLR start "entryRuleGameSystem"
    // InternalBanneret.g:78:1: entryRuleGameSystem : ruleGameSystem EOF ;
    public final void entryRuleGameSystem() throws RecognitionException {
        try {
            // InternalBanneret.g:79:1: ( ruleGameSystem EOF )
            // InternalBanneret.g:80:1: ruleGameSystem EOF
            {
             before(grammarAccess.getGameSystemRule()); 
            pushFollow(FOLLOW_1);
            ruleGameSystem();

            state._fsp--;

             after(grammarAccess.getGameSystemRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleGameSystem"


    // $ANTLR start "ruleGameSystem"
    // InternalBanneret.g:87:1: ruleGameSystem : ( ( rule__GameSystem__Group__0 ) ) ;
    public final void ruleGameSystem() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:91:2: ( ( ( rule__GameSystem__Group__0 ) ) )
            // InternalBanneret.g:92:2: ( ( rule__GameSystem__Group__0 ) )
            {
            // InternalBanneret.g:92:2: ( ( rule__GameSystem__Group__0 ) )
            // InternalBanneret.g:93:3: ( rule__GameSystem__Group__0 )
            {
             before(grammarAccess.getGameSystemAccess().getGroup()); 
            // InternalBanneret.g:94:3: ( rule__GameSystem__Group__0 )
            // InternalBanneret.g:94:4: rule__GameSystem__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleGameSystem"


    // $ANTLR start "entryRuleNationality"
    // InternalBanneret.g:103:1: entryRuleNationality : ruleNationality EOF ;
    public final void entryRuleNationality() throws RecognitionException {
        try {
            // InternalBanneret.g:104:1: ( ruleNationality EOF )
            // InternalBanneret.g:105:1: ruleNationality EOF
            {
             before(grammarAccess.getNationalityRule()); 
            pushFollow(FOLLOW_1);
            ruleNationality();

            state._fsp--;

             after(grammarAccess.getNationalityRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleNationality"


    // $ANTLR start "ruleNationality"
    // InternalBanneret.g:112:1: ruleNationality : ( ( rule__Nationality__Group__0 ) ) ;
    public final void ruleNationality() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:116:2: ( ( ( rule__Nationality__Group__0 ) ) )
            // InternalBanneret.g:117:2: ( ( rule__Nationality__Group__0 ) )
            {
            // InternalBanneret.g:117:2: ( ( rule__Nationality__Group__0 ) )
            // InternalBanneret.g:118:3: ( rule__Nationality__Group__0 )
            {
             before(grammarAccess.getNationalityAccess().getGroup()); 
            // InternalBanneret.g:119:3: ( rule__Nationality__Group__0 )
            // InternalBanneret.g:119:4: rule__Nationality__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__Nationality__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getNationalityAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleNationality"


    // $ANTLR start "entryRuleUnitClass"
    // InternalBanneret.g:128:1: entryRuleUnitClass : ruleUnitClass EOF ;
    public final void entryRuleUnitClass() throws RecognitionException {
        try {
            // InternalBanneret.g:129:1: ( ruleUnitClass EOF )
            // InternalBanneret.g:130:1: ruleUnitClass EOF
            {
             before(grammarAccess.getUnitClassRule()); 
            pushFollow(FOLLOW_1);
            ruleUnitClass();

            state._fsp--;

             after(grammarAccess.getUnitClassRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleUnitClass"


    // $ANTLR start "ruleUnitClass"
    // InternalBanneret.g:137:1: ruleUnitClass : ( ( rule__UnitClass__Group__0 ) ) ;
    public final void ruleUnitClass() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:141:2: ( ( ( rule__UnitClass__Group__0 ) ) )
            // InternalBanneret.g:142:2: ( ( rule__UnitClass__Group__0 ) )
            {
            // InternalBanneret.g:142:2: ( ( rule__UnitClass__Group__0 ) )
            // InternalBanneret.g:143:3: ( rule__UnitClass__Group__0 )
            {
             before(grammarAccess.getUnitClassAccess().getGroup()); 
            // InternalBanneret.g:144:3: ( rule__UnitClass__Group__0 )
            // InternalBanneret.g:144:4: rule__UnitClass__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__UnitClass__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getUnitClassAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleUnitClass"


    // $ANTLR start "entryRuleLevelSlot"
    // InternalBanneret.g:153:1: entryRuleLevelSlot : ruleLevelSlot EOF ;
    public final void entryRuleLevelSlot() throws RecognitionException {
        try {
            // InternalBanneret.g:154:1: ( ruleLevelSlot EOF )
            // InternalBanneret.g:155:1: ruleLevelSlot EOF
            {
             before(grammarAccess.getLevelSlotRule()); 
            pushFollow(FOLLOW_1);
            ruleLevelSlot();

            state._fsp--;

             after(grammarAccess.getLevelSlotRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleLevelSlot"


    // $ANTLR start "ruleLevelSlot"
    // InternalBanneret.g:162:1: ruleLevelSlot : ( ( rule__LevelSlot__Group__0 ) ) ;
    public final void ruleLevelSlot() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:166:2: ( ( ( rule__LevelSlot__Group__0 ) ) )
            // InternalBanneret.g:167:2: ( ( rule__LevelSlot__Group__0 ) )
            {
            // InternalBanneret.g:167:2: ( ( rule__LevelSlot__Group__0 ) )
            // InternalBanneret.g:168:3: ( rule__LevelSlot__Group__0 )
            {
             before(grammarAccess.getLevelSlotAccess().getGroup()); 
            // InternalBanneret.g:169:3: ( rule__LevelSlot__Group__0 )
            // InternalBanneret.g:169:4: rule__LevelSlot__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__LevelSlot__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getLevelSlotAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleLevelSlot"


    // $ANTLR start "entryRuleTerrainType"
    // InternalBanneret.g:178:1: entryRuleTerrainType : ruleTerrainType EOF ;
    public final void entryRuleTerrainType() throws RecognitionException {
        try {
            // InternalBanneret.g:179:1: ( ruleTerrainType EOF )
            // InternalBanneret.g:180:1: ruleTerrainType EOF
            {
             before(grammarAccess.getTerrainTypeRule()); 
            pushFollow(FOLLOW_1);
            ruleTerrainType();

            state._fsp--;

             after(grammarAccess.getTerrainTypeRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleTerrainType"


    // $ANTLR start "ruleTerrainType"
    // InternalBanneret.g:187:1: ruleTerrainType : ( ( rule__TerrainType__Group__0 ) ) ;
    public final void ruleTerrainType() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:191:2: ( ( ( rule__TerrainType__Group__0 ) ) )
            // InternalBanneret.g:192:2: ( ( rule__TerrainType__Group__0 ) )
            {
            // InternalBanneret.g:192:2: ( ( rule__TerrainType__Group__0 ) )
            // InternalBanneret.g:193:3: ( rule__TerrainType__Group__0 )
            {
             before(grammarAccess.getTerrainTypeAccess().getGroup()); 
            // InternalBanneret.g:194:3: ( rule__TerrainType__Group__0 )
            // InternalBanneret.g:194:4: rule__TerrainType__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__TerrainType__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getTerrainTypeAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleTerrainType"


    // $ANTLR start "entryRuleFeatureType"
    // InternalBanneret.g:203:1: entryRuleFeatureType : ruleFeatureType EOF ;
    public final void entryRuleFeatureType() throws RecognitionException {
        try {
            // InternalBanneret.g:204:1: ( ruleFeatureType EOF )
            // InternalBanneret.g:205:1: ruleFeatureType EOF
            {
             before(grammarAccess.getFeatureTypeRule()); 
            pushFollow(FOLLOW_1);
            ruleFeatureType();

            state._fsp--;

             after(grammarAccess.getFeatureTypeRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleFeatureType"


    // $ANTLR start "ruleFeatureType"
    // InternalBanneret.g:212:1: ruleFeatureType : ( ( rule__FeatureType__Group__0 ) ) ;
    public final void ruleFeatureType() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:216:2: ( ( ( rule__FeatureType__Group__0 ) ) )
            // InternalBanneret.g:217:2: ( ( rule__FeatureType__Group__0 ) )
            {
            // InternalBanneret.g:217:2: ( ( rule__FeatureType__Group__0 ) )
            // InternalBanneret.g:218:3: ( rule__FeatureType__Group__0 )
            {
             before(grammarAccess.getFeatureTypeAccess().getGroup()); 
            // InternalBanneret.g:219:3: ( rule__FeatureType__Group__0 )
            // InternalBanneret.g:219:4: rule__FeatureType__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__FeatureType__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getFeatureTypeAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleFeatureType"


    // $ANTLR start "entryRuleHexsideFeatureType"
    // InternalBanneret.g:228:1: entryRuleHexsideFeatureType : ruleHexsideFeatureType EOF ;
    public final void entryRuleHexsideFeatureType() throws RecognitionException {
        try {
            // InternalBanneret.g:229:1: ( ruleHexsideFeatureType EOF )
            // InternalBanneret.g:230:1: ruleHexsideFeatureType EOF
            {
             before(grammarAccess.getHexsideFeatureTypeRule()); 
            pushFollow(FOLLOW_1);
            ruleHexsideFeatureType();

            state._fsp--;

             after(grammarAccess.getHexsideFeatureTypeRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleHexsideFeatureType"


    // $ANTLR start "ruleHexsideFeatureType"
    // InternalBanneret.g:237:1: ruleHexsideFeatureType : ( ( rule__HexsideFeatureType__Group__0 ) ) ;
    public final void ruleHexsideFeatureType() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:241:2: ( ( ( rule__HexsideFeatureType__Group__0 ) ) )
            // InternalBanneret.g:242:2: ( ( rule__HexsideFeatureType__Group__0 ) )
            {
            // InternalBanneret.g:242:2: ( ( rule__HexsideFeatureType__Group__0 ) )
            // InternalBanneret.g:243:3: ( rule__HexsideFeatureType__Group__0 )
            {
             before(grammarAccess.getHexsideFeatureTypeAccess().getGroup()); 
            // InternalBanneret.g:244:3: ( rule__HexsideFeatureType__Group__0 )
            // InternalBanneret.g:244:4: rule__HexsideFeatureType__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__HexsideFeatureType__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getHexsideFeatureTypeAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleHexsideFeatureType"


    // $ANTLR start "ruleTerrainEffectBody"
    // InternalBanneret.g:254:1: ruleTerrainEffectBody : ( ( rule__TerrainEffectBody__Group__0 ) ) ;
    public final void ruleTerrainEffectBody() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:258:2: ( ( ( rule__TerrainEffectBody__Group__0 ) ) )
            // InternalBanneret.g:259:2: ( ( rule__TerrainEffectBody__Group__0 ) )
            {
            // InternalBanneret.g:259:2: ( ( rule__TerrainEffectBody__Group__0 ) )
            // InternalBanneret.g:260:3: ( rule__TerrainEffectBody__Group__0 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getGroup()); 
            // InternalBanneret.g:261:3: ( rule__TerrainEffectBody__Group__0 )
            // InternalBanneret.g:261:4: rule__TerrainEffectBody__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleTerrainEffectBody"


    // $ANTLR start "entryRuleMovementCost"
    // InternalBanneret.g:270:1: entryRuleMovementCost : ruleMovementCost EOF ;
    public final void entryRuleMovementCost() throws RecognitionException {
        try {
            // InternalBanneret.g:271:1: ( ruleMovementCost EOF )
            // InternalBanneret.g:272:1: ruleMovementCost EOF
            {
             before(grammarAccess.getMovementCostRule()); 
            pushFollow(FOLLOW_1);
            ruleMovementCost();

            state._fsp--;

             after(grammarAccess.getMovementCostRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleMovementCost"


    // $ANTLR start "ruleMovementCost"
    // InternalBanneret.g:279:1: ruleMovementCost : ( ( rule__MovementCost__Group__0 ) ) ;
    public final void ruleMovementCost() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:283:2: ( ( ( rule__MovementCost__Group__0 ) ) )
            // InternalBanneret.g:284:2: ( ( rule__MovementCost__Group__0 ) )
            {
            // InternalBanneret.g:284:2: ( ( rule__MovementCost__Group__0 ) )
            // InternalBanneret.g:285:3: ( rule__MovementCost__Group__0 )
            {
             before(grammarAccess.getMovementCostAccess().getGroup()); 
            // InternalBanneret.g:286:3: ( rule__MovementCost__Group__0 )
            // InternalBanneret.g:286:4: rule__MovementCost__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__MovementCost__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getMovementCostAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleMovementCost"


    // $ANTLR start "entryRuleStackingLimit"
    // InternalBanneret.g:295:1: entryRuleStackingLimit : ruleStackingLimit EOF ;
    public final void entryRuleStackingLimit() throws RecognitionException {
        try {
            // InternalBanneret.g:296:1: ( ruleStackingLimit EOF )
            // InternalBanneret.g:297:1: ruleStackingLimit EOF
            {
             before(grammarAccess.getStackingLimitRule()); 
            pushFollow(FOLLOW_1);
            ruleStackingLimit();

            state._fsp--;

             after(grammarAccess.getStackingLimitRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleStackingLimit"


    // $ANTLR start "ruleStackingLimit"
    // InternalBanneret.g:304:1: ruleStackingLimit : ( ( rule__StackingLimit__Group__0 ) ) ;
    public final void ruleStackingLimit() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:308:2: ( ( ( rule__StackingLimit__Group__0 ) ) )
            // InternalBanneret.g:309:2: ( ( rule__StackingLimit__Group__0 ) )
            {
            // InternalBanneret.g:309:2: ( ( rule__StackingLimit__Group__0 ) )
            // InternalBanneret.g:310:3: ( rule__StackingLimit__Group__0 )
            {
             before(grammarAccess.getStackingLimitAccess().getGroup()); 
            // InternalBanneret.g:311:3: ( rule__StackingLimit__Group__0 )
            // InternalBanneret.g:311:4: rule__StackingLimit__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleStackingLimit"


    // $ANTLR start "entryRuleUnitType"
    // InternalBanneret.g:320:1: entryRuleUnitType : ruleUnitType EOF ;
    public final void entryRuleUnitType() throws RecognitionException {
        try {
            // InternalBanneret.g:321:1: ( ruleUnitType EOF )
            // InternalBanneret.g:322:1: ruleUnitType EOF
            {
             before(grammarAccess.getUnitTypeRule()); 
            pushFollow(FOLLOW_1);
            ruleUnitType();

            state._fsp--;

             after(grammarAccess.getUnitTypeRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleUnitType"


    // $ANTLR start "ruleUnitType"
    // InternalBanneret.g:329:1: ruleUnitType : ( ( rule__UnitType__Group__0 ) ) ;
    public final void ruleUnitType() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:333:2: ( ( ( rule__UnitType__Group__0 ) ) )
            // InternalBanneret.g:334:2: ( ( rule__UnitType__Group__0 ) )
            {
            // InternalBanneret.g:334:2: ( ( rule__UnitType__Group__0 ) )
            // InternalBanneret.g:335:3: ( rule__UnitType__Group__0 )
            {
             before(grammarAccess.getUnitTypeAccess().getGroup()); 
            // InternalBanneret.g:336:3: ( rule__UnitType__Group__0 )
            // InternalBanneret.g:336:4: rule__UnitType__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleUnitType"


    // $ANTLR start "entryRuleCounterTemplate"
    // InternalBanneret.g:345:1: entryRuleCounterTemplate : ruleCounterTemplate EOF ;
    public final void entryRuleCounterTemplate() throws RecognitionException {
        try {
            // InternalBanneret.g:346:1: ( ruleCounterTemplate EOF )
            // InternalBanneret.g:347:1: ruleCounterTemplate EOF
            {
             before(grammarAccess.getCounterTemplateRule()); 
            pushFollow(FOLLOW_1);
            ruleCounterTemplate();

            state._fsp--;

             after(grammarAccess.getCounterTemplateRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleCounterTemplate"


    // $ANTLR start "ruleCounterTemplate"
    // InternalBanneret.g:354:1: ruleCounterTemplate : ( ( rule__CounterTemplate__Group__0 ) ) ;
    public final void ruleCounterTemplate() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:358:2: ( ( ( rule__CounterTemplate__Group__0 ) ) )
            // InternalBanneret.g:359:2: ( ( rule__CounterTemplate__Group__0 ) )
            {
            // InternalBanneret.g:359:2: ( ( rule__CounterTemplate__Group__0 ) )
            // InternalBanneret.g:360:3: ( rule__CounterTemplate__Group__0 )
            {
             before(grammarAccess.getCounterTemplateAccess().getGroup()); 
            // InternalBanneret.g:361:3: ( rule__CounterTemplate__Group__0 )
            // InternalBanneret.g:361:4: rule__CounterTemplate__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getCounterTemplateAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleCounterTemplate"


    // $ANTLR start "ruleCounterSpecBody"
    // InternalBanneret.g:371:1: ruleCounterSpecBody : ( ( rule__CounterSpecBody__Alternatives )* ) ;
    public final void ruleCounterSpecBody() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:375:2: ( ( ( rule__CounterSpecBody__Alternatives )* ) )
            // InternalBanneret.g:376:2: ( ( rule__CounterSpecBody__Alternatives )* )
            {
            // InternalBanneret.g:376:2: ( ( rule__CounterSpecBody__Alternatives )* )
            // InternalBanneret.g:377:3: ( rule__CounterSpecBody__Alternatives )*
            {
             before(grammarAccess.getCounterSpecBodyAccess().getAlternatives()); 
            // InternalBanneret.g:378:3: ( rule__CounterSpecBody__Alternatives )*
            loop1:
            do {
                int alt1=2;
                int LA1_0 = input.LA(1);

                if ( (LA1_0==57) ) {
                    int LA1_2 = input.LA(2);

                    if ( (LA1_2==RULE_INT) ) {
                        alt1=1;
                    }


                }
                else if ( (LA1_0==12||(LA1_0>=45 && LA1_0<=46)||(LA1_0>=60 && LA1_0<=63)) ) {
                    alt1=1;
                }


                switch (alt1) {
            	case 1 :
            	    // InternalBanneret.g:378:4: rule__CounterSpecBody__Alternatives
            	    {
            	    pushFollow(FOLLOW_3);
            	    rule__CounterSpecBody__Alternatives();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop1;
                }
            } while (true);

             after(grammarAccess.getCounterSpecBodyAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleCounterSpecBody"


    // $ANTLR start "entryRulePrintedValue"
    // InternalBanneret.g:387:1: entryRulePrintedValue : rulePrintedValue EOF ;
    public final void entryRulePrintedValue() throws RecognitionException {
        try {
            // InternalBanneret.g:388:1: ( rulePrintedValue EOF )
            // InternalBanneret.g:389:1: rulePrintedValue EOF
            {
             before(grammarAccess.getPrintedValueRule()); 
            pushFollow(FOLLOW_1);
            rulePrintedValue();

            state._fsp--;

             after(grammarAccess.getPrintedValueRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRulePrintedValue"


    // $ANTLR start "rulePrintedValue"
    // InternalBanneret.g:396:1: rulePrintedValue : ( ( rule__PrintedValue__Group__0 ) ) ;
    public final void rulePrintedValue() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:400:2: ( ( ( rule__PrintedValue__Group__0 ) ) )
            // InternalBanneret.g:401:2: ( ( rule__PrintedValue__Group__0 ) )
            {
            // InternalBanneret.g:401:2: ( ( rule__PrintedValue__Group__0 ) )
            // InternalBanneret.g:402:3: ( rule__PrintedValue__Group__0 )
            {
             before(grammarAccess.getPrintedValueAccess().getGroup()); 
            // InternalBanneret.g:403:3: ( rule__PrintedValue__Group__0 )
            // InternalBanneret.g:403:4: rule__PrintedValue__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__PrintedValue__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getPrintedValueAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rulePrintedValue"


    // $ANTLR start "entryRuleMarkerType"
    // InternalBanneret.g:412:1: entryRuleMarkerType : ruleMarkerType EOF ;
    public final void entryRuleMarkerType() throws RecognitionException {
        try {
            // InternalBanneret.g:413:1: ( ruleMarkerType EOF )
            // InternalBanneret.g:414:1: ruleMarkerType EOF
            {
             before(grammarAccess.getMarkerTypeRule()); 
            pushFollow(FOLLOW_1);
            ruleMarkerType();

            state._fsp--;

             after(grammarAccess.getMarkerTypeRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleMarkerType"


    // $ANTLR start "ruleMarkerType"
    // InternalBanneret.g:421:1: ruleMarkerType : ( ( rule__MarkerType__Group__0 ) ) ;
    public final void ruleMarkerType() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:425:2: ( ( ( rule__MarkerType__Group__0 ) ) )
            // InternalBanneret.g:426:2: ( ( rule__MarkerType__Group__0 ) )
            {
            // InternalBanneret.g:426:2: ( ( rule__MarkerType__Group__0 ) )
            // InternalBanneret.g:427:3: ( rule__MarkerType__Group__0 )
            {
             before(grammarAccess.getMarkerTypeAccess().getGroup()); 
            // InternalBanneret.g:428:3: ( rule__MarkerType__Group__0 )
            // InternalBanneret.g:428:4: rule__MarkerType__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleMarkerType"


    // $ANTLR start "entryRuleVariantDefinition"
    // InternalBanneret.g:437:1: entryRuleVariantDefinition : ruleVariantDefinition EOF ;
    public final void entryRuleVariantDefinition() throws RecognitionException {
        try {
            // InternalBanneret.g:438:1: ( ruleVariantDefinition EOF )
            // InternalBanneret.g:439:1: ruleVariantDefinition EOF
            {
             before(grammarAccess.getVariantDefinitionRule()); 
            pushFollow(FOLLOW_1);
            ruleVariantDefinition();

            state._fsp--;

             after(grammarAccess.getVariantDefinitionRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleVariantDefinition"


    // $ANTLR start "ruleVariantDefinition"
    // InternalBanneret.g:446:1: ruleVariantDefinition : ( ( rule__VariantDefinition__Group__0 ) ) ;
    public final void ruleVariantDefinition() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:450:2: ( ( ( rule__VariantDefinition__Group__0 ) ) )
            // InternalBanneret.g:451:2: ( ( rule__VariantDefinition__Group__0 ) )
            {
            // InternalBanneret.g:451:2: ( ( rule__VariantDefinition__Group__0 ) )
            // InternalBanneret.g:452:3: ( rule__VariantDefinition__Group__0 )
            {
             before(grammarAccess.getVariantDefinitionAccess().getGroup()); 
            // InternalBanneret.g:453:3: ( rule__VariantDefinition__Group__0 )
            // InternalBanneret.g:453:4: rule__VariantDefinition__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getVariantDefinitionAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleVariantDefinition"


    // $ANTLR start "entryRuleHexMap"
    // InternalBanneret.g:462:1: entryRuleHexMap : ruleHexMap EOF ;
    public final void entryRuleHexMap() throws RecognitionException {
        try {
            // InternalBanneret.g:463:1: ( ruleHexMap EOF )
            // InternalBanneret.g:464:1: ruleHexMap EOF
            {
             before(grammarAccess.getHexMapRule()); 
            pushFollow(FOLLOW_1);
            ruleHexMap();

            state._fsp--;

             after(grammarAccess.getHexMapRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleHexMap"


    // $ANTLR start "ruleHexMap"
    // InternalBanneret.g:471:1: ruleHexMap : ( ( rule__HexMap__Group__0 ) ) ;
    public final void ruleHexMap() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:475:2: ( ( ( rule__HexMap__Group__0 ) ) )
            // InternalBanneret.g:476:2: ( ( rule__HexMap__Group__0 ) )
            {
            // InternalBanneret.g:476:2: ( ( rule__HexMap__Group__0 ) )
            // InternalBanneret.g:477:3: ( rule__HexMap__Group__0 )
            {
             before(grammarAccess.getHexMapAccess().getGroup()); 
            // InternalBanneret.g:478:3: ( rule__HexMap__Group__0 )
            // InternalBanneret.g:478:4: rule__HexMap__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getHexMapAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleHexMap"


    // $ANTLR start "entryRuleHexGrid"
    // InternalBanneret.g:487:1: entryRuleHexGrid : ruleHexGrid EOF ;
    public final void entryRuleHexGrid() throws RecognitionException {
        try {
            // InternalBanneret.g:488:1: ( ruleHexGrid EOF )
            // InternalBanneret.g:489:1: ruleHexGrid EOF
            {
             before(grammarAccess.getHexGridRule()); 
            pushFollow(FOLLOW_1);
            ruleHexGrid();

            state._fsp--;

             after(grammarAccess.getHexGridRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleHexGrid"


    // $ANTLR start "ruleHexGrid"
    // InternalBanneret.g:496:1: ruleHexGrid : ( ( rule__HexGrid__Group__0 ) ) ;
    public final void ruleHexGrid() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:500:2: ( ( ( rule__HexGrid__Group__0 ) ) )
            // InternalBanneret.g:501:2: ( ( rule__HexGrid__Group__0 ) )
            {
            // InternalBanneret.g:501:2: ( ( rule__HexGrid__Group__0 ) )
            // InternalBanneret.g:502:3: ( rule__HexGrid__Group__0 )
            {
             before(grammarAccess.getHexGridAccess().getGroup()); 
            // InternalBanneret.g:503:3: ( rule__HexGrid__Group__0 )
            // InternalBanneret.g:503:4: rule__HexGrid__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getHexGridAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleHexGrid"


    // $ANTLR start "entryRuleRegion"
    // InternalBanneret.g:512:1: entryRuleRegion : ruleRegion EOF ;
    public final void entryRuleRegion() throws RecognitionException {
        try {
            // InternalBanneret.g:513:1: ( ruleRegion EOF )
            // InternalBanneret.g:514:1: ruleRegion EOF
            {
             before(grammarAccess.getRegionRule()); 
            pushFollow(FOLLOW_1);
            ruleRegion();

            state._fsp--;

             after(grammarAccess.getRegionRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleRegion"


    // $ANTLR start "ruleRegion"
    // InternalBanneret.g:521:1: ruleRegion : ( ( rule__Region__Group__0 ) ) ;
    public final void ruleRegion() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:525:2: ( ( ( rule__Region__Group__0 ) ) )
            // InternalBanneret.g:526:2: ( ( rule__Region__Group__0 ) )
            {
            // InternalBanneret.g:526:2: ( ( rule__Region__Group__0 ) )
            // InternalBanneret.g:527:3: ( rule__Region__Group__0 )
            {
             before(grammarAccess.getRegionAccess().getGroup()); 
            // InternalBanneret.g:528:3: ( rule__Region__Group__0 )
            // InternalBanneret.g:528:4: rule__Region__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__Region__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getRegionAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleRegion"


    // $ANTLR start "entryRuleScenario"
    // InternalBanneret.g:537:1: entryRuleScenario : ruleScenario EOF ;
    public final void entryRuleScenario() throws RecognitionException {
        try {
            // InternalBanneret.g:538:1: ( ruleScenario EOF )
            // InternalBanneret.g:539:1: ruleScenario EOF
            {
             before(grammarAccess.getScenarioRule()); 
            pushFollow(FOLLOW_1);
            ruleScenario();

            state._fsp--;

             after(grammarAccess.getScenarioRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleScenario"


    // $ANTLR start "ruleScenario"
    // InternalBanneret.g:546:1: ruleScenario : ( ( rule__Scenario__Group__0 ) ) ;
    public final void ruleScenario() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:550:2: ( ( ( rule__Scenario__Group__0 ) ) )
            // InternalBanneret.g:551:2: ( ( rule__Scenario__Group__0 ) )
            {
            // InternalBanneret.g:551:2: ( ( rule__Scenario__Group__0 ) )
            // InternalBanneret.g:552:3: ( rule__Scenario__Group__0 )
            {
             before(grammarAccess.getScenarioAccess().getGroup()); 
            // InternalBanneret.g:553:3: ( rule__Scenario__Group__0 )
            // InternalBanneret.g:553:4: rule__Scenario__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getScenarioAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleScenario"


    // $ANTLR start "entryRuleSide"
    // InternalBanneret.g:562:1: entryRuleSide : ruleSide EOF ;
    public final void entryRuleSide() throws RecognitionException {
        try {
            // InternalBanneret.g:563:1: ( ruleSide EOF )
            // InternalBanneret.g:564:1: ruleSide EOF
            {
             before(grammarAccess.getSideRule()); 
            pushFollow(FOLLOW_1);
            ruleSide();

            state._fsp--;

             after(grammarAccess.getSideRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleSide"


    // $ANTLR start "ruleSide"
    // InternalBanneret.g:571:1: ruleSide : ( ( rule__Side__Group__0 ) ) ;
    public final void ruleSide() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:575:2: ( ( ( rule__Side__Group__0 ) ) )
            // InternalBanneret.g:576:2: ( ( rule__Side__Group__0 ) )
            {
            // InternalBanneret.g:576:2: ( ( rule__Side__Group__0 ) )
            // InternalBanneret.g:577:3: ( rule__Side__Group__0 )
            {
             before(grammarAccess.getSideAccess().getGroup()); 
            // InternalBanneret.g:578:3: ( rule__Side__Group__0 )
            // InternalBanneret.g:578:4: rule__Side__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__Side__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getSideAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleSide"


    // $ANTLR start "entryRuleHexLabel"
    // InternalBanneret.g:587:1: entryRuleHexLabel : ruleHexLabel EOF ;
    public final void entryRuleHexLabel() throws RecognitionException {
        try {
            // InternalBanneret.g:588:1: ( ruleHexLabel EOF )
            // InternalBanneret.g:589:1: ruleHexLabel EOF
            {
             before(grammarAccess.getHexLabelRule()); 
            pushFollow(FOLLOW_1);
            ruleHexLabel();

            state._fsp--;

             after(grammarAccess.getHexLabelRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleHexLabel"


    // $ANTLR start "ruleHexLabel"
    // InternalBanneret.g:596:1: ruleHexLabel : ( ( rule__HexLabel__Alternatives ) ) ;
    public final void ruleHexLabel() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:600:2: ( ( ( rule__HexLabel__Alternatives ) ) )
            // InternalBanneret.g:601:2: ( ( rule__HexLabel__Alternatives ) )
            {
            // InternalBanneret.g:601:2: ( ( rule__HexLabel__Alternatives ) )
            // InternalBanneret.g:602:3: ( rule__HexLabel__Alternatives )
            {
             before(grammarAccess.getHexLabelAccess().getAlternatives()); 
            // InternalBanneret.g:603:3: ( rule__HexLabel__Alternatives )
            // InternalBanneret.g:603:4: rule__HexLabel__Alternatives
            {
            pushFollow(FOLLOW_2);
            rule__HexLabel__Alternatives();

            state._fsp--;


            }

             after(grammarAccess.getHexLabelAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleHexLabel"


    // $ANTLR start "entryRuleQualifiedName"
    // InternalBanneret.g:612:1: entryRuleQualifiedName : ruleQualifiedName EOF ;
    public final void entryRuleQualifiedName() throws RecognitionException {
        try {
            // InternalBanneret.g:613:1: ( ruleQualifiedName EOF )
            // InternalBanneret.g:614:1: ruleQualifiedName EOF
            {
             before(grammarAccess.getQualifiedNameRule()); 
            pushFollow(FOLLOW_1);
            ruleQualifiedName();

            state._fsp--;

             after(grammarAccess.getQualifiedNameRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleQualifiedName"


    // $ANTLR start "ruleQualifiedName"
    // InternalBanneret.g:621:1: ruleQualifiedName : ( ( rule__QualifiedName__Group__0 ) ) ;
    public final void ruleQualifiedName() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:625:2: ( ( ( rule__QualifiedName__Group__0 ) ) )
            // InternalBanneret.g:626:2: ( ( rule__QualifiedName__Group__0 ) )
            {
            // InternalBanneret.g:626:2: ( ( rule__QualifiedName__Group__0 ) )
            // InternalBanneret.g:627:3: ( rule__QualifiedName__Group__0 )
            {
             before(grammarAccess.getQualifiedNameAccess().getGroup()); 
            // InternalBanneret.g:628:3: ( rule__QualifiedName__Group__0 )
            // InternalBanneret.g:628:4: rule__QualifiedName__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__QualifiedName__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getQualifiedNameAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleQualifiedName"


    // $ANTLR start "entryRuleSignedInt"
    // InternalBanneret.g:637:1: entryRuleSignedInt : ruleSignedInt EOF ;
    public final void entryRuleSignedInt() throws RecognitionException {
        try {
            // InternalBanneret.g:638:1: ( ruleSignedInt EOF )
            // InternalBanneret.g:639:1: ruleSignedInt EOF
            {
             before(grammarAccess.getSignedIntRule()); 
            pushFollow(FOLLOW_1);
            ruleSignedInt();

            state._fsp--;

             after(grammarAccess.getSignedIntRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleSignedInt"


    // $ANTLR start "ruleSignedInt"
    // InternalBanneret.g:646:1: ruleSignedInt : ( ( rule__SignedInt__Group__0 ) ) ;
    public final void ruleSignedInt() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:650:2: ( ( ( rule__SignedInt__Group__0 ) ) )
            // InternalBanneret.g:651:2: ( ( rule__SignedInt__Group__0 ) )
            {
            // InternalBanneret.g:651:2: ( ( rule__SignedInt__Group__0 ) )
            // InternalBanneret.g:652:3: ( rule__SignedInt__Group__0 )
            {
             before(grammarAccess.getSignedIntAccess().getGroup()); 
            // InternalBanneret.g:653:3: ( rule__SignedInt__Group__0 )
            // InternalBanneret.g:653:4: rule__SignedInt__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__SignedInt__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getSignedIntAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleSignedInt"


    // $ANTLR start "entryRuleMillimetres"
    // InternalBanneret.g:662:1: entryRuleMillimetres : ruleMillimetres EOF ;
    public final void entryRuleMillimetres() throws RecognitionException {
        try {
            // InternalBanneret.g:663:1: ( ruleMillimetres EOF )
            // InternalBanneret.g:664:1: ruleMillimetres EOF
            {
             before(grammarAccess.getMillimetresRule()); 
            pushFollow(FOLLOW_1);
            ruleMillimetres();

            state._fsp--;

             after(grammarAccess.getMillimetresRule()); 
            match(input,EOF,FOLLOW_2); 

            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {
        }
        return ;
    }
    // $ANTLR end "entryRuleMillimetres"


    // $ANTLR start "ruleMillimetres"
    // InternalBanneret.g:671:1: ruleMillimetres : ( ( rule__Millimetres__Group__0 ) ) ;
    public final void ruleMillimetres() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:675:2: ( ( ( rule__Millimetres__Group__0 ) ) )
            // InternalBanneret.g:676:2: ( ( rule__Millimetres__Group__0 ) )
            {
            // InternalBanneret.g:676:2: ( ( rule__Millimetres__Group__0 ) )
            // InternalBanneret.g:677:3: ( rule__Millimetres__Group__0 )
            {
             before(grammarAccess.getMillimetresAccess().getGroup()); 
            // InternalBanneret.g:678:3: ( rule__Millimetres__Group__0 )
            // InternalBanneret.g:678:4: rule__Millimetres__Group__0
            {
            pushFollow(FOLLOW_2);
            rule__Millimetres__Group__0();

            state._fsp--;


            }

             after(grammarAccess.getMillimetresAccess().getGroup()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleMillimetres"


    // $ANTLR start "ruleStackingMeasure"
    // InternalBanneret.g:687:1: ruleStackingMeasure : ( ( rule__StackingMeasure__Alternatives ) ) ;
    public final void ruleStackingMeasure() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:691:1: ( ( ( rule__StackingMeasure__Alternatives ) ) )
            // InternalBanneret.g:692:2: ( ( rule__StackingMeasure__Alternatives ) )
            {
            // InternalBanneret.g:692:2: ( ( rule__StackingMeasure__Alternatives ) )
            // InternalBanneret.g:693:3: ( rule__StackingMeasure__Alternatives )
            {
             before(grammarAccess.getStackingMeasureAccess().getAlternatives()); 
            // InternalBanneret.g:694:3: ( rule__StackingMeasure__Alternatives )
            // InternalBanneret.g:694:4: rule__StackingMeasure__Alternatives
            {
            pushFollow(FOLLOW_2);
            rule__StackingMeasure__Alternatives();

            state._fsp--;


            }

             after(grammarAccess.getStackingMeasureAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleStackingMeasure"


    // $ANTLR start "ruleFootprint"
    // InternalBanneret.g:703:1: ruleFootprint : ( ( rule__Footprint__Alternatives ) ) ;
    public final void ruleFootprint() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:707:1: ( ( ( rule__Footprint__Alternatives ) ) )
            // InternalBanneret.g:708:2: ( ( rule__Footprint__Alternatives ) )
            {
            // InternalBanneret.g:708:2: ( ( rule__Footprint__Alternatives ) )
            // InternalBanneret.g:709:3: ( rule__Footprint__Alternatives )
            {
             before(grammarAccess.getFootprintAccess().getAlternatives()); 
            // InternalBanneret.g:710:3: ( rule__Footprint__Alternatives )
            // InternalBanneret.g:710:4: rule__Footprint__Alternatives
            {
            pushFollow(FOLLOW_2);
            rule__Footprint__Alternatives();

            state._fsp--;


            }

             after(grammarAccess.getFootprintAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleFootprint"


    // $ANTLR start "ruleGridOrientation"
    // InternalBanneret.g:719:1: ruleGridOrientation : ( ( rule__GridOrientation__Alternatives ) ) ;
    public final void ruleGridOrientation() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:723:1: ( ( ( rule__GridOrientation__Alternatives ) ) )
            // InternalBanneret.g:724:2: ( ( rule__GridOrientation__Alternatives ) )
            {
            // InternalBanneret.g:724:2: ( ( rule__GridOrientation__Alternatives ) )
            // InternalBanneret.g:725:3: ( rule__GridOrientation__Alternatives )
            {
             before(grammarAccess.getGridOrientationAccess().getAlternatives()); 
            // InternalBanneret.g:726:3: ( rule__GridOrientation__Alternatives )
            // InternalBanneret.g:726:4: rule__GridOrientation__Alternatives
            {
            pushFollow(FOLLOW_2);
            rule__GridOrientation__Alternatives();

            state._fsp--;


            }

             after(grammarAccess.getGridOrientationAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleGridOrientation"


    // $ANTLR start "ruleOffsetParity"
    // InternalBanneret.g:735:1: ruleOffsetParity : ( ( rule__OffsetParity__Alternatives ) ) ;
    public final void ruleOffsetParity() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:739:1: ( ( ( rule__OffsetParity__Alternatives ) ) )
            // InternalBanneret.g:740:2: ( ( rule__OffsetParity__Alternatives ) )
            {
            // InternalBanneret.g:740:2: ( ( rule__OffsetParity__Alternatives ) )
            // InternalBanneret.g:741:3: ( rule__OffsetParity__Alternatives )
            {
             before(grammarAccess.getOffsetParityAccess().getAlternatives()); 
            // InternalBanneret.g:742:3: ( rule__OffsetParity__Alternatives )
            // InternalBanneret.g:742:4: rule__OffsetParity__Alternatives
            {
            pushFollow(FOLLOW_2);
            rule__OffsetParity__Alternatives();

            state._fsp--;


            }

             after(grammarAccess.getOffsetParityAccess().getAlternatives()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "ruleOffsetParity"


    // $ANTLR start "rule__Model__Alternatives"
    // InternalBanneret.g:750:1: rule__Model__Alternatives : ( ( ruleGameSystem ) | ( ruleHexMap ) | ( ruleScenario ) );
    public final void rule__Model__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:754:1: ( ( ruleGameSystem ) | ( ruleHexMap ) | ( ruleScenario ) )
            int alt2=3;
            switch ( input.LA(1) ) {
            case 19:
                {
                alt2=1;
                }
                break;
            case 68:
                {
                alt2=2;
                }
                break;
            case 74:
                {
                alt2=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 2, 0, input);

                throw nvae;
            }

            switch (alt2) {
                case 1 :
                    // InternalBanneret.g:755:2: ( ruleGameSystem )
                    {
                    // InternalBanneret.g:755:2: ( ruleGameSystem )
                    // InternalBanneret.g:756:3: ruleGameSystem
                    {
                     before(grammarAccess.getModelAccess().getGameSystemParserRuleCall_0()); 
                    pushFollow(FOLLOW_2);
                    ruleGameSystem();

                    state._fsp--;

                     after(grammarAccess.getModelAccess().getGameSystemParserRuleCall_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:761:2: ( ruleHexMap )
                    {
                    // InternalBanneret.g:761:2: ( ruleHexMap )
                    // InternalBanneret.g:762:3: ruleHexMap
                    {
                     before(grammarAccess.getModelAccess().getHexMapParserRuleCall_1()); 
                    pushFollow(FOLLOW_2);
                    ruleHexMap();

                    state._fsp--;

                     after(grammarAccess.getModelAccess().getHexMapParserRuleCall_1()); 

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:767:2: ( ruleScenario )
                    {
                    // InternalBanneret.g:767:2: ( ruleScenario )
                    // InternalBanneret.g:768:3: ruleScenario
                    {
                     before(grammarAccess.getModelAccess().getScenarioParserRuleCall_2()); 
                    pushFollow(FOLLOW_2);
                    ruleScenario();

                    state._fsp--;

                     after(grammarAccess.getModelAccess().getScenarioParserRuleCall_2()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Model__Alternatives"


    // $ANTLR start "rule__GameSystem__Alternatives_6"
    // InternalBanneret.g:777:1: rule__GameSystem__Alternatives_6 : ( ( ( rule__GameSystem__Group_6_0__0 ) ) | ( ( rule__GameSystem__Group_6_1__0 ) ) | ( ( rule__GameSystem__Group_6_2__0 ) ) | ( ( rule__GameSystem__Group_6_3__0 ) ) | ( ( rule__GameSystem__Group_6_4__0 ) ) | ( ( rule__GameSystem__Group_6_5__0 ) ) | ( ( rule__GameSystem__Group_6_6__0 ) ) | ( ( rule__GameSystem__Group_6_7__0 ) ) | ( ( rule__GameSystem__Group_6_8__0 ) ) | ( ( rule__GameSystem__Group_6_9__0 ) ) | ( ( rule__GameSystem__Group_6_10__0 ) ) );
    public final void rule__GameSystem__Alternatives_6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:781:1: ( ( ( rule__GameSystem__Group_6_0__0 ) ) | ( ( rule__GameSystem__Group_6_1__0 ) ) | ( ( rule__GameSystem__Group_6_2__0 ) ) | ( ( rule__GameSystem__Group_6_3__0 ) ) | ( ( rule__GameSystem__Group_6_4__0 ) ) | ( ( rule__GameSystem__Group_6_5__0 ) ) | ( ( rule__GameSystem__Group_6_6__0 ) ) | ( ( rule__GameSystem__Group_6_7__0 ) ) | ( ( rule__GameSystem__Group_6_8__0 ) ) | ( ( rule__GameSystem__Group_6_9__0 ) ) | ( ( rule__GameSystem__Group_6_10__0 ) ) )
            int alt3=11;
            switch ( input.LA(1) ) {
            case 24:
                {
                alt3=1;
                }
                break;
            case 25:
                {
                alt3=2;
                }
                break;
            case 26:
                {
                alt3=3;
                }
                break;
            case 27:
                {
                alt3=4;
                }
                break;
            case 28:
                {
                alt3=5;
                }
                break;
            case 29:
                {
                alt3=6;
                }
                break;
            case 30:
                {
                alt3=7;
                }
                break;
            case 31:
                {
                alt3=8;
                }
                break;
            case 32:
                {
                alt3=9;
                }
                break;
            case 33:
                {
                alt3=10;
                }
                break;
            case 34:
                {
                alt3=11;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 3, 0, input);

                throw nvae;
            }

            switch (alt3) {
                case 1 :
                    // InternalBanneret.g:782:2: ( ( rule__GameSystem__Group_6_0__0 ) )
                    {
                    // InternalBanneret.g:782:2: ( ( rule__GameSystem__Group_6_0__0 ) )
                    // InternalBanneret.g:783:3: ( rule__GameSystem__Group_6_0__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_0()); 
                    // InternalBanneret.g:784:3: ( rule__GameSystem__Group_6_0__0 )
                    // InternalBanneret.g:784:4: rule__GameSystem__Group_6_0__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_0__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:788:2: ( ( rule__GameSystem__Group_6_1__0 ) )
                    {
                    // InternalBanneret.g:788:2: ( ( rule__GameSystem__Group_6_1__0 ) )
                    // InternalBanneret.g:789:3: ( rule__GameSystem__Group_6_1__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_1()); 
                    // InternalBanneret.g:790:3: ( rule__GameSystem__Group_6_1__0 )
                    // InternalBanneret.g:790:4: rule__GameSystem__Group_6_1__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_1__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_1()); 

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:794:2: ( ( rule__GameSystem__Group_6_2__0 ) )
                    {
                    // InternalBanneret.g:794:2: ( ( rule__GameSystem__Group_6_2__0 ) )
                    // InternalBanneret.g:795:3: ( rule__GameSystem__Group_6_2__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_2()); 
                    // InternalBanneret.g:796:3: ( rule__GameSystem__Group_6_2__0 )
                    // InternalBanneret.g:796:4: rule__GameSystem__Group_6_2__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_2__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_2()); 

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:800:2: ( ( rule__GameSystem__Group_6_3__0 ) )
                    {
                    // InternalBanneret.g:800:2: ( ( rule__GameSystem__Group_6_3__0 ) )
                    // InternalBanneret.g:801:3: ( rule__GameSystem__Group_6_3__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_3()); 
                    // InternalBanneret.g:802:3: ( rule__GameSystem__Group_6_3__0 )
                    // InternalBanneret.g:802:4: rule__GameSystem__Group_6_3__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_3__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_3()); 

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:806:2: ( ( rule__GameSystem__Group_6_4__0 ) )
                    {
                    // InternalBanneret.g:806:2: ( ( rule__GameSystem__Group_6_4__0 ) )
                    // InternalBanneret.g:807:3: ( rule__GameSystem__Group_6_4__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_4()); 
                    // InternalBanneret.g:808:3: ( rule__GameSystem__Group_6_4__0 )
                    // InternalBanneret.g:808:4: rule__GameSystem__Group_6_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_4__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_4()); 

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:812:2: ( ( rule__GameSystem__Group_6_5__0 ) )
                    {
                    // InternalBanneret.g:812:2: ( ( rule__GameSystem__Group_6_5__0 ) )
                    // InternalBanneret.g:813:3: ( rule__GameSystem__Group_6_5__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_5()); 
                    // InternalBanneret.g:814:3: ( rule__GameSystem__Group_6_5__0 )
                    // InternalBanneret.g:814:4: rule__GameSystem__Group_6_5__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_5__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_5()); 

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:818:2: ( ( rule__GameSystem__Group_6_6__0 ) )
                    {
                    // InternalBanneret.g:818:2: ( ( rule__GameSystem__Group_6_6__0 ) )
                    // InternalBanneret.g:819:3: ( rule__GameSystem__Group_6_6__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_6()); 
                    // InternalBanneret.g:820:3: ( rule__GameSystem__Group_6_6__0 )
                    // InternalBanneret.g:820:4: rule__GameSystem__Group_6_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_6__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_6()); 

                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:824:2: ( ( rule__GameSystem__Group_6_7__0 ) )
                    {
                    // InternalBanneret.g:824:2: ( ( rule__GameSystem__Group_6_7__0 ) )
                    // InternalBanneret.g:825:3: ( rule__GameSystem__Group_6_7__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_7()); 
                    // InternalBanneret.g:826:3: ( rule__GameSystem__Group_6_7__0 )
                    // InternalBanneret.g:826:4: rule__GameSystem__Group_6_7__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_7__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_7()); 

                    }


                    }
                    break;
                case 9 :
                    // InternalBanneret.g:830:2: ( ( rule__GameSystem__Group_6_8__0 ) )
                    {
                    // InternalBanneret.g:830:2: ( ( rule__GameSystem__Group_6_8__0 ) )
                    // InternalBanneret.g:831:3: ( rule__GameSystem__Group_6_8__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_8()); 
                    // InternalBanneret.g:832:3: ( rule__GameSystem__Group_6_8__0 )
                    // InternalBanneret.g:832:4: rule__GameSystem__Group_6_8__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_8__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_8()); 

                    }


                    }
                    break;
                case 10 :
                    // InternalBanneret.g:836:2: ( ( rule__GameSystem__Group_6_9__0 ) )
                    {
                    // InternalBanneret.g:836:2: ( ( rule__GameSystem__Group_6_9__0 ) )
                    // InternalBanneret.g:837:3: ( rule__GameSystem__Group_6_9__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_9()); 
                    // InternalBanneret.g:838:3: ( rule__GameSystem__Group_6_9__0 )
                    // InternalBanneret.g:838:4: rule__GameSystem__Group_6_9__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_9__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_9()); 

                    }


                    }
                    break;
                case 11 :
                    // InternalBanneret.g:842:2: ( ( rule__GameSystem__Group_6_10__0 ) )
                    {
                    // InternalBanneret.g:842:2: ( ( rule__GameSystem__Group_6_10__0 ) )
                    // InternalBanneret.g:843:3: ( rule__GameSystem__Group_6_10__0 )
                    {
                     before(grammarAccess.getGameSystemAccess().getGroup_6_10()); 
                    // InternalBanneret.g:844:3: ( rule__GameSystem__Group_6_10__0 )
                    // InternalBanneret.g:844:4: rule__GameSystem__Group_6_10__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_6_10__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getGameSystemAccess().getGroup_6_10()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Alternatives_6"


    // $ANTLR start "rule__TerrainEffectBody__Alternatives_1_1"
    // InternalBanneret.g:852:1: rule__TerrainEffectBody__Alternatives_1_1 : ( ( ( rule__TerrainEffectBody__Group_1_1_0__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_1__0 ) ) | ( ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_3__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_4__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_5__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_6__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_7__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_8__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_9__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_10__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_11__0 ) ) );
    public final void rule__TerrainEffectBody__Alternatives_1_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:856:1: ( ( ( rule__TerrainEffectBody__Group_1_1_0__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_1__0 ) ) | ( ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_3__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_4__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_5__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_6__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_7__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_8__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_9__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_10__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_11__0 ) ) )
            int alt4=12;
            alt4 = dfa4.predict(input);
            switch (alt4) {
                case 1 :
                    // InternalBanneret.g:857:2: ( ( rule__TerrainEffectBody__Group_1_1_0__0 ) )
                    {
                    // InternalBanneret.g:857:2: ( ( rule__TerrainEffectBody__Group_1_1_0__0 ) )
                    // InternalBanneret.g:858:3: ( rule__TerrainEffectBody__Group_1_1_0__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_0()); 
                    // InternalBanneret.g:859:3: ( rule__TerrainEffectBody__Group_1_1_0__0 )
                    // InternalBanneret.g:859:4: rule__TerrainEffectBody__Group_1_1_0__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_0__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:863:2: ( ( rule__TerrainEffectBody__Group_1_1_1__0 ) )
                    {
                    // InternalBanneret.g:863:2: ( ( rule__TerrainEffectBody__Group_1_1_1__0 ) )
                    // InternalBanneret.g:864:3: ( rule__TerrainEffectBody__Group_1_1_1__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_1()); 
                    // InternalBanneret.g:865:3: ( rule__TerrainEffectBody__Group_1_1_1__0 )
                    // InternalBanneret.g:865:4: rule__TerrainEffectBody__Group_1_1_1__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_1__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_1()); 

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:869:2: ( ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 ) )
                    {
                    // InternalBanneret.g:869:2: ( ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 ) )
                    // InternalBanneret.g:870:3: ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getImpassableAssignment_1_1_2()); 
                    // InternalBanneret.g:871:3: ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 )
                    // InternalBanneret.g:871:4: rule__TerrainEffectBody__ImpassableAssignment_1_1_2
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__ImpassableAssignment_1_1_2();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getImpassableAssignment_1_1_2()); 

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:875:2: ( ( rule__TerrainEffectBody__Group_1_1_3__0 ) )
                    {
                    // InternalBanneret.g:875:2: ( ( rule__TerrainEffectBody__Group_1_1_3__0 ) )
                    // InternalBanneret.g:876:3: ( rule__TerrainEffectBody__Group_1_1_3__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_3()); 
                    // InternalBanneret.g:877:3: ( rule__TerrainEffectBody__Group_1_1_3__0 )
                    // InternalBanneret.g:877:4: rule__TerrainEffectBody__Group_1_1_3__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_3__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_3()); 

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:881:2: ( ( rule__TerrainEffectBody__Group_1_1_4__0 ) )
                    {
                    // InternalBanneret.g:881:2: ( ( rule__TerrainEffectBody__Group_1_1_4__0 ) )
                    // InternalBanneret.g:882:3: ( rule__TerrainEffectBody__Group_1_1_4__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_4()); 
                    // InternalBanneret.g:883:3: ( rule__TerrainEffectBody__Group_1_1_4__0 )
                    // InternalBanneret.g:883:4: rule__TerrainEffectBody__Group_1_1_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_4__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_4()); 

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:887:2: ( ( rule__TerrainEffectBody__Group_1_1_5__0 ) )
                    {
                    // InternalBanneret.g:887:2: ( ( rule__TerrainEffectBody__Group_1_1_5__0 ) )
                    // InternalBanneret.g:888:3: ( rule__TerrainEffectBody__Group_1_1_5__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_5()); 
                    // InternalBanneret.g:889:3: ( rule__TerrainEffectBody__Group_1_1_5__0 )
                    // InternalBanneret.g:889:4: rule__TerrainEffectBody__Group_1_1_5__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_5__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_5()); 

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:893:2: ( ( rule__TerrainEffectBody__Group_1_1_6__0 ) )
                    {
                    // InternalBanneret.g:893:2: ( ( rule__TerrainEffectBody__Group_1_1_6__0 ) )
                    // InternalBanneret.g:894:3: ( rule__TerrainEffectBody__Group_1_1_6__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_6()); 
                    // InternalBanneret.g:895:3: ( rule__TerrainEffectBody__Group_1_1_6__0 )
                    // InternalBanneret.g:895:4: rule__TerrainEffectBody__Group_1_1_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_6__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_6()); 

                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:899:2: ( ( rule__TerrainEffectBody__Group_1_1_7__0 ) )
                    {
                    // InternalBanneret.g:899:2: ( ( rule__TerrainEffectBody__Group_1_1_7__0 ) )
                    // InternalBanneret.g:900:3: ( rule__TerrainEffectBody__Group_1_1_7__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_7()); 
                    // InternalBanneret.g:901:3: ( rule__TerrainEffectBody__Group_1_1_7__0 )
                    // InternalBanneret.g:901:4: rule__TerrainEffectBody__Group_1_1_7__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_7__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_7()); 

                    }


                    }
                    break;
                case 9 :
                    // InternalBanneret.g:905:2: ( ( rule__TerrainEffectBody__Group_1_1_8__0 ) )
                    {
                    // InternalBanneret.g:905:2: ( ( rule__TerrainEffectBody__Group_1_1_8__0 ) )
                    // InternalBanneret.g:906:3: ( rule__TerrainEffectBody__Group_1_1_8__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_8()); 
                    // InternalBanneret.g:907:3: ( rule__TerrainEffectBody__Group_1_1_8__0 )
                    // InternalBanneret.g:907:4: rule__TerrainEffectBody__Group_1_1_8__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_8__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_8()); 

                    }


                    }
                    break;
                case 10 :
                    // InternalBanneret.g:911:2: ( ( rule__TerrainEffectBody__Group_1_1_9__0 ) )
                    {
                    // InternalBanneret.g:911:2: ( ( rule__TerrainEffectBody__Group_1_1_9__0 ) )
                    // InternalBanneret.g:912:3: ( rule__TerrainEffectBody__Group_1_1_9__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_9()); 
                    // InternalBanneret.g:913:3: ( rule__TerrainEffectBody__Group_1_1_9__0 )
                    // InternalBanneret.g:913:4: rule__TerrainEffectBody__Group_1_1_9__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_9__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_9()); 

                    }


                    }
                    break;
                case 11 :
                    // InternalBanneret.g:917:2: ( ( rule__TerrainEffectBody__Group_1_1_10__0 ) )
                    {
                    // InternalBanneret.g:917:2: ( ( rule__TerrainEffectBody__Group_1_1_10__0 ) )
                    // InternalBanneret.g:918:3: ( rule__TerrainEffectBody__Group_1_1_10__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_10()); 
                    // InternalBanneret.g:919:3: ( rule__TerrainEffectBody__Group_1_1_10__0 )
                    // InternalBanneret.g:919:4: rule__TerrainEffectBody__Group_1_1_10__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_10__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_10()); 

                    }


                    }
                    break;
                case 12 :
                    // InternalBanneret.g:923:2: ( ( rule__TerrainEffectBody__Group_1_1_11__0 ) )
                    {
                    // InternalBanneret.g:923:2: ( ( rule__TerrainEffectBody__Group_1_1_11__0 ) )
                    // InternalBanneret.g:924:3: ( rule__TerrainEffectBody__Group_1_1_11__0 )
                    {
                     before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_11()); 
                    // InternalBanneret.g:925:3: ( rule__TerrainEffectBody__Group_1_1_11__0 )
                    // InternalBanneret.g:925:4: rule__TerrainEffectBody__Group_1_1_11__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1_1_11__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_11()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Alternatives_1_1"


    // $ANTLR start "rule__UnitType__Alternatives_5_2"
    // InternalBanneret.g:933:1: rule__UnitType__Alternatives_5_2 : ( ( ( rule__UnitType__Group_5_2_0__0 ) ) | ( ( rule__UnitType__Group_5_2_1__0 ) ) | ( ( rule__UnitType__Group_5_2_2__0 ) ) | ( ( rule__UnitType__Group_5_2_3__0 ) ) );
    public final void rule__UnitType__Alternatives_5_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:937:1: ( ( ( rule__UnitType__Group_5_2_0__0 ) ) | ( ( rule__UnitType__Group_5_2_1__0 ) ) | ( ( rule__UnitType__Group_5_2_2__0 ) ) | ( ( rule__UnitType__Group_5_2_3__0 ) ) )
            int alt5=4;
            switch ( input.LA(1) ) {
            case 54:
                {
                alt5=1;
                }
                break;
            case 55:
                {
                alt5=2;
                }
                break;
            case 57:
                {
                alt5=3;
                }
                break;
            case 58:
                {
                alt5=4;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 5, 0, input);

                throw nvae;
            }

            switch (alt5) {
                case 1 :
                    // InternalBanneret.g:938:2: ( ( rule__UnitType__Group_5_2_0__0 ) )
                    {
                    // InternalBanneret.g:938:2: ( ( rule__UnitType__Group_5_2_0__0 ) )
                    // InternalBanneret.g:939:3: ( rule__UnitType__Group_5_2_0__0 )
                    {
                     before(grammarAccess.getUnitTypeAccess().getGroup_5_2_0()); 
                    // InternalBanneret.g:940:3: ( rule__UnitType__Group_5_2_0__0 )
                    // InternalBanneret.g:940:4: rule__UnitType__Group_5_2_0__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__Group_5_2_0__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getUnitTypeAccess().getGroup_5_2_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:944:2: ( ( rule__UnitType__Group_5_2_1__0 ) )
                    {
                    // InternalBanneret.g:944:2: ( ( rule__UnitType__Group_5_2_1__0 ) )
                    // InternalBanneret.g:945:3: ( rule__UnitType__Group_5_2_1__0 )
                    {
                     before(grammarAccess.getUnitTypeAccess().getGroup_5_2_1()); 
                    // InternalBanneret.g:946:3: ( rule__UnitType__Group_5_2_1__0 )
                    // InternalBanneret.g:946:4: rule__UnitType__Group_5_2_1__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__Group_5_2_1__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getUnitTypeAccess().getGroup_5_2_1()); 

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:950:2: ( ( rule__UnitType__Group_5_2_2__0 ) )
                    {
                    // InternalBanneret.g:950:2: ( ( rule__UnitType__Group_5_2_2__0 ) )
                    // InternalBanneret.g:951:3: ( rule__UnitType__Group_5_2_2__0 )
                    {
                     before(grammarAccess.getUnitTypeAccess().getGroup_5_2_2()); 
                    // InternalBanneret.g:952:3: ( rule__UnitType__Group_5_2_2__0 )
                    // InternalBanneret.g:952:4: rule__UnitType__Group_5_2_2__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__Group_5_2_2__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getUnitTypeAccess().getGroup_5_2_2()); 

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:956:2: ( ( rule__UnitType__Group_5_2_3__0 ) )
                    {
                    // InternalBanneret.g:956:2: ( ( rule__UnitType__Group_5_2_3__0 ) )
                    // InternalBanneret.g:957:3: ( rule__UnitType__Group_5_2_3__0 )
                    {
                     before(grammarAccess.getUnitTypeAccess().getGroup_5_2_3()); 
                    // InternalBanneret.g:958:3: ( rule__UnitType__Group_5_2_3__0 )
                    // InternalBanneret.g:958:4: rule__UnitType__Group_5_2_3__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__Group_5_2_3__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getUnitTypeAccess().getGroup_5_2_3()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Alternatives_5_2"


    // $ANTLR start "rule__CounterSpecBody__Alternatives"
    // InternalBanneret.g:966:1: rule__CounterSpecBody__Alternatives : ( ( ( rule__CounterSpecBody__Group_0__0 ) ) | ( ( rule__CounterSpecBody__Group_1__0 ) ) | ( ( rule__CounterSpecBody__Group_2__0 ) ) | ( ( rule__CounterSpecBody__Group_3__0 ) ) | ( ( rule__CounterSpecBody__Group_4__0 ) ) | ( ( rule__CounterSpecBody__Group_5__0 ) ) | ( ( rule__CounterSpecBody__Group_6__0 ) ) | ( ( rule__CounterSpecBody__Group_7__0 ) ) );
    public final void rule__CounterSpecBody__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:970:1: ( ( ( rule__CounterSpecBody__Group_0__0 ) ) | ( ( rule__CounterSpecBody__Group_1__0 ) ) | ( ( rule__CounterSpecBody__Group_2__0 ) ) | ( ( rule__CounterSpecBody__Group_3__0 ) ) | ( ( rule__CounterSpecBody__Group_4__0 ) ) | ( ( rule__CounterSpecBody__Group_5__0 ) ) | ( ( rule__CounterSpecBody__Group_6__0 ) ) | ( ( rule__CounterSpecBody__Group_7__0 ) ) )
            int alt6=8;
            switch ( input.LA(1) ) {
            case 60:
                {
                alt6=1;
                }
                break;
            case 61:
                {
                alt6=2;
                }
                break;
            case 62:
                {
                alt6=3;
                }
                break;
            case 12:
                {
                alt6=4;
                }
                break;
            case 57:
                {
                alt6=5;
                }
                break;
            case 63:
                {
                alt6=6;
                }
                break;
            case 45:
                {
                alt6=7;
                }
                break;
            case 46:
                {
                alt6=8;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 6, 0, input);

                throw nvae;
            }

            switch (alt6) {
                case 1 :
                    // InternalBanneret.g:971:2: ( ( rule__CounterSpecBody__Group_0__0 ) )
                    {
                    // InternalBanneret.g:971:2: ( ( rule__CounterSpecBody__Group_0__0 ) )
                    // InternalBanneret.g:972:3: ( rule__CounterSpecBody__Group_0__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_0()); 
                    // InternalBanneret.g:973:3: ( rule__CounterSpecBody__Group_0__0 )
                    // InternalBanneret.g:973:4: rule__CounterSpecBody__Group_0__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_0__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:977:2: ( ( rule__CounterSpecBody__Group_1__0 ) )
                    {
                    // InternalBanneret.g:977:2: ( ( rule__CounterSpecBody__Group_1__0 ) )
                    // InternalBanneret.g:978:3: ( rule__CounterSpecBody__Group_1__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_1()); 
                    // InternalBanneret.g:979:3: ( rule__CounterSpecBody__Group_1__0 )
                    // InternalBanneret.g:979:4: rule__CounterSpecBody__Group_1__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_1__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_1()); 

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:983:2: ( ( rule__CounterSpecBody__Group_2__0 ) )
                    {
                    // InternalBanneret.g:983:2: ( ( rule__CounterSpecBody__Group_2__0 ) )
                    // InternalBanneret.g:984:3: ( rule__CounterSpecBody__Group_2__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_2()); 
                    // InternalBanneret.g:985:3: ( rule__CounterSpecBody__Group_2__0 )
                    // InternalBanneret.g:985:4: rule__CounterSpecBody__Group_2__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_2__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_2()); 

                    }


                    }
                    break;
                case 4 :
                    // InternalBanneret.g:989:2: ( ( rule__CounterSpecBody__Group_3__0 ) )
                    {
                    // InternalBanneret.g:989:2: ( ( rule__CounterSpecBody__Group_3__0 ) )
                    // InternalBanneret.g:990:3: ( rule__CounterSpecBody__Group_3__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_3()); 
                    // InternalBanneret.g:991:3: ( rule__CounterSpecBody__Group_3__0 )
                    // InternalBanneret.g:991:4: rule__CounterSpecBody__Group_3__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_3__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_3()); 

                    }


                    }
                    break;
                case 5 :
                    // InternalBanneret.g:995:2: ( ( rule__CounterSpecBody__Group_4__0 ) )
                    {
                    // InternalBanneret.g:995:2: ( ( rule__CounterSpecBody__Group_4__0 ) )
                    // InternalBanneret.g:996:3: ( rule__CounterSpecBody__Group_4__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_4()); 
                    // InternalBanneret.g:997:3: ( rule__CounterSpecBody__Group_4__0 )
                    // InternalBanneret.g:997:4: rule__CounterSpecBody__Group_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_4__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_4()); 

                    }


                    }
                    break;
                case 6 :
                    // InternalBanneret.g:1001:2: ( ( rule__CounterSpecBody__Group_5__0 ) )
                    {
                    // InternalBanneret.g:1001:2: ( ( rule__CounterSpecBody__Group_5__0 ) )
                    // InternalBanneret.g:1002:3: ( rule__CounterSpecBody__Group_5__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_5()); 
                    // InternalBanneret.g:1003:3: ( rule__CounterSpecBody__Group_5__0 )
                    // InternalBanneret.g:1003:4: rule__CounterSpecBody__Group_5__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_5__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_5()); 

                    }


                    }
                    break;
                case 7 :
                    // InternalBanneret.g:1007:2: ( ( rule__CounterSpecBody__Group_6__0 ) )
                    {
                    // InternalBanneret.g:1007:2: ( ( rule__CounterSpecBody__Group_6__0 ) )
                    // InternalBanneret.g:1008:3: ( rule__CounterSpecBody__Group_6__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_6()); 
                    // InternalBanneret.g:1009:3: ( rule__CounterSpecBody__Group_6__0 )
                    // InternalBanneret.g:1009:4: rule__CounterSpecBody__Group_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_6__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_6()); 

                    }


                    }
                    break;
                case 8 :
                    // InternalBanneret.g:1013:2: ( ( rule__CounterSpecBody__Group_7__0 ) )
                    {
                    // InternalBanneret.g:1013:2: ( ( rule__CounterSpecBody__Group_7__0 ) )
                    // InternalBanneret.g:1014:3: ( rule__CounterSpecBody__Group_7__0 )
                    {
                     before(grammarAccess.getCounterSpecBodyAccess().getGroup_7()); 
                    // InternalBanneret.g:1015:3: ( rule__CounterSpecBody__Group_7__0 )
                    // InternalBanneret.g:1015:4: rule__CounterSpecBody__Group_7__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterSpecBody__Group_7__0();

                    state._fsp--;


                    }

                     after(grammarAccess.getCounterSpecBodyAccess().getGroup_7()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Alternatives"


    // $ANTLR start "rule__HexLabel__Alternatives"
    // InternalBanneret.g:1023:1: rule__HexLabel__Alternatives : ( ( RULE_INT ) | ( RULE_ID ) | ( RULE_STRING ) );
    public final void rule__HexLabel__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1027:1: ( ( RULE_INT ) | ( RULE_ID ) | ( RULE_STRING ) )
            int alt7=3;
            switch ( input.LA(1) ) {
            case RULE_INT:
                {
                alt7=1;
                }
                break;
            case RULE_ID:
                {
                alt7=2;
                }
                break;
            case RULE_STRING:
                {
                alt7=3;
                }
                break;
            default:
                NoViableAltException nvae =
                    new NoViableAltException("", 7, 0, input);

                throw nvae;
            }

            switch (alt7) {
                case 1 :
                    // InternalBanneret.g:1028:2: ( RULE_INT )
                    {
                    // InternalBanneret.g:1028:2: ( RULE_INT )
                    // InternalBanneret.g:1029:3: RULE_INT
                    {
                     before(grammarAccess.getHexLabelAccess().getINTTerminalRuleCall_0()); 
                    match(input,RULE_INT,FOLLOW_2); 
                     after(grammarAccess.getHexLabelAccess().getINTTerminalRuleCall_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:1034:2: ( RULE_ID )
                    {
                    // InternalBanneret.g:1034:2: ( RULE_ID )
                    // InternalBanneret.g:1035:3: RULE_ID
                    {
                     before(grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_1()); 
                    match(input,RULE_ID,FOLLOW_2); 
                     after(grammarAccess.getHexLabelAccess().getIDTerminalRuleCall_1()); 

                    }


                    }
                    break;
                case 3 :
                    // InternalBanneret.g:1040:2: ( RULE_STRING )
                    {
                    // InternalBanneret.g:1040:2: ( RULE_STRING )
                    // InternalBanneret.g:1041:3: RULE_STRING
                    {
                     before(grammarAccess.getHexLabelAccess().getSTRINGTerminalRuleCall_2()); 
                    match(input,RULE_STRING,FOLLOW_2); 
                     after(grammarAccess.getHexLabelAccess().getSTRINGTerminalRuleCall_2()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexLabel__Alternatives"


    // $ANTLR start "rule__StackingMeasure__Alternatives"
    // InternalBanneret.g:1050:1: rule__StackingMeasure__Alternatives : ( ( ( 'counters' ) ) | ( ( 'strength' ) ) );
    public final void rule__StackingMeasure__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1054:1: ( ( ( 'counters' ) ) | ( ( 'strength' ) ) )
            int alt8=2;
            int LA8_0 = input.LA(1);

            if ( (LA8_0==11) ) {
                alt8=1;
            }
            else if ( (LA8_0==12) ) {
                alt8=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 8, 0, input);

                throw nvae;
            }
            switch (alt8) {
                case 1 :
                    // InternalBanneret.g:1055:2: ( ( 'counters' ) )
                    {
                    // InternalBanneret.g:1055:2: ( ( 'counters' ) )
                    // InternalBanneret.g:1056:3: ( 'counters' )
                    {
                     before(grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0()); 
                    // InternalBanneret.g:1057:3: ( 'counters' )
                    // InternalBanneret.g:1057:4: 'counters'
                    {
                    match(input,11,FOLLOW_2); 

                    }

                     after(grammarAccess.getStackingMeasureAccess().getCOUNTEnumLiteralDeclaration_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:1061:2: ( ( 'strength' ) )
                    {
                    // InternalBanneret.g:1061:2: ( ( 'strength' ) )
                    // InternalBanneret.g:1062:3: ( 'strength' )
                    {
                     before(grammarAccess.getStackingMeasureAccess().getSTRENGTHEnumLiteralDeclaration_1()); 
                    // InternalBanneret.g:1063:3: ( 'strength' )
                    // InternalBanneret.g:1063:4: 'strength'
                    {
                    match(input,12,FOLLOW_2); 

                    }

                     after(grammarAccess.getStackingMeasureAccess().getSTRENGTHEnumLiteralDeclaration_1()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingMeasure__Alternatives"


    // $ANTLR start "rule__Footprint__Alternatives"
    // InternalBanneret.g:1071:1: rule__Footprint__Alternatives : ( ( ( 'single' ) ) | ( ( 'double' ) ) );
    public final void rule__Footprint__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1075:1: ( ( ( 'single' ) ) | ( ( 'double' ) ) )
            int alt9=2;
            int LA9_0 = input.LA(1);

            if ( (LA9_0==13) ) {
                alt9=1;
            }
            else if ( (LA9_0==14) ) {
                alt9=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 9, 0, input);

                throw nvae;
            }
            switch (alt9) {
                case 1 :
                    // InternalBanneret.g:1076:2: ( ( 'single' ) )
                    {
                    // InternalBanneret.g:1076:2: ( ( 'single' ) )
                    // InternalBanneret.g:1077:3: ( 'single' )
                    {
                     before(grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0()); 
                    // InternalBanneret.g:1078:3: ( 'single' )
                    // InternalBanneret.g:1078:4: 'single'
                    {
                    match(input,13,FOLLOW_2); 

                    }

                     after(grammarAccess.getFootprintAccess().getSINGLEEnumLiteralDeclaration_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:1082:2: ( ( 'double' ) )
                    {
                    // InternalBanneret.g:1082:2: ( ( 'double' ) )
                    // InternalBanneret.g:1083:3: ( 'double' )
                    {
                     before(grammarAccess.getFootprintAccess().getDOUBLEEnumLiteralDeclaration_1()); 
                    // InternalBanneret.g:1084:3: ( 'double' )
                    // InternalBanneret.g:1084:4: 'double'
                    {
                    match(input,14,FOLLOW_2); 

                    }

                     after(grammarAccess.getFootprintAccess().getDOUBLEEnumLiteralDeclaration_1()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Footprint__Alternatives"


    // $ANTLR start "rule__GridOrientation__Alternatives"
    // InternalBanneret.g:1092:1: rule__GridOrientation__Alternatives : ( ( ( 'flat' ) ) | ( ( 'pointy' ) ) );
    public final void rule__GridOrientation__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1096:1: ( ( ( 'flat' ) ) | ( ( 'pointy' ) ) )
            int alt10=2;
            int LA10_0 = input.LA(1);

            if ( (LA10_0==15) ) {
                alt10=1;
            }
            else if ( (LA10_0==16) ) {
                alt10=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 10, 0, input);

                throw nvae;
            }
            switch (alt10) {
                case 1 :
                    // InternalBanneret.g:1097:2: ( ( 'flat' ) )
                    {
                    // InternalBanneret.g:1097:2: ( ( 'flat' ) )
                    // InternalBanneret.g:1098:3: ( 'flat' )
                    {
                     before(grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0()); 
                    // InternalBanneret.g:1099:3: ( 'flat' )
                    // InternalBanneret.g:1099:4: 'flat'
                    {
                    match(input,15,FOLLOW_2); 

                    }

                     after(grammarAccess.getGridOrientationAccess().getFLATEnumLiteralDeclaration_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:1103:2: ( ( 'pointy' ) )
                    {
                    // InternalBanneret.g:1103:2: ( ( 'pointy' ) )
                    // InternalBanneret.g:1104:3: ( 'pointy' )
                    {
                     before(grammarAccess.getGridOrientationAccess().getPOINTYEnumLiteralDeclaration_1()); 
                    // InternalBanneret.g:1105:3: ( 'pointy' )
                    // InternalBanneret.g:1105:4: 'pointy'
                    {
                    match(input,16,FOLLOW_2); 

                    }

                     after(grammarAccess.getGridOrientationAccess().getPOINTYEnumLiteralDeclaration_1()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GridOrientation__Alternatives"


    // $ANTLR start "rule__OffsetParity__Alternatives"
    // InternalBanneret.g:1113:1: rule__OffsetParity__Alternatives : ( ( ( 'odd' ) ) | ( ( 'even' ) ) );
    public final void rule__OffsetParity__Alternatives() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1117:1: ( ( ( 'odd' ) ) | ( ( 'even' ) ) )
            int alt11=2;
            int LA11_0 = input.LA(1);

            if ( (LA11_0==17) ) {
                alt11=1;
            }
            else if ( (LA11_0==18) ) {
                alt11=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 11, 0, input);

                throw nvae;
            }
            switch (alt11) {
                case 1 :
                    // InternalBanneret.g:1118:2: ( ( 'odd' ) )
                    {
                    // InternalBanneret.g:1118:2: ( ( 'odd' ) )
                    // InternalBanneret.g:1119:3: ( 'odd' )
                    {
                     before(grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0()); 
                    // InternalBanneret.g:1120:3: ( 'odd' )
                    // InternalBanneret.g:1120:4: 'odd'
                    {
                    match(input,17,FOLLOW_2); 

                    }

                     after(grammarAccess.getOffsetParityAccess().getODDEnumLiteralDeclaration_0()); 

                    }


                    }
                    break;
                case 2 :
                    // InternalBanneret.g:1124:2: ( ( 'even' ) )
                    {
                    // InternalBanneret.g:1124:2: ( ( 'even' ) )
                    // InternalBanneret.g:1125:3: ( 'even' )
                    {
                     before(grammarAccess.getOffsetParityAccess().getEVENEnumLiteralDeclaration_1()); 
                    // InternalBanneret.g:1126:3: ( 'even' )
                    // InternalBanneret.g:1126:4: 'even'
                    {
                    match(input,18,FOLLOW_2); 

                    }

                     after(grammarAccess.getOffsetParityAccess().getEVENEnumLiteralDeclaration_1()); 

                    }


                    }
                    break;

            }
        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__OffsetParity__Alternatives"


    // $ANTLR start "rule__GameSystem__Group__0"
    // InternalBanneret.g:1134:1: rule__GameSystem__Group__0 : rule__GameSystem__Group__0__Impl rule__GameSystem__Group__1 ;
    public final void rule__GameSystem__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1138:1: ( rule__GameSystem__Group__0__Impl rule__GameSystem__Group__1 )
            // InternalBanneret.g:1139:2: rule__GameSystem__Group__0__Impl rule__GameSystem__Group__1
            {
            pushFollow(FOLLOW_4);
            rule__GameSystem__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__0"


    // $ANTLR start "rule__GameSystem__Group__0__Impl"
    // InternalBanneret.g:1146:1: rule__GameSystem__Group__0__Impl : ( 'game' ) ;
    public final void rule__GameSystem__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1150:1: ( ( 'game' ) )
            // InternalBanneret.g:1151:1: ( 'game' )
            {
            // InternalBanneret.g:1151:1: ( 'game' )
            // InternalBanneret.g:1152:2: 'game'
            {
             before(grammarAccess.getGameSystemAccess().getGameKeyword_0()); 
            match(input,19,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getGameKeyword_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__0__Impl"


    // $ANTLR start "rule__GameSystem__Group__1"
    // InternalBanneret.g:1161:1: rule__GameSystem__Group__1 : rule__GameSystem__Group__1__Impl rule__GameSystem__Group__2 ;
    public final void rule__GameSystem__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1165:1: ( rule__GameSystem__Group__1__Impl rule__GameSystem__Group__2 )
            // InternalBanneret.g:1166:2: rule__GameSystem__Group__1__Impl rule__GameSystem__Group__2
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__1"


    // $ANTLR start "rule__GameSystem__Group__1__Impl"
    // InternalBanneret.g:1173:1: rule__GameSystem__Group__1__Impl : ( 'system' ) ;
    public final void rule__GameSystem__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1177:1: ( ( 'system' ) )
            // InternalBanneret.g:1178:1: ( 'system' )
            {
            // InternalBanneret.g:1178:1: ( 'system' )
            // InternalBanneret.g:1179:2: 'system'
            {
             before(grammarAccess.getGameSystemAccess().getSystemKeyword_1()); 
            match(input,20,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getSystemKeyword_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__1__Impl"


    // $ANTLR start "rule__GameSystem__Group__2"
    // InternalBanneret.g:1188:1: rule__GameSystem__Group__2 : rule__GameSystem__Group__2__Impl rule__GameSystem__Group__3 ;
    public final void rule__GameSystem__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1192:1: ( rule__GameSystem__Group__2__Impl rule__GameSystem__Group__3 )
            // InternalBanneret.g:1193:2: rule__GameSystem__Group__2__Impl rule__GameSystem__Group__3
            {
            pushFollow(FOLLOW_6);
            rule__GameSystem__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__2"


    // $ANTLR start "rule__GameSystem__Group__2__Impl"
    // InternalBanneret.g:1200:1: rule__GameSystem__Group__2__Impl : ( ( rule__GameSystem__NameAssignment_2 ) ) ;
    public final void rule__GameSystem__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1204:1: ( ( ( rule__GameSystem__NameAssignment_2 ) ) )
            // InternalBanneret.g:1205:1: ( ( rule__GameSystem__NameAssignment_2 ) )
            {
            // InternalBanneret.g:1205:1: ( ( rule__GameSystem__NameAssignment_2 ) )
            // InternalBanneret.g:1206:2: ( rule__GameSystem__NameAssignment_2 )
            {
             before(grammarAccess.getGameSystemAccess().getNameAssignment_2()); 
            // InternalBanneret.g:1207:2: ( rule__GameSystem__NameAssignment_2 )
            // InternalBanneret.g:1207:3: rule__GameSystem__NameAssignment_2
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__NameAssignment_2();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getNameAssignment_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__2__Impl"


    // $ANTLR start "rule__GameSystem__Group__3"
    // InternalBanneret.g:1215:1: rule__GameSystem__Group__3 : rule__GameSystem__Group__3__Impl rule__GameSystem__Group__4 ;
    public final void rule__GameSystem__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1219:1: ( rule__GameSystem__Group__3__Impl rule__GameSystem__Group__4 )
            // InternalBanneret.g:1220:2: rule__GameSystem__Group__3__Impl rule__GameSystem__Group__4
            {
            pushFollow(FOLLOW_6);
            rule__GameSystem__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__3"


    // $ANTLR start "rule__GameSystem__Group__3__Impl"
    // InternalBanneret.g:1227:1: rule__GameSystem__Group__3__Impl : ( ( rule__GameSystem__TitleAssignment_3 )? ) ;
    public final void rule__GameSystem__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1231:1: ( ( ( rule__GameSystem__TitleAssignment_3 )? ) )
            // InternalBanneret.g:1232:1: ( ( rule__GameSystem__TitleAssignment_3 )? )
            {
            // InternalBanneret.g:1232:1: ( ( rule__GameSystem__TitleAssignment_3 )? )
            // InternalBanneret.g:1233:2: ( rule__GameSystem__TitleAssignment_3 )?
            {
             before(grammarAccess.getGameSystemAccess().getTitleAssignment_3()); 
            // InternalBanneret.g:1234:2: ( rule__GameSystem__TitleAssignment_3 )?
            int alt12=2;
            int LA12_0 = input.LA(1);

            if ( (LA12_0==RULE_STRING) ) {
                alt12=1;
            }
            switch (alt12) {
                case 1 :
                    // InternalBanneret.g:1234:3: rule__GameSystem__TitleAssignment_3
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__TitleAssignment_3();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getGameSystemAccess().getTitleAssignment_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__3__Impl"


    // $ANTLR start "rule__GameSystem__Group__4"
    // InternalBanneret.g:1242:1: rule__GameSystem__Group__4 : rule__GameSystem__Group__4__Impl rule__GameSystem__Group__5 ;
    public final void rule__GameSystem__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1246:1: ( rule__GameSystem__Group__4__Impl rule__GameSystem__Group__5 )
            // InternalBanneret.g:1247:2: rule__GameSystem__Group__4__Impl rule__GameSystem__Group__5
            {
            pushFollow(FOLLOW_7);
            rule__GameSystem__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__4"


    // $ANTLR start "rule__GameSystem__Group__4__Impl"
    // InternalBanneret.g:1254:1: rule__GameSystem__Group__4__Impl : ( '{' ) ;
    public final void rule__GameSystem__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1258:1: ( ( '{' ) )
            // InternalBanneret.g:1259:1: ( '{' )
            {
            // InternalBanneret.g:1259:1: ( '{' )
            // InternalBanneret.g:1260:2: '{'
            {
             before(grammarAccess.getGameSystemAccess().getLeftCurlyBracketKeyword_4()); 
            match(input,21,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getLeftCurlyBracketKeyword_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__4__Impl"


    // $ANTLR start "rule__GameSystem__Group__5"
    // InternalBanneret.g:1269:1: rule__GameSystem__Group__5 : rule__GameSystem__Group__5__Impl rule__GameSystem__Group__6 ;
    public final void rule__GameSystem__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1273:1: ( rule__GameSystem__Group__5__Impl rule__GameSystem__Group__6 )
            // InternalBanneret.g:1274:2: rule__GameSystem__Group__5__Impl rule__GameSystem__Group__6
            {
            pushFollow(FOLLOW_7);
            rule__GameSystem__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__5"


    // $ANTLR start "rule__GameSystem__Group__5__Impl"
    // InternalBanneret.g:1281:1: rule__GameSystem__Group__5__Impl : ( ( rule__GameSystem__Group_5__0 )? ) ;
    public final void rule__GameSystem__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1285:1: ( ( ( rule__GameSystem__Group_5__0 )? ) )
            // InternalBanneret.g:1286:1: ( ( rule__GameSystem__Group_5__0 )? )
            {
            // InternalBanneret.g:1286:1: ( ( rule__GameSystem__Group_5__0 )? )
            // InternalBanneret.g:1287:2: ( rule__GameSystem__Group_5__0 )?
            {
             before(grammarAccess.getGameSystemAccess().getGroup_5()); 
            // InternalBanneret.g:1288:2: ( rule__GameSystem__Group_5__0 )?
            int alt13=2;
            int LA13_0 = input.LA(1);

            if ( (LA13_0==23) ) {
                alt13=1;
            }
            switch (alt13) {
                case 1 :
                    // InternalBanneret.g:1288:3: rule__GameSystem__Group_5__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__GameSystem__Group_5__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getGameSystemAccess().getGroup_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__5__Impl"


    // $ANTLR start "rule__GameSystem__Group__6"
    // InternalBanneret.g:1296:1: rule__GameSystem__Group__6 : rule__GameSystem__Group__6__Impl rule__GameSystem__Group__7 ;
    public final void rule__GameSystem__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1300:1: ( rule__GameSystem__Group__6__Impl rule__GameSystem__Group__7 )
            // InternalBanneret.g:1301:2: rule__GameSystem__Group__6__Impl rule__GameSystem__Group__7
            {
            pushFollow(FOLLOW_7);
            rule__GameSystem__Group__6__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__7();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__6"


    // $ANTLR start "rule__GameSystem__Group__6__Impl"
    // InternalBanneret.g:1308:1: rule__GameSystem__Group__6__Impl : ( ( rule__GameSystem__Alternatives_6 )* ) ;
    public final void rule__GameSystem__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1312:1: ( ( ( rule__GameSystem__Alternatives_6 )* ) )
            // InternalBanneret.g:1313:1: ( ( rule__GameSystem__Alternatives_6 )* )
            {
            // InternalBanneret.g:1313:1: ( ( rule__GameSystem__Alternatives_6 )* )
            // InternalBanneret.g:1314:2: ( rule__GameSystem__Alternatives_6 )*
            {
             before(grammarAccess.getGameSystemAccess().getAlternatives_6()); 
            // InternalBanneret.g:1315:2: ( rule__GameSystem__Alternatives_6 )*
            loop14:
            do {
                int alt14=2;
                int LA14_0 = input.LA(1);

                if ( ((LA14_0>=24 && LA14_0<=34)) ) {
                    alt14=1;
                }


                switch (alt14) {
            	case 1 :
            	    // InternalBanneret.g:1315:3: rule__GameSystem__Alternatives_6
            	    {
            	    pushFollow(FOLLOW_8);
            	    rule__GameSystem__Alternatives_6();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop14;
                }
            } while (true);

             after(grammarAccess.getGameSystemAccess().getAlternatives_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__6__Impl"


    // $ANTLR start "rule__GameSystem__Group__7"
    // InternalBanneret.g:1323:1: rule__GameSystem__Group__7 : rule__GameSystem__Group__7__Impl ;
    public final void rule__GameSystem__Group__7() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1327:1: ( rule__GameSystem__Group__7__Impl )
            // InternalBanneret.g:1328:2: rule__GameSystem__Group__7__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group__7__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__7"


    // $ANTLR start "rule__GameSystem__Group__7__Impl"
    // InternalBanneret.g:1334:1: rule__GameSystem__Group__7__Impl : ( '}' ) ;
    public final void rule__GameSystem__Group__7__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1338:1: ( ( '}' ) )
            // InternalBanneret.g:1339:1: ( '}' )
            {
            // InternalBanneret.g:1339:1: ( '}' )
            // InternalBanneret.g:1340:2: '}'
            {
             before(grammarAccess.getGameSystemAccess().getRightCurlyBracketKeyword_7()); 
            match(input,22,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getRightCurlyBracketKeyword_7()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group__7__Impl"


    // $ANTLR start "rule__GameSystem__Group_5__0"
    // InternalBanneret.g:1350:1: rule__GameSystem__Group_5__0 : rule__GameSystem__Group_5__0__Impl rule__GameSystem__Group_5__1 ;
    public final void rule__GameSystem__Group_5__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1354:1: ( rule__GameSystem__Group_5__0__Impl rule__GameSystem__Group_5__1 )
            // InternalBanneret.g:1355:2: rule__GameSystem__Group_5__0__Impl rule__GameSystem__Group_5__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_5__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_5__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_5__0"


    // $ANTLR start "rule__GameSystem__Group_5__0__Impl"
    // InternalBanneret.g:1362:1: rule__GameSystem__Group_5__0__Impl : ( 'rules' ) ;
    public final void rule__GameSystem__Group_5__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1366:1: ( ( 'rules' ) )
            // InternalBanneret.g:1367:1: ( 'rules' )
            {
            // InternalBanneret.g:1367:1: ( 'rules' )
            // InternalBanneret.g:1368:2: 'rules'
            {
             before(grammarAccess.getGameSystemAccess().getRulesKeyword_5_0()); 
            match(input,23,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getRulesKeyword_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_5__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_5__1"
    // InternalBanneret.g:1377:1: rule__GameSystem__Group_5__1 : rule__GameSystem__Group_5__1__Impl ;
    public final void rule__GameSystem__Group_5__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1381:1: ( rule__GameSystem__Group_5__1__Impl )
            // InternalBanneret.g:1382:2: rule__GameSystem__Group_5__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_5__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_5__1"


    // $ANTLR start "rule__GameSystem__Group_5__1__Impl"
    // InternalBanneret.g:1388:1: rule__GameSystem__Group_5__1__Impl : ( ( rule__GameSystem__RuleSetAssignment_5_1 ) ) ;
    public final void rule__GameSystem__Group_5__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1392:1: ( ( ( rule__GameSystem__RuleSetAssignment_5_1 ) ) )
            // InternalBanneret.g:1393:1: ( ( rule__GameSystem__RuleSetAssignment_5_1 ) )
            {
            // InternalBanneret.g:1393:1: ( ( rule__GameSystem__RuleSetAssignment_5_1 ) )
            // InternalBanneret.g:1394:2: ( rule__GameSystem__RuleSetAssignment_5_1 )
            {
             before(grammarAccess.getGameSystemAccess().getRuleSetAssignment_5_1()); 
            // InternalBanneret.g:1395:2: ( rule__GameSystem__RuleSetAssignment_5_1 )
            // InternalBanneret.g:1395:3: rule__GameSystem__RuleSetAssignment_5_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__RuleSetAssignment_5_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getRuleSetAssignment_5_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_5__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_0__0"
    // InternalBanneret.g:1404:1: rule__GameSystem__Group_6_0__0 : rule__GameSystem__Group_6_0__0__Impl rule__GameSystem__Group_6_0__1 ;
    public final void rule__GameSystem__Group_6_0__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1408:1: ( rule__GameSystem__Group_6_0__0__Impl rule__GameSystem__Group_6_0__1 )
            // InternalBanneret.g:1409:2: rule__GameSystem__Group_6_0__0__Impl rule__GameSystem__Group_6_0__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_0__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_0__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_0__0"


    // $ANTLR start "rule__GameSystem__Group_6_0__0__Impl"
    // InternalBanneret.g:1416:1: rule__GameSystem__Group_6_0__0__Impl : ( 'nationality' ) ;
    public final void rule__GameSystem__Group_6_0__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1420:1: ( ( 'nationality' ) )
            // InternalBanneret.g:1421:1: ( 'nationality' )
            {
            // InternalBanneret.g:1421:1: ( 'nationality' )
            // InternalBanneret.g:1422:2: 'nationality'
            {
             before(grammarAccess.getGameSystemAccess().getNationalityKeyword_6_0_0()); 
            match(input,24,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getNationalityKeyword_6_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_0__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_0__1"
    // InternalBanneret.g:1431:1: rule__GameSystem__Group_6_0__1 : rule__GameSystem__Group_6_0__1__Impl ;
    public final void rule__GameSystem__Group_6_0__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1435:1: ( rule__GameSystem__Group_6_0__1__Impl )
            // InternalBanneret.g:1436:2: rule__GameSystem__Group_6_0__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_0__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_0__1"


    // $ANTLR start "rule__GameSystem__Group_6_0__1__Impl"
    // InternalBanneret.g:1442:1: rule__GameSystem__Group_6_0__1__Impl : ( ( rule__GameSystem__NationalitiesAssignment_6_0_1 ) ) ;
    public final void rule__GameSystem__Group_6_0__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1446:1: ( ( ( rule__GameSystem__NationalitiesAssignment_6_0_1 ) ) )
            // InternalBanneret.g:1447:1: ( ( rule__GameSystem__NationalitiesAssignment_6_0_1 ) )
            {
            // InternalBanneret.g:1447:1: ( ( rule__GameSystem__NationalitiesAssignment_6_0_1 ) )
            // InternalBanneret.g:1448:2: ( rule__GameSystem__NationalitiesAssignment_6_0_1 )
            {
             before(grammarAccess.getGameSystemAccess().getNationalitiesAssignment_6_0_1()); 
            // InternalBanneret.g:1449:2: ( rule__GameSystem__NationalitiesAssignment_6_0_1 )
            // InternalBanneret.g:1449:3: rule__GameSystem__NationalitiesAssignment_6_0_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__NationalitiesAssignment_6_0_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getNationalitiesAssignment_6_0_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_0__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_1__0"
    // InternalBanneret.g:1458:1: rule__GameSystem__Group_6_1__0 : rule__GameSystem__Group_6_1__0__Impl rule__GameSystem__Group_6_1__1 ;
    public final void rule__GameSystem__Group_6_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1462:1: ( rule__GameSystem__Group_6_1__0__Impl rule__GameSystem__Group_6_1__1 )
            // InternalBanneret.g:1463:2: rule__GameSystem__Group_6_1__0__Impl rule__GameSystem__Group_6_1__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_1__0"


    // $ANTLR start "rule__GameSystem__Group_6_1__0__Impl"
    // InternalBanneret.g:1470:1: rule__GameSystem__Group_6_1__0__Impl : ( 'class' ) ;
    public final void rule__GameSystem__Group_6_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1474:1: ( ( 'class' ) )
            // InternalBanneret.g:1475:1: ( 'class' )
            {
            // InternalBanneret.g:1475:1: ( 'class' )
            // InternalBanneret.g:1476:2: 'class'
            {
             before(grammarAccess.getGameSystemAccess().getClassKeyword_6_1_0()); 
            match(input,25,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getClassKeyword_6_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_1__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_1__1"
    // InternalBanneret.g:1485:1: rule__GameSystem__Group_6_1__1 : rule__GameSystem__Group_6_1__1__Impl ;
    public final void rule__GameSystem__Group_6_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1489:1: ( rule__GameSystem__Group_6_1__1__Impl )
            // InternalBanneret.g:1490:2: rule__GameSystem__Group_6_1__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_1__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_1__1"


    // $ANTLR start "rule__GameSystem__Group_6_1__1__Impl"
    // InternalBanneret.g:1496:1: rule__GameSystem__Group_6_1__1__Impl : ( ( rule__GameSystem__UnitClassesAssignment_6_1_1 ) ) ;
    public final void rule__GameSystem__Group_6_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1500:1: ( ( ( rule__GameSystem__UnitClassesAssignment_6_1_1 ) ) )
            // InternalBanneret.g:1501:1: ( ( rule__GameSystem__UnitClassesAssignment_6_1_1 ) )
            {
            // InternalBanneret.g:1501:1: ( ( rule__GameSystem__UnitClassesAssignment_6_1_1 ) )
            // InternalBanneret.g:1502:2: ( rule__GameSystem__UnitClassesAssignment_6_1_1 )
            {
             before(grammarAccess.getGameSystemAccess().getUnitClassesAssignment_6_1_1()); 
            // InternalBanneret.g:1503:2: ( rule__GameSystem__UnitClassesAssignment_6_1_1 )
            // InternalBanneret.g:1503:3: rule__GameSystem__UnitClassesAssignment_6_1_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__UnitClassesAssignment_6_1_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getUnitClassesAssignment_6_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_1__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_2__0"
    // InternalBanneret.g:1512:1: rule__GameSystem__Group_6_2__0 : rule__GameSystem__Group_6_2__0__Impl rule__GameSystem__Group_6_2__1 ;
    public final void rule__GameSystem__Group_6_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1516:1: ( rule__GameSystem__Group_6_2__0__Impl rule__GameSystem__Group_6_2__1 )
            // InternalBanneret.g:1517:2: rule__GameSystem__Group_6_2__0__Impl rule__GameSystem__Group_6_2__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_2__0"


    // $ANTLR start "rule__GameSystem__Group_6_2__0__Impl"
    // InternalBanneret.g:1524:1: rule__GameSystem__Group_6_2__0__Impl : ( 'terrain' ) ;
    public final void rule__GameSystem__Group_6_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1528:1: ( ( 'terrain' ) )
            // InternalBanneret.g:1529:1: ( 'terrain' )
            {
            // InternalBanneret.g:1529:1: ( 'terrain' )
            // InternalBanneret.g:1530:2: 'terrain'
            {
             before(grammarAccess.getGameSystemAccess().getTerrainKeyword_6_2_0()); 
            match(input,26,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getTerrainKeyword_6_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_2__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_2__1"
    // InternalBanneret.g:1539:1: rule__GameSystem__Group_6_2__1 : rule__GameSystem__Group_6_2__1__Impl ;
    public final void rule__GameSystem__Group_6_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1543:1: ( rule__GameSystem__Group_6_2__1__Impl )
            // InternalBanneret.g:1544:2: rule__GameSystem__Group_6_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_2__1"


    // $ANTLR start "rule__GameSystem__Group_6_2__1__Impl"
    // InternalBanneret.g:1550:1: rule__GameSystem__Group_6_2__1__Impl : ( ( rule__GameSystem__TerrainTypesAssignment_6_2_1 ) ) ;
    public final void rule__GameSystem__Group_6_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1554:1: ( ( ( rule__GameSystem__TerrainTypesAssignment_6_2_1 ) ) )
            // InternalBanneret.g:1555:1: ( ( rule__GameSystem__TerrainTypesAssignment_6_2_1 ) )
            {
            // InternalBanneret.g:1555:1: ( ( rule__GameSystem__TerrainTypesAssignment_6_2_1 ) )
            // InternalBanneret.g:1556:2: ( rule__GameSystem__TerrainTypesAssignment_6_2_1 )
            {
             before(grammarAccess.getGameSystemAccess().getTerrainTypesAssignment_6_2_1()); 
            // InternalBanneret.g:1557:2: ( rule__GameSystem__TerrainTypesAssignment_6_2_1 )
            // InternalBanneret.g:1557:3: rule__GameSystem__TerrainTypesAssignment_6_2_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__TerrainTypesAssignment_6_2_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getTerrainTypesAssignment_6_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_2__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_3__0"
    // InternalBanneret.g:1566:1: rule__GameSystem__Group_6_3__0 : rule__GameSystem__Group_6_3__0__Impl rule__GameSystem__Group_6_3__1 ;
    public final void rule__GameSystem__Group_6_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1570:1: ( rule__GameSystem__Group_6_3__0__Impl rule__GameSystem__Group_6_3__1 )
            // InternalBanneret.g:1571:2: rule__GameSystem__Group_6_3__0__Impl rule__GameSystem__Group_6_3__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_3__0"


    // $ANTLR start "rule__GameSystem__Group_6_3__0__Impl"
    // InternalBanneret.g:1578:1: rule__GameSystem__Group_6_3__0__Impl : ( 'feature' ) ;
    public final void rule__GameSystem__Group_6_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1582:1: ( ( 'feature' ) )
            // InternalBanneret.g:1583:1: ( 'feature' )
            {
            // InternalBanneret.g:1583:1: ( 'feature' )
            // InternalBanneret.g:1584:2: 'feature'
            {
             before(grammarAccess.getGameSystemAccess().getFeatureKeyword_6_3_0()); 
            match(input,27,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getFeatureKeyword_6_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_3__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_3__1"
    // InternalBanneret.g:1593:1: rule__GameSystem__Group_6_3__1 : rule__GameSystem__Group_6_3__1__Impl ;
    public final void rule__GameSystem__Group_6_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1597:1: ( rule__GameSystem__Group_6_3__1__Impl )
            // InternalBanneret.g:1598:2: rule__GameSystem__Group_6_3__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_3__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_3__1"


    // $ANTLR start "rule__GameSystem__Group_6_3__1__Impl"
    // InternalBanneret.g:1604:1: rule__GameSystem__Group_6_3__1__Impl : ( ( rule__GameSystem__FeatureTypesAssignment_6_3_1 ) ) ;
    public final void rule__GameSystem__Group_6_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1608:1: ( ( ( rule__GameSystem__FeatureTypesAssignment_6_3_1 ) ) )
            // InternalBanneret.g:1609:1: ( ( rule__GameSystem__FeatureTypesAssignment_6_3_1 ) )
            {
            // InternalBanneret.g:1609:1: ( ( rule__GameSystem__FeatureTypesAssignment_6_3_1 ) )
            // InternalBanneret.g:1610:2: ( rule__GameSystem__FeatureTypesAssignment_6_3_1 )
            {
             before(grammarAccess.getGameSystemAccess().getFeatureTypesAssignment_6_3_1()); 
            // InternalBanneret.g:1611:2: ( rule__GameSystem__FeatureTypesAssignment_6_3_1 )
            // InternalBanneret.g:1611:3: rule__GameSystem__FeatureTypesAssignment_6_3_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__FeatureTypesAssignment_6_3_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getFeatureTypesAssignment_6_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_3__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_4__0"
    // InternalBanneret.g:1620:1: rule__GameSystem__Group_6_4__0 : rule__GameSystem__Group_6_4__0__Impl rule__GameSystem__Group_6_4__1 ;
    public final void rule__GameSystem__Group_6_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1624:1: ( rule__GameSystem__Group_6_4__0__Impl rule__GameSystem__Group_6_4__1 )
            // InternalBanneret.g:1625:2: rule__GameSystem__Group_6_4__0__Impl rule__GameSystem__Group_6_4__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_4__0"


    // $ANTLR start "rule__GameSystem__Group_6_4__0__Impl"
    // InternalBanneret.g:1632:1: rule__GameSystem__Group_6_4__0__Impl : ( 'hexside' ) ;
    public final void rule__GameSystem__Group_6_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1636:1: ( ( 'hexside' ) )
            // InternalBanneret.g:1637:1: ( 'hexside' )
            {
            // InternalBanneret.g:1637:1: ( 'hexside' )
            // InternalBanneret.g:1638:2: 'hexside'
            {
             before(grammarAccess.getGameSystemAccess().getHexsideKeyword_6_4_0()); 
            match(input,28,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getHexsideKeyword_6_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_4__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_4__1"
    // InternalBanneret.g:1647:1: rule__GameSystem__Group_6_4__1 : rule__GameSystem__Group_6_4__1__Impl ;
    public final void rule__GameSystem__Group_6_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1651:1: ( rule__GameSystem__Group_6_4__1__Impl )
            // InternalBanneret.g:1652:2: rule__GameSystem__Group_6_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_4__1"


    // $ANTLR start "rule__GameSystem__Group_6_4__1__Impl"
    // InternalBanneret.g:1658:1: rule__GameSystem__Group_6_4__1__Impl : ( ( rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 ) ) ;
    public final void rule__GameSystem__Group_6_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1662:1: ( ( ( rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 ) ) )
            // InternalBanneret.g:1663:1: ( ( rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 ) )
            {
            // InternalBanneret.g:1663:1: ( ( rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 ) )
            // InternalBanneret.g:1664:2: ( rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 )
            {
             before(grammarAccess.getGameSystemAccess().getHexsideFeatureTypesAssignment_6_4_1()); 
            // InternalBanneret.g:1665:2: ( rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 )
            // InternalBanneret.g:1665:3: rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getHexsideFeatureTypesAssignment_6_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_4__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_5__0"
    // InternalBanneret.g:1674:1: rule__GameSystem__Group_6_5__0 : rule__GameSystem__Group_6_5__0__Impl rule__GameSystem__Group_6_5__1 ;
    public final void rule__GameSystem__Group_6_5__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1678:1: ( rule__GameSystem__Group_6_5__0__Impl rule__GameSystem__Group_6_5__1 )
            // InternalBanneret.g:1679:2: rule__GameSystem__Group_6_5__0__Impl rule__GameSystem__Group_6_5__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_5__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_5__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_5__0"


    // $ANTLR start "rule__GameSystem__Group_6_5__0__Impl"
    // InternalBanneret.g:1686:1: rule__GameSystem__Group_6_5__0__Impl : ( 'slot' ) ;
    public final void rule__GameSystem__Group_6_5__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1690:1: ( ( 'slot' ) )
            // InternalBanneret.g:1691:1: ( 'slot' )
            {
            // InternalBanneret.g:1691:1: ( 'slot' )
            // InternalBanneret.g:1692:2: 'slot'
            {
             before(grammarAccess.getGameSystemAccess().getSlotKeyword_6_5_0()); 
            match(input,29,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getSlotKeyword_6_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_5__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_5__1"
    // InternalBanneret.g:1701:1: rule__GameSystem__Group_6_5__1 : rule__GameSystem__Group_6_5__1__Impl ;
    public final void rule__GameSystem__Group_6_5__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1705:1: ( rule__GameSystem__Group_6_5__1__Impl )
            // InternalBanneret.g:1706:2: rule__GameSystem__Group_6_5__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_5__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_5__1"


    // $ANTLR start "rule__GameSystem__Group_6_5__1__Impl"
    // InternalBanneret.g:1712:1: rule__GameSystem__Group_6_5__1__Impl : ( ( rule__GameSystem__LevelSlotsAssignment_6_5_1 ) ) ;
    public final void rule__GameSystem__Group_6_5__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1716:1: ( ( ( rule__GameSystem__LevelSlotsAssignment_6_5_1 ) ) )
            // InternalBanneret.g:1717:1: ( ( rule__GameSystem__LevelSlotsAssignment_6_5_1 ) )
            {
            // InternalBanneret.g:1717:1: ( ( rule__GameSystem__LevelSlotsAssignment_6_5_1 ) )
            // InternalBanneret.g:1718:2: ( rule__GameSystem__LevelSlotsAssignment_6_5_1 )
            {
             before(grammarAccess.getGameSystemAccess().getLevelSlotsAssignment_6_5_1()); 
            // InternalBanneret.g:1719:2: ( rule__GameSystem__LevelSlotsAssignment_6_5_1 )
            // InternalBanneret.g:1719:3: rule__GameSystem__LevelSlotsAssignment_6_5_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__LevelSlotsAssignment_6_5_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getLevelSlotsAssignment_6_5_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_5__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_6__0"
    // InternalBanneret.g:1728:1: rule__GameSystem__Group_6_6__0 : rule__GameSystem__Group_6_6__0__Impl rule__GameSystem__Group_6_6__1 ;
    public final void rule__GameSystem__Group_6_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1732:1: ( rule__GameSystem__Group_6_6__0__Impl rule__GameSystem__Group_6_6__1 )
            // InternalBanneret.g:1733:2: rule__GameSystem__Group_6_6__0__Impl rule__GameSystem__Group_6_6__1
            {
            pushFollow(FOLLOW_9);
            rule__GameSystem__Group_6_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_6__0"


    // $ANTLR start "rule__GameSystem__Group_6_6__0__Impl"
    // InternalBanneret.g:1740:1: rule__GameSystem__Group_6_6__0__Impl : ( 'stacking' ) ;
    public final void rule__GameSystem__Group_6_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1744:1: ( ( 'stacking' ) )
            // InternalBanneret.g:1745:1: ( 'stacking' )
            {
            // InternalBanneret.g:1745:1: ( 'stacking' )
            // InternalBanneret.g:1746:2: 'stacking'
            {
             before(grammarAccess.getGameSystemAccess().getStackingKeyword_6_6_0()); 
            match(input,30,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getStackingKeyword_6_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_6__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_6__1"
    // InternalBanneret.g:1755:1: rule__GameSystem__Group_6_6__1 : rule__GameSystem__Group_6_6__1__Impl ;
    public final void rule__GameSystem__Group_6_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1759:1: ( rule__GameSystem__Group_6_6__1__Impl )
            // InternalBanneret.g:1760:2: rule__GameSystem__Group_6_6__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_6__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_6__1"


    // $ANTLR start "rule__GameSystem__Group_6_6__1__Impl"
    // InternalBanneret.g:1766:1: rule__GameSystem__Group_6_6__1__Impl : ( ( rule__GameSystem__StackingLimitsAssignment_6_6_1 ) ) ;
    public final void rule__GameSystem__Group_6_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1770:1: ( ( ( rule__GameSystem__StackingLimitsAssignment_6_6_1 ) ) )
            // InternalBanneret.g:1771:1: ( ( rule__GameSystem__StackingLimitsAssignment_6_6_1 ) )
            {
            // InternalBanneret.g:1771:1: ( ( rule__GameSystem__StackingLimitsAssignment_6_6_1 ) )
            // InternalBanneret.g:1772:2: ( rule__GameSystem__StackingLimitsAssignment_6_6_1 )
            {
             before(grammarAccess.getGameSystemAccess().getStackingLimitsAssignment_6_6_1()); 
            // InternalBanneret.g:1773:2: ( rule__GameSystem__StackingLimitsAssignment_6_6_1 )
            // InternalBanneret.g:1773:3: rule__GameSystem__StackingLimitsAssignment_6_6_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__StackingLimitsAssignment_6_6_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getStackingLimitsAssignment_6_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_6__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_7__0"
    // InternalBanneret.g:1782:1: rule__GameSystem__Group_6_7__0 : rule__GameSystem__Group_6_7__0__Impl rule__GameSystem__Group_6_7__1 ;
    public final void rule__GameSystem__Group_6_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1786:1: ( rule__GameSystem__Group_6_7__0__Impl rule__GameSystem__Group_6_7__1 )
            // InternalBanneret.g:1787:2: rule__GameSystem__Group_6_7__0__Impl rule__GameSystem__Group_6_7__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_7__0"


    // $ANTLR start "rule__GameSystem__Group_6_7__0__Impl"
    // InternalBanneret.g:1794:1: rule__GameSystem__Group_6_7__0__Impl : ( 'unit' ) ;
    public final void rule__GameSystem__Group_6_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1798:1: ( ( 'unit' ) )
            // InternalBanneret.g:1799:1: ( 'unit' )
            {
            // InternalBanneret.g:1799:1: ( 'unit' )
            // InternalBanneret.g:1800:2: 'unit'
            {
             before(grammarAccess.getGameSystemAccess().getUnitKeyword_6_7_0()); 
            match(input,31,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getUnitKeyword_6_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_7__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_7__1"
    // InternalBanneret.g:1809:1: rule__GameSystem__Group_6_7__1 : rule__GameSystem__Group_6_7__1__Impl ;
    public final void rule__GameSystem__Group_6_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1813:1: ( rule__GameSystem__Group_6_7__1__Impl )
            // InternalBanneret.g:1814:2: rule__GameSystem__Group_6_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_7__1"


    // $ANTLR start "rule__GameSystem__Group_6_7__1__Impl"
    // InternalBanneret.g:1820:1: rule__GameSystem__Group_6_7__1__Impl : ( ( rule__GameSystem__UnitTypesAssignment_6_7_1 ) ) ;
    public final void rule__GameSystem__Group_6_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1824:1: ( ( ( rule__GameSystem__UnitTypesAssignment_6_7_1 ) ) )
            // InternalBanneret.g:1825:1: ( ( rule__GameSystem__UnitTypesAssignment_6_7_1 ) )
            {
            // InternalBanneret.g:1825:1: ( ( rule__GameSystem__UnitTypesAssignment_6_7_1 ) )
            // InternalBanneret.g:1826:2: ( rule__GameSystem__UnitTypesAssignment_6_7_1 )
            {
             before(grammarAccess.getGameSystemAccess().getUnitTypesAssignment_6_7_1()); 
            // InternalBanneret.g:1827:2: ( rule__GameSystem__UnitTypesAssignment_6_7_1 )
            // InternalBanneret.g:1827:3: rule__GameSystem__UnitTypesAssignment_6_7_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__UnitTypesAssignment_6_7_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getUnitTypesAssignment_6_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_7__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_8__0"
    // InternalBanneret.g:1836:1: rule__GameSystem__Group_6_8__0 : rule__GameSystem__Group_6_8__0__Impl rule__GameSystem__Group_6_8__1 ;
    public final void rule__GameSystem__Group_6_8__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1840:1: ( rule__GameSystem__Group_6_8__0__Impl rule__GameSystem__Group_6_8__1 )
            // InternalBanneret.g:1841:2: rule__GameSystem__Group_6_8__0__Impl rule__GameSystem__Group_6_8__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_8__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_8__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_8__0"


    // $ANTLR start "rule__GameSystem__Group_6_8__0__Impl"
    // InternalBanneret.g:1848:1: rule__GameSystem__Group_6_8__0__Impl : ( 'counter' ) ;
    public final void rule__GameSystem__Group_6_8__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1852:1: ( ( 'counter' ) )
            // InternalBanneret.g:1853:1: ( 'counter' )
            {
            // InternalBanneret.g:1853:1: ( 'counter' )
            // InternalBanneret.g:1854:2: 'counter'
            {
             before(grammarAccess.getGameSystemAccess().getCounterKeyword_6_8_0()); 
            match(input,32,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getCounterKeyword_6_8_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_8__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_8__1"
    // InternalBanneret.g:1863:1: rule__GameSystem__Group_6_8__1 : rule__GameSystem__Group_6_8__1__Impl ;
    public final void rule__GameSystem__Group_6_8__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1867:1: ( rule__GameSystem__Group_6_8__1__Impl )
            // InternalBanneret.g:1868:2: rule__GameSystem__Group_6_8__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_8__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_8__1"


    // $ANTLR start "rule__GameSystem__Group_6_8__1__Impl"
    // InternalBanneret.g:1874:1: rule__GameSystem__Group_6_8__1__Impl : ( ( rule__GameSystem__CounterTemplatesAssignment_6_8_1 ) ) ;
    public final void rule__GameSystem__Group_6_8__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1878:1: ( ( ( rule__GameSystem__CounterTemplatesAssignment_6_8_1 ) ) )
            // InternalBanneret.g:1879:1: ( ( rule__GameSystem__CounterTemplatesAssignment_6_8_1 ) )
            {
            // InternalBanneret.g:1879:1: ( ( rule__GameSystem__CounterTemplatesAssignment_6_8_1 ) )
            // InternalBanneret.g:1880:2: ( rule__GameSystem__CounterTemplatesAssignment_6_8_1 )
            {
             before(grammarAccess.getGameSystemAccess().getCounterTemplatesAssignment_6_8_1()); 
            // InternalBanneret.g:1881:2: ( rule__GameSystem__CounterTemplatesAssignment_6_8_1 )
            // InternalBanneret.g:1881:3: rule__GameSystem__CounterTemplatesAssignment_6_8_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__CounterTemplatesAssignment_6_8_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getCounterTemplatesAssignment_6_8_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_8__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_9__0"
    // InternalBanneret.g:1890:1: rule__GameSystem__Group_6_9__0 : rule__GameSystem__Group_6_9__0__Impl rule__GameSystem__Group_6_9__1 ;
    public final void rule__GameSystem__Group_6_9__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1894:1: ( rule__GameSystem__Group_6_9__0__Impl rule__GameSystem__Group_6_9__1 )
            // InternalBanneret.g:1895:2: rule__GameSystem__Group_6_9__0__Impl rule__GameSystem__Group_6_9__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_9__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_9__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_9__0"


    // $ANTLR start "rule__GameSystem__Group_6_9__0__Impl"
    // InternalBanneret.g:1902:1: rule__GameSystem__Group_6_9__0__Impl : ( 'marker' ) ;
    public final void rule__GameSystem__Group_6_9__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1906:1: ( ( 'marker' ) )
            // InternalBanneret.g:1907:1: ( 'marker' )
            {
            // InternalBanneret.g:1907:1: ( 'marker' )
            // InternalBanneret.g:1908:2: 'marker'
            {
             before(grammarAccess.getGameSystemAccess().getMarkerKeyword_6_9_0()); 
            match(input,33,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getMarkerKeyword_6_9_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_9__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_9__1"
    // InternalBanneret.g:1917:1: rule__GameSystem__Group_6_9__1 : rule__GameSystem__Group_6_9__1__Impl ;
    public final void rule__GameSystem__Group_6_9__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1921:1: ( rule__GameSystem__Group_6_9__1__Impl )
            // InternalBanneret.g:1922:2: rule__GameSystem__Group_6_9__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_9__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_9__1"


    // $ANTLR start "rule__GameSystem__Group_6_9__1__Impl"
    // InternalBanneret.g:1928:1: rule__GameSystem__Group_6_9__1__Impl : ( ( rule__GameSystem__MarkerTypesAssignment_6_9_1 ) ) ;
    public final void rule__GameSystem__Group_6_9__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1932:1: ( ( ( rule__GameSystem__MarkerTypesAssignment_6_9_1 ) ) )
            // InternalBanneret.g:1933:1: ( ( rule__GameSystem__MarkerTypesAssignment_6_9_1 ) )
            {
            // InternalBanneret.g:1933:1: ( ( rule__GameSystem__MarkerTypesAssignment_6_9_1 ) )
            // InternalBanneret.g:1934:2: ( rule__GameSystem__MarkerTypesAssignment_6_9_1 )
            {
             before(grammarAccess.getGameSystemAccess().getMarkerTypesAssignment_6_9_1()); 
            // InternalBanneret.g:1935:2: ( rule__GameSystem__MarkerTypesAssignment_6_9_1 )
            // InternalBanneret.g:1935:3: rule__GameSystem__MarkerTypesAssignment_6_9_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__MarkerTypesAssignment_6_9_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getMarkerTypesAssignment_6_9_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_9__1__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_10__0"
    // InternalBanneret.g:1944:1: rule__GameSystem__Group_6_10__0 : rule__GameSystem__Group_6_10__0__Impl rule__GameSystem__Group_6_10__1 ;
    public final void rule__GameSystem__Group_6_10__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1948:1: ( rule__GameSystem__Group_6_10__0__Impl rule__GameSystem__Group_6_10__1 )
            // InternalBanneret.g:1949:2: rule__GameSystem__Group_6_10__0__Impl rule__GameSystem__Group_6_10__1
            {
            pushFollow(FOLLOW_5);
            rule__GameSystem__Group_6_10__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_10__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_10__0"


    // $ANTLR start "rule__GameSystem__Group_6_10__0__Impl"
    // InternalBanneret.g:1956:1: rule__GameSystem__Group_6_10__0__Impl : ( 'variant' ) ;
    public final void rule__GameSystem__Group_6_10__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1960:1: ( ( 'variant' ) )
            // InternalBanneret.g:1961:1: ( 'variant' )
            {
            // InternalBanneret.g:1961:1: ( 'variant' )
            // InternalBanneret.g:1962:2: 'variant'
            {
             before(grammarAccess.getGameSystemAccess().getVariantKeyword_6_10_0()); 
            match(input,34,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getVariantKeyword_6_10_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_10__0__Impl"


    // $ANTLR start "rule__GameSystem__Group_6_10__1"
    // InternalBanneret.g:1971:1: rule__GameSystem__Group_6_10__1 : rule__GameSystem__Group_6_10__1__Impl ;
    public final void rule__GameSystem__Group_6_10__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1975:1: ( rule__GameSystem__Group_6_10__1__Impl )
            // InternalBanneret.g:1976:2: rule__GameSystem__Group_6_10__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__Group_6_10__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_10__1"


    // $ANTLR start "rule__GameSystem__Group_6_10__1__Impl"
    // InternalBanneret.g:1982:1: rule__GameSystem__Group_6_10__1__Impl : ( ( rule__GameSystem__VariantsAssignment_6_10_1 ) ) ;
    public final void rule__GameSystem__Group_6_10__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:1986:1: ( ( ( rule__GameSystem__VariantsAssignment_6_10_1 ) ) )
            // InternalBanneret.g:1987:1: ( ( rule__GameSystem__VariantsAssignment_6_10_1 ) )
            {
            // InternalBanneret.g:1987:1: ( ( rule__GameSystem__VariantsAssignment_6_10_1 ) )
            // InternalBanneret.g:1988:2: ( rule__GameSystem__VariantsAssignment_6_10_1 )
            {
             before(grammarAccess.getGameSystemAccess().getVariantsAssignment_6_10_1()); 
            // InternalBanneret.g:1989:2: ( rule__GameSystem__VariantsAssignment_6_10_1 )
            // InternalBanneret.g:1989:3: rule__GameSystem__VariantsAssignment_6_10_1
            {
            pushFollow(FOLLOW_2);
            rule__GameSystem__VariantsAssignment_6_10_1();

            state._fsp--;


            }

             after(grammarAccess.getGameSystemAccess().getVariantsAssignment_6_10_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__Group_6_10__1__Impl"


    // $ANTLR start "rule__Nationality__Group__0"
    // InternalBanneret.g:1998:1: rule__Nationality__Group__0 : rule__Nationality__Group__0__Impl rule__Nationality__Group__1 ;
    public final void rule__Nationality__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2002:1: ( rule__Nationality__Group__0__Impl rule__Nationality__Group__1 )
            // InternalBanneret.g:2003:2: rule__Nationality__Group__0__Impl rule__Nationality__Group__1
            {
            pushFollow(FOLLOW_10);
            rule__Nationality__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Nationality__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Nationality__Group__0"


    // $ANTLR start "rule__Nationality__Group__0__Impl"
    // InternalBanneret.g:2010:1: rule__Nationality__Group__0__Impl : ( ( rule__Nationality__NameAssignment_0 ) ) ;
    public final void rule__Nationality__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2014:1: ( ( ( rule__Nationality__NameAssignment_0 ) ) )
            // InternalBanneret.g:2015:1: ( ( rule__Nationality__NameAssignment_0 ) )
            {
            // InternalBanneret.g:2015:1: ( ( rule__Nationality__NameAssignment_0 ) )
            // InternalBanneret.g:2016:2: ( rule__Nationality__NameAssignment_0 )
            {
             before(grammarAccess.getNationalityAccess().getNameAssignment_0()); 
            // InternalBanneret.g:2017:2: ( rule__Nationality__NameAssignment_0 )
            // InternalBanneret.g:2017:3: rule__Nationality__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__Nationality__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getNationalityAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Nationality__Group__0__Impl"


    // $ANTLR start "rule__Nationality__Group__1"
    // InternalBanneret.g:2025:1: rule__Nationality__Group__1 : rule__Nationality__Group__1__Impl ;
    public final void rule__Nationality__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2029:1: ( rule__Nationality__Group__1__Impl )
            // InternalBanneret.g:2030:2: rule__Nationality__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Nationality__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Nationality__Group__1"


    // $ANTLR start "rule__Nationality__Group__1__Impl"
    // InternalBanneret.g:2036:1: rule__Nationality__Group__1__Impl : ( ( rule__Nationality__TitleAssignment_1 )? ) ;
    public final void rule__Nationality__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2040:1: ( ( ( rule__Nationality__TitleAssignment_1 )? ) )
            // InternalBanneret.g:2041:1: ( ( rule__Nationality__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:2041:1: ( ( rule__Nationality__TitleAssignment_1 )? )
            // InternalBanneret.g:2042:2: ( rule__Nationality__TitleAssignment_1 )?
            {
             before(grammarAccess.getNationalityAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:2043:2: ( rule__Nationality__TitleAssignment_1 )?
            int alt15=2;
            int LA15_0 = input.LA(1);

            if ( (LA15_0==RULE_STRING) ) {
                alt15=1;
            }
            switch (alt15) {
                case 1 :
                    // InternalBanneret.g:2043:3: rule__Nationality__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__Nationality__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getNationalityAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Nationality__Group__1__Impl"


    // $ANTLR start "rule__UnitClass__Group__0"
    // InternalBanneret.g:2052:1: rule__UnitClass__Group__0 : rule__UnitClass__Group__0__Impl rule__UnitClass__Group__1 ;
    public final void rule__UnitClass__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2056:1: ( rule__UnitClass__Group__0__Impl rule__UnitClass__Group__1 )
            // InternalBanneret.g:2057:2: rule__UnitClass__Group__0__Impl rule__UnitClass__Group__1
            {
            pushFollow(FOLLOW_10);
            rule__UnitClass__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitClass__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitClass__Group__0"


    // $ANTLR start "rule__UnitClass__Group__0__Impl"
    // InternalBanneret.g:2064:1: rule__UnitClass__Group__0__Impl : ( ( rule__UnitClass__NameAssignment_0 ) ) ;
    public final void rule__UnitClass__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2068:1: ( ( ( rule__UnitClass__NameAssignment_0 ) ) )
            // InternalBanneret.g:2069:1: ( ( rule__UnitClass__NameAssignment_0 ) )
            {
            // InternalBanneret.g:2069:1: ( ( rule__UnitClass__NameAssignment_0 ) )
            // InternalBanneret.g:2070:2: ( rule__UnitClass__NameAssignment_0 )
            {
             before(grammarAccess.getUnitClassAccess().getNameAssignment_0()); 
            // InternalBanneret.g:2071:2: ( rule__UnitClass__NameAssignment_0 )
            // InternalBanneret.g:2071:3: rule__UnitClass__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__UnitClass__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getUnitClassAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitClass__Group__0__Impl"


    // $ANTLR start "rule__UnitClass__Group__1"
    // InternalBanneret.g:2079:1: rule__UnitClass__Group__1 : rule__UnitClass__Group__1__Impl ;
    public final void rule__UnitClass__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2083:1: ( rule__UnitClass__Group__1__Impl )
            // InternalBanneret.g:2084:2: rule__UnitClass__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitClass__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitClass__Group__1"


    // $ANTLR start "rule__UnitClass__Group__1__Impl"
    // InternalBanneret.g:2090:1: rule__UnitClass__Group__1__Impl : ( ( rule__UnitClass__TitleAssignment_1 )? ) ;
    public final void rule__UnitClass__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2094:1: ( ( ( rule__UnitClass__TitleAssignment_1 )? ) )
            // InternalBanneret.g:2095:1: ( ( rule__UnitClass__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:2095:1: ( ( rule__UnitClass__TitleAssignment_1 )? )
            // InternalBanneret.g:2096:2: ( rule__UnitClass__TitleAssignment_1 )?
            {
             before(grammarAccess.getUnitClassAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:2097:2: ( rule__UnitClass__TitleAssignment_1 )?
            int alt16=2;
            int LA16_0 = input.LA(1);

            if ( (LA16_0==RULE_STRING) ) {
                alt16=1;
            }
            switch (alt16) {
                case 1 :
                    // InternalBanneret.g:2097:3: rule__UnitClass__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitClass__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getUnitClassAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitClass__Group__1__Impl"


    // $ANTLR start "rule__LevelSlot__Group__0"
    // InternalBanneret.g:2106:1: rule__LevelSlot__Group__0 : rule__LevelSlot__Group__0__Impl rule__LevelSlot__Group__1 ;
    public final void rule__LevelSlot__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2110:1: ( rule__LevelSlot__Group__0__Impl rule__LevelSlot__Group__1 )
            // InternalBanneret.g:2111:2: rule__LevelSlot__Group__0__Impl rule__LevelSlot__Group__1
            {
            pushFollow(FOLLOW_10);
            rule__LevelSlot__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__LevelSlot__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__LevelSlot__Group__0"


    // $ANTLR start "rule__LevelSlot__Group__0__Impl"
    // InternalBanneret.g:2118:1: rule__LevelSlot__Group__0__Impl : ( ( rule__LevelSlot__NameAssignment_0 ) ) ;
    public final void rule__LevelSlot__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2122:1: ( ( ( rule__LevelSlot__NameAssignment_0 ) ) )
            // InternalBanneret.g:2123:1: ( ( rule__LevelSlot__NameAssignment_0 ) )
            {
            // InternalBanneret.g:2123:1: ( ( rule__LevelSlot__NameAssignment_0 ) )
            // InternalBanneret.g:2124:2: ( rule__LevelSlot__NameAssignment_0 )
            {
             before(grammarAccess.getLevelSlotAccess().getNameAssignment_0()); 
            // InternalBanneret.g:2125:2: ( rule__LevelSlot__NameAssignment_0 )
            // InternalBanneret.g:2125:3: rule__LevelSlot__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__LevelSlot__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getLevelSlotAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__LevelSlot__Group__0__Impl"


    // $ANTLR start "rule__LevelSlot__Group__1"
    // InternalBanneret.g:2133:1: rule__LevelSlot__Group__1 : rule__LevelSlot__Group__1__Impl ;
    public final void rule__LevelSlot__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2137:1: ( rule__LevelSlot__Group__1__Impl )
            // InternalBanneret.g:2138:2: rule__LevelSlot__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__LevelSlot__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__LevelSlot__Group__1"


    // $ANTLR start "rule__LevelSlot__Group__1__Impl"
    // InternalBanneret.g:2144:1: rule__LevelSlot__Group__1__Impl : ( ( rule__LevelSlot__TitleAssignment_1 )? ) ;
    public final void rule__LevelSlot__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2148:1: ( ( ( rule__LevelSlot__TitleAssignment_1 )? ) )
            // InternalBanneret.g:2149:1: ( ( rule__LevelSlot__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:2149:1: ( ( rule__LevelSlot__TitleAssignment_1 )? )
            // InternalBanneret.g:2150:2: ( rule__LevelSlot__TitleAssignment_1 )?
            {
             before(grammarAccess.getLevelSlotAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:2151:2: ( rule__LevelSlot__TitleAssignment_1 )?
            int alt17=2;
            int LA17_0 = input.LA(1);

            if ( (LA17_0==RULE_STRING) ) {
                alt17=1;
            }
            switch (alt17) {
                case 1 :
                    // InternalBanneret.g:2151:3: rule__LevelSlot__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__LevelSlot__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getLevelSlotAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__LevelSlot__Group__1__Impl"


    // $ANTLR start "rule__TerrainType__Group__0"
    // InternalBanneret.g:2160:1: rule__TerrainType__Group__0 : rule__TerrainType__Group__0__Impl rule__TerrainType__Group__1 ;
    public final void rule__TerrainType__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2164:1: ( rule__TerrainType__Group__0__Impl rule__TerrainType__Group__1 )
            // InternalBanneret.g:2165:2: rule__TerrainType__Group__0__Impl rule__TerrainType__Group__1
            {
            pushFollow(FOLLOW_11);
            rule__TerrainType__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainType__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__Group__0"


    // $ANTLR start "rule__TerrainType__Group__0__Impl"
    // InternalBanneret.g:2172:1: rule__TerrainType__Group__0__Impl : ( ( rule__TerrainType__NameAssignment_0 ) ) ;
    public final void rule__TerrainType__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2176:1: ( ( ( rule__TerrainType__NameAssignment_0 ) ) )
            // InternalBanneret.g:2177:1: ( ( rule__TerrainType__NameAssignment_0 ) )
            {
            // InternalBanneret.g:2177:1: ( ( rule__TerrainType__NameAssignment_0 ) )
            // InternalBanneret.g:2178:2: ( rule__TerrainType__NameAssignment_0 )
            {
             before(grammarAccess.getTerrainTypeAccess().getNameAssignment_0()); 
            // InternalBanneret.g:2179:2: ( rule__TerrainType__NameAssignment_0 )
            // InternalBanneret.g:2179:3: rule__TerrainType__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__TerrainType__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getTerrainTypeAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__Group__0__Impl"


    // $ANTLR start "rule__TerrainType__Group__1"
    // InternalBanneret.g:2187:1: rule__TerrainType__Group__1 : rule__TerrainType__Group__1__Impl rule__TerrainType__Group__2 ;
    public final void rule__TerrainType__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2191:1: ( rule__TerrainType__Group__1__Impl rule__TerrainType__Group__2 )
            // InternalBanneret.g:2192:2: rule__TerrainType__Group__1__Impl rule__TerrainType__Group__2
            {
            pushFollow(FOLLOW_11);
            rule__TerrainType__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainType__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__Group__1"


    // $ANTLR start "rule__TerrainType__Group__1__Impl"
    // InternalBanneret.g:2199:1: rule__TerrainType__Group__1__Impl : ( ( rule__TerrainType__TitleAssignment_1 )? ) ;
    public final void rule__TerrainType__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2203:1: ( ( ( rule__TerrainType__TitleAssignment_1 )? ) )
            // InternalBanneret.g:2204:1: ( ( rule__TerrainType__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:2204:1: ( ( rule__TerrainType__TitleAssignment_1 )? )
            // InternalBanneret.g:2205:2: ( rule__TerrainType__TitleAssignment_1 )?
            {
             before(grammarAccess.getTerrainTypeAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:2206:2: ( rule__TerrainType__TitleAssignment_1 )?
            int alt18=2;
            int LA18_0 = input.LA(1);

            if ( (LA18_0==RULE_STRING) ) {
                alt18=1;
            }
            switch (alt18) {
                case 1 :
                    // InternalBanneret.g:2206:3: rule__TerrainType__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainType__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getTerrainTypeAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__Group__1__Impl"


    // $ANTLR start "rule__TerrainType__Group__2"
    // InternalBanneret.g:2214:1: rule__TerrainType__Group__2 : rule__TerrainType__Group__2__Impl ;
    public final void rule__TerrainType__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2218:1: ( rule__TerrainType__Group__2__Impl )
            // InternalBanneret.g:2219:2: rule__TerrainType__Group__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainType__Group__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__Group__2"


    // $ANTLR start "rule__TerrainType__Group__2__Impl"
    // InternalBanneret.g:2225:1: rule__TerrainType__Group__2__Impl : ( ruleTerrainEffectBody ) ;
    public final void rule__TerrainType__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2229:1: ( ( ruleTerrainEffectBody ) )
            // InternalBanneret.g:2230:1: ( ruleTerrainEffectBody )
            {
            // InternalBanneret.g:2230:1: ( ruleTerrainEffectBody )
            // InternalBanneret.g:2231:2: ruleTerrainEffectBody
            {
             before(grammarAccess.getTerrainTypeAccess().getTerrainEffectBodyParserRuleCall_2()); 
            pushFollow(FOLLOW_2);
            ruleTerrainEffectBody();

            state._fsp--;

             after(grammarAccess.getTerrainTypeAccess().getTerrainEffectBodyParserRuleCall_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__Group__2__Impl"


    // $ANTLR start "rule__FeatureType__Group__0"
    // InternalBanneret.g:2241:1: rule__FeatureType__Group__0 : rule__FeatureType__Group__0__Impl rule__FeatureType__Group__1 ;
    public final void rule__FeatureType__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2245:1: ( rule__FeatureType__Group__0__Impl rule__FeatureType__Group__1 )
            // InternalBanneret.g:2246:2: rule__FeatureType__Group__0__Impl rule__FeatureType__Group__1
            {
            pushFollow(FOLLOW_11);
            rule__FeatureType__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__FeatureType__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__Group__0"


    // $ANTLR start "rule__FeatureType__Group__0__Impl"
    // InternalBanneret.g:2253:1: rule__FeatureType__Group__0__Impl : ( ( rule__FeatureType__NameAssignment_0 ) ) ;
    public final void rule__FeatureType__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2257:1: ( ( ( rule__FeatureType__NameAssignment_0 ) ) )
            // InternalBanneret.g:2258:1: ( ( rule__FeatureType__NameAssignment_0 ) )
            {
            // InternalBanneret.g:2258:1: ( ( rule__FeatureType__NameAssignment_0 ) )
            // InternalBanneret.g:2259:2: ( rule__FeatureType__NameAssignment_0 )
            {
             before(grammarAccess.getFeatureTypeAccess().getNameAssignment_0()); 
            // InternalBanneret.g:2260:2: ( rule__FeatureType__NameAssignment_0 )
            // InternalBanneret.g:2260:3: rule__FeatureType__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__FeatureType__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getFeatureTypeAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__Group__0__Impl"


    // $ANTLR start "rule__FeatureType__Group__1"
    // InternalBanneret.g:2268:1: rule__FeatureType__Group__1 : rule__FeatureType__Group__1__Impl rule__FeatureType__Group__2 ;
    public final void rule__FeatureType__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2272:1: ( rule__FeatureType__Group__1__Impl rule__FeatureType__Group__2 )
            // InternalBanneret.g:2273:2: rule__FeatureType__Group__1__Impl rule__FeatureType__Group__2
            {
            pushFollow(FOLLOW_11);
            rule__FeatureType__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__FeatureType__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__Group__1"


    // $ANTLR start "rule__FeatureType__Group__1__Impl"
    // InternalBanneret.g:2280:1: rule__FeatureType__Group__1__Impl : ( ( rule__FeatureType__TitleAssignment_1 )? ) ;
    public final void rule__FeatureType__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2284:1: ( ( ( rule__FeatureType__TitleAssignment_1 )? ) )
            // InternalBanneret.g:2285:1: ( ( rule__FeatureType__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:2285:1: ( ( rule__FeatureType__TitleAssignment_1 )? )
            // InternalBanneret.g:2286:2: ( rule__FeatureType__TitleAssignment_1 )?
            {
             before(grammarAccess.getFeatureTypeAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:2287:2: ( rule__FeatureType__TitleAssignment_1 )?
            int alt19=2;
            int LA19_0 = input.LA(1);

            if ( (LA19_0==RULE_STRING) ) {
                alt19=1;
            }
            switch (alt19) {
                case 1 :
                    // InternalBanneret.g:2287:3: rule__FeatureType__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__FeatureType__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getFeatureTypeAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__Group__1__Impl"


    // $ANTLR start "rule__FeatureType__Group__2"
    // InternalBanneret.g:2295:1: rule__FeatureType__Group__2 : rule__FeatureType__Group__2__Impl ;
    public final void rule__FeatureType__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2299:1: ( rule__FeatureType__Group__2__Impl )
            // InternalBanneret.g:2300:2: rule__FeatureType__Group__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__FeatureType__Group__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__Group__2"


    // $ANTLR start "rule__FeatureType__Group__2__Impl"
    // InternalBanneret.g:2306:1: rule__FeatureType__Group__2__Impl : ( ruleTerrainEffectBody ) ;
    public final void rule__FeatureType__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2310:1: ( ( ruleTerrainEffectBody ) )
            // InternalBanneret.g:2311:1: ( ruleTerrainEffectBody )
            {
            // InternalBanneret.g:2311:1: ( ruleTerrainEffectBody )
            // InternalBanneret.g:2312:2: ruleTerrainEffectBody
            {
             before(grammarAccess.getFeatureTypeAccess().getTerrainEffectBodyParserRuleCall_2()); 
            pushFollow(FOLLOW_2);
            ruleTerrainEffectBody();

            state._fsp--;

             after(grammarAccess.getFeatureTypeAccess().getTerrainEffectBodyParserRuleCall_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__Group__2__Impl"


    // $ANTLR start "rule__HexsideFeatureType__Group__0"
    // InternalBanneret.g:2322:1: rule__HexsideFeatureType__Group__0 : rule__HexsideFeatureType__Group__0__Impl rule__HexsideFeatureType__Group__1 ;
    public final void rule__HexsideFeatureType__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2326:1: ( rule__HexsideFeatureType__Group__0__Impl rule__HexsideFeatureType__Group__1 )
            // InternalBanneret.g:2327:2: rule__HexsideFeatureType__Group__0__Impl rule__HexsideFeatureType__Group__1
            {
            pushFollow(FOLLOW_11);
            rule__HexsideFeatureType__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexsideFeatureType__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__Group__0"


    // $ANTLR start "rule__HexsideFeatureType__Group__0__Impl"
    // InternalBanneret.g:2334:1: rule__HexsideFeatureType__Group__0__Impl : ( ( rule__HexsideFeatureType__NameAssignment_0 ) ) ;
    public final void rule__HexsideFeatureType__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2338:1: ( ( ( rule__HexsideFeatureType__NameAssignment_0 ) ) )
            // InternalBanneret.g:2339:1: ( ( rule__HexsideFeatureType__NameAssignment_0 ) )
            {
            // InternalBanneret.g:2339:1: ( ( rule__HexsideFeatureType__NameAssignment_0 ) )
            // InternalBanneret.g:2340:2: ( rule__HexsideFeatureType__NameAssignment_0 )
            {
             before(grammarAccess.getHexsideFeatureTypeAccess().getNameAssignment_0()); 
            // InternalBanneret.g:2341:2: ( rule__HexsideFeatureType__NameAssignment_0 )
            // InternalBanneret.g:2341:3: rule__HexsideFeatureType__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__HexsideFeatureType__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getHexsideFeatureTypeAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__Group__0__Impl"


    // $ANTLR start "rule__HexsideFeatureType__Group__1"
    // InternalBanneret.g:2349:1: rule__HexsideFeatureType__Group__1 : rule__HexsideFeatureType__Group__1__Impl rule__HexsideFeatureType__Group__2 ;
    public final void rule__HexsideFeatureType__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2353:1: ( rule__HexsideFeatureType__Group__1__Impl rule__HexsideFeatureType__Group__2 )
            // InternalBanneret.g:2354:2: rule__HexsideFeatureType__Group__1__Impl rule__HexsideFeatureType__Group__2
            {
            pushFollow(FOLLOW_11);
            rule__HexsideFeatureType__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexsideFeatureType__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__Group__1"


    // $ANTLR start "rule__HexsideFeatureType__Group__1__Impl"
    // InternalBanneret.g:2361:1: rule__HexsideFeatureType__Group__1__Impl : ( ( rule__HexsideFeatureType__TitleAssignment_1 )? ) ;
    public final void rule__HexsideFeatureType__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2365:1: ( ( ( rule__HexsideFeatureType__TitleAssignment_1 )? ) )
            // InternalBanneret.g:2366:1: ( ( rule__HexsideFeatureType__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:2366:1: ( ( rule__HexsideFeatureType__TitleAssignment_1 )? )
            // InternalBanneret.g:2367:2: ( rule__HexsideFeatureType__TitleAssignment_1 )?
            {
             before(grammarAccess.getHexsideFeatureTypeAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:2368:2: ( rule__HexsideFeatureType__TitleAssignment_1 )?
            int alt20=2;
            int LA20_0 = input.LA(1);

            if ( (LA20_0==RULE_STRING) ) {
                alt20=1;
            }
            switch (alt20) {
                case 1 :
                    // InternalBanneret.g:2368:3: rule__HexsideFeatureType__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__HexsideFeatureType__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getHexsideFeatureTypeAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__Group__1__Impl"


    // $ANTLR start "rule__HexsideFeatureType__Group__2"
    // InternalBanneret.g:2376:1: rule__HexsideFeatureType__Group__2 : rule__HexsideFeatureType__Group__2__Impl ;
    public final void rule__HexsideFeatureType__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2380:1: ( rule__HexsideFeatureType__Group__2__Impl )
            // InternalBanneret.g:2381:2: rule__HexsideFeatureType__Group__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__HexsideFeatureType__Group__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__Group__2"


    // $ANTLR start "rule__HexsideFeatureType__Group__2__Impl"
    // InternalBanneret.g:2387:1: rule__HexsideFeatureType__Group__2__Impl : ( ruleTerrainEffectBody ) ;
    public final void rule__HexsideFeatureType__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2391:1: ( ( ruleTerrainEffectBody ) )
            // InternalBanneret.g:2392:1: ( ruleTerrainEffectBody )
            {
            // InternalBanneret.g:2392:1: ( ruleTerrainEffectBody )
            // InternalBanneret.g:2393:2: ruleTerrainEffectBody
            {
             before(grammarAccess.getHexsideFeatureTypeAccess().getTerrainEffectBodyParserRuleCall_2()); 
            pushFollow(FOLLOW_2);
            ruleTerrainEffectBody();

            state._fsp--;

             after(grammarAccess.getHexsideFeatureTypeAccess().getTerrainEffectBodyParserRuleCall_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__Group__2__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group__0"
    // InternalBanneret.g:2403:1: rule__TerrainEffectBody__Group__0 : rule__TerrainEffectBody__Group__0__Impl rule__TerrainEffectBody__Group__1 ;
    public final void rule__TerrainEffectBody__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2407:1: ( rule__TerrainEffectBody__Group__0__Impl rule__TerrainEffectBody__Group__1 )
            // InternalBanneret.g:2408:2: rule__TerrainEffectBody__Group__0__Impl rule__TerrainEffectBody__Group__1
            {
            pushFollow(FOLLOW_11);
            rule__TerrainEffectBody__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group__0"


    // $ANTLR start "rule__TerrainEffectBody__Group__0__Impl"
    // InternalBanneret.g:2415:1: rule__TerrainEffectBody__Group__0__Impl : ( ( rule__TerrainEffectBody__Group_0__0 )? ) ;
    public final void rule__TerrainEffectBody__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2419:1: ( ( ( rule__TerrainEffectBody__Group_0__0 )? ) )
            // InternalBanneret.g:2420:1: ( ( rule__TerrainEffectBody__Group_0__0 )? )
            {
            // InternalBanneret.g:2420:1: ( ( rule__TerrainEffectBody__Group_0__0 )? )
            // InternalBanneret.g:2421:2: ( rule__TerrainEffectBody__Group_0__0 )?
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getGroup_0()); 
            // InternalBanneret.g:2422:2: ( rule__TerrainEffectBody__Group_0__0 )?
            int alt21=2;
            int LA21_0 = input.LA(1);

            if ( (LA21_0==35) ) {
                alt21=1;
            }
            switch (alt21) {
                case 1 :
                    // InternalBanneret.g:2422:3: rule__TerrainEffectBody__Group_0__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_0__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getTerrainEffectBodyAccess().getGroup_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group__1"
    // InternalBanneret.g:2430:1: rule__TerrainEffectBody__Group__1 : rule__TerrainEffectBody__Group__1__Impl ;
    public final void rule__TerrainEffectBody__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2434:1: ( rule__TerrainEffectBody__Group__1__Impl )
            // InternalBanneret.g:2435:2: rule__TerrainEffectBody__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group__1"


    // $ANTLR start "rule__TerrainEffectBody__Group__1__Impl"
    // InternalBanneret.g:2441:1: rule__TerrainEffectBody__Group__1__Impl : ( ( rule__TerrainEffectBody__Group_1__0 )? ) ;
    public final void rule__TerrainEffectBody__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2445:1: ( ( ( rule__TerrainEffectBody__Group_1__0 )? ) )
            // InternalBanneret.g:2446:1: ( ( rule__TerrainEffectBody__Group_1__0 )? )
            {
            // InternalBanneret.g:2446:1: ( ( rule__TerrainEffectBody__Group_1__0 )? )
            // InternalBanneret.g:2447:2: ( rule__TerrainEffectBody__Group_1__0 )?
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1()); 
            // InternalBanneret.g:2448:2: ( rule__TerrainEffectBody__Group_1__0 )?
            int alt22=2;
            int LA22_0 = input.LA(1);

            if ( (LA22_0==21) ) {
                alt22=1;
            }
            switch (alt22) {
                case 1 :
                    // InternalBanneret.g:2448:3: rule__TerrainEffectBody__Group_1__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__TerrainEffectBody__Group_1__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_0__0"
    // InternalBanneret.g:2457:1: rule__TerrainEffectBody__Group_0__0 : rule__TerrainEffectBody__Group_0__0__Impl rule__TerrainEffectBody__Group_0__1 ;
    public final void rule__TerrainEffectBody__Group_0__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2461:1: ( rule__TerrainEffectBody__Group_0__0__Impl rule__TerrainEffectBody__Group_0__1 )
            // InternalBanneret.g:2462:2: rule__TerrainEffectBody__Group_0__0__Impl rule__TerrainEffectBody__Group_0__1
            {
            pushFollow(FOLLOW_10);
            rule__TerrainEffectBody__Group_0__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_0__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_0__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_0__0__Impl"
    // InternalBanneret.g:2469:1: rule__TerrainEffectBody__Group_0__0__Impl : ( 'code' ) ;
    public final void rule__TerrainEffectBody__Group_0__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2473:1: ( ( 'code' ) )
            // InternalBanneret.g:2474:1: ( 'code' )
            {
            // InternalBanneret.g:2474:1: ( 'code' )
            // InternalBanneret.g:2475:2: 'code'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCodeKeyword_0_0()); 
            match(input,35,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCodeKeyword_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_0__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_0__1"
    // InternalBanneret.g:2484:1: rule__TerrainEffectBody__Group_0__1 : rule__TerrainEffectBody__Group_0__1__Impl ;
    public final void rule__TerrainEffectBody__Group_0__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2488:1: ( rule__TerrainEffectBody__Group_0__1__Impl )
            // InternalBanneret.g:2489:2: rule__TerrainEffectBody__Group_0__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_0__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_0__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_0__1__Impl"
    // InternalBanneret.g:2495:1: rule__TerrainEffectBody__Group_0__1__Impl : ( ( rule__TerrainEffectBody__CodeAssignment_0_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_0__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2499:1: ( ( ( rule__TerrainEffectBody__CodeAssignment_0_1 ) ) )
            // InternalBanneret.g:2500:1: ( ( rule__TerrainEffectBody__CodeAssignment_0_1 ) )
            {
            // InternalBanneret.g:2500:1: ( ( rule__TerrainEffectBody__CodeAssignment_0_1 ) )
            // InternalBanneret.g:2501:2: ( rule__TerrainEffectBody__CodeAssignment_0_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCodeAssignment_0_1()); 
            // InternalBanneret.g:2502:2: ( rule__TerrainEffectBody__CodeAssignment_0_1 )
            // InternalBanneret.g:2502:3: rule__TerrainEffectBody__CodeAssignment_0_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__CodeAssignment_0_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getCodeAssignment_0_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_0__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1__0"
    // InternalBanneret.g:2511:1: rule__TerrainEffectBody__Group_1__0 : rule__TerrainEffectBody__Group_1__0__Impl rule__TerrainEffectBody__Group_1__1 ;
    public final void rule__TerrainEffectBody__Group_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2515:1: ( rule__TerrainEffectBody__Group_1__0__Impl rule__TerrainEffectBody__Group_1__1 )
            // InternalBanneret.g:2516:2: rule__TerrainEffectBody__Group_1__0__Impl rule__TerrainEffectBody__Group_1__1
            {
            pushFollow(FOLLOW_12);
            rule__TerrainEffectBody__Group_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1__0__Impl"
    // InternalBanneret.g:2523:1: rule__TerrainEffectBody__Group_1__0__Impl : ( '{' ) ;
    public final void rule__TerrainEffectBody__Group_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2527:1: ( ( '{' ) )
            // InternalBanneret.g:2528:1: ( '{' )
            {
            // InternalBanneret.g:2528:1: ( '{' )
            // InternalBanneret.g:2529:2: '{'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getLeftCurlyBracketKeyword_1_0()); 
            match(input,21,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getLeftCurlyBracketKeyword_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1__1"
    // InternalBanneret.g:2538:1: rule__TerrainEffectBody__Group_1__1 : rule__TerrainEffectBody__Group_1__1__Impl rule__TerrainEffectBody__Group_1__2 ;
    public final void rule__TerrainEffectBody__Group_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2542:1: ( rule__TerrainEffectBody__Group_1__1__Impl rule__TerrainEffectBody__Group_1__2 )
            // InternalBanneret.g:2543:2: rule__TerrainEffectBody__Group_1__1__Impl rule__TerrainEffectBody__Group_1__2
            {
            pushFollow(FOLLOW_12);
            rule__TerrainEffectBody__Group_1__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1__1__Impl"
    // InternalBanneret.g:2550:1: rule__TerrainEffectBody__Group_1__1__Impl : ( ( rule__TerrainEffectBody__Alternatives_1_1 )* ) ;
    public final void rule__TerrainEffectBody__Group_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2554:1: ( ( ( rule__TerrainEffectBody__Alternatives_1_1 )* ) )
            // InternalBanneret.g:2555:1: ( ( rule__TerrainEffectBody__Alternatives_1_1 )* )
            {
            // InternalBanneret.g:2555:1: ( ( rule__TerrainEffectBody__Alternatives_1_1 )* )
            // InternalBanneret.g:2556:2: ( rule__TerrainEffectBody__Alternatives_1_1 )*
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getAlternatives_1_1()); 
            // InternalBanneret.g:2557:2: ( rule__TerrainEffectBody__Alternatives_1_1 )*
            loop23:
            do {
                int alt23=2;
                int LA23_0 = input.LA(1);

                if ( (LA23_0==30||(LA23_0>=36 && LA23_0<=37)||(LA23_0>=41 && LA23_0<=46)||LA23_0==78) ) {
                    alt23=1;
                }


                switch (alt23) {
            	case 1 :
            	    // InternalBanneret.g:2557:3: rule__TerrainEffectBody__Alternatives_1_1
            	    {
            	    pushFollow(FOLLOW_13);
            	    rule__TerrainEffectBody__Alternatives_1_1();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop23;
                }
            } while (true);

             after(grammarAccess.getTerrainEffectBodyAccess().getAlternatives_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1__2"
    // InternalBanneret.g:2565:1: rule__TerrainEffectBody__Group_1__2 : rule__TerrainEffectBody__Group_1__2__Impl ;
    public final void rule__TerrainEffectBody__Group_1__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2569:1: ( rule__TerrainEffectBody__Group_1__2__Impl )
            // InternalBanneret.g:2570:2: rule__TerrainEffectBody__Group_1__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1__2"


    // $ANTLR start "rule__TerrainEffectBody__Group_1__2__Impl"
    // InternalBanneret.g:2576:1: rule__TerrainEffectBody__Group_1__2__Impl : ( '}' ) ;
    public final void rule__TerrainEffectBody__Group_1__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2580:1: ( ( '}' ) )
            // InternalBanneret.g:2581:1: ( '}' )
            {
            // InternalBanneret.g:2581:1: ( '}' )
            // InternalBanneret.g:2582:2: '}'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getRightCurlyBracketKeyword_1_2()); 
            match(input,22,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getRightCurlyBracketKeyword_1_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1__2__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_0__0"
    // InternalBanneret.g:2592:1: rule__TerrainEffectBody__Group_1_1_0__0 : rule__TerrainEffectBody__Group_1_1_0__0__Impl rule__TerrainEffectBody__Group_1_1_0__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_0__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2596:1: ( rule__TerrainEffectBody__Group_1_1_0__0__Impl rule__TerrainEffectBody__Group_1_1_0__1 )
            // InternalBanneret.g:2597:2: rule__TerrainEffectBody__Group_1_1_0__0__Impl rule__TerrainEffectBody__Group_1_1_0__1
            {
            pushFollow(FOLLOW_14);
            rule__TerrainEffectBody__Group_1_1_0__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_0__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_0__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_0__0__Impl"
    // InternalBanneret.g:2604:1: rule__TerrainEffectBody__Group_1_1_0__0__Impl : ( 'cost' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_0__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2608:1: ( ( 'cost' ) )
            // InternalBanneret.g:2609:1: ( 'cost' )
            {
            // InternalBanneret.g:2609:1: ( 'cost' )
            // InternalBanneret.g:2610:2: 'cost'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_1_1_0_0()); 
            match(input,36,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_1_1_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_0__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_0__1"
    // InternalBanneret.g:2619:1: rule__TerrainEffectBody__Group_1_1_0__1 : rule__TerrainEffectBody__Group_1_1_0__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_0__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2623:1: ( rule__TerrainEffectBody__Group_1_1_0__1__Impl )
            // InternalBanneret.g:2624:2: rule__TerrainEffectBody__Group_1_1_0__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_0__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_0__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_0__1__Impl"
    // InternalBanneret.g:2630:1: rule__TerrainEffectBody__Group_1_1_0__1__Impl : ( ( rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_0__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2634:1: ( ( ( rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 ) ) )
            // InternalBanneret.g:2635:1: ( ( rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 ) )
            {
            // InternalBanneret.g:2635:1: ( ( rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 ) )
            // InternalBanneret.g:2636:2: ( rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getDefaultCostAssignment_1_1_0_1()); 
            // InternalBanneret.g:2637:2: ( rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 )
            // InternalBanneret.g:2637:3: rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getDefaultCostAssignment_1_1_0_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_0__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_1__0"
    // InternalBanneret.g:2646:1: rule__TerrainEffectBody__Group_1_1_1__0 : rule__TerrainEffectBody__Group_1_1_1__0__Impl rule__TerrainEffectBody__Group_1_1_1__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2650:1: ( rule__TerrainEffectBody__Group_1_1_1__0__Impl rule__TerrainEffectBody__Group_1_1_1__1 )
            // InternalBanneret.g:2651:2: rule__TerrainEffectBody__Group_1_1_1__0__Impl rule__TerrainEffectBody__Group_1_1_1__1
            {
            pushFollow(FOLLOW_5);
            rule__TerrainEffectBody__Group_1_1_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_1__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_1__0__Impl"
    // InternalBanneret.g:2658:1: rule__TerrainEffectBody__Group_1_1_1__0__Impl : ( 'cost' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2662:1: ( ( 'cost' ) )
            // InternalBanneret.g:2663:1: ( 'cost' )
            {
            // InternalBanneret.g:2663:1: ( 'cost' )
            // InternalBanneret.g:2664:2: 'cost'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_1_1_1_0()); 
            match(input,36,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCostKeyword_1_1_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_1__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_1__1"
    // InternalBanneret.g:2673:1: rule__TerrainEffectBody__Group_1_1_1__1 : rule__TerrainEffectBody__Group_1_1_1__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2677:1: ( rule__TerrainEffectBody__Group_1_1_1__1__Impl )
            // InternalBanneret.g:2678:2: rule__TerrainEffectBody__Group_1_1_1__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_1__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_1__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_1__1__Impl"
    // InternalBanneret.g:2684:1: rule__TerrainEffectBody__Group_1_1_1__1__Impl : ( ( rule__TerrainEffectBody__CostsAssignment_1_1_1_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2688:1: ( ( ( rule__TerrainEffectBody__CostsAssignment_1_1_1_1 ) ) )
            // InternalBanneret.g:2689:1: ( ( rule__TerrainEffectBody__CostsAssignment_1_1_1_1 ) )
            {
            // InternalBanneret.g:2689:1: ( ( rule__TerrainEffectBody__CostsAssignment_1_1_1_1 ) )
            // InternalBanneret.g:2690:2: ( rule__TerrainEffectBody__CostsAssignment_1_1_1_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCostsAssignment_1_1_1_1()); 
            // InternalBanneret.g:2691:2: ( rule__TerrainEffectBody__CostsAssignment_1_1_1_1 )
            // InternalBanneret.g:2691:3: rule__TerrainEffectBody__CostsAssignment_1_1_1_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__CostsAssignment_1_1_1_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getCostsAssignment_1_1_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_1__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__0"
    // InternalBanneret.g:2700:1: rule__TerrainEffectBody__Group_1_1_3__0 : rule__TerrainEffectBody__Group_1_1_3__0__Impl rule__TerrainEffectBody__Group_1_1_3__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2704:1: ( rule__TerrainEffectBody__Group_1_1_3__0__Impl rule__TerrainEffectBody__Group_1_1_3__1 )
            // InternalBanneret.g:2705:2: rule__TerrainEffectBody__Group_1_1_3__0__Impl rule__TerrainEffectBody__Group_1_1_3__1
            {
            pushFollow(FOLLOW_15);
            rule__TerrainEffectBody__Group_1_1_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__0__Impl"
    // InternalBanneret.g:2712:1: rule__TerrainEffectBody__Group_1_1_3__0__Impl : ( 'impassable' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2716:1: ( ( 'impassable' ) )
            // InternalBanneret.g:2717:1: ( 'impassable' )
            {
            // InternalBanneret.g:2717:1: ( 'impassable' )
            // InternalBanneret.g:2718:2: 'impassable'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableKeyword_1_1_3_0()); 
            match(input,37,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableKeyword_1_1_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__1"
    // InternalBanneret.g:2727:1: rule__TerrainEffectBody__Group_1_1_3__1 : rule__TerrainEffectBody__Group_1_1_3__1__Impl rule__TerrainEffectBody__Group_1_1_3__2 ;
    public final void rule__TerrainEffectBody__Group_1_1_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2731:1: ( rule__TerrainEffectBody__Group_1_1_3__1__Impl rule__TerrainEffectBody__Group_1_1_3__2 )
            // InternalBanneret.g:2732:2: rule__TerrainEffectBody__Group_1_1_3__1__Impl rule__TerrainEffectBody__Group_1_1_3__2
            {
            pushFollow(FOLLOW_5);
            rule__TerrainEffectBody__Group_1_1_3__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_3__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__1__Impl"
    // InternalBanneret.g:2739:1: rule__TerrainEffectBody__Group_1_1_3__1__Impl : ( 'for' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2743:1: ( ( 'for' ) )
            // InternalBanneret.g:2744:1: ( 'for' )
            {
            // InternalBanneret.g:2744:1: ( 'for' )
            // InternalBanneret.g:2745:2: 'for'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getForKeyword_1_1_3_1()); 
            match(input,38,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getForKeyword_1_1_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__2"
    // InternalBanneret.g:2754:1: rule__TerrainEffectBody__Group_1_1_3__2 : rule__TerrainEffectBody__Group_1_1_3__2__Impl rule__TerrainEffectBody__Group_1_1_3__3 ;
    public final void rule__TerrainEffectBody__Group_1_1_3__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2758:1: ( rule__TerrainEffectBody__Group_1_1_3__2__Impl rule__TerrainEffectBody__Group_1_1_3__3 )
            // InternalBanneret.g:2759:2: rule__TerrainEffectBody__Group_1_1_3__2__Impl rule__TerrainEffectBody__Group_1_1_3__3
            {
            pushFollow(FOLLOW_16);
            rule__TerrainEffectBody__Group_1_1_3__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_3__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__2"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__2__Impl"
    // InternalBanneret.g:2766:1: rule__TerrainEffectBody__Group_1_1_3__2__Impl : ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_3__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2770:1: ( ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 ) ) )
            // InternalBanneret.g:2771:1: ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 ) )
            {
            // InternalBanneret.g:2771:1: ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 ) )
            // InternalBanneret.g:2772:2: ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableForAssignment_1_1_3_2()); 
            // InternalBanneret.g:2773:2: ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 )
            // InternalBanneret.g:2773:3: rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableForAssignment_1_1_3_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__2__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__3"
    // InternalBanneret.g:2781:1: rule__TerrainEffectBody__Group_1_1_3__3 : rule__TerrainEffectBody__Group_1_1_3__3__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_3__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2785:1: ( rule__TerrainEffectBody__Group_1_1_3__3__Impl )
            // InternalBanneret.g:2786:2: rule__TerrainEffectBody__Group_1_1_3__3__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_3__3__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__3"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3__3__Impl"
    // InternalBanneret.g:2792:1: rule__TerrainEffectBody__Group_1_1_3__3__Impl : ( ( rule__TerrainEffectBody__Group_1_1_3_3__0 )* ) ;
    public final void rule__TerrainEffectBody__Group_1_1_3__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2796:1: ( ( ( rule__TerrainEffectBody__Group_1_1_3_3__0 )* ) )
            // InternalBanneret.g:2797:1: ( ( rule__TerrainEffectBody__Group_1_1_3_3__0 )* )
            {
            // InternalBanneret.g:2797:1: ( ( rule__TerrainEffectBody__Group_1_1_3_3__0 )* )
            // InternalBanneret.g:2798:2: ( rule__TerrainEffectBody__Group_1_1_3_3__0 )*
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_3_3()); 
            // InternalBanneret.g:2799:2: ( rule__TerrainEffectBody__Group_1_1_3_3__0 )*
            loop24:
            do {
                int alt24=2;
                int LA24_0 = input.LA(1);

                if ( (LA24_0==39) ) {
                    alt24=1;
                }


                switch (alt24) {
            	case 1 :
            	    // InternalBanneret.g:2799:3: rule__TerrainEffectBody__Group_1_1_3_3__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__TerrainEffectBody__Group_1_1_3_3__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop24;
                }
            } while (true);

             after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_3_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3__3__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3_3__0"
    // InternalBanneret.g:2808:1: rule__TerrainEffectBody__Group_1_1_3_3__0 : rule__TerrainEffectBody__Group_1_1_3_3__0__Impl rule__TerrainEffectBody__Group_1_1_3_3__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_3_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2812:1: ( rule__TerrainEffectBody__Group_1_1_3_3__0__Impl rule__TerrainEffectBody__Group_1_1_3_3__1 )
            // InternalBanneret.g:2813:2: rule__TerrainEffectBody__Group_1_1_3_3__0__Impl rule__TerrainEffectBody__Group_1_1_3_3__1
            {
            pushFollow(FOLLOW_5);
            rule__TerrainEffectBody__Group_1_1_3_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_3_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3_3__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3_3__0__Impl"
    // InternalBanneret.g:2820:1: rule__TerrainEffectBody__Group_1_1_3_3__0__Impl : ( ',' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_3_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2824:1: ( ( ',' ) )
            // InternalBanneret.g:2825:1: ( ',' )
            {
            // InternalBanneret.g:2825:1: ( ',' )
            // InternalBanneret.g:2826:2: ','
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_1_1_3_3_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_1_1_3_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3_3__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3_3__1"
    // InternalBanneret.g:2835:1: rule__TerrainEffectBody__Group_1_1_3_3__1 : rule__TerrainEffectBody__Group_1_1_3_3__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_3_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2839:1: ( rule__TerrainEffectBody__Group_1_1_3_3__1__Impl )
            // InternalBanneret.g:2840:2: rule__TerrainEffectBody__Group_1_1_3_3__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_3_3__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3_3__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_3_3__1__Impl"
    // InternalBanneret.g:2846:1: rule__TerrainEffectBody__Group_1_1_3_3__1__Impl : ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_3_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2850:1: ( ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 ) ) )
            // InternalBanneret.g:2851:1: ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 ) )
            {
            // InternalBanneret.g:2851:1: ( ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 ) )
            // InternalBanneret.g:2852:2: ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableForAssignment_1_1_3_3_1()); 
            // InternalBanneret.g:2853:2: ( rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 )
            // InternalBanneret.g:2853:3: rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableForAssignment_1_1_3_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_3_3__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_4__0"
    // InternalBanneret.g:2862:1: rule__TerrainEffectBody__Group_1_1_4__0 : rule__TerrainEffectBody__Group_1_1_4__0__Impl rule__TerrainEffectBody__Group_1_1_4__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2866:1: ( rule__TerrainEffectBody__Group_1_1_4__0__Impl rule__TerrainEffectBody__Group_1_1_4__1 )
            // InternalBanneret.g:2867:2: rule__TerrainEffectBody__Group_1_1_4__0__Impl rule__TerrainEffectBody__Group_1_1_4__1
            {
            pushFollow(FOLLOW_18);
            rule__TerrainEffectBody__Group_1_1_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_4__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_4__0__Impl"
    // InternalBanneret.g:2874:1: rule__TerrainEffectBody__Group_1_1_4__0__Impl : ( ( rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2878:1: ( ( ( rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 ) ) )
            // InternalBanneret.g:2879:1: ( ( rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 ) )
            {
            // InternalBanneret.g:2879:1: ( ( rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 ) )
            // InternalBanneret.g:2880:2: ( rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightAssignment_1_1_4_0()); 
            // InternalBanneret.g:2881:2: ( rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 )
            // InternalBanneret.g:2881:3: rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightAssignment_1_1_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_4__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_4__1"
    // InternalBanneret.g:2889:1: rule__TerrainEffectBody__Group_1_1_4__1 : rule__TerrainEffectBody__Group_1_1_4__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2893:1: ( rule__TerrainEffectBody__Group_1_1_4__1__Impl )
            // InternalBanneret.g:2894:2: rule__TerrainEffectBody__Group_1_1_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_4__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_4__1__Impl"
    // InternalBanneret.g:2900:1: rule__TerrainEffectBody__Group_1_1_4__1__Impl : ( 'sight' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2904:1: ( ( 'sight' ) )
            // InternalBanneret.g:2905:1: ( 'sight' )
            {
            // InternalBanneret.g:2905:1: ( 'sight' )
            // InternalBanneret.g:2906:2: 'sight'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getSightKeyword_1_1_4_1()); 
            match(input,40,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getSightKeyword_1_1_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_4__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_5__0"
    // InternalBanneret.g:2916:1: rule__TerrainEffectBody__Group_1_1_5__0 : rule__TerrainEffectBody__Group_1_1_5__0__Impl rule__TerrainEffectBody__Group_1_1_5__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_5__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2920:1: ( rule__TerrainEffectBody__Group_1_1_5__0__Impl rule__TerrainEffectBody__Group_1_1_5__1 )
            // InternalBanneret.g:2921:2: rule__TerrainEffectBody__Group_1_1_5__0__Impl rule__TerrainEffectBody__Group_1_1_5__1
            {
            pushFollow(FOLLOW_10);
            rule__TerrainEffectBody__Group_1_1_5__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_5__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_5__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_5__0__Impl"
    // InternalBanneret.g:2928:1: rule__TerrainEffectBody__Group_1_1_5__0__Impl : ( 'cover' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_5__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2932:1: ( ( 'cover' ) )
            // InternalBanneret.g:2933:1: ( 'cover' )
            {
            // InternalBanneret.g:2933:1: ( 'cover' )
            // InternalBanneret.g:2934:2: 'cover'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCoverKeyword_1_1_5_0()); 
            match(input,41,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCoverKeyword_1_1_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_5__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_5__1"
    // InternalBanneret.g:2943:1: rule__TerrainEffectBody__Group_1_1_5__1 : rule__TerrainEffectBody__Group_1_1_5__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_5__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2947:1: ( rule__TerrainEffectBody__Group_1_1_5__1__Impl )
            // InternalBanneret.g:2948:2: rule__TerrainEffectBody__Group_1_1_5__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_5__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_5__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_5__1__Impl"
    // InternalBanneret.g:2954:1: rule__TerrainEffectBody__Group_1_1_5__1__Impl : ( ( rule__TerrainEffectBody__CoverAssignment_1_1_5_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_5__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2958:1: ( ( ( rule__TerrainEffectBody__CoverAssignment_1_1_5_1 ) ) )
            // InternalBanneret.g:2959:1: ( ( rule__TerrainEffectBody__CoverAssignment_1_1_5_1 ) )
            {
            // InternalBanneret.g:2959:1: ( ( rule__TerrainEffectBody__CoverAssignment_1_1_5_1 ) )
            // InternalBanneret.g:2960:2: ( rule__TerrainEffectBody__CoverAssignment_1_1_5_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCoverAssignment_1_1_5_1()); 
            // InternalBanneret.g:2961:2: ( rule__TerrainEffectBody__CoverAssignment_1_1_5_1 )
            // InternalBanneret.g:2961:3: rule__TerrainEffectBody__CoverAssignment_1_1_5_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__CoverAssignment_1_1_5_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getCoverAssignment_1_1_5_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_5__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_6__0"
    // InternalBanneret.g:2970:1: rule__TerrainEffectBody__Group_1_1_6__0 : rule__TerrainEffectBody__Group_1_1_6__0__Impl rule__TerrainEffectBody__Group_1_1_6__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2974:1: ( rule__TerrainEffectBody__Group_1_1_6__0__Impl rule__TerrainEffectBody__Group_1_1_6__1 )
            // InternalBanneret.g:2975:2: rule__TerrainEffectBody__Group_1_1_6__0__Impl rule__TerrainEffectBody__Group_1_1_6__1
            {
            pushFollow(FOLLOW_10);
            rule__TerrainEffectBody__Group_1_1_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_6__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_6__0__Impl"
    // InternalBanneret.g:2982:1: rule__TerrainEffectBody__Group_1_1_6__0__Impl : ( 'effect' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:2986:1: ( ( 'effect' ) )
            // InternalBanneret.g:2987:1: ( 'effect' )
            {
            // InternalBanneret.g:2987:1: ( 'effect' )
            // InternalBanneret.g:2988:2: 'effect'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getEffectKeyword_1_1_6_0()); 
            match(input,42,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getEffectKeyword_1_1_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_6__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_6__1"
    // InternalBanneret.g:2997:1: rule__TerrainEffectBody__Group_1_1_6__1 : rule__TerrainEffectBody__Group_1_1_6__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3001:1: ( rule__TerrainEffectBody__Group_1_1_6__1__Impl )
            // InternalBanneret.g:3002:2: rule__TerrainEffectBody__Group_1_1_6__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_6__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_6__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_6__1__Impl"
    // InternalBanneret.g:3008:1: rule__TerrainEffectBody__Group_1_1_6__1__Impl : ( ( rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3012:1: ( ( ( rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 ) ) )
            // InternalBanneret.g:3013:1: ( ( rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 ) )
            {
            // InternalBanneret.g:3013:1: ( ( rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 ) )
            // InternalBanneret.g:3014:2: ( rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCombatEffectAssignment_1_1_6_1()); 
            // InternalBanneret.g:3015:2: ( rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 )
            // InternalBanneret.g:3015:3: rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getCombatEffectAssignment_1_1_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_6__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_7__0"
    // InternalBanneret.g:3024:1: rule__TerrainEffectBody__Group_1_1_7__0 : rule__TerrainEffectBody__Group_1_1_7__0__Impl rule__TerrainEffectBody__Group_1_1_7__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3028:1: ( rule__TerrainEffectBody__Group_1_1_7__0__Impl rule__TerrainEffectBody__Group_1_1_7__1 )
            // InternalBanneret.g:3029:2: rule__TerrainEffectBody__Group_1_1_7__0__Impl rule__TerrainEffectBody__Group_1_1_7__1
            {
            pushFollow(FOLLOW_19);
            rule__TerrainEffectBody__Group_1_1_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_7__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_7__0__Impl"
    // InternalBanneret.g:3036:1: rule__TerrainEffectBody__Group_1_1_7__0__Impl : ( 'elevation' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3040:1: ( ( 'elevation' ) )
            // InternalBanneret.g:3041:1: ( 'elevation' )
            {
            // InternalBanneret.g:3041:1: ( 'elevation' )
            // InternalBanneret.g:3042:2: 'elevation'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getElevationKeyword_1_1_7_0()); 
            match(input,43,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getElevationKeyword_1_1_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_7__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_7__1"
    // InternalBanneret.g:3051:1: rule__TerrainEffectBody__Group_1_1_7__1 : rule__TerrainEffectBody__Group_1_1_7__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3055:1: ( rule__TerrainEffectBody__Group_1_1_7__1__Impl )
            // InternalBanneret.g:3056:2: rule__TerrainEffectBody__Group_1_1_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_7__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_7__1__Impl"
    // InternalBanneret.g:3062:1: rule__TerrainEffectBody__Group_1_1_7__1__Impl : ( ( rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3066:1: ( ( ( rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 ) ) )
            // InternalBanneret.g:3067:1: ( ( rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 ) )
            {
            // InternalBanneret.g:3067:1: ( ( rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 ) )
            // InternalBanneret.g:3068:2: ( rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getElevationAssignment_1_1_7_1()); 
            // InternalBanneret.g:3069:2: ( rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 )
            // InternalBanneret.g:3069:3: rule__TerrainEffectBody__ElevationAssignment_1_1_7_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__ElevationAssignment_1_1_7_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getElevationAssignment_1_1_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_7__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_8__0"
    // InternalBanneret.g:3078:1: rule__TerrainEffectBody__Group_1_1_8__0 : rule__TerrainEffectBody__Group_1_1_8__0__Impl rule__TerrainEffectBody__Group_1_1_8__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_8__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3082:1: ( rule__TerrainEffectBody__Group_1_1_8__0__Impl rule__TerrainEffectBody__Group_1_1_8__1 )
            // InternalBanneret.g:3083:2: rule__TerrainEffectBody__Group_1_1_8__0__Impl rule__TerrainEffectBody__Group_1_1_8__1
            {
            pushFollow(FOLLOW_10);
            rule__TerrainEffectBody__Group_1_1_8__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_8__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_8__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_8__0__Impl"
    // InternalBanneret.g:3090:1: rule__TerrainEffectBody__Group_1_1_8__0__Impl : ( 'color' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_8__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3094:1: ( ( 'color' ) )
            // InternalBanneret.g:3095:1: ( 'color' )
            {
            // InternalBanneret.g:3095:1: ( 'color' )
            // InternalBanneret.g:3096:2: 'color'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getColorKeyword_1_1_8_0()); 
            match(input,44,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getColorKeyword_1_1_8_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_8__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_8__1"
    // InternalBanneret.g:3105:1: rule__TerrainEffectBody__Group_1_1_8__1 : rule__TerrainEffectBody__Group_1_1_8__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_8__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3109:1: ( rule__TerrainEffectBody__Group_1_1_8__1__Impl )
            // InternalBanneret.g:3110:2: rule__TerrainEffectBody__Group_1_1_8__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_8__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_8__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_8__1__Impl"
    // InternalBanneret.g:3116:1: rule__TerrainEffectBody__Group_1_1_8__1__Impl : ( ( rule__TerrainEffectBody__ColorAssignment_1_1_8_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_8__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3120:1: ( ( ( rule__TerrainEffectBody__ColorAssignment_1_1_8_1 ) ) )
            // InternalBanneret.g:3121:1: ( ( rule__TerrainEffectBody__ColorAssignment_1_1_8_1 ) )
            {
            // InternalBanneret.g:3121:1: ( ( rule__TerrainEffectBody__ColorAssignment_1_1_8_1 ) )
            // InternalBanneret.g:3122:2: ( rule__TerrainEffectBody__ColorAssignment_1_1_8_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getColorAssignment_1_1_8_1()); 
            // InternalBanneret.g:3123:2: ( rule__TerrainEffectBody__ColorAssignment_1_1_8_1 )
            // InternalBanneret.g:3123:3: rule__TerrainEffectBody__ColorAssignment_1_1_8_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__ColorAssignment_1_1_8_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getColorAssignment_1_1_8_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_8__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9__0"
    // InternalBanneret.g:3132:1: rule__TerrainEffectBody__Group_1_1_9__0 : rule__TerrainEffectBody__Group_1_1_9__0__Impl rule__TerrainEffectBody__Group_1_1_9__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_9__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3136:1: ( rule__TerrainEffectBody__Group_1_1_9__0__Impl rule__TerrainEffectBody__Group_1_1_9__1 )
            // InternalBanneret.g:3137:2: rule__TerrainEffectBody__Group_1_1_9__0__Impl rule__TerrainEffectBody__Group_1_1_9__1
            {
            pushFollow(FOLLOW_5);
            rule__TerrainEffectBody__Group_1_1_9__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_9__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9__0__Impl"
    // InternalBanneret.g:3144:1: rule__TerrainEffectBody__Group_1_1_9__0__Impl : ( 'traits' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_9__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3148:1: ( ( 'traits' ) )
            // InternalBanneret.g:3149:1: ( 'traits' )
            {
            // InternalBanneret.g:3149:1: ( 'traits' )
            // InternalBanneret.g:3150:2: 'traits'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getTraitsKeyword_1_1_9_0()); 
            match(input,45,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getTraitsKeyword_1_1_9_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9__1"
    // InternalBanneret.g:3159:1: rule__TerrainEffectBody__Group_1_1_9__1 : rule__TerrainEffectBody__Group_1_1_9__1__Impl rule__TerrainEffectBody__Group_1_1_9__2 ;
    public final void rule__TerrainEffectBody__Group_1_1_9__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3163:1: ( rule__TerrainEffectBody__Group_1_1_9__1__Impl rule__TerrainEffectBody__Group_1_1_9__2 )
            // InternalBanneret.g:3164:2: rule__TerrainEffectBody__Group_1_1_9__1__Impl rule__TerrainEffectBody__Group_1_1_9__2
            {
            pushFollow(FOLLOW_16);
            rule__TerrainEffectBody__Group_1_1_9__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_9__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9__1__Impl"
    // InternalBanneret.g:3171:1: rule__TerrainEffectBody__Group_1_1_9__1__Impl : ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_9__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3175:1: ( ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 ) ) )
            // InternalBanneret.g:3176:1: ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 ) )
            {
            // InternalBanneret.g:3176:1: ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 ) )
            // InternalBanneret.g:3177:2: ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getTraitsAssignment_1_1_9_1()); 
            // InternalBanneret.g:3178:2: ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 )
            // InternalBanneret.g:3178:3: rule__TerrainEffectBody__TraitsAssignment_1_1_9_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__TraitsAssignment_1_1_9_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getTraitsAssignment_1_1_9_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9__2"
    // InternalBanneret.g:3186:1: rule__TerrainEffectBody__Group_1_1_9__2 : rule__TerrainEffectBody__Group_1_1_9__2__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_9__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3190:1: ( rule__TerrainEffectBody__Group_1_1_9__2__Impl )
            // InternalBanneret.g:3191:2: rule__TerrainEffectBody__Group_1_1_9__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_9__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9__2"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9__2__Impl"
    // InternalBanneret.g:3197:1: rule__TerrainEffectBody__Group_1_1_9__2__Impl : ( ( rule__TerrainEffectBody__Group_1_1_9_2__0 )* ) ;
    public final void rule__TerrainEffectBody__Group_1_1_9__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3201:1: ( ( ( rule__TerrainEffectBody__Group_1_1_9_2__0 )* ) )
            // InternalBanneret.g:3202:1: ( ( rule__TerrainEffectBody__Group_1_1_9_2__0 )* )
            {
            // InternalBanneret.g:3202:1: ( ( rule__TerrainEffectBody__Group_1_1_9_2__0 )* )
            // InternalBanneret.g:3203:2: ( rule__TerrainEffectBody__Group_1_1_9_2__0 )*
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_9_2()); 
            // InternalBanneret.g:3204:2: ( rule__TerrainEffectBody__Group_1_1_9_2__0 )*
            loop25:
            do {
                int alt25=2;
                int LA25_0 = input.LA(1);

                if ( (LA25_0==39) ) {
                    alt25=1;
                }


                switch (alt25) {
            	case 1 :
            	    // InternalBanneret.g:3204:3: rule__TerrainEffectBody__Group_1_1_9_2__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__TerrainEffectBody__Group_1_1_9_2__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop25;
                }
            } while (true);

             after(grammarAccess.getTerrainEffectBodyAccess().getGroup_1_1_9_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9__2__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9_2__0"
    // InternalBanneret.g:3213:1: rule__TerrainEffectBody__Group_1_1_9_2__0 : rule__TerrainEffectBody__Group_1_1_9_2__0__Impl rule__TerrainEffectBody__Group_1_1_9_2__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_9_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3217:1: ( rule__TerrainEffectBody__Group_1_1_9_2__0__Impl rule__TerrainEffectBody__Group_1_1_9_2__1 )
            // InternalBanneret.g:3218:2: rule__TerrainEffectBody__Group_1_1_9_2__0__Impl rule__TerrainEffectBody__Group_1_1_9_2__1
            {
            pushFollow(FOLLOW_5);
            rule__TerrainEffectBody__Group_1_1_9_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_9_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9_2__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9_2__0__Impl"
    // InternalBanneret.g:3225:1: rule__TerrainEffectBody__Group_1_1_9_2__0__Impl : ( ',' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_9_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3229:1: ( ( ',' ) )
            // InternalBanneret.g:3230:1: ( ',' )
            {
            // InternalBanneret.g:3230:1: ( ',' )
            // InternalBanneret.g:3231:2: ','
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_1_1_9_2_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCommaKeyword_1_1_9_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9_2__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9_2__1"
    // InternalBanneret.g:3240:1: rule__TerrainEffectBody__Group_1_1_9_2__1 : rule__TerrainEffectBody__Group_1_1_9_2__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_9_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3244:1: ( rule__TerrainEffectBody__Group_1_1_9_2__1__Impl )
            // InternalBanneret.g:3245:2: rule__TerrainEffectBody__Group_1_1_9_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_9_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9_2__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_9_2__1__Impl"
    // InternalBanneret.g:3251:1: rule__TerrainEffectBody__Group_1_1_9_2__1__Impl : ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_9_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3255:1: ( ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 ) ) )
            // InternalBanneret.g:3256:1: ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 ) )
            {
            // InternalBanneret.g:3256:1: ( ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 ) )
            // InternalBanneret.g:3257:2: ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getTraitsAssignment_1_1_9_2_1()); 
            // InternalBanneret.g:3258:2: ( rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 )
            // InternalBanneret.g:3258:3: rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getTraitsAssignment_1_1_9_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_9_2__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_10__0"
    // InternalBanneret.g:3267:1: rule__TerrainEffectBody__Group_1_1_10__0 : rule__TerrainEffectBody__Group_1_1_10__0__Impl rule__TerrainEffectBody__Group_1_1_10__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_10__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3271:1: ( rule__TerrainEffectBody__Group_1_1_10__0__Impl rule__TerrainEffectBody__Group_1_1_10__1 )
            // InternalBanneret.g:3272:2: rule__TerrainEffectBody__Group_1_1_10__0__Impl rule__TerrainEffectBody__Group_1_1_10__1
            {
            pushFollow(FOLLOW_9);
            rule__TerrainEffectBody__Group_1_1_10__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_10__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_10__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_10__0__Impl"
    // InternalBanneret.g:3279:1: rule__TerrainEffectBody__Group_1_1_10__0__Impl : ( 'stacking' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_10__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3283:1: ( ( 'stacking' ) )
            // InternalBanneret.g:3284:1: ( 'stacking' )
            {
            // InternalBanneret.g:3284:1: ( 'stacking' )
            // InternalBanneret.g:3285:2: 'stacking'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getStackingKeyword_1_1_10_0()); 
            match(input,30,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getStackingKeyword_1_1_10_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_10__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_10__1"
    // InternalBanneret.g:3294:1: rule__TerrainEffectBody__Group_1_1_10__1 : rule__TerrainEffectBody__Group_1_1_10__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_10__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3298:1: ( rule__TerrainEffectBody__Group_1_1_10__1__Impl )
            // InternalBanneret.g:3299:2: rule__TerrainEffectBody__Group_1_1_10__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_10__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_10__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_10__1__Impl"
    // InternalBanneret.g:3305:1: rule__TerrainEffectBody__Group_1_1_10__1__Impl : ( ( rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_10__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3309:1: ( ( ( rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 ) ) )
            // InternalBanneret.g:3310:1: ( ( rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 ) )
            {
            // InternalBanneret.g:3310:1: ( ( rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 ) )
            // InternalBanneret.g:3311:2: ( rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsAssignment_1_1_10_1()); 
            // InternalBanneret.g:3312:2: ( rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 )
            // InternalBanneret.g:3312:3: rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsAssignment_1_1_10_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_10__1__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_11__0"
    // InternalBanneret.g:3321:1: rule__TerrainEffectBody__Group_1_1_11__0 : rule__TerrainEffectBody__Group_1_1_11__0__Impl rule__TerrainEffectBody__Group_1_1_11__1 ;
    public final void rule__TerrainEffectBody__Group_1_1_11__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3325:1: ( rule__TerrainEffectBody__Group_1_1_11__0__Impl rule__TerrainEffectBody__Group_1_1_11__1 )
            // InternalBanneret.g:3326:2: rule__TerrainEffectBody__Group_1_1_11__0__Impl rule__TerrainEffectBody__Group_1_1_11__1
            {
            pushFollow(FOLLOW_10);
            rule__TerrainEffectBody__Group_1_1_11__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_11__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_11__0"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_11__0__Impl"
    // InternalBanneret.g:3333:1: rule__TerrainEffectBody__Group_1_1_11__0__Impl : ( 'cite' ) ;
    public final void rule__TerrainEffectBody__Group_1_1_11__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3337:1: ( ( 'cite' ) )
            // InternalBanneret.g:3338:1: ( 'cite' )
            {
            // InternalBanneret.g:3338:1: ( 'cite' )
            // InternalBanneret.g:3339:2: 'cite'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCiteKeyword_1_1_11_0()); 
            match(input,46,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCiteKeyword_1_1_11_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_11__0__Impl"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_11__1"
    // InternalBanneret.g:3348:1: rule__TerrainEffectBody__Group_1_1_11__1 : rule__TerrainEffectBody__Group_1_1_11__1__Impl ;
    public final void rule__TerrainEffectBody__Group_1_1_11__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3352:1: ( rule__TerrainEffectBody__Group_1_1_11__1__Impl )
            // InternalBanneret.g:3353:2: rule__TerrainEffectBody__Group_1_1_11__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__Group_1_1_11__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_11__1"


    // $ANTLR start "rule__TerrainEffectBody__Group_1_1_11__1__Impl"
    // InternalBanneret.g:3359:1: rule__TerrainEffectBody__Group_1_1_11__1__Impl : ( ( rule__TerrainEffectBody__CitationAssignment_1_1_11_1 ) ) ;
    public final void rule__TerrainEffectBody__Group_1_1_11__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3363:1: ( ( ( rule__TerrainEffectBody__CitationAssignment_1_1_11_1 ) ) )
            // InternalBanneret.g:3364:1: ( ( rule__TerrainEffectBody__CitationAssignment_1_1_11_1 ) )
            {
            // InternalBanneret.g:3364:1: ( ( rule__TerrainEffectBody__CitationAssignment_1_1_11_1 ) )
            // InternalBanneret.g:3365:2: ( rule__TerrainEffectBody__CitationAssignment_1_1_11_1 )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCitationAssignment_1_1_11_1()); 
            // InternalBanneret.g:3366:2: ( rule__TerrainEffectBody__CitationAssignment_1_1_11_1 )
            // InternalBanneret.g:3366:3: rule__TerrainEffectBody__CitationAssignment_1_1_11_1
            {
            pushFollow(FOLLOW_2);
            rule__TerrainEffectBody__CitationAssignment_1_1_11_1();

            state._fsp--;


            }

             after(grammarAccess.getTerrainEffectBodyAccess().getCitationAssignment_1_1_11_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__Group_1_1_11__1__Impl"


    // $ANTLR start "rule__MovementCost__Group__0"
    // InternalBanneret.g:3375:1: rule__MovementCost__Group__0 : rule__MovementCost__Group__0__Impl rule__MovementCost__Group__1 ;
    public final void rule__MovementCost__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3379:1: ( rule__MovementCost__Group__0__Impl rule__MovementCost__Group__1 )
            // InternalBanneret.g:3380:2: rule__MovementCost__Group__0__Impl rule__MovementCost__Group__1
            {
            pushFollow(FOLLOW_14);
            rule__MovementCost__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MovementCost__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MovementCost__Group__0"


    // $ANTLR start "rule__MovementCost__Group__0__Impl"
    // InternalBanneret.g:3387:1: rule__MovementCost__Group__0__Impl : ( ( rule__MovementCost__UnitClassAssignment_0 ) ) ;
    public final void rule__MovementCost__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3391:1: ( ( ( rule__MovementCost__UnitClassAssignment_0 ) ) )
            // InternalBanneret.g:3392:1: ( ( rule__MovementCost__UnitClassAssignment_0 ) )
            {
            // InternalBanneret.g:3392:1: ( ( rule__MovementCost__UnitClassAssignment_0 ) )
            // InternalBanneret.g:3393:2: ( rule__MovementCost__UnitClassAssignment_0 )
            {
             before(grammarAccess.getMovementCostAccess().getUnitClassAssignment_0()); 
            // InternalBanneret.g:3394:2: ( rule__MovementCost__UnitClassAssignment_0 )
            // InternalBanneret.g:3394:3: rule__MovementCost__UnitClassAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__MovementCost__UnitClassAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getMovementCostAccess().getUnitClassAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MovementCost__Group__0__Impl"


    // $ANTLR start "rule__MovementCost__Group__1"
    // InternalBanneret.g:3402:1: rule__MovementCost__Group__1 : rule__MovementCost__Group__1__Impl ;
    public final void rule__MovementCost__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3406:1: ( rule__MovementCost__Group__1__Impl )
            // InternalBanneret.g:3407:2: rule__MovementCost__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__MovementCost__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MovementCost__Group__1"


    // $ANTLR start "rule__MovementCost__Group__1__Impl"
    // InternalBanneret.g:3413:1: rule__MovementCost__Group__1__Impl : ( ( rule__MovementCost__CostAssignment_1 ) ) ;
    public final void rule__MovementCost__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3417:1: ( ( ( rule__MovementCost__CostAssignment_1 ) ) )
            // InternalBanneret.g:3418:1: ( ( rule__MovementCost__CostAssignment_1 ) )
            {
            // InternalBanneret.g:3418:1: ( ( rule__MovementCost__CostAssignment_1 ) )
            // InternalBanneret.g:3419:2: ( rule__MovementCost__CostAssignment_1 )
            {
             before(grammarAccess.getMovementCostAccess().getCostAssignment_1()); 
            // InternalBanneret.g:3420:2: ( rule__MovementCost__CostAssignment_1 )
            // InternalBanneret.g:3420:3: rule__MovementCost__CostAssignment_1
            {
            pushFollow(FOLLOW_2);
            rule__MovementCost__CostAssignment_1();

            state._fsp--;


            }

             after(grammarAccess.getMovementCostAccess().getCostAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MovementCost__Group__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group__0"
    // InternalBanneret.g:3429:1: rule__StackingLimit__Group__0 : rule__StackingLimit__Group__0__Impl rule__StackingLimit__Group__1 ;
    public final void rule__StackingLimit__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3433:1: ( rule__StackingLimit__Group__0__Impl rule__StackingLimit__Group__1 )
            // InternalBanneret.g:3434:2: rule__StackingLimit__Group__0__Impl rule__StackingLimit__Group__1
            {
            pushFollow(FOLLOW_14);
            rule__StackingLimit__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__0"


    // $ANTLR start "rule__StackingLimit__Group__0__Impl"
    // InternalBanneret.g:3441:1: rule__StackingLimit__Group__0__Impl : ( 'max' ) ;
    public final void rule__StackingLimit__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3445:1: ( ( 'max' ) )
            // InternalBanneret.g:3446:1: ( 'max' )
            {
            // InternalBanneret.g:3446:1: ( 'max' )
            // InternalBanneret.g:3447:2: 'max'
            {
             before(grammarAccess.getStackingLimitAccess().getMaxKeyword_0()); 
            match(input,47,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getMaxKeyword_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group__1"
    // InternalBanneret.g:3456:1: rule__StackingLimit__Group__1 : rule__StackingLimit__Group__1__Impl rule__StackingLimit__Group__2 ;
    public final void rule__StackingLimit__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3460:1: ( rule__StackingLimit__Group__1__Impl rule__StackingLimit__Group__2 )
            // InternalBanneret.g:3461:2: rule__StackingLimit__Group__1__Impl rule__StackingLimit__Group__2
            {
            pushFollow(FOLLOW_20);
            rule__StackingLimit__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__1"


    // $ANTLR start "rule__StackingLimit__Group__1__Impl"
    // InternalBanneret.g:3468:1: rule__StackingLimit__Group__1__Impl : ( ( rule__StackingLimit__MaximumAssignment_1 ) ) ;
    public final void rule__StackingLimit__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3472:1: ( ( ( rule__StackingLimit__MaximumAssignment_1 ) ) )
            // InternalBanneret.g:3473:1: ( ( rule__StackingLimit__MaximumAssignment_1 ) )
            {
            // InternalBanneret.g:3473:1: ( ( rule__StackingLimit__MaximumAssignment_1 ) )
            // InternalBanneret.g:3474:2: ( rule__StackingLimit__MaximumAssignment_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getMaximumAssignment_1()); 
            // InternalBanneret.g:3475:2: ( rule__StackingLimit__MaximumAssignment_1 )
            // InternalBanneret.g:3475:3: rule__StackingLimit__MaximumAssignment_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__MaximumAssignment_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getMaximumAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group__2"
    // InternalBanneret.g:3483:1: rule__StackingLimit__Group__2 : rule__StackingLimit__Group__2__Impl rule__StackingLimit__Group__3 ;
    public final void rule__StackingLimit__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3487:1: ( rule__StackingLimit__Group__2__Impl rule__StackingLimit__Group__3 )
            // InternalBanneret.g:3488:2: rule__StackingLimit__Group__2__Impl rule__StackingLimit__Group__3
            {
            pushFollow(FOLLOW_21);
            rule__StackingLimit__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__2"


    // $ANTLR start "rule__StackingLimit__Group__2__Impl"
    // InternalBanneret.g:3495:1: rule__StackingLimit__Group__2__Impl : ( ( rule__StackingLimit__MeasureAssignment_2 ) ) ;
    public final void rule__StackingLimit__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3499:1: ( ( ( rule__StackingLimit__MeasureAssignment_2 ) ) )
            // InternalBanneret.g:3500:1: ( ( rule__StackingLimit__MeasureAssignment_2 ) )
            {
            // InternalBanneret.g:3500:1: ( ( rule__StackingLimit__MeasureAssignment_2 ) )
            // InternalBanneret.g:3501:2: ( rule__StackingLimit__MeasureAssignment_2 )
            {
             before(grammarAccess.getStackingLimitAccess().getMeasureAssignment_2()); 
            // InternalBanneret.g:3502:2: ( rule__StackingLimit__MeasureAssignment_2 )
            // InternalBanneret.g:3502:3: rule__StackingLimit__MeasureAssignment_2
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__MeasureAssignment_2();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getMeasureAssignment_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__2__Impl"


    // $ANTLR start "rule__StackingLimit__Group__3"
    // InternalBanneret.g:3510:1: rule__StackingLimit__Group__3 : rule__StackingLimit__Group__3__Impl rule__StackingLimit__Group__4 ;
    public final void rule__StackingLimit__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3514:1: ( rule__StackingLimit__Group__3__Impl rule__StackingLimit__Group__4 )
            // InternalBanneret.g:3515:2: rule__StackingLimit__Group__3__Impl rule__StackingLimit__Group__4
            {
            pushFollow(FOLLOW_21);
            rule__StackingLimit__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__3"


    // $ANTLR start "rule__StackingLimit__Group__3__Impl"
    // InternalBanneret.g:3522:1: rule__StackingLimit__Group__3__Impl : ( ( rule__StackingLimit__Group_3__0 )? ) ;
    public final void rule__StackingLimit__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3526:1: ( ( ( rule__StackingLimit__Group_3__0 )? ) )
            // InternalBanneret.g:3527:1: ( ( rule__StackingLimit__Group_3__0 )? )
            {
            // InternalBanneret.g:3527:1: ( ( rule__StackingLimit__Group_3__0 )? )
            // InternalBanneret.g:3528:2: ( rule__StackingLimit__Group_3__0 )?
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_3()); 
            // InternalBanneret.g:3529:2: ( rule__StackingLimit__Group_3__0 )?
            int alt26=2;
            int LA26_0 = input.LA(1);

            if ( (LA26_0==48) ) {
                alt26=1;
            }
            switch (alt26) {
                case 1 :
                    // InternalBanneret.g:3529:3: rule__StackingLimit__Group_3__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__StackingLimit__Group_3__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getStackingLimitAccess().getGroup_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__3__Impl"


    // $ANTLR start "rule__StackingLimit__Group__4"
    // InternalBanneret.g:3537:1: rule__StackingLimit__Group__4 : rule__StackingLimit__Group__4__Impl rule__StackingLimit__Group__5 ;
    public final void rule__StackingLimit__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3541:1: ( rule__StackingLimit__Group__4__Impl rule__StackingLimit__Group__5 )
            // InternalBanneret.g:3542:2: rule__StackingLimit__Group__4__Impl rule__StackingLimit__Group__5
            {
            pushFollow(FOLLOW_21);
            rule__StackingLimit__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__4"


    // $ANTLR start "rule__StackingLimit__Group__4__Impl"
    // InternalBanneret.g:3549:1: rule__StackingLimit__Group__4__Impl : ( ( rule__StackingLimit__Group_4__0 )? ) ;
    public final void rule__StackingLimit__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3553:1: ( ( ( rule__StackingLimit__Group_4__0 )? ) )
            // InternalBanneret.g:3554:1: ( ( rule__StackingLimit__Group_4__0 )? )
            {
            // InternalBanneret.g:3554:1: ( ( rule__StackingLimit__Group_4__0 )? )
            // InternalBanneret.g:3555:2: ( rule__StackingLimit__Group_4__0 )?
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_4()); 
            // InternalBanneret.g:3556:2: ( rule__StackingLimit__Group_4__0 )?
            int alt27=2;
            int LA27_0 = input.LA(1);

            if ( (LA27_0==49) ) {
                alt27=1;
            }
            switch (alt27) {
                case 1 :
                    // InternalBanneret.g:3556:3: rule__StackingLimit__Group_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__StackingLimit__Group_4__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getStackingLimitAccess().getGroup_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__4__Impl"


    // $ANTLR start "rule__StackingLimit__Group__5"
    // InternalBanneret.g:3564:1: rule__StackingLimit__Group__5 : rule__StackingLimit__Group__5__Impl rule__StackingLimit__Group__6 ;
    public final void rule__StackingLimit__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3568:1: ( rule__StackingLimit__Group__5__Impl rule__StackingLimit__Group__6 )
            // InternalBanneret.g:3569:2: rule__StackingLimit__Group__5__Impl rule__StackingLimit__Group__6
            {
            pushFollow(FOLLOW_21);
            rule__StackingLimit__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__5"


    // $ANTLR start "rule__StackingLimit__Group__5__Impl"
    // InternalBanneret.g:3576:1: rule__StackingLimit__Group__5__Impl : ( ( rule__StackingLimit__Group_5__0 )? ) ;
    public final void rule__StackingLimit__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3580:1: ( ( ( rule__StackingLimit__Group_5__0 )? ) )
            // InternalBanneret.g:3581:1: ( ( rule__StackingLimit__Group_5__0 )? )
            {
            // InternalBanneret.g:3581:1: ( ( rule__StackingLimit__Group_5__0 )? )
            // InternalBanneret.g:3582:2: ( rule__StackingLimit__Group_5__0 )?
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_5()); 
            // InternalBanneret.g:3583:2: ( rule__StackingLimit__Group_5__0 )?
            int alt28=2;
            int LA28_0 = input.LA(1);

            if ( (LA28_0==50) ) {
                alt28=1;
            }
            switch (alt28) {
                case 1 :
                    // InternalBanneret.g:3583:3: rule__StackingLimit__Group_5__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__StackingLimit__Group_5__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getStackingLimitAccess().getGroup_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__5__Impl"


    // $ANTLR start "rule__StackingLimit__Group__6"
    // InternalBanneret.g:3591:1: rule__StackingLimit__Group__6 : rule__StackingLimit__Group__6__Impl rule__StackingLimit__Group__7 ;
    public final void rule__StackingLimit__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3595:1: ( rule__StackingLimit__Group__6__Impl rule__StackingLimit__Group__7 )
            // InternalBanneret.g:3596:2: rule__StackingLimit__Group__6__Impl rule__StackingLimit__Group__7
            {
            pushFollow(FOLLOW_21);
            rule__StackingLimit__Group__6__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__7();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__6"


    // $ANTLR start "rule__StackingLimit__Group__6__Impl"
    // InternalBanneret.g:3603:1: rule__StackingLimit__Group__6__Impl : ( ( rule__StackingLimit__Group_6__0 )? ) ;
    public final void rule__StackingLimit__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3607:1: ( ( ( rule__StackingLimit__Group_6__0 )? ) )
            // InternalBanneret.g:3608:1: ( ( rule__StackingLimit__Group_6__0 )? )
            {
            // InternalBanneret.g:3608:1: ( ( rule__StackingLimit__Group_6__0 )? )
            // InternalBanneret.g:3609:2: ( rule__StackingLimit__Group_6__0 )?
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_6()); 
            // InternalBanneret.g:3610:2: ( rule__StackingLimit__Group_6__0 )?
            int alt29=2;
            int LA29_0 = input.LA(1);

            if ( (LA29_0==79) ) {
                alt29=1;
            }
            switch (alt29) {
                case 1 :
                    // InternalBanneret.g:3610:3: rule__StackingLimit__Group_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__StackingLimit__Group_6__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getStackingLimitAccess().getGroup_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__6__Impl"


    // $ANTLR start "rule__StackingLimit__Group__7"
    // InternalBanneret.g:3618:1: rule__StackingLimit__Group__7 : rule__StackingLimit__Group__7__Impl ;
    public final void rule__StackingLimit__Group__7() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3622:1: ( rule__StackingLimit__Group__7__Impl )
            // InternalBanneret.g:3623:2: rule__StackingLimit__Group__7__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group__7__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__7"


    // $ANTLR start "rule__StackingLimit__Group__7__Impl"
    // InternalBanneret.g:3629:1: rule__StackingLimit__Group__7__Impl : ( ( rule__StackingLimit__Group_7__0 )? ) ;
    public final void rule__StackingLimit__Group__7__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3633:1: ( ( ( rule__StackingLimit__Group_7__0 )? ) )
            // InternalBanneret.g:3634:1: ( ( rule__StackingLimit__Group_7__0 )? )
            {
            // InternalBanneret.g:3634:1: ( ( rule__StackingLimit__Group_7__0 )? )
            // InternalBanneret.g:3635:2: ( rule__StackingLimit__Group_7__0 )?
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_7()); 
            // InternalBanneret.g:3636:2: ( rule__StackingLimit__Group_7__0 )?
            int alt30=2;
            int LA30_0 = input.LA(1);

            if ( (LA30_0==52) ) {
                alt30=1;
            }
            switch (alt30) {
                case 1 :
                    // InternalBanneret.g:3636:3: rule__StackingLimit__Group_7__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__StackingLimit__Group_7__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getStackingLimitAccess().getGroup_7()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group__7__Impl"


    // $ANTLR start "rule__StackingLimit__Group_3__0"
    // InternalBanneret.g:3645:1: rule__StackingLimit__Group_3__0 : rule__StackingLimit__Group_3__0__Impl rule__StackingLimit__Group_3__1 ;
    public final void rule__StackingLimit__Group_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3649:1: ( rule__StackingLimit__Group_3__0__Impl rule__StackingLimit__Group_3__1 )
            // InternalBanneret.g:3650:2: rule__StackingLimit__Group_3__0__Impl rule__StackingLimit__Group_3__1
            {
            pushFollow(FOLLOW_5);
            rule__StackingLimit__Group_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_3__0"


    // $ANTLR start "rule__StackingLimit__Group_3__0__Impl"
    // InternalBanneret.g:3657:1: rule__StackingLimit__Group_3__0__Impl : ( 'in' ) ;
    public final void rule__StackingLimit__Group_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3661:1: ( ( 'in' ) )
            // InternalBanneret.g:3662:1: ( 'in' )
            {
            // InternalBanneret.g:3662:1: ( 'in' )
            // InternalBanneret.g:3663:2: 'in'
            {
             before(grammarAccess.getStackingLimitAccess().getInKeyword_3_0()); 
            match(input,48,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getInKeyword_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_3__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_3__1"
    // InternalBanneret.g:3672:1: rule__StackingLimit__Group_3__1 : rule__StackingLimit__Group_3__1__Impl ;
    public final void rule__StackingLimit__Group_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3676:1: ( rule__StackingLimit__Group_3__1__Impl )
            // InternalBanneret.g:3677:2: rule__StackingLimit__Group_3__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_3__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_3__1"


    // $ANTLR start "rule__StackingLimit__Group_3__1__Impl"
    // InternalBanneret.g:3683:1: rule__StackingLimit__Group_3__1__Impl : ( ( rule__StackingLimit__SlotAssignment_3_1 ) ) ;
    public final void rule__StackingLimit__Group_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3687:1: ( ( ( rule__StackingLimit__SlotAssignment_3_1 ) ) )
            // InternalBanneret.g:3688:1: ( ( rule__StackingLimit__SlotAssignment_3_1 ) )
            {
            // InternalBanneret.g:3688:1: ( ( rule__StackingLimit__SlotAssignment_3_1 ) )
            // InternalBanneret.g:3689:2: ( rule__StackingLimit__SlotAssignment_3_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getSlotAssignment_3_1()); 
            // InternalBanneret.g:3690:2: ( rule__StackingLimit__SlotAssignment_3_1 )
            // InternalBanneret.g:3690:3: rule__StackingLimit__SlotAssignment_3_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__SlotAssignment_3_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getSlotAssignment_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_3__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group_4__0"
    // InternalBanneret.g:3699:1: rule__StackingLimit__Group_4__0 : rule__StackingLimit__Group_4__0__Impl rule__StackingLimit__Group_4__1 ;
    public final void rule__StackingLimit__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3703:1: ( rule__StackingLimit__Group_4__0__Impl rule__StackingLimit__Group_4__1 )
            // InternalBanneret.g:3704:2: rule__StackingLimit__Group_4__0__Impl rule__StackingLimit__Group_4__1
            {
            pushFollow(FOLLOW_5);
            rule__StackingLimit__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4__0"


    // $ANTLR start "rule__StackingLimit__Group_4__0__Impl"
    // InternalBanneret.g:3711:1: rule__StackingLimit__Group_4__0__Impl : ( 'of' ) ;
    public final void rule__StackingLimit__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3715:1: ( ( 'of' ) )
            // InternalBanneret.g:3716:1: ( 'of' )
            {
            // InternalBanneret.g:3716:1: ( 'of' )
            // InternalBanneret.g:3717:2: 'of'
            {
             before(grammarAccess.getStackingLimitAccess().getOfKeyword_4_0()); 
            match(input,49,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getOfKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_4__1"
    // InternalBanneret.g:3726:1: rule__StackingLimit__Group_4__1 : rule__StackingLimit__Group_4__1__Impl rule__StackingLimit__Group_4__2 ;
    public final void rule__StackingLimit__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3730:1: ( rule__StackingLimit__Group_4__1__Impl rule__StackingLimit__Group_4__2 )
            // InternalBanneret.g:3731:2: rule__StackingLimit__Group_4__1__Impl rule__StackingLimit__Group_4__2
            {
            pushFollow(FOLLOW_16);
            rule__StackingLimit__Group_4__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_4__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4__1"


    // $ANTLR start "rule__StackingLimit__Group_4__1__Impl"
    // InternalBanneret.g:3738:1: rule__StackingLimit__Group_4__1__Impl : ( ( rule__StackingLimit__AppliesToAssignment_4_1 ) ) ;
    public final void rule__StackingLimit__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3742:1: ( ( ( rule__StackingLimit__AppliesToAssignment_4_1 ) ) )
            // InternalBanneret.g:3743:1: ( ( rule__StackingLimit__AppliesToAssignment_4_1 ) )
            {
            // InternalBanneret.g:3743:1: ( ( rule__StackingLimit__AppliesToAssignment_4_1 ) )
            // InternalBanneret.g:3744:2: ( rule__StackingLimit__AppliesToAssignment_4_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getAppliesToAssignment_4_1()); 
            // InternalBanneret.g:3745:2: ( rule__StackingLimit__AppliesToAssignment_4_1 )
            // InternalBanneret.g:3745:3: rule__StackingLimit__AppliesToAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__AppliesToAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getAppliesToAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group_4__2"
    // InternalBanneret.g:3753:1: rule__StackingLimit__Group_4__2 : rule__StackingLimit__Group_4__2__Impl ;
    public final void rule__StackingLimit__Group_4__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3757:1: ( rule__StackingLimit__Group_4__2__Impl )
            // InternalBanneret.g:3758:2: rule__StackingLimit__Group_4__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_4__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4__2"


    // $ANTLR start "rule__StackingLimit__Group_4__2__Impl"
    // InternalBanneret.g:3764:1: rule__StackingLimit__Group_4__2__Impl : ( ( rule__StackingLimit__Group_4_2__0 )* ) ;
    public final void rule__StackingLimit__Group_4__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3768:1: ( ( ( rule__StackingLimit__Group_4_2__0 )* ) )
            // InternalBanneret.g:3769:1: ( ( rule__StackingLimit__Group_4_2__0 )* )
            {
            // InternalBanneret.g:3769:1: ( ( rule__StackingLimit__Group_4_2__0 )* )
            // InternalBanneret.g:3770:2: ( rule__StackingLimit__Group_4_2__0 )*
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_4_2()); 
            // InternalBanneret.g:3771:2: ( rule__StackingLimit__Group_4_2__0 )*
            loop31:
            do {
                int alt31=2;
                int LA31_0 = input.LA(1);

                if ( (LA31_0==39) ) {
                    alt31=1;
                }


                switch (alt31) {
            	case 1 :
            	    // InternalBanneret.g:3771:3: rule__StackingLimit__Group_4_2__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__StackingLimit__Group_4_2__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop31;
                }
            } while (true);

             after(grammarAccess.getStackingLimitAccess().getGroup_4_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4__2__Impl"


    // $ANTLR start "rule__StackingLimit__Group_4_2__0"
    // InternalBanneret.g:3780:1: rule__StackingLimit__Group_4_2__0 : rule__StackingLimit__Group_4_2__0__Impl rule__StackingLimit__Group_4_2__1 ;
    public final void rule__StackingLimit__Group_4_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3784:1: ( rule__StackingLimit__Group_4_2__0__Impl rule__StackingLimit__Group_4_2__1 )
            // InternalBanneret.g:3785:2: rule__StackingLimit__Group_4_2__0__Impl rule__StackingLimit__Group_4_2__1
            {
            pushFollow(FOLLOW_5);
            rule__StackingLimit__Group_4_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_4_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4_2__0"


    // $ANTLR start "rule__StackingLimit__Group_4_2__0__Impl"
    // InternalBanneret.g:3792:1: rule__StackingLimit__Group_4_2__0__Impl : ( ',' ) ;
    public final void rule__StackingLimit__Group_4_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3796:1: ( ( ',' ) )
            // InternalBanneret.g:3797:1: ( ',' )
            {
            // InternalBanneret.g:3797:1: ( ',' )
            // InternalBanneret.g:3798:2: ','
            {
             before(grammarAccess.getStackingLimitAccess().getCommaKeyword_4_2_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getCommaKeyword_4_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4_2__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_4_2__1"
    // InternalBanneret.g:3807:1: rule__StackingLimit__Group_4_2__1 : rule__StackingLimit__Group_4_2__1__Impl ;
    public final void rule__StackingLimit__Group_4_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3811:1: ( rule__StackingLimit__Group_4_2__1__Impl )
            // InternalBanneret.g:3812:2: rule__StackingLimit__Group_4_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_4_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4_2__1"


    // $ANTLR start "rule__StackingLimit__Group_4_2__1__Impl"
    // InternalBanneret.g:3818:1: rule__StackingLimit__Group_4_2__1__Impl : ( ( rule__StackingLimit__AppliesToAssignment_4_2_1 ) ) ;
    public final void rule__StackingLimit__Group_4_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3822:1: ( ( ( rule__StackingLimit__AppliesToAssignment_4_2_1 ) ) )
            // InternalBanneret.g:3823:1: ( ( rule__StackingLimit__AppliesToAssignment_4_2_1 ) )
            {
            // InternalBanneret.g:3823:1: ( ( rule__StackingLimit__AppliesToAssignment_4_2_1 ) )
            // InternalBanneret.g:3824:2: ( rule__StackingLimit__AppliesToAssignment_4_2_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getAppliesToAssignment_4_2_1()); 
            // InternalBanneret.g:3825:2: ( rule__StackingLimit__AppliesToAssignment_4_2_1 )
            // InternalBanneret.g:3825:3: rule__StackingLimit__AppliesToAssignment_4_2_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__AppliesToAssignment_4_2_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getAppliesToAssignment_4_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_4_2__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group_5__0"
    // InternalBanneret.g:3834:1: rule__StackingLimit__Group_5__0 : rule__StackingLimit__Group_5__0__Impl rule__StackingLimit__Group_5__1 ;
    public final void rule__StackingLimit__Group_5__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3838:1: ( rule__StackingLimit__Group_5__0__Impl rule__StackingLimit__Group_5__1 )
            // InternalBanneret.g:3839:2: rule__StackingLimit__Group_5__0__Impl rule__StackingLimit__Group_5__1
            {
            pushFollow(FOLLOW_5);
            rule__StackingLimit__Group_5__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_5__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5__0"


    // $ANTLR start "rule__StackingLimit__Group_5__0__Impl"
    // InternalBanneret.g:3846:1: rule__StackingLimit__Group_5__0__Impl : ( 'except' ) ;
    public final void rule__StackingLimit__Group_5__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3850:1: ( ( 'except' ) )
            // InternalBanneret.g:3851:1: ( 'except' )
            {
            // InternalBanneret.g:3851:1: ( 'except' )
            // InternalBanneret.g:3852:2: 'except'
            {
             before(grammarAccess.getStackingLimitAccess().getExceptKeyword_5_0()); 
            match(input,50,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getExceptKeyword_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_5__1"
    // InternalBanneret.g:3861:1: rule__StackingLimit__Group_5__1 : rule__StackingLimit__Group_5__1__Impl rule__StackingLimit__Group_5__2 ;
    public final void rule__StackingLimit__Group_5__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3865:1: ( rule__StackingLimit__Group_5__1__Impl rule__StackingLimit__Group_5__2 )
            // InternalBanneret.g:3866:2: rule__StackingLimit__Group_5__1__Impl rule__StackingLimit__Group_5__2
            {
            pushFollow(FOLLOW_16);
            rule__StackingLimit__Group_5__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_5__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5__1"


    // $ANTLR start "rule__StackingLimit__Group_5__1__Impl"
    // InternalBanneret.g:3873:1: rule__StackingLimit__Group_5__1__Impl : ( ( rule__StackingLimit__ExemptAssignment_5_1 ) ) ;
    public final void rule__StackingLimit__Group_5__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3877:1: ( ( ( rule__StackingLimit__ExemptAssignment_5_1 ) ) )
            // InternalBanneret.g:3878:1: ( ( rule__StackingLimit__ExemptAssignment_5_1 ) )
            {
            // InternalBanneret.g:3878:1: ( ( rule__StackingLimit__ExemptAssignment_5_1 ) )
            // InternalBanneret.g:3879:2: ( rule__StackingLimit__ExemptAssignment_5_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getExemptAssignment_5_1()); 
            // InternalBanneret.g:3880:2: ( rule__StackingLimit__ExemptAssignment_5_1 )
            // InternalBanneret.g:3880:3: rule__StackingLimit__ExemptAssignment_5_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__ExemptAssignment_5_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getExemptAssignment_5_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group_5__2"
    // InternalBanneret.g:3888:1: rule__StackingLimit__Group_5__2 : rule__StackingLimit__Group_5__2__Impl ;
    public final void rule__StackingLimit__Group_5__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3892:1: ( rule__StackingLimit__Group_5__2__Impl )
            // InternalBanneret.g:3893:2: rule__StackingLimit__Group_5__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_5__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5__2"


    // $ANTLR start "rule__StackingLimit__Group_5__2__Impl"
    // InternalBanneret.g:3899:1: rule__StackingLimit__Group_5__2__Impl : ( ( rule__StackingLimit__Group_5_2__0 )* ) ;
    public final void rule__StackingLimit__Group_5__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3903:1: ( ( ( rule__StackingLimit__Group_5_2__0 )* ) )
            // InternalBanneret.g:3904:1: ( ( rule__StackingLimit__Group_5_2__0 )* )
            {
            // InternalBanneret.g:3904:1: ( ( rule__StackingLimit__Group_5_2__0 )* )
            // InternalBanneret.g:3905:2: ( rule__StackingLimit__Group_5_2__0 )*
            {
             before(grammarAccess.getStackingLimitAccess().getGroup_5_2()); 
            // InternalBanneret.g:3906:2: ( rule__StackingLimit__Group_5_2__0 )*
            loop32:
            do {
                int alt32=2;
                int LA32_0 = input.LA(1);

                if ( (LA32_0==39) ) {
                    alt32=1;
                }


                switch (alt32) {
            	case 1 :
            	    // InternalBanneret.g:3906:3: rule__StackingLimit__Group_5_2__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__StackingLimit__Group_5_2__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop32;
                }
            } while (true);

             after(grammarAccess.getStackingLimitAccess().getGroup_5_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5__2__Impl"


    // $ANTLR start "rule__StackingLimit__Group_5_2__0"
    // InternalBanneret.g:3915:1: rule__StackingLimit__Group_5_2__0 : rule__StackingLimit__Group_5_2__0__Impl rule__StackingLimit__Group_5_2__1 ;
    public final void rule__StackingLimit__Group_5_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3919:1: ( rule__StackingLimit__Group_5_2__0__Impl rule__StackingLimit__Group_5_2__1 )
            // InternalBanneret.g:3920:2: rule__StackingLimit__Group_5_2__0__Impl rule__StackingLimit__Group_5_2__1
            {
            pushFollow(FOLLOW_5);
            rule__StackingLimit__Group_5_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_5_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5_2__0"


    // $ANTLR start "rule__StackingLimit__Group_5_2__0__Impl"
    // InternalBanneret.g:3927:1: rule__StackingLimit__Group_5_2__0__Impl : ( ',' ) ;
    public final void rule__StackingLimit__Group_5_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3931:1: ( ( ',' ) )
            // InternalBanneret.g:3932:1: ( ',' )
            {
            // InternalBanneret.g:3932:1: ( ',' )
            // InternalBanneret.g:3933:2: ','
            {
             before(grammarAccess.getStackingLimitAccess().getCommaKeyword_5_2_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getCommaKeyword_5_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5_2__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_5_2__1"
    // InternalBanneret.g:3942:1: rule__StackingLimit__Group_5_2__1 : rule__StackingLimit__Group_5_2__1__Impl ;
    public final void rule__StackingLimit__Group_5_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3946:1: ( rule__StackingLimit__Group_5_2__1__Impl )
            // InternalBanneret.g:3947:2: rule__StackingLimit__Group_5_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_5_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5_2__1"


    // $ANTLR start "rule__StackingLimit__Group_5_2__1__Impl"
    // InternalBanneret.g:3953:1: rule__StackingLimit__Group_5_2__1__Impl : ( ( rule__StackingLimit__ExemptAssignment_5_2_1 ) ) ;
    public final void rule__StackingLimit__Group_5_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3957:1: ( ( ( rule__StackingLimit__ExemptAssignment_5_2_1 ) ) )
            // InternalBanneret.g:3958:1: ( ( rule__StackingLimit__ExemptAssignment_5_2_1 ) )
            {
            // InternalBanneret.g:3958:1: ( ( rule__StackingLimit__ExemptAssignment_5_2_1 ) )
            // InternalBanneret.g:3959:2: ( rule__StackingLimit__ExemptAssignment_5_2_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getExemptAssignment_5_2_1()); 
            // InternalBanneret.g:3960:2: ( rule__StackingLimit__ExemptAssignment_5_2_1 )
            // InternalBanneret.g:3960:3: rule__StackingLimit__ExemptAssignment_5_2_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__ExemptAssignment_5_2_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getExemptAssignment_5_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_5_2__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group_6__0"
    // InternalBanneret.g:3969:1: rule__StackingLimit__Group_6__0 : rule__StackingLimit__Group_6__0__Impl rule__StackingLimit__Group_6__1 ;
    public final void rule__StackingLimit__Group_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3973:1: ( rule__StackingLimit__Group_6__0__Impl rule__StackingLimit__Group_6__1 )
            // InternalBanneret.g:3974:2: rule__StackingLimit__Group_6__0__Impl rule__StackingLimit__Group_6__1
            {
            pushFollow(FOLLOW_22);
            rule__StackingLimit__Group_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_6__0"


    // $ANTLR start "rule__StackingLimit__Group_6__0__Impl"
    // InternalBanneret.g:3981:1: rule__StackingLimit__Group_6__0__Impl : ( ( rule__StackingLimit__PerSideAssignment_6_0 ) ) ;
    public final void rule__StackingLimit__Group_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:3985:1: ( ( ( rule__StackingLimit__PerSideAssignment_6_0 ) ) )
            // InternalBanneret.g:3986:1: ( ( rule__StackingLimit__PerSideAssignment_6_0 ) )
            {
            // InternalBanneret.g:3986:1: ( ( rule__StackingLimit__PerSideAssignment_6_0 ) )
            // InternalBanneret.g:3987:2: ( rule__StackingLimit__PerSideAssignment_6_0 )
            {
             before(grammarAccess.getStackingLimitAccess().getPerSideAssignment_6_0()); 
            // InternalBanneret.g:3988:2: ( rule__StackingLimit__PerSideAssignment_6_0 )
            // InternalBanneret.g:3988:3: rule__StackingLimit__PerSideAssignment_6_0
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__PerSideAssignment_6_0();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getPerSideAssignment_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_6__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_6__1"
    // InternalBanneret.g:3996:1: rule__StackingLimit__Group_6__1 : rule__StackingLimit__Group_6__1__Impl ;
    public final void rule__StackingLimit__Group_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4000:1: ( rule__StackingLimit__Group_6__1__Impl )
            // InternalBanneret.g:4001:2: rule__StackingLimit__Group_6__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_6__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_6__1"


    // $ANTLR start "rule__StackingLimit__Group_6__1__Impl"
    // InternalBanneret.g:4007:1: rule__StackingLimit__Group_6__1__Impl : ( 'side' ) ;
    public final void rule__StackingLimit__Group_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4011:1: ( ( 'side' ) )
            // InternalBanneret.g:4012:1: ( 'side' )
            {
            // InternalBanneret.g:4012:1: ( 'side' )
            // InternalBanneret.g:4013:2: 'side'
            {
             before(grammarAccess.getStackingLimitAccess().getSideKeyword_6_1()); 
            match(input,51,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getSideKeyword_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_6__1__Impl"


    // $ANTLR start "rule__StackingLimit__Group_7__0"
    // InternalBanneret.g:4023:1: rule__StackingLimit__Group_7__0 : rule__StackingLimit__Group_7__0__Impl rule__StackingLimit__Group_7__1 ;
    public final void rule__StackingLimit__Group_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4027:1: ( rule__StackingLimit__Group_7__0__Impl rule__StackingLimit__Group_7__1 )
            // InternalBanneret.g:4028:2: rule__StackingLimit__Group_7__0__Impl rule__StackingLimit__Group_7__1
            {
            pushFollow(FOLLOW_10);
            rule__StackingLimit__Group_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_7__0"


    // $ANTLR start "rule__StackingLimit__Group_7__0__Impl"
    // InternalBanneret.g:4035:1: rule__StackingLimit__Group_7__0__Impl : ( 'rule' ) ;
    public final void rule__StackingLimit__Group_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4039:1: ( ( 'rule' ) )
            // InternalBanneret.g:4040:1: ( 'rule' )
            {
            // InternalBanneret.g:4040:1: ( 'rule' )
            // InternalBanneret.g:4041:2: 'rule'
            {
             before(grammarAccess.getStackingLimitAccess().getRuleKeyword_7_0()); 
            match(input,52,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getRuleKeyword_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_7__0__Impl"


    // $ANTLR start "rule__StackingLimit__Group_7__1"
    // InternalBanneret.g:4050:1: rule__StackingLimit__Group_7__1 : rule__StackingLimit__Group_7__1__Impl ;
    public final void rule__StackingLimit__Group_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4054:1: ( rule__StackingLimit__Group_7__1__Impl )
            // InternalBanneret.g:4055:2: rule__StackingLimit__Group_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__Group_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_7__1"


    // $ANTLR start "rule__StackingLimit__Group_7__1__Impl"
    // InternalBanneret.g:4061:1: rule__StackingLimit__Group_7__1__Impl : ( ( rule__StackingLimit__CitationAssignment_7_1 ) ) ;
    public final void rule__StackingLimit__Group_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4065:1: ( ( ( rule__StackingLimit__CitationAssignment_7_1 ) ) )
            // InternalBanneret.g:4066:1: ( ( rule__StackingLimit__CitationAssignment_7_1 ) )
            {
            // InternalBanneret.g:4066:1: ( ( rule__StackingLimit__CitationAssignment_7_1 ) )
            // InternalBanneret.g:4067:2: ( rule__StackingLimit__CitationAssignment_7_1 )
            {
             before(grammarAccess.getStackingLimitAccess().getCitationAssignment_7_1()); 
            // InternalBanneret.g:4068:2: ( rule__StackingLimit__CitationAssignment_7_1 )
            // InternalBanneret.g:4068:3: rule__StackingLimit__CitationAssignment_7_1
            {
            pushFollow(FOLLOW_2);
            rule__StackingLimit__CitationAssignment_7_1();

            state._fsp--;


            }

             after(grammarAccess.getStackingLimitAccess().getCitationAssignment_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__Group_7__1__Impl"


    // $ANTLR start "rule__UnitType__Group__0"
    // InternalBanneret.g:4077:1: rule__UnitType__Group__0 : rule__UnitType__Group__0__Impl rule__UnitType__Group__1 ;
    public final void rule__UnitType__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4081:1: ( rule__UnitType__Group__0__Impl rule__UnitType__Group__1 )
            // InternalBanneret.g:4082:2: rule__UnitType__Group__0__Impl rule__UnitType__Group__1
            {
            pushFollow(FOLLOW_23);
            rule__UnitType__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__0"


    // $ANTLR start "rule__UnitType__Group__0__Impl"
    // InternalBanneret.g:4089:1: rule__UnitType__Group__0__Impl : ( ( rule__UnitType__NameAssignment_0 ) ) ;
    public final void rule__UnitType__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4093:1: ( ( ( rule__UnitType__NameAssignment_0 ) ) )
            // InternalBanneret.g:4094:1: ( ( rule__UnitType__NameAssignment_0 ) )
            {
            // InternalBanneret.g:4094:1: ( ( rule__UnitType__NameAssignment_0 ) )
            // InternalBanneret.g:4095:2: ( rule__UnitType__NameAssignment_0 )
            {
             before(grammarAccess.getUnitTypeAccess().getNameAssignment_0()); 
            // InternalBanneret.g:4096:2: ( rule__UnitType__NameAssignment_0 )
            // InternalBanneret.g:4096:3: rule__UnitType__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__0__Impl"


    // $ANTLR start "rule__UnitType__Group__1"
    // InternalBanneret.g:4104:1: rule__UnitType__Group__1 : rule__UnitType__Group__1__Impl rule__UnitType__Group__2 ;
    public final void rule__UnitType__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4108:1: ( rule__UnitType__Group__1__Impl rule__UnitType__Group__2 )
            // InternalBanneret.g:4109:2: rule__UnitType__Group__1__Impl rule__UnitType__Group__2
            {
            pushFollow(FOLLOW_23);
            rule__UnitType__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__1"


    // $ANTLR start "rule__UnitType__Group__1__Impl"
    // InternalBanneret.g:4116:1: rule__UnitType__Group__1__Impl : ( ( rule__UnitType__TitleAssignment_1 )? ) ;
    public final void rule__UnitType__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4120:1: ( ( ( rule__UnitType__TitleAssignment_1 )? ) )
            // InternalBanneret.g:4121:1: ( ( rule__UnitType__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:4121:1: ( ( rule__UnitType__TitleAssignment_1 )? )
            // InternalBanneret.g:4122:2: ( rule__UnitType__TitleAssignment_1 )?
            {
             before(grammarAccess.getUnitTypeAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:4123:2: ( rule__UnitType__TitleAssignment_1 )?
            int alt33=2;
            int LA33_0 = input.LA(1);

            if ( (LA33_0==RULE_STRING) ) {
                alt33=1;
            }
            switch (alt33) {
                case 1 :
                    // InternalBanneret.g:4123:3: rule__UnitType__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getUnitTypeAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__1__Impl"


    // $ANTLR start "rule__UnitType__Group__2"
    // InternalBanneret.g:4131:1: rule__UnitType__Group__2 : rule__UnitType__Group__2__Impl rule__UnitType__Group__3 ;
    public final void rule__UnitType__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4135:1: ( rule__UnitType__Group__2__Impl rule__UnitType__Group__3 )
            // InternalBanneret.g:4136:2: rule__UnitType__Group__2__Impl rule__UnitType__Group__3
            {
            pushFollow(FOLLOW_5);
            rule__UnitType__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__2"


    // $ANTLR start "rule__UnitType__Group__2__Impl"
    // InternalBanneret.g:4143:1: rule__UnitType__Group__2__Impl : ( ':' ) ;
    public final void rule__UnitType__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4147:1: ( ( ':' ) )
            // InternalBanneret.g:4148:1: ( ':' )
            {
            // InternalBanneret.g:4148:1: ( ':' )
            // InternalBanneret.g:4149:2: ':'
            {
             before(grammarAccess.getUnitTypeAccess().getColonKeyword_2()); 
            match(input,53,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getColonKeyword_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__2__Impl"


    // $ANTLR start "rule__UnitType__Group__3"
    // InternalBanneret.g:4158:1: rule__UnitType__Group__3 : rule__UnitType__Group__3__Impl rule__UnitType__Group__4 ;
    public final void rule__UnitType__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4162:1: ( rule__UnitType__Group__3__Impl rule__UnitType__Group__4 )
            // InternalBanneret.g:4163:2: rule__UnitType__Group__3__Impl rule__UnitType__Group__4
            {
            pushFollow(FOLLOW_24);
            rule__UnitType__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__3"


    // $ANTLR start "rule__UnitType__Group__3__Impl"
    // InternalBanneret.g:4170:1: rule__UnitType__Group__3__Impl : ( ( rule__UnitType__UnitClassAssignment_3 ) ) ;
    public final void rule__UnitType__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4174:1: ( ( ( rule__UnitType__UnitClassAssignment_3 ) ) )
            // InternalBanneret.g:4175:1: ( ( rule__UnitType__UnitClassAssignment_3 ) )
            {
            // InternalBanneret.g:4175:1: ( ( rule__UnitType__UnitClassAssignment_3 ) )
            // InternalBanneret.g:4176:2: ( rule__UnitType__UnitClassAssignment_3 )
            {
             before(grammarAccess.getUnitTypeAccess().getUnitClassAssignment_3()); 
            // InternalBanneret.g:4177:2: ( rule__UnitType__UnitClassAssignment_3 )
            // InternalBanneret.g:4177:3: rule__UnitType__UnitClassAssignment_3
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__UnitClassAssignment_3();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getUnitClassAssignment_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__3__Impl"


    // $ANTLR start "rule__UnitType__Group__4"
    // InternalBanneret.g:4185:1: rule__UnitType__Group__4 : rule__UnitType__Group__4__Impl rule__UnitType__Group__5 ;
    public final void rule__UnitType__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4189:1: ( rule__UnitType__Group__4__Impl rule__UnitType__Group__5 )
            // InternalBanneret.g:4190:2: rule__UnitType__Group__4__Impl rule__UnitType__Group__5
            {
            pushFollow(FOLLOW_24);
            rule__UnitType__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__4"


    // $ANTLR start "rule__UnitType__Group__4__Impl"
    // InternalBanneret.g:4197:1: rule__UnitType__Group__4__Impl : ( ( rule__UnitType__Group_4__0 )? ) ;
    public final void rule__UnitType__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4201:1: ( ( ( rule__UnitType__Group_4__0 )? ) )
            // InternalBanneret.g:4202:1: ( ( rule__UnitType__Group_4__0 )? )
            {
            // InternalBanneret.g:4202:1: ( ( rule__UnitType__Group_4__0 )? )
            // InternalBanneret.g:4203:2: ( rule__UnitType__Group_4__0 )?
            {
             before(grammarAccess.getUnitTypeAccess().getGroup_4()); 
            // InternalBanneret.g:4204:2: ( rule__UnitType__Group_4__0 )?
            int alt34=2;
            int LA34_0 = input.LA(1);

            if ( (LA34_0==35) ) {
                alt34=1;
            }
            switch (alt34) {
                case 1 :
                    // InternalBanneret.g:4204:3: rule__UnitType__Group_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__Group_4__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getUnitTypeAccess().getGroup_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__4__Impl"


    // $ANTLR start "rule__UnitType__Group__5"
    // InternalBanneret.g:4212:1: rule__UnitType__Group__5 : rule__UnitType__Group__5__Impl ;
    public final void rule__UnitType__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4216:1: ( rule__UnitType__Group__5__Impl )
            // InternalBanneret.g:4217:2: rule__UnitType__Group__5__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group__5__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__5"


    // $ANTLR start "rule__UnitType__Group__5__Impl"
    // InternalBanneret.g:4223:1: rule__UnitType__Group__5__Impl : ( ( rule__UnitType__Group_5__0 )? ) ;
    public final void rule__UnitType__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4227:1: ( ( ( rule__UnitType__Group_5__0 )? ) )
            // InternalBanneret.g:4228:1: ( ( rule__UnitType__Group_5__0 )? )
            {
            // InternalBanneret.g:4228:1: ( ( rule__UnitType__Group_5__0 )? )
            // InternalBanneret.g:4229:2: ( rule__UnitType__Group_5__0 )?
            {
             before(grammarAccess.getUnitTypeAccess().getGroup_5()); 
            // InternalBanneret.g:4230:2: ( rule__UnitType__Group_5__0 )?
            int alt35=2;
            int LA35_0 = input.LA(1);

            if ( (LA35_0==21) ) {
                alt35=1;
            }
            switch (alt35) {
                case 1 :
                    // InternalBanneret.g:4230:3: rule__UnitType__Group_5__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__UnitType__Group_5__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getUnitTypeAccess().getGroup_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group__5__Impl"


    // $ANTLR start "rule__UnitType__Group_4__0"
    // InternalBanneret.g:4239:1: rule__UnitType__Group_4__0 : rule__UnitType__Group_4__0__Impl rule__UnitType__Group_4__1 ;
    public final void rule__UnitType__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4243:1: ( rule__UnitType__Group_4__0__Impl rule__UnitType__Group_4__1 )
            // InternalBanneret.g:4244:2: rule__UnitType__Group_4__0__Impl rule__UnitType__Group_4__1
            {
            pushFollow(FOLLOW_10);
            rule__UnitType__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_4__0"


    // $ANTLR start "rule__UnitType__Group_4__0__Impl"
    // InternalBanneret.g:4251:1: rule__UnitType__Group_4__0__Impl : ( 'code' ) ;
    public final void rule__UnitType__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4255:1: ( ( 'code' ) )
            // InternalBanneret.g:4256:1: ( 'code' )
            {
            // InternalBanneret.g:4256:1: ( 'code' )
            // InternalBanneret.g:4257:2: 'code'
            {
             before(grammarAccess.getUnitTypeAccess().getCodeKeyword_4_0()); 
            match(input,35,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getCodeKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_4__0__Impl"


    // $ANTLR start "rule__UnitType__Group_4__1"
    // InternalBanneret.g:4266:1: rule__UnitType__Group_4__1 : rule__UnitType__Group_4__1__Impl ;
    public final void rule__UnitType__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4270:1: ( rule__UnitType__Group_4__1__Impl )
            // InternalBanneret.g:4271:2: rule__UnitType__Group_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_4__1"


    // $ANTLR start "rule__UnitType__Group_4__1__Impl"
    // InternalBanneret.g:4277:1: rule__UnitType__Group_4__1__Impl : ( ( rule__UnitType__CodeAssignment_4_1 ) ) ;
    public final void rule__UnitType__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4281:1: ( ( ( rule__UnitType__CodeAssignment_4_1 ) ) )
            // InternalBanneret.g:4282:1: ( ( rule__UnitType__CodeAssignment_4_1 ) )
            {
            // InternalBanneret.g:4282:1: ( ( rule__UnitType__CodeAssignment_4_1 ) )
            // InternalBanneret.g:4283:2: ( rule__UnitType__CodeAssignment_4_1 )
            {
             before(grammarAccess.getUnitTypeAccess().getCodeAssignment_4_1()); 
            // InternalBanneret.g:4284:2: ( rule__UnitType__CodeAssignment_4_1 )
            // InternalBanneret.g:4284:3: rule__UnitType__CodeAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__CodeAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getCodeAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_4__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5__0"
    // InternalBanneret.g:4293:1: rule__UnitType__Group_5__0 : rule__UnitType__Group_5__0__Impl rule__UnitType__Group_5__1 ;
    public final void rule__UnitType__Group_5__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4297:1: ( rule__UnitType__Group_5__0__Impl rule__UnitType__Group_5__1 )
            // InternalBanneret.g:4298:2: rule__UnitType__Group_5__0__Impl rule__UnitType__Group_5__1
            {
            pushFollow(FOLLOW_25);
            rule__UnitType__Group_5__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__0"


    // $ANTLR start "rule__UnitType__Group_5__0__Impl"
    // InternalBanneret.g:4305:1: rule__UnitType__Group_5__0__Impl : ( '{' ) ;
    public final void rule__UnitType__Group_5__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4309:1: ( ( '{' ) )
            // InternalBanneret.g:4310:1: ( '{' )
            {
            // InternalBanneret.g:4310:1: ( '{' )
            // InternalBanneret.g:4311:2: '{'
            {
             before(grammarAccess.getUnitTypeAccess().getLeftCurlyBracketKeyword_5_0()); 
            match(input,21,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getLeftCurlyBracketKeyword_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__0__Impl"


    // $ANTLR start "rule__UnitType__Group_5__1"
    // InternalBanneret.g:4320:1: rule__UnitType__Group_5__1 : rule__UnitType__Group_5__1__Impl rule__UnitType__Group_5__2 ;
    public final void rule__UnitType__Group_5__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4324:1: ( rule__UnitType__Group_5__1__Impl rule__UnitType__Group_5__2 )
            // InternalBanneret.g:4325:2: rule__UnitType__Group_5__1__Impl rule__UnitType__Group_5__2
            {
            pushFollow(FOLLOW_26);
            rule__UnitType__Group_5__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__1"


    // $ANTLR start "rule__UnitType__Group_5__1__Impl"
    // InternalBanneret.g:4332:1: rule__UnitType__Group_5__1__Impl : ( ruleCounterSpecBody ) ;
    public final void rule__UnitType__Group_5__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4336:1: ( ( ruleCounterSpecBody ) )
            // InternalBanneret.g:4337:1: ( ruleCounterSpecBody )
            {
            // InternalBanneret.g:4337:1: ( ruleCounterSpecBody )
            // InternalBanneret.g:4338:2: ruleCounterSpecBody
            {
             before(grammarAccess.getUnitTypeAccess().getCounterSpecBodyParserRuleCall_5_1()); 
            pushFollow(FOLLOW_2);
            ruleCounterSpecBody();

            state._fsp--;

             after(grammarAccess.getUnitTypeAccess().getCounterSpecBodyParserRuleCall_5_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5__2"
    // InternalBanneret.g:4347:1: rule__UnitType__Group_5__2 : rule__UnitType__Group_5__2__Impl rule__UnitType__Group_5__3 ;
    public final void rule__UnitType__Group_5__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4351:1: ( rule__UnitType__Group_5__2__Impl rule__UnitType__Group_5__3 )
            // InternalBanneret.g:4352:2: rule__UnitType__Group_5__2__Impl rule__UnitType__Group_5__3
            {
            pushFollow(FOLLOW_26);
            rule__UnitType__Group_5__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__2"


    // $ANTLR start "rule__UnitType__Group_5__2__Impl"
    // InternalBanneret.g:4359:1: rule__UnitType__Group_5__2__Impl : ( ( rule__UnitType__Alternatives_5_2 )* ) ;
    public final void rule__UnitType__Group_5__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4363:1: ( ( ( rule__UnitType__Alternatives_5_2 )* ) )
            // InternalBanneret.g:4364:1: ( ( rule__UnitType__Alternatives_5_2 )* )
            {
            // InternalBanneret.g:4364:1: ( ( rule__UnitType__Alternatives_5_2 )* )
            // InternalBanneret.g:4365:2: ( rule__UnitType__Alternatives_5_2 )*
            {
             before(grammarAccess.getUnitTypeAccess().getAlternatives_5_2()); 
            // InternalBanneret.g:4366:2: ( rule__UnitType__Alternatives_5_2 )*
            loop36:
            do {
                int alt36=2;
                int LA36_0 = input.LA(1);

                if ( ((LA36_0>=54 && LA36_0<=55)||(LA36_0>=57 && LA36_0<=58)) ) {
                    alt36=1;
                }


                switch (alt36) {
            	case 1 :
            	    // InternalBanneret.g:4366:3: rule__UnitType__Alternatives_5_2
            	    {
            	    pushFollow(FOLLOW_27);
            	    rule__UnitType__Alternatives_5_2();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop36;
                }
            } while (true);

             after(grammarAccess.getUnitTypeAccess().getAlternatives_5_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__2__Impl"


    // $ANTLR start "rule__UnitType__Group_5__3"
    // InternalBanneret.g:4374:1: rule__UnitType__Group_5__3 : rule__UnitType__Group_5__3__Impl ;
    public final void rule__UnitType__Group_5__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4378:1: ( rule__UnitType__Group_5__3__Impl )
            // InternalBanneret.g:4379:2: rule__UnitType__Group_5__3__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5__3__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__3"


    // $ANTLR start "rule__UnitType__Group_5__3__Impl"
    // InternalBanneret.g:4385:1: rule__UnitType__Group_5__3__Impl : ( '}' ) ;
    public final void rule__UnitType__Group_5__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4389:1: ( ( '}' ) )
            // InternalBanneret.g:4390:1: ( '}' )
            {
            // InternalBanneret.g:4390:1: ( '}' )
            // InternalBanneret.g:4391:2: '}'
            {
             before(grammarAccess.getUnitTypeAccess().getRightCurlyBracketKeyword_5_3()); 
            match(input,22,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getRightCurlyBracketKeyword_5_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5__3__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_0__0"
    // InternalBanneret.g:4401:1: rule__UnitType__Group_5_2_0__0 : rule__UnitType__Group_5_2_0__0__Impl rule__UnitType__Group_5_2_0__1 ;
    public final void rule__UnitType__Group_5_2_0__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4405:1: ( rule__UnitType__Group_5_2_0__0__Impl rule__UnitType__Group_5_2_0__1 )
            // InternalBanneret.g:4406:2: rule__UnitType__Group_5_2_0__0__Impl rule__UnitType__Group_5_2_0__1
            {
            pushFollow(FOLLOW_28);
            rule__UnitType__Group_5_2_0__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_0__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_0__0"


    // $ANTLR start "rule__UnitType__Group_5_2_0__0__Impl"
    // InternalBanneret.g:4413:1: rule__UnitType__Group_5_2_0__0__Impl : ( 'footprint' ) ;
    public final void rule__UnitType__Group_5_2_0__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4417:1: ( ( 'footprint' ) )
            // InternalBanneret.g:4418:1: ( 'footprint' )
            {
            // InternalBanneret.g:4418:1: ( 'footprint' )
            // InternalBanneret.g:4419:2: 'footprint'
            {
             before(grammarAccess.getUnitTypeAccess().getFootprintKeyword_5_2_0_0()); 
            match(input,54,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getFootprintKeyword_5_2_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_0__0__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_0__1"
    // InternalBanneret.g:4428:1: rule__UnitType__Group_5_2_0__1 : rule__UnitType__Group_5_2_0__1__Impl ;
    public final void rule__UnitType__Group_5_2_0__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4432:1: ( rule__UnitType__Group_5_2_0__1__Impl )
            // InternalBanneret.g:4433:2: rule__UnitType__Group_5_2_0__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_0__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_0__1"


    // $ANTLR start "rule__UnitType__Group_5_2_0__1__Impl"
    // InternalBanneret.g:4439:1: rule__UnitType__Group_5_2_0__1__Impl : ( ( rule__UnitType__FootprintAssignment_5_2_0_1 ) ) ;
    public final void rule__UnitType__Group_5_2_0__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4443:1: ( ( ( rule__UnitType__FootprintAssignment_5_2_0_1 ) ) )
            // InternalBanneret.g:4444:1: ( ( rule__UnitType__FootprintAssignment_5_2_0_1 ) )
            {
            // InternalBanneret.g:4444:1: ( ( rule__UnitType__FootprintAssignment_5_2_0_1 ) )
            // InternalBanneret.g:4445:2: ( rule__UnitType__FootprintAssignment_5_2_0_1 )
            {
             before(grammarAccess.getUnitTypeAccess().getFootprintAssignment_5_2_0_1()); 
            // InternalBanneret.g:4446:2: ( rule__UnitType__FootprintAssignment_5_2_0_1 )
            // InternalBanneret.g:4446:3: rule__UnitType__FootprintAssignment_5_2_0_1
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__FootprintAssignment_5_2_0_1();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getFootprintAssignment_5_2_0_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_0__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_1__0"
    // InternalBanneret.g:4455:1: rule__UnitType__Group_5_2_1__0 : rule__UnitType__Group_5_2_1__0__Impl rule__UnitType__Group_5_2_1__1 ;
    public final void rule__UnitType__Group_5_2_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4459:1: ( rule__UnitType__Group_5_2_1__0__Impl rule__UnitType__Group_5_2_1__1 )
            // InternalBanneret.g:4460:2: rule__UnitType__Group_5_2_1__0__Impl rule__UnitType__Group_5_2_1__1
            {
            pushFollow(FOLLOW_29);
            rule__UnitType__Group_5_2_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_1__0"


    // $ANTLR start "rule__UnitType__Group_5_2_1__0__Impl"
    // InternalBanneret.g:4467:1: rule__UnitType__Group_5_2_1__0__Impl : ( 'command' ) ;
    public final void rule__UnitType__Group_5_2_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4471:1: ( ( 'command' ) )
            // InternalBanneret.g:4472:1: ( 'command' )
            {
            // InternalBanneret.g:4472:1: ( 'command' )
            // InternalBanneret.g:4473:2: 'command'
            {
             before(grammarAccess.getUnitTypeAccess().getCommandKeyword_5_2_1_0()); 
            match(input,55,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getCommandKeyword_5_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_1__0__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_1__1"
    // InternalBanneret.g:4482:1: rule__UnitType__Group_5_2_1__1 : rule__UnitType__Group_5_2_1__1__Impl rule__UnitType__Group_5_2_1__2 ;
    public final void rule__UnitType__Group_5_2_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4486:1: ( rule__UnitType__Group_5_2_1__1__Impl rule__UnitType__Group_5_2_1__2 )
            // InternalBanneret.g:4487:2: rule__UnitType__Group_5_2_1__1__Impl rule__UnitType__Group_5_2_1__2
            {
            pushFollow(FOLLOW_14);
            rule__UnitType__Group_5_2_1__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_1__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_1__1"


    // $ANTLR start "rule__UnitType__Group_5_2_1__1__Impl"
    // InternalBanneret.g:4494:1: rule__UnitType__Group_5_2_1__1__Impl : ( 'range' ) ;
    public final void rule__UnitType__Group_5_2_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4498:1: ( ( 'range' ) )
            // InternalBanneret.g:4499:1: ( 'range' )
            {
            // InternalBanneret.g:4499:1: ( 'range' )
            // InternalBanneret.g:4500:2: 'range'
            {
             before(grammarAccess.getUnitTypeAccess().getRangeKeyword_5_2_1_1()); 
            match(input,56,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getRangeKeyword_5_2_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_1__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_1__2"
    // InternalBanneret.g:4509:1: rule__UnitType__Group_5_2_1__2 : rule__UnitType__Group_5_2_1__2__Impl ;
    public final void rule__UnitType__Group_5_2_1__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4513:1: ( rule__UnitType__Group_5_2_1__2__Impl )
            // InternalBanneret.g:4514:2: rule__UnitType__Group_5_2_1__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_1__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_1__2"


    // $ANTLR start "rule__UnitType__Group_5_2_1__2__Impl"
    // InternalBanneret.g:4520:1: rule__UnitType__Group_5_2_1__2__Impl : ( ( rule__UnitType__CommandRangeAssignment_5_2_1_2 ) ) ;
    public final void rule__UnitType__Group_5_2_1__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4524:1: ( ( ( rule__UnitType__CommandRangeAssignment_5_2_1_2 ) ) )
            // InternalBanneret.g:4525:1: ( ( rule__UnitType__CommandRangeAssignment_5_2_1_2 ) )
            {
            // InternalBanneret.g:4525:1: ( ( rule__UnitType__CommandRangeAssignment_5_2_1_2 ) )
            // InternalBanneret.g:4526:2: ( rule__UnitType__CommandRangeAssignment_5_2_1_2 )
            {
             before(grammarAccess.getUnitTypeAccess().getCommandRangeAssignment_5_2_1_2()); 
            // InternalBanneret.g:4527:2: ( rule__UnitType__CommandRangeAssignment_5_2_1_2 )
            // InternalBanneret.g:4527:3: rule__UnitType__CommandRangeAssignment_5_2_1_2
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__CommandRangeAssignment_5_2_1_2();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getCommandRangeAssignment_5_2_1_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_1__2__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_2__0"
    // InternalBanneret.g:4536:1: rule__UnitType__Group_5_2_2__0 : rule__UnitType__Group_5_2_2__0__Impl rule__UnitType__Group_5_2_2__1 ;
    public final void rule__UnitType__Group_5_2_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4540:1: ( rule__UnitType__Group_5_2_2__0__Impl rule__UnitType__Group_5_2_2__1 )
            // InternalBanneret.g:4541:2: rule__UnitType__Group_5_2_2__0__Impl rule__UnitType__Group_5_2_2__1
            {
            pushFollow(FOLLOW_30);
            rule__UnitType__Group_5_2_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__0"


    // $ANTLR start "rule__UnitType__Group_5_2_2__0__Impl"
    // InternalBanneret.g:4548:1: rule__UnitType__Group_5_2_2__0__Impl : ( 'armour' ) ;
    public final void rule__UnitType__Group_5_2_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4552:1: ( ( 'armour' ) )
            // InternalBanneret.g:4553:1: ( 'armour' )
            {
            // InternalBanneret.g:4553:1: ( 'armour' )
            // InternalBanneret.g:4554:2: 'armour'
            {
             before(grammarAccess.getUnitTypeAccess().getArmourKeyword_5_2_2_0()); 
            match(input,57,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getArmourKeyword_5_2_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__0__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_2__1"
    // InternalBanneret.g:4563:1: rule__UnitType__Group_5_2_2__1 : rule__UnitType__Group_5_2_2__1__Impl rule__UnitType__Group_5_2_2__2 ;
    public final void rule__UnitType__Group_5_2_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4567:1: ( rule__UnitType__Group_5_2_2__1__Impl rule__UnitType__Group_5_2_2__2 )
            // InternalBanneret.g:4568:2: rule__UnitType__Group_5_2_2__1__Impl rule__UnitType__Group_5_2_2__2
            {
            pushFollow(FOLLOW_14);
            rule__UnitType__Group_5_2_2__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_2__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__1"


    // $ANTLR start "rule__UnitType__Group_5_2_2__1__Impl"
    // InternalBanneret.g:4575:1: rule__UnitType__Group_5_2_2__1__Impl : ( 'in' ) ;
    public final void rule__UnitType__Group_5_2_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4579:1: ( ( 'in' ) )
            // InternalBanneret.g:4580:1: ( 'in' )
            {
            // InternalBanneret.g:4580:1: ( 'in' )
            // InternalBanneret.g:4581:2: 'in'
            {
             before(grammarAccess.getUnitTypeAccess().getInKeyword_5_2_2_1()); 
            match(input,48,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getInKeyword_5_2_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_2__2"
    // InternalBanneret.g:4590:1: rule__UnitType__Group_5_2_2__2 : rule__UnitType__Group_5_2_2__2__Impl rule__UnitType__Group_5_2_2__3 ;
    public final void rule__UnitType__Group_5_2_2__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4594:1: ( rule__UnitType__Group_5_2_2__2__Impl rule__UnitType__Group_5_2_2__3 )
            // InternalBanneret.g:4595:2: rule__UnitType__Group_5_2_2__2__Impl rule__UnitType__Group_5_2_2__3
            {
            pushFollow(FOLLOW_16);
            rule__UnitType__Group_5_2_2__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_2__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__2"


    // $ANTLR start "rule__UnitType__Group_5_2_2__2__Impl"
    // InternalBanneret.g:4602:1: rule__UnitType__Group_5_2_2__2__Impl : ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_2 ) ) ;
    public final void rule__UnitType__Group_5_2_2__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4606:1: ( ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_2 ) ) )
            // InternalBanneret.g:4607:1: ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_2 ) )
            {
            // InternalBanneret.g:4607:1: ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_2 ) )
            // InternalBanneret.g:4608:2: ( rule__UnitType__AllowedArmourAssignment_5_2_2_2 )
            {
             before(grammarAccess.getUnitTypeAccess().getAllowedArmourAssignment_5_2_2_2()); 
            // InternalBanneret.g:4609:2: ( rule__UnitType__AllowedArmourAssignment_5_2_2_2 )
            // InternalBanneret.g:4609:3: rule__UnitType__AllowedArmourAssignment_5_2_2_2
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__AllowedArmourAssignment_5_2_2_2();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getAllowedArmourAssignment_5_2_2_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__2__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_2__3"
    // InternalBanneret.g:4617:1: rule__UnitType__Group_5_2_2__3 : rule__UnitType__Group_5_2_2__3__Impl ;
    public final void rule__UnitType__Group_5_2_2__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4621:1: ( rule__UnitType__Group_5_2_2__3__Impl )
            // InternalBanneret.g:4622:2: rule__UnitType__Group_5_2_2__3__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_2__3__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__3"


    // $ANTLR start "rule__UnitType__Group_5_2_2__3__Impl"
    // InternalBanneret.g:4628:1: rule__UnitType__Group_5_2_2__3__Impl : ( ( rule__UnitType__Group_5_2_2_3__0 )* ) ;
    public final void rule__UnitType__Group_5_2_2__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4632:1: ( ( ( rule__UnitType__Group_5_2_2_3__0 )* ) )
            // InternalBanneret.g:4633:1: ( ( rule__UnitType__Group_5_2_2_3__0 )* )
            {
            // InternalBanneret.g:4633:1: ( ( rule__UnitType__Group_5_2_2_3__0 )* )
            // InternalBanneret.g:4634:2: ( rule__UnitType__Group_5_2_2_3__0 )*
            {
             before(grammarAccess.getUnitTypeAccess().getGroup_5_2_2_3()); 
            // InternalBanneret.g:4635:2: ( rule__UnitType__Group_5_2_2_3__0 )*
            loop37:
            do {
                int alt37=2;
                int LA37_0 = input.LA(1);

                if ( (LA37_0==39) ) {
                    alt37=1;
                }


                switch (alt37) {
            	case 1 :
            	    // InternalBanneret.g:4635:3: rule__UnitType__Group_5_2_2_3__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__UnitType__Group_5_2_2_3__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop37;
                }
            } while (true);

             after(grammarAccess.getUnitTypeAccess().getGroup_5_2_2_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2__3__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_2_3__0"
    // InternalBanneret.g:4644:1: rule__UnitType__Group_5_2_2_3__0 : rule__UnitType__Group_5_2_2_3__0__Impl rule__UnitType__Group_5_2_2_3__1 ;
    public final void rule__UnitType__Group_5_2_2_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4648:1: ( rule__UnitType__Group_5_2_2_3__0__Impl rule__UnitType__Group_5_2_2_3__1 )
            // InternalBanneret.g:4649:2: rule__UnitType__Group_5_2_2_3__0__Impl rule__UnitType__Group_5_2_2_3__1
            {
            pushFollow(FOLLOW_14);
            rule__UnitType__Group_5_2_2_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_2_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2_3__0"


    // $ANTLR start "rule__UnitType__Group_5_2_2_3__0__Impl"
    // InternalBanneret.g:4656:1: rule__UnitType__Group_5_2_2_3__0__Impl : ( ',' ) ;
    public final void rule__UnitType__Group_5_2_2_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4660:1: ( ( ',' ) )
            // InternalBanneret.g:4661:1: ( ',' )
            {
            // InternalBanneret.g:4661:1: ( ',' )
            // InternalBanneret.g:4662:2: ','
            {
             before(grammarAccess.getUnitTypeAccess().getCommaKeyword_5_2_2_3_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getCommaKeyword_5_2_2_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2_3__0__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_2_3__1"
    // InternalBanneret.g:4671:1: rule__UnitType__Group_5_2_2_3__1 : rule__UnitType__Group_5_2_2_3__1__Impl ;
    public final void rule__UnitType__Group_5_2_2_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4675:1: ( rule__UnitType__Group_5_2_2_3__1__Impl )
            // InternalBanneret.g:4676:2: rule__UnitType__Group_5_2_2_3__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_2_3__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2_3__1"


    // $ANTLR start "rule__UnitType__Group_5_2_2_3__1__Impl"
    // InternalBanneret.g:4682:1: rule__UnitType__Group_5_2_2_3__1__Impl : ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 ) ) ;
    public final void rule__UnitType__Group_5_2_2_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4686:1: ( ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 ) ) )
            // InternalBanneret.g:4687:1: ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 ) )
            {
            // InternalBanneret.g:4687:1: ( ( rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 ) )
            // InternalBanneret.g:4688:2: ( rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 )
            {
             before(grammarAccess.getUnitTypeAccess().getAllowedArmourAssignment_5_2_2_3_1()); 
            // InternalBanneret.g:4689:2: ( rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 )
            // InternalBanneret.g:4689:3: rule__UnitType__AllowedArmourAssignment_5_2_2_3_1
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__AllowedArmourAssignment_5_2_2_3_1();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getAllowedArmourAssignment_5_2_2_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_2_3__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_3__0"
    // InternalBanneret.g:4698:1: rule__UnitType__Group_5_2_3__0 : rule__UnitType__Group_5_2_3__0__Impl rule__UnitType__Group_5_2_3__1 ;
    public final void rule__UnitType__Group_5_2_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4702:1: ( rule__UnitType__Group_5_2_3__0__Impl rule__UnitType__Group_5_2_3__1 )
            // InternalBanneret.g:4703:2: rule__UnitType__Group_5_2_3__0__Impl rule__UnitType__Group_5_2_3__1
            {
            pushFollow(FOLLOW_10);
            rule__UnitType__Group_5_2_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__0"


    // $ANTLR start "rule__UnitType__Group_5_2_3__0__Impl"
    // InternalBanneret.g:4710:1: rule__UnitType__Group_5_2_3__0__Impl : ( 'faces' ) ;
    public final void rule__UnitType__Group_5_2_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4714:1: ( ( 'faces' ) )
            // InternalBanneret.g:4715:1: ( 'faces' )
            {
            // InternalBanneret.g:4715:1: ( 'faces' )
            // InternalBanneret.g:4716:2: 'faces'
            {
             before(grammarAccess.getUnitTypeAccess().getFacesKeyword_5_2_3_0()); 
            match(input,58,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getFacesKeyword_5_2_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__0__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_3__1"
    // InternalBanneret.g:4725:1: rule__UnitType__Group_5_2_3__1 : rule__UnitType__Group_5_2_3__1__Impl rule__UnitType__Group_5_2_3__2 ;
    public final void rule__UnitType__Group_5_2_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4729:1: ( rule__UnitType__Group_5_2_3__1__Impl rule__UnitType__Group_5_2_3__2 )
            // InternalBanneret.g:4730:2: rule__UnitType__Group_5_2_3__1__Impl rule__UnitType__Group_5_2_3__2
            {
            pushFollow(FOLLOW_31);
            rule__UnitType__Group_5_2_3__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_3__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__1"


    // $ANTLR start "rule__UnitType__Group_5_2_3__1__Impl"
    // InternalBanneret.g:4737:1: rule__UnitType__Group_5_2_3__1__Impl : ( ( rule__UnitType__FrontFaceAssignment_5_2_3_1 ) ) ;
    public final void rule__UnitType__Group_5_2_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4741:1: ( ( ( rule__UnitType__FrontFaceAssignment_5_2_3_1 ) ) )
            // InternalBanneret.g:4742:1: ( ( rule__UnitType__FrontFaceAssignment_5_2_3_1 ) )
            {
            // InternalBanneret.g:4742:1: ( ( rule__UnitType__FrontFaceAssignment_5_2_3_1 ) )
            // InternalBanneret.g:4743:2: ( rule__UnitType__FrontFaceAssignment_5_2_3_1 )
            {
             before(grammarAccess.getUnitTypeAccess().getFrontFaceAssignment_5_2_3_1()); 
            // InternalBanneret.g:4744:2: ( rule__UnitType__FrontFaceAssignment_5_2_3_1 )
            // InternalBanneret.g:4744:3: rule__UnitType__FrontFaceAssignment_5_2_3_1
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__FrontFaceAssignment_5_2_3_1();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getFrontFaceAssignment_5_2_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__1__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_3__2"
    // InternalBanneret.g:4752:1: rule__UnitType__Group_5_2_3__2 : rule__UnitType__Group_5_2_3__2__Impl rule__UnitType__Group_5_2_3__3 ;
    public final void rule__UnitType__Group_5_2_3__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4756:1: ( rule__UnitType__Group_5_2_3__2__Impl rule__UnitType__Group_5_2_3__3 )
            // InternalBanneret.g:4757:2: rule__UnitType__Group_5_2_3__2__Impl rule__UnitType__Group_5_2_3__3
            {
            pushFollow(FOLLOW_10);
            rule__UnitType__Group_5_2_3__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_3__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__2"


    // $ANTLR start "rule__UnitType__Group_5_2_3__2__Impl"
    // InternalBanneret.g:4764:1: rule__UnitType__Group_5_2_3__2__Impl : ( '/' ) ;
    public final void rule__UnitType__Group_5_2_3__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4768:1: ( ( '/' ) )
            // InternalBanneret.g:4769:1: ( '/' )
            {
            // InternalBanneret.g:4769:1: ( '/' )
            // InternalBanneret.g:4770:2: '/'
            {
             before(grammarAccess.getUnitTypeAccess().getSolidusKeyword_5_2_3_2()); 
            match(input,59,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getSolidusKeyword_5_2_3_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__2__Impl"


    // $ANTLR start "rule__UnitType__Group_5_2_3__3"
    // InternalBanneret.g:4779:1: rule__UnitType__Group_5_2_3__3 : rule__UnitType__Group_5_2_3__3__Impl ;
    public final void rule__UnitType__Group_5_2_3__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4783:1: ( rule__UnitType__Group_5_2_3__3__Impl )
            // InternalBanneret.g:4784:2: rule__UnitType__Group_5_2_3__3__Impl
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__Group_5_2_3__3__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__3"


    // $ANTLR start "rule__UnitType__Group_5_2_3__3__Impl"
    // InternalBanneret.g:4790:1: rule__UnitType__Group_5_2_3__3__Impl : ( ( rule__UnitType__BackFaceAssignment_5_2_3_3 ) ) ;
    public final void rule__UnitType__Group_5_2_3__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4794:1: ( ( ( rule__UnitType__BackFaceAssignment_5_2_3_3 ) ) )
            // InternalBanneret.g:4795:1: ( ( rule__UnitType__BackFaceAssignment_5_2_3_3 ) )
            {
            // InternalBanneret.g:4795:1: ( ( rule__UnitType__BackFaceAssignment_5_2_3_3 ) )
            // InternalBanneret.g:4796:2: ( rule__UnitType__BackFaceAssignment_5_2_3_3 )
            {
             before(grammarAccess.getUnitTypeAccess().getBackFaceAssignment_5_2_3_3()); 
            // InternalBanneret.g:4797:2: ( rule__UnitType__BackFaceAssignment_5_2_3_3 )
            // InternalBanneret.g:4797:3: rule__UnitType__BackFaceAssignment_5_2_3_3
            {
            pushFollow(FOLLOW_2);
            rule__UnitType__BackFaceAssignment_5_2_3_3();

            state._fsp--;


            }

             after(grammarAccess.getUnitTypeAccess().getBackFaceAssignment_5_2_3_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__Group_5_2_3__3__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__0"
    // InternalBanneret.g:4806:1: rule__CounterTemplate__Group__0 : rule__CounterTemplate__Group__0__Impl rule__CounterTemplate__Group__1 ;
    public final void rule__CounterTemplate__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4810:1: ( rule__CounterTemplate__Group__0__Impl rule__CounterTemplate__Group__1 )
            // InternalBanneret.g:4811:2: rule__CounterTemplate__Group__0__Impl rule__CounterTemplate__Group__1
            {
            pushFollow(FOLLOW_23);
            rule__CounterTemplate__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__0"


    // $ANTLR start "rule__CounterTemplate__Group__0__Impl"
    // InternalBanneret.g:4818:1: rule__CounterTemplate__Group__0__Impl : ( ( rule__CounterTemplate__NameAssignment_0 ) ) ;
    public final void rule__CounterTemplate__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4822:1: ( ( ( rule__CounterTemplate__NameAssignment_0 ) ) )
            // InternalBanneret.g:4823:1: ( ( rule__CounterTemplate__NameAssignment_0 ) )
            {
            // InternalBanneret.g:4823:1: ( ( rule__CounterTemplate__NameAssignment_0 ) )
            // InternalBanneret.g:4824:2: ( rule__CounterTemplate__NameAssignment_0 )
            {
             before(grammarAccess.getCounterTemplateAccess().getNameAssignment_0()); 
            // InternalBanneret.g:4825:2: ( rule__CounterTemplate__NameAssignment_0 )
            // InternalBanneret.g:4825:3: rule__CounterTemplate__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getCounterTemplateAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__0__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__1"
    // InternalBanneret.g:4833:1: rule__CounterTemplate__Group__1 : rule__CounterTemplate__Group__1__Impl rule__CounterTemplate__Group__2 ;
    public final void rule__CounterTemplate__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4837:1: ( rule__CounterTemplate__Group__1__Impl rule__CounterTemplate__Group__2 )
            // InternalBanneret.g:4838:2: rule__CounterTemplate__Group__1__Impl rule__CounterTemplate__Group__2
            {
            pushFollow(FOLLOW_23);
            rule__CounterTemplate__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__1"


    // $ANTLR start "rule__CounterTemplate__Group__1__Impl"
    // InternalBanneret.g:4845:1: rule__CounterTemplate__Group__1__Impl : ( ( rule__CounterTemplate__TitleAssignment_1 )? ) ;
    public final void rule__CounterTemplate__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4849:1: ( ( ( rule__CounterTemplate__TitleAssignment_1 )? ) )
            // InternalBanneret.g:4850:1: ( ( rule__CounterTemplate__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:4850:1: ( ( rule__CounterTemplate__TitleAssignment_1 )? )
            // InternalBanneret.g:4851:2: ( rule__CounterTemplate__TitleAssignment_1 )?
            {
             before(grammarAccess.getCounterTemplateAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:4852:2: ( rule__CounterTemplate__TitleAssignment_1 )?
            int alt38=2;
            int LA38_0 = input.LA(1);

            if ( (LA38_0==RULE_STRING) ) {
                alt38=1;
            }
            switch (alt38) {
                case 1 :
                    // InternalBanneret.g:4852:3: rule__CounterTemplate__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterTemplate__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getCounterTemplateAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__1__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__2"
    // InternalBanneret.g:4860:1: rule__CounterTemplate__Group__2 : rule__CounterTemplate__Group__2__Impl rule__CounterTemplate__Group__3 ;
    public final void rule__CounterTemplate__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4864:1: ( rule__CounterTemplate__Group__2__Impl rule__CounterTemplate__Group__3 )
            // InternalBanneret.g:4865:2: rule__CounterTemplate__Group__2__Impl rule__CounterTemplate__Group__3
            {
            pushFollow(FOLLOW_5);
            rule__CounterTemplate__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__2"


    // $ANTLR start "rule__CounterTemplate__Group__2__Impl"
    // InternalBanneret.g:4872:1: rule__CounterTemplate__Group__2__Impl : ( ':' ) ;
    public final void rule__CounterTemplate__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4876:1: ( ( ':' ) )
            // InternalBanneret.g:4877:1: ( ':' )
            {
            // InternalBanneret.g:4877:1: ( ':' )
            // InternalBanneret.g:4878:2: ':'
            {
             before(grammarAccess.getCounterTemplateAccess().getColonKeyword_2()); 
            match(input,53,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getColonKeyword_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__2__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__3"
    // InternalBanneret.g:4887:1: rule__CounterTemplate__Group__3 : rule__CounterTemplate__Group__3__Impl rule__CounterTemplate__Group__4 ;
    public final void rule__CounterTemplate__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4891:1: ( rule__CounterTemplate__Group__3__Impl rule__CounterTemplate__Group__4 )
            // InternalBanneret.g:4892:2: rule__CounterTemplate__Group__3__Impl rule__CounterTemplate__Group__4
            {
            pushFollow(FOLLOW_32);
            rule__CounterTemplate__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__3"


    // $ANTLR start "rule__CounterTemplate__Group__3__Impl"
    // InternalBanneret.g:4899:1: rule__CounterTemplate__Group__3__Impl : ( ( rule__CounterTemplate__UnitTypeAssignment_3 ) ) ;
    public final void rule__CounterTemplate__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4903:1: ( ( ( rule__CounterTemplate__UnitTypeAssignment_3 ) ) )
            // InternalBanneret.g:4904:1: ( ( rule__CounterTemplate__UnitTypeAssignment_3 ) )
            {
            // InternalBanneret.g:4904:1: ( ( rule__CounterTemplate__UnitTypeAssignment_3 ) )
            // InternalBanneret.g:4905:2: ( rule__CounterTemplate__UnitTypeAssignment_3 )
            {
             before(grammarAccess.getCounterTemplateAccess().getUnitTypeAssignment_3()); 
            // InternalBanneret.g:4906:2: ( rule__CounterTemplate__UnitTypeAssignment_3 )
            // InternalBanneret.g:4906:3: rule__CounterTemplate__UnitTypeAssignment_3
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__UnitTypeAssignment_3();

            state._fsp--;


            }

             after(grammarAccess.getCounterTemplateAccess().getUnitTypeAssignment_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__3__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__4"
    // InternalBanneret.g:4914:1: rule__CounterTemplate__Group__4 : rule__CounterTemplate__Group__4__Impl rule__CounterTemplate__Group__5 ;
    public final void rule__CounterTemplate__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4918:1: ( rule__CounterTemplate__Group__4__Impl rule__CounterTemplate__Group__5 )
            // InternalBanneret.g:4919:2: rule__CounterTemplate__Group__4__Impl rule__CounterTemplate__Group__5
            {
            pushFollow(FOLLOW_32);
            rule__CounterTemplate__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__4"


    // $ANTLR start "rule__CounterTemplate__Group__4__Impl"
    // InternalBanneret.g:4926:1: rule__CounterTemplate__Group__4__Impl : ( ( rule__CounterTemplate__Group_4__0 )? ) ;
    public final void rule__CounterTemplate__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4930:1: ( ( ( rule__CounterTemplate__Group_4__0 )? ) )
            // InternalBanneret.g:4931:1: ( ( rule__CounterTemplate__Group_4__0 )? )
            {
            // InternalBanneret.g:4931:1: ( ( rule__CounterTemplate__Group_4__0 )? )
            // InternalBanneret.g:4932:2: ( rule__CounterTemplate__Group_4__0 )?
            {
             before(grammarAccess.getCounterTemplateAccess().getGroup_4()); 
            // InternalBanneret.g:4933:2: ( rule__CounterTemplate__Group_4__0 )?
            int alt39=2;
            int LA39_0 = input.LA(1);

            if ( (LA39_0==49) ) {
                alt39=1;
            }
            switch (alt39) {
                case 1 :
                    // InternalBanneret.g:4933:3: rule__CounterTemplate__Group_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterTemplate__Group_4__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getCounterTemplateAccess().getGroup_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__4__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__5"
    // InternalBanneret.g:4941:1: rule__CounterTemplate__Group__5 : rule__CounterTemplate__Group__5__Impl rule__CounterTemplate__Group__6 ;
    public final void rule__CounterTemplate__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4945:1: ( rule__CounterTemplate__Group__5__Impl rule__CounterTemplate__Group__6 )
            // InternalBanneret.g:4946:2: rule__CounterTemplate__Group__5__Impl rule__CounterTemplate__Group__6
            {
            pushFollow(FOLLOW_32);
            rule__CounterTemplate__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__5"


    // $ANTLR start "rule__CounterTemplate__Group__5__Impl"
    // InternalBanneret.g:4953:1: rule__CounterTemplate__Group__5__Impl : ( ( rule__CounterTemplate__UniqueAssignment_5 )? ) ;
    public final void rule__CounterTemplate__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4957:1: ( ( ( rule__CounterTemplate__UniqueAssignment_5 )? ) )
            // InternalBanneret.g:4958:1: ( ( rule__CounterTemplate__UniqueAssignment_5 )? )
            {
            // InternalBanneret.g:4958:1: ( ( rule__CounterTemplate__UniqueAssignment_5 )? )
            // InternalBanneret.g:4959:2: ( rule__CounterTemplate__UniqueAssignment_5 )?
            {
             before(grammarAccess.getCounterTemplateAccess().getUniqueAssignment_5()); 
            // InternalBanneret.g:4960:2: ( rule__CounterTemplate__UniqueAssignment_5 )?
            int alt40=2;
            int LA40_0 = input.LA(1);

            if ( (LA40_0==80) ) {
                alt40=1;
            }
            switch (alt40) {
                case 1 :
                    // InternalBanneret.g:4960:3: rule__CounterTemplate__UniqueAssignment_5
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterTemplate__UniqueAssignment_5();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getCounterTemplateAccess().getUniqueAssignment_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__5__Impl"


    // $ANTLR start "rule__CounterTemplate__Group__6"
    // InternalBanneret.g:4968:1: rule__CounterTemplate__Group__6 : rule__CounterTemplate__Group__6__Impl ;
    public final void rule__CounterTemplate__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4972:1: ( rule__CounterTemplate__Group__6__Impl )
            // InternalBanneret.g:4973:2: rule__CounterTemplate__Group__6__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group__6__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__6"


    // $ANTLR start "rule__CounterTemplate__Group__6__Impl"
    // InternalBanneret.g:4979:1: rule__CounterTemplate__Group__6__Impl : ( ( rule__CounterTemplate__Group_6__0 )? ) ;
    public final void rule__CounterTemplate__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4983:1: ( ( ( rule__CounterTemplate__Group_6__0 )? ) )
            // InternalBanneret.g:4984:1: ( ( rule__CounterTemplate__Group_6__0 )? )
            {
            // InternalBanneret.g:4984:1: ( ( rule__CounterTemplate__Group_6__0 )? )
            // InternalBanneret.g:4985:2: ( rule__CounterTemplate__Group_6__0 )?
            {
             before(grammarAccess.getCounterTemplateAccess().getGroup_6()); 
            // InternalBanneret.g:4986:2: ( rule__CounterTemplate__Group_6__0 )?
            int alt41=2;
            int LA41_0 = input.LA(1);

            if ( (LA41_0==21) ) {
                alt41=1;
            }
            switch (alt41) {
                case 1 :
                    // InternalBanneret.g:4986:3: rule__CounterTemplate__Group_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__CounterTemplate__Group_6__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getCounterTemplateAccess().getGroup_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group__6__Impl"


    // $ANTLR start "rule__CounterTemplate__Group_4__0"
    // InternalBanneret.g:4995:1: rule__CounterTemplate__Group_4__0 : rule__CounterTemplate__Group_4__0__Impl rule__CounterTemplate__Group_4__1 ;
    public final void rule__CounterTemplate__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:4999:1: ( rule__CounterTemplate__Group_4__0__Impl rule__CounterTemplate__Group_4__1 )
            // InternalBanneret.g:5000:2: rule__CounterTemplate__Group_4__0__Impl rule__CounterTemplate__Group_4__1
            {
            pushFollow(FOLLOW_5);
            rule__CounterTemplate__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_4__0"


    // $ANTLR start "rule__CounterTemplate__Group_4__0__Impl"
    // InternalBanneret.g:5007:1: rule__CounterTemplate__Group_4__0__Impl : ( 'of' ) ;
    public final void rule__CounterTemplate__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5011:1: ( ( 'of' ) )
            // InternalBanneret.g:5012:1: ( 'of' )
            {
            // InternalBanneret.g:5012:1: ( 'of' )
            // InternalBanneret.g:5013:2: 'of'
            {
             before(grammarAccess.getCounterTemplateAccess().getOfKeyword_4_0()); 
            match(input,49,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getOfKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_4__0__Impl"


    // $ANTLR start "rule__CounterTemplate__Group_4__1"
    // InternalBanneret.g:5022:1: rule__CounterTemplate__Group_4__1 : rule__CounterTemplate__Group_4__1__Impl ;
    public final void rule__CounterTemplate__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5026:1: ( rule__CounterTemplate__Group_4__1__Impl )
            // InternalBanneret.g:5027:2: rule__CounterTemplate__Group_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_4__1"


    // $ANTLR start "rule__CounterTemplate__Group_4__1__Impl"
    // InternalBanneret.g:5033:1: rule__CounterTemplate__Group_4__1__Impl : ( ( rule__CounterTemplate__NationalityAssignment_4_1 ) ) ;
    public final void rule__CounterTemplate__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5037:1: ( ( ( rule__CounterTemplate__NationalityAssignment_4_1 ) ) )
            // InternalBanneret.g:5038:1: ( ( rule__CounterTemplate__NationalityAssignment_4_1 ) )
            {
            // InternalBanneret.g:5038:1: ( ( rule__CounterTemplate__NationalityAssignment_4_1 ) )
            // InternalBanneret.g:5039:2: ( rule__CounterTemplate__NationalityAssignment_4_1 )
            {
             before(grammarAccess.getCounterTemplateAccess().getNationalityAssignment_4_1()); 
            // InternalBanneret.g:5040:2: ( rule__CounterTemplate__NationalityAssignment_4_1 )
            // InternalBanneret.g:5040:3: rule__CounterTemplate__NationalityAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__NationalityAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterTemplateAccess().getNationalityAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_4__1__Impl"


    // $ANTLR start "rule__CounterTemplate__Group_6__0"
    // InternalBanneret.g:5049:1: rule__CounterTemplate__Group_6__0 : rule__CounterTemplate__Group_6__0__Impl rule__CounterTemplate__Group_6__1 ;
    public final void rule__CounterTemplate__Group_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5053:1: ( rule__CounterTemplate__Group_6__0__Impl rule__CounterTemplate__Group_6__1 )
            // InternalBanneret.g:5054:2: rule__CounterTemplate__Group_6__0__Impl rule__CounterTemplate__Group_6__1
            {
            pushFollow(FOLLOW_25);
            rule__CounterTemplate__Group_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_6__0"


    // $ANTLR start "rule__CounterTemplate__Group_6__0__Impl"
    // InternalBanneret.g:5061:1: rule__CounterTemplate__Group_6__0__Impl : ( '{' ) ;
    public final void rule__CounterTemplate__Group_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5065:1: ( ( '{' ) )
            // InternalBanneret.g:5066:1: ( '{' )
            {
            // InternalBanneret.g:5066:1: ( '{' )
            // InternalBanneret.g:5067:2: '{'
            {
             before(grammarAccess.getCounterTemplateAccess().getLeftCurlyBracketKeyword_6_0()); 
            match(input,21,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getLeftCurlyBracketKeyword_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_6__0__Impl"


    // $ANTLR start "rule__CounterTemplate__Group_6__1"
    // InternalBanneret.g:5076:1: rule__CounterTemplate__Group_6__1 : rule__CounterTemplate__Group_6__1__Impl rule__CounterTemplate__Group_6__2 ;
    public final void rule__CounterTemplate__Group_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5080:1: ( rule__CounterTemplate__Group_6__1__Impl rule__CounterTemplate__Group_6__2 )
            // InternalBanneret.g:5081:2: rule__CounterTemplate__Group_6__1__Impl rule__CounterTemplate__Group_6__2
            {
            pushFollow(FOLLOW_33);
            rule__CounterTemplate__Group_6__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group_6__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_6__1"


    // $ANTLR start "rule__CounterTemplate__Group_6__1__Impl"
    // InternalBanneret.g:5088:1: rule__CounterTemplate__Group_6__1__Impl : ( ruleCounterSpecBody ) ;
    public final void rule__CounterTemplate__Group_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5092:1: ( ( ruleCounterSpecBody ) )
            // InternalBanneret.g:5093:1: ( ruleCounterSpecBody )
            {
            // InternalBanneret.g:5093:1: ( ruleCounterSpecBody )
            // InternalBanneret.g:5094:2: ruleCounterSpecBody
            {
             before(grammarAccess.getCounterTemplateAccess().getCounterSpecBodyParserRuleCall_6_1()); 
            pushFollow(FOLLOW_2);
            ruleCounterSpecBody();

            state._fsp--;

             after(grammarAccess.getCounterTemplateAccess().getCounterSpecBodyParserRuleCall_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_6__1__Impl"


    // $ANTLR start "rule__CounterTemplate__Group_6__2"
    // InternalBanneret.g:5103:1: rule__CounterTemplate__Group_6__2 : rule__CounterTemplate__Group_6__2__Impl ;
    public final void rule__CounterTemplate__Group_6__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5107:1: ( rule__CounterTemplate__Group_6__2__Impl )
            // InternalBanneret.g:5108:2: rule__CounterTemplate__Group_6__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterTemplate__Group_6__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_6__2"


    // $ANTLR start "rule__CounterTemplate__Group_6__2__Impl"
    // InternalBanneret.g:5114:1: rule__CounterTemplate__Group_6__2__Impl : ( '}' ) ;
    public final void rule__CounterTemplate__Group_6__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5118:1: ( ( '}' ) )
            // InternalBanneret.g:5119:1: ( '}' )
            {
            // InternalBanneret.g:5119:1: ( '}' )
            // InternalBanneret.g:5120:2: '}'
            {
             before(grammarAccess.getCounterTemplateAccess().getRightCurlyBracketKeyword_6_2()); 
            match(input,22,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getRightCurlyBracketKeyword_6_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__Group_6__2__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_0__0"
    // InternalBanneret.g:5130:1: rule__CounterSpecBody__Group_0__0 : rule__CounterSpecBody__Group_0__0__Impl rule__CounterSpecBody__Group_0__1 ;
    public final void rule__CounterSpecBody__Group_0__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5134:1: ( rule__CounterSpecBody__Group_0__0__Impl rule__CounterSpecBody__Group_0__1 )
            // InternalBanneret.g:5135:2: rule__CounterSpecBody__Group_0__0__Impl rule__CounterSpecBody__Group_0__1
            {
            pushFollow(FOLLOW_14);
            rule__CounterSpecBody__Group_0__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_0__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_0__0"


    // $ANTLR start "rule__CounterSpecBody__Group_0__0__Impl"
    // InternalBanneret.g:5142:1: rule__CounterSpecBody__Group_0__0__Impl : ( 'attack' ) ;
    public final void rule__CounterSpecBody__Group_0__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5146:1: ( ( 'attack' ) )
            // InternalBanneret.g:5147:1: ( 'attack' )
            {
            // InternalBanneret.g:5147:1: ( 'attack' )
            // InternalBanneret.g:5148:2: 'attack'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getAttackKeyword_0_0()); 
            match(input,60,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getAttackKeyword_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_0__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_0__1"
    // InternalBanneret.g:5157:1: rule__CounterSpecBody__Group_0__1 : rule__CounterSpecBody__Group_0__1__Impl ;
    public final void rule__CounterSpecBody__Group_0__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5161:1: ( rule__CounterSpecBody__Group_0__1__Impl )
            // InternalBanneret.g:5162:2: rule__CounterSpecBody__Group_0__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_0__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_0__1"


    // $ANTLR start "rule__CounterSpecBody__Group_0__1__Impl"
    // InternalBanneret.g:5168:1: rule__CounterSpecBody__Group_0__1__Impl : ( ( rule__CounterSpecBody__AttackAssignment_0_1 ) ) ;
    public final void rule__CounterSpecBody__Group_0__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5172:1: ( ( ( rule__CounterSpecBody__AttackAssignment_0_1 ) ) )
            // InternalBanneret.g:5173:1: ( ( rule__CounterSpecBody__AttackAssignment_0_1 ) )
            {
            // InternalBanneret.g:5173:1: ( ( rule__CounterSpecBody__AttackAssignment_0_1 ) )
            // InternalBanneret.g:5174:2: ( rule__CounterSpecBody__AttackAssignment_0_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getAttackAssignment_0_1()); 
            // InternalBanneret.g:5175:2: ( rule__CounterSpecBody__AttackAssignment_0_1 )
            // InternalBanneret.g:5175:3: rule__CounterSpecBody__AttackAssignment_0_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__AttackAssignment_0_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getAttackAssignment_0_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_0__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_1__0"
    // InternalBanneret.g:5184:1: rule__CounterSpecBody__Group_1__0 : rule__CounterSpecBody__Group_1__0__Impl rule__CounterSpecBody__Group_1__1 ;
    public final void rule__CounterSpecBody__Group_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5188:1: ( rule__CounterSpecBody__Group_1__0__Impl rule__CounterSpecBody__Group_1__1 )
            // InternalBanneret.g:5189:2: rule__CounterSpecBody__Group_1__0__Impl rule__CounterSpecBody__Group_1__1
            {
            pushFollow(FOLLOW_14);
            rule__CounterSpecBody__Group_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_1__0"


    // $ANTLR start "rule__CounterSpecBody__Group_1__0__Impl"
    // InternalBanneret.g:5196:1: rule__CounterSpecBody__Group_1__0__Impl : ( 'defence' ) ;
    public final void rule__CounterSpecBody__Group_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5200:1: ( ( 'defence' ) )
            // InternalBanneret.g:5201:1: ( 'defence' )
            {
            // InternalBanneret.g:5201:1: ( 'defence' )
            // InternalBanneret.g:5202:2: 'defence'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getDefenceKeyword_1_0()); 
            match(input,61,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getDefenceKeyword_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_1__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_1__1"
    // InternalBanneret.g:5211:1: rule__CounterSpecBody__Group_1__1 : rule__CounterSpecBody__Group_1__1__Impl ;
    public final void rule__CounterSpecBody__Group_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5215:1: ( rule__CounterSpecBody__Group_1__1__Impl )
            // InternalBanneret.g:5216:2: rule__CounterSpecBody__Group_1__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_1__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_1__1"


    // $ANTLR start "rule__CounterSpecBody__Group_1__1__Impl"
    // InternalBanneret.g:5222:1: rule__CounterSpecBody__Group_1__1__Impl : ( ( rule__CounterSpecBody__DefenceAssignment_1_1 ) ) ;
    public final void rule__CounterSpecBody__Group_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5226:1: ( ( ( rule__CounterSpecBody__DefenceAssignment_1_1 ) ) )
            // InternalBanneret.g:5227:1: ( ( rule__CounterSpecBody__DefenceAssignment_1_1 ) )
            {
            // InternalBanneret.g:5227:1: ( ( rule__CounterSpecBody__DefenceAssignment_1_1 ) )
            // InternalBanneret.g:5228:2: ( rule__CounterSpecBody__DefenceAssignment_1_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getDefenceAssignment_1_1()); 
            // InternalBanneret.g:5229:2: ( rule__CounterSpecBody__DefenceAssignment_1_1 )
            // InternalBanneret.g:5229:3: rule__CounterSpecBody__DefenceAssignment_1_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__DefenceAssignment_1_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getDefenceAssignment_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_1__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_2__0"
    // InternalBanneret.g:5238:1: rule__CounterSpecBody__Group_2__0 : rule__CounterSpecBody__Group_2__0__Impl rule__CounterSpecBody__Group_2__1 ;
    public final void rule__CounterSpecBody__Group_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5242:1: ( rule__CounterSpecBody__Group_2__0__Impl rule__CounterSpecBody__Group_2__1 )
            // InternalBanneret.g:5243:2: rule__CounterSpecBody__Group_2__0__Impl rule__CounterSpecBody__Group_2__1
            {
            pushFollow(FOLLOW_14);
            rule__CounterSpecBody__Group_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_2__0"


    // $ANTLR start "rule__CounterSpecBody__Group_2__0__Impl"
    // InternalBanneret.g:5250:1: rule__CounterSpecBody__Group_2__0__Impl : ( 'movement' ) ;
    public final void rule__CounterSpecBody__Group_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5254:1: ( ( 'movement' ) )
            // InternalBanneret.g:5255:1: ( 'movement' )
            {
            // InternalBanneret.g:5255:1: ( 'movement' )
            // InternalBanneret.g:5256:2: 'movement'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getMovementKeyword_2_0()); 
            match(input,62,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getMovementKeyword_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_2__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_2__1"
    // InternalBanneret.g:5265:1: rule__CounterSpecBody__Group_2__1 : rule__CounterSpecBody__Group_2__1__Impl ;
    public final void rule__CounterSpecBody__Group_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5269:1: ( rule__CounterSpecBody__Group_2__1__Impl )
            // InternalBanneret.g:5270:2: rule__CounterSpecBody__Group_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_2__1"


    // $ANTLR start "rule__CounterSpecBody__Group_2__1__Impl"
    // InternalBanneret.g:5276:1: rule__CounterSpecBody__Group_2__1__Impl : ( ( rule__CounterSpecBody__MovementAssignment_2_1 ) ) ;
    public final void rule__CounterSpecBody__Group_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5280:1: ( ( ( rule__CounterSpecBody__MovementAssignment_2_1 ) ) )
            // InternalBanneret.g:5281:1: ( ( rule__CounterSpecBody__MovementAssignment_2_1 ) )
            {
            // InternalBanneret.g:5281:1: ( ( rule__CounterSpecBody__MovementAssignment_2_1 ) )
            // InternalBanneret.g:5282:2: ( rule__CounterSpecBody__MovementAssignment_2_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getMovementAssignment_2_1()); 
            // InternalBanneret.g:5283:2: ( rule__CounterSpecBody__MovementAssignment_2_1 )
            // InternalBanneret.g:5283:3: rule__CounterSpecBody__MovementAssignment_2_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__MovementAssignment_2_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getMovementAssignment_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_2__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_3__0"
    // InternalBanneret.g:5292:1: rule__CounterSpecBody__Group_3__0 : rule__CounterSpecBody__Group_3__0__Impl rule__CounterSpecBody__Group_3__1 ;
    public final void rule__CounterSpecBody__Group_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5296:1: ( rule__CounterSpecBody__Group_3__0__Impl rule__CounterSpecBody__Group_3__1 )
            // InternalBanneret.g:5297:2: rule__CounterSpecBody__Group_3__0__Impl rule__CounterSpecBody__Group_3__1
            {
            pushFollow(FOLLOW_14);
            rule__CounterSpecBody__Group_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_3__0"


    // $ANTLR start "rule__CounterSpecBody__Group_3__0__Impl"
    // InternalBanneret.g:5304:1: rule__CounterSpecBody__Group_3__0__Impl : ( 'strength' ) ;
    public final void rule__CounterSpecBody__Group_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5308:1: ( ( 'strength' ) )
            // InternalBanneret.g:5309:1: ( 'strength' )
            {
            // InternalBanneret.g:5309:1: ( 'strength' )
            // InternalBanneret.g:5310:2: 'strength'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getStrengthKeyword_3_0()); 
            match(input,12,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getStrengthKeyword_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_3__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_3__1"
    // InternalBanneret.g:5319:1: rule__CounterSpecBody__Group_3__1 : rule__CounterSpecBody__Group_3__1__Impl ;
    public final void rule__CounterSpecBody__Group_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5323:1: ( rule__CounterSpecBody__Group_3__1__Impl )
            // InternalBanneret.g:5324:2: rule__CounterSpecBody__Group_3__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_3__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_3__1"


    // $ANTLR start "rule__CounterSpecBody__Group_3__1__Impl"
    // InternalBanneret.g:5330:1: rule__CounterSpecBody__Group_3__1__Impl : ( ( rule__CounterSpecBody__StrengthAssignment_3_1 ) ) ;
    public final void rule__CounterSpecBody__Group_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5334:1: ( ( ( rule__CounterSpecBody__StrengthAssignment_3_1 ) ) )
            // InternalBanneret.g:5335:1: ( ( rule__CounterSpecBody__StrengthAssignment_3_1 ) )
            {
            // InternalBanneret.g:5335:1: ( ( rule__CounterSpecBody__StrengthAssignment_3_1 ) )
            // InternalBanneret.g:5336:2: ( rule__CounterSpecBody__StrengthAssignment_3_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getStrengthAssignment_3_1()); 
            // InternalBanneret.g:5337:2: ( rule__CounterSpecBody__StrengthAssignment_3_1 )
            // InternalBanneret.g:5337:3: rule__CounterSpecBody__StrengthAssignment_3_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__StrengthAssignment_3_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getStrengthAssignment_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_3__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_4__0"
    // InternalBanneret.g:5346:1: rule__CounterSpecBody__Group_4__0 : rule__CounterSpecBody__Group_4__0__Impl rule__CounterSpecBody__Group_4__1 ;
    public final void rule__CounterSpecBody__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5350:1: ( rule__CounterSpecBody__Group_4__0__Impl rule__CounterSpecBody__Group_4__1 )
            // InternalBanneret.g:5351:2: rule__CounterSpecBody__Group_4__0__Impl rule__CounterSpecBody__Group_4__1
            {
            pushFollow(FOLLOW_14);
            rule__CounterSpecBody__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_4__0"


    // $ANTLR start "rule__CounterSpecBody__Group_4__0__Impl"
    // InternalBanneret.g:5358:1: rule__CounterSpecBody__Group_4__0__Impl : ( 'armour' ) ;
    public final void rule__CounterSpecBody__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5362:1: ( ( 'armour' ) )
            // InternalBanneret.g:5363:1: ( 'armour' )
            {
            // InternalBanneret.g:5363:1: ( 'armour' )
            // InternalBanneret.g:5364:2: 'armour'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getArmourKeyword_4_0()); 
            match(input,57,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getArmourKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_4__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_4__1"
    // InternalBanneret.g:5373:1: rule__CounterSpecBody__Group_4__1 : rule__CounterSpecBody__Group_4__1__Impl ;
    public final void rule__CounterSpecBody__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5377:1: ( rule__CounterSpecBody__Group_4__1__Impl )
            // InternalBanneret.g:5378:2: rule__CounterSpecBody__Group_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_4__1"


    // $ANTLR start "rule__CounterSpecBody__Group_4__1__Impl"
    // InternalBanneret.g:5384:1: rule__CounterSpecBody__Group_4__1__Impl : ( ( rule__CounterSpecBody__ArmourAssignment_4_1 ) ) ;
    public final void rule__CounterSpecBody__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5388:1: ( ( ( rule__CounterSpecBody__ArmourAssignment_4_1 ) ) )
            // InternalBanneret.g:5389:1: ( ( rule__CounterSpecBody__ArmourAssignment_4_1 ) )
            {
            // InternalBanneret.g:5389:1: ( ( rule__CounterSpecBody__ArmourAssignment_4_1 ) )
            // InternalBanneret.g:5390:2: ( rule__CounterSpecBody__ArmourAssignment_4_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getArmourAssignment_4_1()); 
            // InternalBanneret.g:5391:2: ( rule__CounterSpecBody__ArmourAssignment_4_1 )
            // InternalBanneret.g:5391:3: rule__CounterSpecBody__ArmourAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__ArmourAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getArmourAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_4__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_5__0"
    // InternalBanneret.g:5400:1: rule__CounterSpecBody__Group_5__0 : rule__CounterSpecBody__Group_5__0__Impl rule__CounterSpecBody__Group_5__1 ;
    public final void rule__CounterSpecBody__Group_5__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5404:1: ( rule__CounterSpecBody__Group_5__0__Impl rule__CounterSpecBody__Group_5__1 )
            // InternalBanneret.g:5405:2: rule__CounterSpecBody__Group_5__0__Impl rule__CounterSpecBody__Group_5__1
            {
            pushFollow(FOLLOW_5);
            rule__CounterSpecBody__Group_5__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_5__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_5__0"


    // $ANTLR start "rule__CounterSpecBody__Group_5__0__Impl"
    // InternalBanneret.g:5412:1: rule__CounterSpecBody__Group_5__0__Impl : ( 'value' ) ;
    public final void rule__CounterSpecBody__Group_5__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5416:1: ( ( 'value' ) )
            // InternalBanneret.g:5417:1: ( 'value' )
            {
            // InternalBanneret.g:5417:1: ( 'value' )
            // InternalBanneret.g:5418:2: 'value'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getValueKeyword_5_0()); 
            match(input,63,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getValueKeyword_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_5__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_5__1"
    // InternalBanneret.g:5427:1: rule__CounterSpecBody__Group_5__1 : rule__CounterSpecBody__Group_5__1__Impl ;
    public final void rule__CounterSpecBody__Group_5__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5431:1: ( rule__CounterSpecBody__Group_5__1__Impl )
            // InternalBanneret.g:5432:2: rule__CounterSpecBody__Group_5__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_5__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_5__1"


    // $ANTLR start "rule__CounterSpecBody__Group_5__1__Impl"
    // InternalBanneret.g:5438:1: rule__CounterSpecBody__Group_5__1__Impl : ( ( rule__CounterSpecBody__ValuesAssignment_5_1 ) ) ;
    public final void rule__CounterSpecBody__Group_5__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5442:1: ( ( ( rule__CounterSpecBody__ValuesAssignment_5_1 ) ) )
            // InternalBanneret.g:5443:1: ( ( rule__CounterSpecBody__ValuesAssignment_5_1 ) )
            {
            // InternalBanneret.g:5443:1: ( ( rule__CounterSpecBody__ValuesAssignment_5_1 ) )
            // InternalBanneret.g:5444:2: ( rule__CounterSpecBody__ValuesAssignment_5_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getValuesAssignment_5_1()); 
            // InternalBanneret.g:5445:2: ( rule__CounterSpecBody__ValuesAssignment_5_1 )
            // InternalBanneret.g:5445:3: rule__CounterSpecBody__ValuesAssignment_5_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__ValuesAssignment_5_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getValuesAssignment_5_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_5__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_6__0"
    // InternalBanneret.g:5454:1: rule__CounterSpecBody__Group_6__0 : rule__CounterSpecBody__Group_6__0__Impl rule__CounterSpecBody__Group_6__1 ;
    public final void rule__CounterSpecBody__Group_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5458:1: ( rule__CounterSpecBody__Group_6__0__Impl rule__CounterSpecBody__Group_6__1 )
            // InternalBanneret.g:5459:2: rule__CounterSpecBody__Group_6__0__Impl rule__CounterSpecBody__Group_6__1
            {
            pushFollow(FOLLOW_5);
            rule__CounterSpecBody__Group_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6__0"


    // $ANTLR start "rule__CounterSpecBody__Group_6__0__Impl"
    // InternalBanneret.g:5466:1: rule__CounterSpecBody__Group_6__0__Impl : ( 'traits' ) ;
    public final void rule__CounterSpecBody__Group_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5470:1: ( ( 'traits' ) )
            // InternalBanneret.g:5471:1: ( 'traits' )
            {
            // InternalBanneret.g:5471:1: ( 'traits' )
            // InternalBanneret.g:5472:2: 'traits'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getTraitsKeyword_6_0()); 
            match(input,45,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getTraitsKeyword_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_6__1"
    // InternalBanneret.g:5481:1: rule__CounterSpecBody__Group_6__1 : rule__CounterSpecBody__Group_6__1__Impl rule__CounterSpecBody__Group_6__2 ;
    public final void rule__CounterSpecBody__Group_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5485:1: ( rule__CounterSpecBody__Group_6__1__Impl rule__CounterSpecBody__Group_6__2 )
            // InternalBanneret.g:5486:2: rule__CounterSpecBody__Group_6__1__Impl rule__CounterSpecBody__Group_6__2
            {
            pushFollow(FOLLOW_16);
            rule__CounterSpecBody__Group_6__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_6__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6__1"


    // $ANTLR start "rule__CounterSpecBody__Group_6__1__Impl"
    // InternalBanneret.g:5493:1: rule__CounterSpecBody__Group_6__1__Impl : ( ( rule__CounterSpecBody__TraitsAssignment_6_1 ) ) ;
    public final void rule__CounterSpecBody__Group_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5497:1: ( ( ( rule__CounterSpecBody__TraitsAssignment_6_1 ) ) )
            // InternalBanneret.g:5498:1: ( ( rule__CounterSpecBody__TraitsAssignment_6_1 ) )
            {
            // InternalBanneret.g:5498:1: ( ( rule__CounterSpecBody__TraitsAssignment_6_1 ) )
            // InternalBanneret.g:5499:2: ( rule__CounterSpecBody__TraitsAssignment_6_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getTraitsAssignment_6_1()); 
            // InternalBanneret.g:5500:2: ( rule__CounterSpecBody__TraitsAssignment_6_1 )
            // InternalBanneret.g:5500:3: rule__CounterSpecBody__TraitsAssignment_6_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__TraitsAssignment_6_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getTraitsAssignment_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_6__2"
    // InternalBanneret.g:5508:1: rule__CounterSpecBody__Group_6__2 : rule__CounterSpecBody__Group_6__2__Impl ;
    public final void rule__CounterSpecBody__Group_6__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5512:1: ( rule__CounterSpecBody__Group_6__2__Impl )
            // InternalBanneret.g:5513:2: rule__CounterSpecBody__Group_6__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_6__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6__2"


    // $ANTLR start "rule__CounterSpecBody__Group_6__2__Impl"
    // InternalBanneret.g:5519:1: rule__CounterSpecBody__Group_6__2__Impl : ( ( rule__CounterSpecBody__Group_6_2__0 )* ) ;
    public final void rule__CounterSpecBody__Group_6__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5523:1: ( ( ( rule__CounterSpecBody__Group_6_2__0 )* ) )
            // InternalBanneret.g:5524:1: ( ( rule__CounterSpecBody__Group_6_2__0 )* )
            {
            // InternalBanneret.g:5524:1: ( ( rule__CounterSpecBody__Group_6_2__0 )* )
            // InternalBanneret.g:5525:2: ( rule__CounterSpecBody__Group_6_2__0 )*
            {
             before(grammarAccess.getCounterSpecBodyAccess().getGroup_6_2()); 
            // InternalBanneret.g:5526:2: ( rule__CounterSpecBody__Group_6_2__0 )*
            loop42:
            do {
                int alt42=2;
                int LA42_0 = input.LA(1);

                if ( (LA42_0==39) ) {
                    alt42=1;
                }


                switch (alt42) {
            	case 1 :
            	    // InternalBanneret.g:5526:3: rule__CounterSpecBody__Group_6_2__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__CounterSpecBody__Group_6_2__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop42;
                }
            } while (true);

             after(grammarAccess.getCounterSpecBodyAccess().getGroup_6_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6__2__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_6_2__0"
    // InternalBanneret.g:5535:1: rule__CounterSpecBody__Group_6_2__0 : rule__CounterSpecBody__Group_6_2__0__Impl rule__CounterSpecBody__Group_6_2__1 ;
    public final void rule__CounterSpecBody__Group_6_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5539:1: ( rule__CounterSpecBody__Group_6_2__0__Impl rule__CounterSpecBody__Group_6_2__1 )
            // InternalBanneret.g:5540:2: rule__CounterSpecBody__Group_6_2__0__Impl rule__CounterSpecBody__Group_6_2__1
            {
            pushFollow(FOLLOW_5);
            rule__CounterSpecBody__Group_6_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_6_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6_2__0"


    // $ANTLR start "rule__CounterSpecBody__Group_6_2__0__Impl"
    // InternalBanneret.g:5547:1: rule__CounterSpecBody__Group_6_2__0__Impl : ( ',' ) ;
    public final void rule__CounterSpecBody__Group_6_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5551:1: ( ( ',' ) )
            // InternalBanneret.g:5552:1: ( ',' )
            {
            // InternalBanneret.g:5552:1: ( ',' )
            // InternalBanneret.g:5553:2: ','
            {
             before(grammarAccess.getCounterSpecBodyAccess().getCommaKeyword_6_2_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getCommaKeyword_6_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6_2__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_6_2__1"
    // InternalBanneret.g:5562:1: rule__CounterSpecBody__Group_6_2__1 : rule__CounterSpecBody__Group_6_2__1__Impl ;
    public final void rule__CounterSpecBody__Group_6_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5566:1: ( rule__CounterSpecBody__Group_6_2__1__Impl )
            // InternalBanneret.g:5567:2: rule__CounterSpecBody__Group_6_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_6_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6_2__1"


    // $ANTLR start "rule__CounterSpecBody__Group_6_2__1__Impl"
    // InternalBanneret.g:5573:1: rule__CounterSpecBody__Group_6_2__1__Impl : ( ( rule__CounterSpecBody__TraitsAssignment_6_2_1 ) ) ;
    public final void rule__CounterSpecBody__Group_6_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5577:1: ( ( ( rule__CounterSpecBody__TraitsAssignment_6_2_1 ) ) )
            // InternalBanneret.g:5578:1: ( ( rule__CounterSpecBody__TraitsAssignment_6_2_1 ) )
            {
            // InternalBanneret.g:5578:1: ( ( rule__CounterSpecBody__TraitsAssignment_6_2_1 ) )
            // InternalBanneret.g:5579:2: ( rule__CounterSpecBody__TraitsAssignment_6_2_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getTraitsAssignment_6_2_1()); 
            // InternalBanneret.g:5580:2: ( rule__CounterSpecBody__TraitsAssignment_6_2_1 )
            // InternalBanneret.g:5580:3: rule__CounterSpecBody__TraitsAssignment_6_2_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__TraitsAssignment_6_2_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getTraitsAssignment_6_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_6_2__1__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_7__0"
    // InternalBanneret.g:5589:1: rule__CounterSpecBody__Group_7__0 : rule__CounterSpecBody__Group_7__0__Impl rule__CounterSpecBody__Group_7__1 ;
    public final void rule__CounterSpecBody__Group_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5593:1: ( rule__CounterSpecBody__Group_7__0__Impl rule__CounterSpecBody__Group_7__1 )
            // InternalBanneret.g:5594:2: rule__CounterSpecBody__Group_7__0__Impl rule__CounterSpecBody__Group_7__1
            {
            pushFollow(FOLLOW_10);
            rule__CounterSpecBody__Group_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_7__0"


    // $ANTLR start "rule__CounterSpecBody__Group_7__0__Impl"
    // InternalBanneret.g:5601:1: rule__CounterSpecBody__Group_7__0__Impl : ( 'cite' ) ;
    public final void rule__CounterSpecBody__Group_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5605:1: ( ( 'cite' ) )
            // InternalBanneret.g:5606:1: ( 'cite' )
            {
            // InternalBanneret.g:5606:1: ( 'cite' )
            // InternalBanneret.g:5607:2: 'cite'
            {
             before(grammarAccess.getCounterSpecBodyAccess().getCiteKeyword_7_0()); 
            match(input,46,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getCiteKeyword_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_7__0__Impl"


    // $ANTLR start "rule__CounterSpecBody__Group_7__1"
    // InternalBanneret.g:5616:1: rule__CounterSpecBody__Group_7__1 : rule__CounterSpecBody__Group_7__1__Impl ;
    public final void rule__CounterSpecBody__Group_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5620:1: ( rule__CounterSpecBody__Group_7__1__Impl )
            // InternalBanneret.g:5621:2: rule__CounterSpecBody__Group_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__Group_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_7__1"


    // $ANTLR start "rule__CounterSpecBody__Group_7__1__Impl"
    // InternalBanneret.g:5627:1: rule__CounterSpecBody__Group_7__1__Impl : ( ( rule__CounterSpecBody__CitationAssignment_7_1 ) ) ;
    public final void rule__CounterSpecBody__Group_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5631:1: ( ( ( rule__CounterSpecBody__CitationAssignment_7_1 ) ) )
            // InternalBanneret.g:5632:1: ( ( rule__CounterSpecBody__CitationAssignment_7_1 ) )
            {
            // InternalBanneret.g:5632:1: ( ( rule__CounterSpecBody__CitationAssignment_7_1 ) )
            // InternalBanneret.g:5633:2: ( rule__CounterSpecBody__CitationAssignment_7_1 )
            {
             before(grammarAccess.getCounterSpecBodyAccess().getCitationAssignment_7_1()); 
            // InternalBanneret.g:5634:2: ( rule__CounterSpecBody__CitationAssignment_7_1 )
            // InternalBanneret.g:5634:3: rule__CounterSpecBody__CitationAssignment_7_1
            {
            pushFollow(FOLLOW_2);
            rule__CounterSpecBody__CitationAssignment_7_1();

            state._fsp--;


            }

             after(grammarAccess.getCounterSpecBodyAccess().getCitationAssignment_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__Group_7__1__Impl"


    // $ANTLR start "rule__PrintedValue__Group__0"
    // InternalBanneret.g:5643:1: rule__PrintedValue__Group__0 : rule__PrintedValue__Group__0__Impl rule__PrintedValue__Group__1 ;
    public final void rule__PrintedValue__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5647:1: ( rule__PrintedValue__Group__0__Impl rule__PrintedValue__Group__1 )
            // InternalBanneret.g:5648:2: rule__PrintedValue__Group__0__Impl rule__PrintedValue__Group__1
            {
            pushFollow(FOLLOW_19);
            rule__PrintedValue__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__PrintedValue__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__PrintedValue__Group__0"


    // $ANTLR start "rule__PrintedValue__Group__0__Impl"
    // InternalBanneret.g:5655:1: rule__PrintedValue__Group__0__Impl : ( ( rule__PrintedValue__KeyAssignment_0 ) ) ;
    public final void rule__PrintedValue__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5659:1: ( ( ( rule__PrintedValue__KeyAssignment_0 ) ) )
            // InternalBanneret.g:5660:1: ( ( rule__PrintedValue__KeyAssignment_0 ) )
            {
            // InternalBanneret.g:5660:1: ( ( rule__PrintedValue__KeyAssignment_0 ) )
            // InternalBanneret.g:5661:2: ( rule__PrintedValue__KeyAssignment_0 )
            {
             before(grammarAccess.getPrintedValueAccess().getKeyAssignment_0()); 
            // InternalBanneret.g:5662:2: ( rule__PrintedValue__KeyAssignment_0 )
            // InternalBanneret.g:5662:3: rule__PrintedValue__KeyAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__PrintedValue__KeyAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getPrintedValueAccess().getKeyAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__PrintedValue__Group__0__Impl"


    // $ANTLR start "rule__PrintedValue__Group__1"
    // InternalBanneret.g:5670:1: rule__PrintedValue__Group__1 : rule__PrintedValue__Group__1__Impl ;
    public final void rule__PrintedValue__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5674:1: ( rule__PrintedValue__Group__1__Impl )
            // InternalBanneret.g:5675:2: rule__PrintedValue__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__PrintedValue__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__PrintedValue__Group__1"


    // $ANTLR start "rule__PrintedValue__Group__1__Impl"
    // InternalBanneret.g:5681:1: rule__PrintedValue__Group__1__Impl : ( ( rule__PrintedValue__ValueAssignment_1 ) ) ;
    public final void rule__PrintedValue__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5685:1: ( ( ( rule__PrintedValue__ValueAssignment_1 ) ) )
            // InternalBanneret.g:5686:1: ( ( rule__PrintedValue__ValueAssignment_1 ) )
            {
            // InternalBanneret.g:5686:1: ( ( rule__PrintedValue__ValueAssignment_1 ) )
            // InternalBanneret.g:5687:2: ( rule__PrintedValue__ValueAssignment_1 )
            {
             before(grammarAccess.getPrintedValueAccess().getValueAssignment_1()); 
            // InternalBanneret.g:5688:2: ( rule__PrintedValue__ValueAssignment_1 )
            // InternalBanneret.g:5688:3: rule__PrintedValue__ValueAssignment_1
            {
            pushFollow(FOLLOW_2);
            rule__PrintedValue__ValueAssignment_1();

            state._fsp--;


            }

             after(grammarAccess.getPrintedValueAccess().getValueAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__PrintedValue__Group__1__Impl"


    // $ANTLR start "rule__MarkerType__Group__0"
    // InternalBanneret.g:5697:1: rule__MarkerType__Group__0 : rule__MarkerType__Group__0__Impl rule__MarkerType__Group__1 ;
    public final void rule__MarkerType__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5701:1: ( rule__MarkerType__Group__0__Impl rule__MarkerType__Group__1 )
            // InternalBanneret.g:5702:2: rule__MarkerType__Group__0__Impl rule__MarkerType__Group__1
            {
            pushFollow(FOLLOW_34);
            rule__MarkerType__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__0"


    // $ANTLR start "rule__MarkerType__Group__0__Impl"
    // InternalBanneret.g:5709:1: rule__MarkerType__Group__0__Impl : ( ( rule__MarkerType__NameAssignment_0 ) ) ;
    public final void rule__MarkerType__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5713:1: ( ( ( rule__MarkerType__NameAssignment_0 ) ) )
            // InternalBanneret.g:5714:1: ( ( rule__MarkerType__NameAssignment_0 ) )
            {
            // InternalBanneret.g:5714:1: ( ( rule__MarkerType__NameAssignment_0 ) )
            // InternalBanneret.g:5715:2: ( rule__MarkerType__NameAssignment_0 )
            {
             before(grammarAccess.getMarkerTypeAccess().getNameAssignment_0()); 
            // InternalBanneret.g:5716:2: ( rule__MarkerType__NameAssignment_0 )
            // InternalBanneret.g:5716:3: rule__MarkerType__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__0__Impl"


    // $ANTLR start "rule__MarkerType__Group__1"
    // InternalBanneret.g:5724:1: rule__MarkerType__Group__1 : rule__MarkerType__Group__1__Impl rule__MarkerType__Group__2 ;
    public final void rule__MarkerType__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5728:1: ( rule__MarkerType__Group__1__Impl rule__MarkerType__Group__2 )
            // InternalBanneret.g:5729:2: rule__MarkerType__Group__1__Impl rule__MarkerType__Group__2
            {
            pushFollow(FOLLOW_34);
            rule__MarkerType__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__1"


    // $ANTLR start "rule__MarkerType__Group__1__Impl"
    // InternalBanneret.g:5736:1: rule__MarkerType__Group__1__Impl : ( ( rule__MarkerType__TitleAssignment_1 )? ) ;
    public final void rule__MarkerType__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5740:1: ( ( ( rule__MarkerType__TitleAssignment_1 )? ) )
            // InternalBanneret.g:5741:1: ( ( rule__MarkerType__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:5741:1: ( ( rule__MarkerType__TitleAssignment_1 )? )
            // InternalBanneret.g:5742:2: ( rule__MarkerType__TitleAssignment_1 )?
            {
             before(grammarAccess.getMarkerTypeAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:5743:2: ( rule__MarkerType__TitleAssignment_1 )?
            int alt43=2;
            int LA43_0 = input.LA(1);

            if ( (LA43_0==RULE_STRING) ) {
                alt43=1;
            }
            switch (alt43) {
                case 1 :
                    // InternalBanneret.g:5743:3: rule__MarkerType__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__MarkerType__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getMarkerTypeAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__1__Impl"


    // $ANTLR start "rule__MarkerType__Group__2"
    // InternalBanneret.g:5751:1: rule__MarkerType__Group__2 : rule__MarkerType__Group__2__Impl rule__MarkerType__Group__3 ;
    public final void rule__MarkerType__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5755:1: ( rule__MarkerType__Group__2__Impl rule__MarkerType__Group__3 )
            // InternalBanneret.g:5756:2: rule__MarkerType__Group__2__Impl rule__MarkerType__Group__3
            {
            pushFollow(FOLLOW_34);
            rule__MarkerType__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__2"


    // $ANTLR start "rule__MarkerType__Group__2__Impl"
    // InternalBanneret.g:5763:1: rule__MarkerType__Group__2__Impl : ( ( rule__MarkerType__Group_2__0 )? ) ;
    public final void rule__MarkerType__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5767:1: ( ( ( rule__MarkerType__Group_2__0 )? ) )
            // InternalBanneret.g:5768:1: ( ( rule__MarkerType__Group_2__0 )? )
            {
            // InternalBanneret.g:5768:1: ( ( rule__MarkerType__Group_2__0 )? )
            // InternalBanneret.g:5769:2: ( rule__MarkerType__Group_2__0 )?
            {
             before(grammarAccess.getMarkerTypeAccess().getGroup_2()); 
            // InternalBanneret.g:5770:2: ( rule__MarkerType__Group_2__0 )?
            int alt44=2;
            int LA44_0 = input.LA(1);

            if ( (LA44_0==64) ) {
                alt44=1;
            }
            switch (alt44) {
                case 1 :
                    // InternalBanneret.g:5770:3: rule__MarkerType__Group_2__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__MarkerType__Group_2__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getMarkerTypeAccess().getGroup_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__2__Impl"


    // $ANTLR start "rule__MarkerType__Group__3"
    // InternalBanneret.g:5778:1: rule__MarkerType__Group__3 : rule__MarkerType__Group__3__Impl rule__MarkerType__Group__4 ;
    public final void rule__MarkerType__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5782:1: ( rule__MarkerType__Group__3__Impl rule__MarkerType__Group__4 )
            // InternalBanneret.g:5783:2: rule__MarkerType__Group__3__Impl rule__MarkerType__Group__4
            {
            pushFollow(FOLLOW_34);
            rule__MarkerType__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__3"


    // $ANTLR start "rule__MarkerType__Group__3__Impl"
    // InternalBanneret.g:5790:1: rule__MarkerType__Group__3__Impl : ( ( rule__MarkerType__Group_3__0 )? ) ;
    public final void rule__MarkerType__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5794:1: ( ( ( rule__MarkerType__Group_3__0 )? ) )
            // InternalBanneret.g:5795:1: ( ( rule__MarkerType__Group_3__0 )? )
            {
            // InternalBanneret.g:5795:1: ( ( rule__MarkerType__Group_3__0 )? )
            // InternalBanneret.g:5796:2: ( rule__MarkerType__Group_3__0 )?
            {
             before(grammarAccess.getMarkerTypeAccess().getGroup_3()); 
            // InternalBanneret.g:5797:2: ( rule__MarkerType__Group_3__0 )?
            int alt45=2;
            int LA45_0 = input.LA(1);

            if ( (LA45_0==66) ) {
                alt45=1;
            }
            switch (alt45) {
                case 1 :
                    // InternalBanneret.g:5797:3: rule__MarkerType__Group_3__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__MarkerType__Group_3__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getMarkerTypeAccess().getGroup_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__3__Impl"


    // $ANTLR start "rule__MarkerType__Group__4"
    // InternalBanneret.g:5805:1: rule__MarkerType__Group__4 : rule__MarkerType__Group__4__Impl ;
    public final void rule__MarkerType__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5809:1: ( rule__MarkerType__Group__4__Impl )
            // InternalBanneret.g:5810:2: rule__MarkerType__Group__4__Impl
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__Group__4__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__4"


    // $ANTLR start "rule__MarkerType__Group__4__Impl"
    // InternalBanneret.g:5816:1: rule__MarkerType__Group__4__Impl : ( ( rule__MarkerType__Group_4__0 )? ) ;
    public final void rule__MarkerType__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5820:1: ( ( ( rule__MarkerType__Group_4__0 )? ) )
            // InternalBanneret.g:5821:1: ( ( rule__MarkerType__Group_4__0 )? )
            {
            // InternalBanneret.g:5821:1: ( ( rule__MarkerType__Group_4__0 )? )
            // InternalBanneret.g:5822:2: ( rule__MarkerType__Group_4__0 )?
            {
             before(grammarAccess.getMarkerTypeAccess().getGroup_4()); 
            // InternalBanneret.g:5823:2: ( rule__MarkerType__Group_4__0 )?
            int alt46=2;
            int LA46_0 = input.LA(1);

            if ( (LA46_0==46) ) {
                alt46=1;
            }
            switch (alt46) {
                case 1 :
                    // InternalBanneret.g:5823:3: rule__MarkerType__Group_4__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__MarkerType__Group_4__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getMarkerTypeAccess().getGroup_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group__4__Impl"


    // $ANTLR start "rule__MarkerType__Group_2__0"
    // InternalBanneret.g:5832:1: rule__MarkerType__Group_2__0 : rule__MarkerType__Group_2__0__Impl rule__MarkerType__Group_2__1 ;
    public final void rule__MarkerType__Group_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5836:1: ( rule__MarkerType__Group_2__0__Impl rule__MarkerType__Group_2__1 )
            // InternalBanneret.g:5837:2: rule__MarkerType__Group_2__0__Impl rule__MarkerType__Group_2__1
            {
            pushFollow(FOLLOW_19);
            rule__MarkerType__Group_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__0"


    // $ANTLR start "rule__MarkerType__Group_2__0__Impl"
    // InternalBanneret.g:5844:1: rule__MarkerType__Group_2__0__Impl : ( 'values' ) ;
    public final void rule__MarkerType__Group_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5848:1: ( ( 'values' ) )
            // InternalBanneret.g:5849:1: ( 'values' )
            {
            // InternalBanneret.g:5849:1: ( 'values' )
            // InternalBanneret.g:5850:2: 'values'
            {
             before(grammarAccess.getMarkerTypeAccess().getValuesKeyword_2_0()); 
            match(input,64,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getValuesKeyword_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__0__Impl"


    // $ANTLR start "rule__MarkerType__Group_2__1"
    // InternalBanneret.g:5859:1: rule__MarkerType__Group_2__1 : rule__MarkerType__Group_2__1__Impl rule__MarkerType__Group_2__2 ;
    public final void rule__MarkerType__Group_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5863:1: ( rule__MarkerType__Group_2__1__Impl rule__MarkerType__Group_2__2 )
            // InternalBanneret.g:5864:2: rule__MarkerType__Group_2__1__Impl rule__MarkerType__Group_2__2
            {
            pushFollow(FOLLOW_35);
            rule__MarkerType__Group_2__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_2__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__1"


    // $ANTLR start "rule__MarkerType__Group_2__1__Impl"
    // InternalBanneret.g:5871:1: rule__MarkerType__Group_2__1__Impl : ( ( rule__MarkerType__MinimumAssignment_2_1 ) ) ;
    public final void rule__MarkerType__Group_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5875:1: ( ( ( rule__MarkerType__MinimumAssignment_2_1 ) ) )
            // InternalBanneret.g:5876:1: ( ( rule__MarkerType__MinimumAssignment_2_1 ) )
            {
            // InternalBanneret.g:5876:1: ( ( rule__MarkerType__MinimumAssignment_2_1 ) )
            // InternalBanneret.g:5877:2: ( rule__MarkerType__MinimumAssignment_2_1 )
            {
             before(grammarAccess.getMarkerTypeAccess().getMinimumAssignment_2_1()); 
            // InternalBanneret.g:5878:2: ( rule__MarkerType__MinimumAssignment_2_1 )
            // InternalBanneret.g:5878:3: rule__MarkerType__MinimumAssignment_2_1
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__MinimumAssignment_2_1();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getMinimumAssignment_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__1__Impl"


    // $ANTLR start "rule__MarkerType__Group_2__2"
    // InternalBanneret.g:5886:1: rule__MarkerType__Group_2__2 : rule__MarkerType__Group_2__2__Impl rule__MarkerType__Group_2__3 ;
    public final void rule__MarkerType__Group_2__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5890:1: ( rule__MarkerType__Group_2__2__Impl rule__MarkerType__Group_2__3 )
            // InternalBanneret.g:5891:2: rule__MarkerType__Group_2__2__Impl rule__MarkerType__Group_2__3
            {
            pushFollow(FOLLOW_19);
            rule__MarkerType__Group_2__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_2__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__2"


    // $ANTLR start "rule__MarkerType__Group_2__2__Impl"
    // InternalBanneret.g:5898:1: rule__MarkerType__Group_2__2__Impl : ( '..' ) ;
    public final void rule__MarkerType__Group_2__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5902:1: ( ( '..' ) )
            // InternalBanneret.g:5903:1: ( '..' )
            {
            // InternalBanneret.g:5903:1: ( '..' )
            // InternalBanneret.g:5904:2: '..'
            {
             before(grammarAccess.getMarkerTypeAccess().getFullStopFullStopKeyword_2_2()); 
            match(input,65,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getFullStopFullStopKeyword_2_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__2__Impl"


    // $ANTLR start "rule__MarkerType__Group_2__3"
    // InternalBanneret.g:5913:1: rule__MarkerType__Group_2__3 : rule__MarkerType__Group_2__3__Impl ;
    public final void rule__MarkerType__Group_2__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5917:1: ( rule__MarkerType__Group_2__3__Impl )
            // InternalBanneret.g:5918:2: rule__MarkerType__Group_2__3__Impl
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_2__3__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__3"


    // $ANTLR start "rule__MarkerType__Group_2__3__Impl"
    // InternalBanneret.g:5924:1: rule__MarkerType__Group_2__3__Impl : ( ( rule__MarkerType__MaximumAssignment_2_3 ) ) ;
    public final void rule__MarkerType__Group_2__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5928:1: ( ( ( rule__MarkerType__MaximumAssignment_2_3 ) ) )
            // InternalBanneret.g:5929:1: ( ( rule__MarkerType__MaximumAssignment_2_3 ) )
            {
            // InternalBanneret.g:5929:1: ( ( rule__MarkerType__MaximumAssignment_2_3 ) )
            // InternalBanneret.g:5930:2: ( rule__MarkerType__MaximumAssignment_2_3 )
            {
             before(grammarAccess.getMarkerTypeAccess().getMaximumAssignment_2_3()); 
            // InternalBanneret.g:5931:2: ( rule__MarkerType__MaximumAssignment_2_3 )
            // InternalBanneret.g:5931:3: rule__MarkerType__MaximumAssignment_2_3
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__MaximumAssignment_2_3();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getMaximumAssignment_2_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_2__3__Impl"


    // $ANTLR start "rule__MarkerType__Group_3__0"
    // InternalBanneret.g:5940:1: rule__MarkerType__Group_3__0 : rule__MarkerType__Group_3__0__Impl rule__MarkerType__Group_3__1 ;
    public final void rule__MarkerType__Group_3__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5944:1: ( rule__MarkerType__Group_3__0__Impl rule__MarkerType__Group_3__1 )
            // InternalBanneret.g:5945:2: rule__MarkerType__Group_3__0__Impl rule__MarkerType__Group_3__1
            {
            pushFollow(FOLLOW_5);
            rule__MarkerType__Group_3__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_3__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3__0"


    // $ANTLR start "rule__MarkerType__Group_3__0__Impl"
    // InternalBanneret.g:5952:1: rule__MarkerType__Group_3__0__Impl : ( 'on' ) ;
    public final void rule__MarkerType__Group_3__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5956:1: ( ( 'on' ) )
            // InternalBanneret.g:5957:1: ( 'on' )
            {
            // InternalBanneret.g:5957:1: ( 'on' )
            // InternalBanneret.g:5958:2: 'on'
            {
             before(grammarAccess.getMarkerTypeAccess().getOnKeyword_3_0()); 
            match(input,66,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getOnKeyword_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3__0__Impl"


    // $ANTLR start "rule__MarkerType__Group_3__1"
    // InternalBanneret.g:5967:1: rule__MarkerType__Group_3__1 : rule__MarkerType__Group_3__1__Impl rule__MarkerType__Group_3__2 ;
    public final void rule__MarkerType__Group_3__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5971:1: ( rule__MarkerType__Group_3__1__Impl rule__MarkerType__Group_3__2 )
            // InternalBanneret.g:5972:2: rule__MarkerType__Group_3__1__Impl rule__MarkerType__Group_3__2
            {
            pushFollow(FOLLOW_16);
            rule__MarkerType__Group_3__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_3__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3__1"


    // $ANTLR start "rule__MarkerType__Group_3__1__Impl"
    // InternalBanneret.g:5979:1: rule__MarkerType__Group_3__1__Impl : ( ( rule__MarkerType__AppliesToAssignment_3_1 ) ) ;
    public final void rule__MarkerType__Group_3__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5983:1: ( ( ( rule__MarkerType__AppliesToAssignment_3_1 ) ) )
            // InternalBanneret.g:5984:1: ( ( rule__MarkerType__AppliesToAssignment_3_1 ) )
            {
            // InternalBanneret.g:5984:1: ( ( rule__MarkerType__AppliesToAssignment_3_1 ) )
            // InternalBanneret.g:5985:2: ( rule__MarkerType__AppliesToAssignment_3_1 )
            {
             before(grammarAccess.getMarkerTypeAccess().getAppliesToAssignment_3_1()); 
            // InternalBanneret.g:5986:2: ( rule__MarkerType__AppliesToAssignment_3_1 )
            // InternalBanneret.g:5986:3: rule__MarkerType__AppliesToAssignment_3_1
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__AppliesToAssignment_3_1();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getAppliesToAssignment_3_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3__1__Impl"


    // $ANTLR start "rule__MarkerType__Group_3__2"
    // InternalBanneret.g:5994:1: rule__MarkerType__Group_3__2 : rule__MarkerType__Group_3__2__Impl ;
    public final void rule__MarkerType__Group_3__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:5998:1: ( rule__MarkerType__Group_3__2__Impl )
            // InternalBanneret.g:5999:2: rule__MarkerType__Group_3__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_3__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3__2"


    // $ANTLR start "rule__MarkerType__Group_3__2__Impl"
    // InternalBanneret.g:6005:1: rule__MarkerType__Group_3__2__Impl : ( ( rule__MarkerType__Group_3_2__0 )* ) ;
    public final void rule__MarkerType__Group_3__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6009:1: ( ( ( rule__MarkerType__Group_3_2__0 )* ) )
            // InternalBanneret.g:6010:1: ( ( rule__MarkerType__Group_3_2__0 )* )
            {
            // InternalBanneret.g:6010:1: ( ( rule__MarkerType__Group_3_2__0 )* )
            // InternalBanneret.g:6011:2: ( rule__MarkerType__Group_3_2__0 )*
            {
             before(grammarAccess.getMarkerTypeAccess().getGroup_3_2()); 
            // InternalBanneret.g:6012:2: ( rule__MarkerType__Group_3_2__0 )*
            loop47:
            do {
                int alt47=2;
                int LA47_0 = input.LA(1);

                if ( (LA47_0==39) ) {
                    alt47=1;
                }


                switch (alt47) {
            	case 1 :
            	    // InternalBanneret.g:6012:3: rule__MarkerType__Group_3_2__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__MarkerType__Group_3_2__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop47;
                }
            } while (true);

             after(grammarAccess.getMarkerTypeAccess().getGroup_3_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3__2__Impl"


    // $ANTLR start "rule__MarkerType__Group_3_2__0"
    // InternalBanneret.g:6021:1: rule__MarkerType__Group_3_2__0 : rule__MarkerType__Group_3_2__0__Impl rule__MarkerType__Group_3_2__1 ;
    public final void rule__MarkerType__Group_3_2__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6025:1: ( rule__MarkerType__Group_3_2__0__Impl rule__MarkerType__Group_3_2__1 )
            // InternalBanneret.g:6026:2: rule__MarkerType__Group_3_2__0__Impl rule__MarkerType__Group_3_2__1
            {
            pushFollow(FOLLOW_5);
            rule__MarkerType__Group_3_2__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_3_2__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3_2__0"


    // $ANTLR start "rule__MarkerType__Group_3_2__0__Impl"
    // InternalBanneret.g:6033:1: rule__MarkerType__Group_3_2__0__Impl : ( ',' ) ;
    public final void rule__MarkerType__Group_3_2__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6037:1: ( ( ',' ) )
            // InternalBanneret.g:6038:1: ( ',' )
            {
            // InternalBanneret.g:6038:1: ( ',' )
            // InternalBanneret.g:6039:2: ','
            {
             before(grammarAccess.getMarkerTypeAccess().getCommaKeyword_3_2_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getCommaKeyword_3_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3_2__0__Impl"


    // $ANTLR start "rule__MarkerType__Group_3_2__1"
    // InternalBanneret.g:6048:1: rule__MarkerType__Group_3_2__1 : rule__MarkerType__Group_3_2__1__Impl ;
    public final void rule__MarkerType__Group_3_2__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6052:1: ( rule__MarkerType__Group_3_2__1__Impl )
            // InternalBanneret.g:6053:2: rule__MarkerType__Group_3_2__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_3_2__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3_2__1"


    // $ANTLR start "rule__MarkerType__Group_3_2__1__Impl"
    // InternalBanneret.g:6059:1: rule__MarkerType__Group_3_2__1__Impl : ( ( rule__MarkerType__AppliesToAssignment_3_2_1 ) ) ;
    public final void rule__MarkerType__Group_3_2__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6063:1: ( ( ( rule__MarkerType__AppliesToAssignment_3_2_1 ) ) )
            // InternalBanneret.g:6064:1: ( ( rule__MarkerType__AppliesToAssignment_3_2_1 ) )
            {
            // InternalBanneret.g:6064:1: ( ( rule__MarkerType__AppliesToAssignment_3_2_1 ) )
            // InternalBanneret.g:6065:2: ( rule__MarkerType__AppliesToAssignment_3_2_1 )
            {
             before(grammarAccess.getMarkerTypeAccess().getAppliesToAssignment_3_2_1()); 
            // InternalBanneret.g:6066:2: ( rule__MarkerType__AppliesToAssignment_3_2_1 )
            // InternalBanneret.g:6066:3: rule__MarkerType__AppliesToAssignment_3_2_1
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__AppliesToAssignment_3_2_1();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getAppliesToAssignment_3_2_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_3_2__1__Impl"


    // $ANTLR start "rule__MarkerType__Group_4__0"
    // InternalBanneret.g:6075:1: rule__MarkerType__Group_4__0 : rule__MarkerType__Group_4__0__Impl rule__MarkerType__Group_4__1 ;
    public final void rule__MarkerType__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6079:1: ( rule__MarkerType__Group_4__0__Impl rule__MarkerType__Group_4__1 )
            // InternalBanneret.g:6080:2: rule__MarkerType__Group_4__0__Impl rule__MarkerType__Group_4__1
            {
            pushFollow(FOLLOW_10);
            rule__MarkerType__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_4__0"


    // $ANTLR start "rule__MarkerType__Group_4__0__Impl"
    // InternalBanneret.g:6087:1: rule__MarkerType__Group_4__0__Impl : ( 'cite' ) ;
    public final void rule__MarkerType__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6091:1: ( ( 'cite' ) )
            // InternalBanneret.g:6092:1: ( 'cite' )
            {
            // InternalBanneret.g:6092:1: ( 'cite' )
            // InternalBanneret.g:6093:2: 'cite'
            {
             before(grammarAccess.getMarkerTypeAccess().getCiteKeyword_4_0()); 
            match(input,46,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getCiteKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_4__0__Impl"


    // $ANTLR start "rule__MarkerType__Group_4__1"
    // InternalBanneret.g:6102:1: rule__MarkerType__Group_4__1 : rule__MarkerType__Group_4__1__Impl ;
    public final void rule__MarkerType__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6106:1: ( rule__MarkerType__Group_4__1__Impl )
            // InternalBanneret.g:6107:2: rule__MarkerType__Group_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__Group_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_4__1"


    // $ANTLR start "rule__MarkerType__Group_4__1__Impl"
    // InternalBanneret.g:6113:1: rule__MarkerType__Group_4__1__Impl : ( ( rule__MarkerType__CitationAssignment_4_1 ) ) ;
    public final void rule__MarkerType__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6117:1: ( ( ( rule__MarkerType__CitationAssignment_4_1 ) ) )
            // InternalBanneret.g:6118:1: ( ( rule__MarkerType__CitationAssignment_4_1 ) )
            {
            // InternalBanneret.g:6118:1: ( ( rule__MarkerType__CitationAssignment_4_1 ) )
            // InternalBanneret.g:6119:2: ( rule__MarkerType__CitationAssignment_4_1 )
            {
             before(grammarAccess.getMarkerTypeAccess().getCitationAssignment_4_1()); 
            // InternalBanneret.g:6120:2: ( rule__MarkerType__CitationAssignment_4_1 )
            // InternalBanneret.g:6120:3: rule__MarkerType__CitationAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__MarkerType__CitationAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getMarkerTypeAccess().getCitationAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__Group_4__1__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__0"
    // InternalBanneret.g:6129:1: rule__VariantDefinition__Group__0 : rule__VariantDefinition__Group__0__Impl rule__VariantDefinition__Group__1 ;
    public final void rule__VariantDefinition__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6133:1: ( rule__VariantDefinition__Group__0__Impl rule__VariantDefinition__Group__1 )
            // InternalBanneret.g:6134:2: rule__VariantDefinition__Group__0__Impl rule__VariantDefinition__Group__1
            {
            pushFollow(FOLLOW_36);
            rule__VariantDefinition__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__0"


    // $ANTLR start "rule__VariantDefinition__Group__0__Impl"
    // InternalBanneret.g:6141:1: rule__VariantDefinition__Group__0__Impl : ( ( rule__VariantDefinition__NameAssignment_0 ) ) ;
    public final void rule__VariantDefinition__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6145:1: ( ( ( rule__VariantDefinition__NameAssignment_0 ) ) )
            // InternalBanneret.g:6146:1: ( ( rule__VariantDefinition__NameAssignment_0 ) )
            {
            // InternalBanneret.g:6146:1: ( ( rule__VariantDefinition__NameAssignment_0 ) )
            // InternalBanneret.g:6147:2: ( rule__VariantDefinition__NameAssignment_0 )
            {
             before(grammarAccess.getVariantDefinitionAccess().getNameAssignment_0()); 
            // InternalBanneret.g:6148:2: ( rule__VariantDefinition__NameAssignment_0 )
            // InternalBanneret.g:6148:3: rule__VariantDefinition__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getVariantDefinitionAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__0__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__1"
    // InternalBanneret.g:6156:1: rule__VariantDefinition__Group__1 : rule__VariantDefinition__Group__1__Impl rule__VariantDefinition__Group__2 ;
    public final void rule__VariantDefinition__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6160:1: ( rule__VariantDefinition__Group__1__Impl rule__VariantDefinition__Group__2 )
            // InternalBanneret.g:6161:2: rule__VariantDefinition__Group__1__Impl rule__VariantDefinition__Group__2
            {
            pushFollow(FOLLOW_36);
            rule__VariantDefinition__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__1"


    // $ANTLR start "rule__VariantDefinition__Group__1__Impl"
    // InternalBanneret.g:6168:1: rule__VariantDefinition__Group__1__Impl : ( ( rule__VariantDefinition__TitleAssignment_1 )? ) ;
    public final void rule__VariantDefinition__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6172:1: ( ( ( rule__VariantDefinition__TitleAssignment_1 )? ) )
            // InternalBanneret.g:6173:1: ( ( rule__VariantDefinition__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:6173:1: ( ( rule__VariantDefinition__TitleAssignment_1 )? )
            // InternalBanneret.g:6174:2: ( rule__VariantDefinition__TitleAssignment_1 )?
            {
             before(grammarAccess.getVariantDefinitionAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:6175:2: ( rule__VariantDefinition__TitleAssignment_1 )?
            int alt48=2;
            int LA48_0 = input.LA(1);

            if ( (LA48_0==RULE_STRING) ) {
                alt48=1;
            }
            switch (alt48) {
                case 1 :
                    // InternalBanneret.g:6175:3: rule__VariantDefinition__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__VariantDefinition__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getVariantDefinitionAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__1__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__2"
    // InternalBanneret.g:6183:1: rule__VariantDefinition__Group__2 : rule__VariantDefinition__Group__2__Impl rule__VariantDefinition__Group__3 ;
    public final void rule__VariantDefinition__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6187:1: ( rule__VariantDefinition__Group__2__Impl rule__VariantDefinition__Group__3 )
            // InternalBanneret.g:6188:2: rule__VariantDefinition__Group__2__Impl rule__VariantDefinition__Group__3
            {
            pushFollow(FOLLOW_5);
            rule__VariantDefinition__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__2"


    // $ANTLR start "rule__VariantDefinition__Group__2__Impl"
    // InternalBanneret.g:6195:1: rule__VariantDefinition__Group__2__Impl : ( 'values' ) ;
    public final void rule__VariantDefinition__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6199:1: ( ( 'values' ) )
            // InternalBanneret.g:6200:1: ( 'values' )
            {
            // InternalBanneret.g:6200:1: ( 'values' )
            // InternalBanneret.g:6201:2: 'values'
            {
             before(grammarAccess.getVariantDefinitionAccess().getValuesKeyword_2()); 
            match(input,64,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getValuesKeyword_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__2__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__3"
    // InternalBanneret.g:6210:1: rule__VariantDefinition__Group__3 : rule__VariantDefinition__Group__3__Impl rule__VariantDefinition__Group__4 ;
    public final void rule__VariantDefinition__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6214:1: ( rule__VariantDefinition__Group__3__Impl rule__VariantDefinition__Group__4 )
            // InternalBanneret.g:6215:2: rule__VariantDefinition__Group__3__Impl rule__VariantDefinition__Group__4
            {
            pushFollow(FOLLOW_37);
            rule__VariantDefinition__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__3"


    // $ANTLR start "rule__VariantDefinition__Group__3__Impl"
    // InternalBanneret.g:6222:1: rule__VariantDefinition__Group__3__Impl : ( ( rule__VariantDefinition__AllowedValuesAssignment_3 ) ) ;
    public final void rule__VariantDefinition__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6226:1: ( ( ( rule__VariantDefinition__AllowedValuesAssignment_3 ) ) )
            // InternalBanneret.g:6227:1: ( ( rule__VariantDefinition__AllowedValuesAssignment_3 ) )
            {
            // InternalBanneret.g:6227:1: ( ( rule__VariantDefinition__AllowedValuesAssignment_3 ) )
            // InternalBanneret.g:6228:2: ( rule__VariantDefinition__AllowedValuesAssignment_3 )
            {
             before(grammarAccess.getVariantDefinitionAccess().getAllowedValuesAssignment_3()); 
            // InternalBanneret.g:6229:2: ( rule__VariantDefinition__AllowedValuesAssignment_3 )
            // InternalBanneret.g:6229:3: rule__VariantDefinition__AllowedValuesAssignment_3
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__AllowedValuesAssignment_3();

            state._fsp--;


            }

             after(grammarAccess.getVariantDefinitionAccess().getAllowedValuesAssignment_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__3__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__4"
    // InternalBanneret.g:6237:1: rule__VariantDefinition__Group__4 : rule__VariantDefinition__Group__4__Impl rule__VariantDefinition__Group__5 ;
    public final void rule__VariantDefinition__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6241:1: ( rule__VariantDefinition__Group__4__Impl rule__VariantDefinition__Group__5 )
            // InternalBanneret.g:6242:2: rule__VariantDefinition__Group__4__Impl rule__VariantDefinition__Group__5
            {
            pushFollow(FOLLOW_37);
            rule__VariantDefinition__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__4"


    // $ANTLR start "rule__VariantDefinition__Group__4__Impl"
    // InternalBanneret.g:6249:1: rule__VariantDefinition__Group__4__Impl : ( ( rule__VariantDefinition__Group_4__0 )* ) ;
    public final void rule__VariantDefinition__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6253:1: ( ( ( rule__VariantDefinition__Group_4__0 )* ) )
            // InternalBanneret.g:6254:1: ( ( rule__VariantDefinition__Group_4__0 )* )
            {
            // InternalBanneret.g:6254:1: ( ( rule__VariantDefinition__Group_4__0 )* )
            // InternalBanneret.g:6255:2: ( rule__VariantDefinition__Group_4__0 )*
            {
             before(grammarAccess.getVariantDefinitionAccess().getGroup_4()); 
            // InternalBanneret.g:6256:2: ( rule__VariantDefinition__Group_4__0 )*
            loop49:
            do {
                int alt49=2;
                int LA49_0 = input.LA(1);

                if ( (LA49_0==39) ) {
                    alt49=1;
                }


                switch (alt49) {
            	case 1 :
            	    // InternalBanneret.g:6256:3: rule__VariantDefinition__Group_4__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__VariantDefinition__Group_4__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop49;
                }
            } while (true);

             after(grammarAccess.getVariantDefinitionAccess().getGroup_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__4__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__5"
    // InternalBanneret.g:6264:1: rule__VariantDefinition__Group__5 : rule__VariantDefinition__Group__5__Impl rule__VariantDefinition__Group__6 ;
    public final void rule__VariantDefinition__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6268:1: ( rule__VariantDefinition__Group__5__Impl rule__VariantDefinition__Group__6 )
            // InternalBanneret.g:6269:2: rule__VariantDefinition__Group__5__Impl rule__VariantDefinition__Group__6
            {
            pushFollow(FOLLOW_5);
            rule__VariantDefinition__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__5"


    // $ANTLR start "rule__VariantDefinition__Group__5__Impl"
    // InternalBanneret.g:6276:1: rule__VariantDefinition__Group__5__Impl : ( 'default' ) ;
    public final void rule__VariantDefinition__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6280:1: ( ( 'default' ) )
            // InternalBanneret.g:6281:1: ( 'default' )
            {
            // InternalBanneret.g:6281:1: ( 'default' )
            // InternalBanneret.g:6282:2: 'default'
            {
             before(grammarAccess.getVariantDefinitionAccess().getDefaultKeyword_5()); 
            match(input,67,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getDefaultKeyword_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__5__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__6"
    // InternalBanneret.g:6291:1: rule__VariantDefinition__Group__6 : rule__VariantDefinition__Group__6__Impl rule__VariantDefinition__Group__7 ;
    public final void rule__VariantDefinition__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6295:1: ( rule__VariantDefinition__Group__6__Impl rule__VariantDefinition__Group__7 )
            // InternalBanneret.g:6296:2: rule__VariantDefinition__Group__6__Impl rule__VariantDefinition__Group__7
            {
            pushFollow(FOLLOW_38);
            rule__VariantDefinition__Group__6__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__7();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__6"


    // $ANTLR start "rule__VariantDefinition__Group__6__Impl"
    // InternalBanneret.g:6303:1: rule__VariantDefinition__Group__6__Impl : ( ( rule__VariantDefinition__DefaultValueAssignment_6 ) ) ;
    public final void rule__VariantDefinition__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6307:1: ( ( ( rule__VariantDefinition__DefaultValueAssignment_6 ) ) )
            // InternalBanneret.g:6308:1: ( ( rule__VariantDefinition__DefaultValueAssignment_6 ) )
            {
            // InternalBanneret.g:6308:1: ( ( rule__VariantDefinition__DefaultValueAssignment_6 ) )
            // InternalBanneret.g:6309:2: ( rule__VariantDefinition__DefaultValueAssignment_6 )
            {
             before(grammarAccess.getVariantDefinitionAccess().getDefaultValueAssignment_6()); 
            // InternalBanneret.g:6310:2: ( rule__VariantDefinition__DefaultValueAssignment_6 )
            // InternalBanneret.g:6310:3: rule__VariantDefinition__DefaultValueAssignment_6
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__DefaultValueAssignment_6();

            state._fsp--;


            }

             after(grammarAccess.getVariantDefinitionAccess().getDefaultValueAssignment_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__6__Impl"


    // $ANTLR start "rule__VariantDefinition__Group__7"
    // InternalBanneret.g:6318:1: rule__VariantDefinition__Group__7 : rule__VariantDefinition__Group__7__Impl ;
    public final void rule__VariantDefinition__Group__7() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6322:1: ( rule__VariantDefinition__Group__7__Impl )
            // InternalBanneret.g:6323:2: rule__VariantDefinition__Group__7__Impl
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group__7__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__7"


    // $ANTLR start "rule__VariantDefinition__Group__7__Impl"
    // InternalBanneret.g:6329:1: rule__VariantDefinition__Group__7__Impl : ( ( rule__VariantDefinition__Group_7__0 )? ) ;
    public final void rule__VariantDefinition__Group__7__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6333:1: ( ( ( rule__VariantDefinition__Group_7__0 )? ) )
            // InternalBanneret.g:6334:1: ( ( rule__VariantDefinition__Group_7__0 )? )
            {
            // InternalBanneret.g:6334:1: ( ( rule__VariantDefinition__Group_7__0 )? )
            // InternalBanneret.g:6335:2: ( rule__VariantDefinition__Group_7__0 )?
            {
             before(grammarAccess.getVariantDefinitionAccess().getGroup_7()); 
            // InternalBanneret.g:6336:2: ( rule__VariantDefinition__Group_7__0 )?
            int alt50=2;
            int LA50_0 = input.LA(1);

            if ( (LA50_0==46) ) {
                alt50=1;
            }
            switch (alt50) {
                case 1 :
                    // InternalBanneret.g:6336:3: rule__VariantDefinition__Group_7__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__VariantDefinition__Group_7__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getVariantDefinitionAccess().getGroup_7()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group__7__Impl"


    // $ANTLR start "rule__VariantDefinition__Group_4__0"
    // InternalBanneret.g:6345:1: rule__VariantDefinition__Group_4__0 : rule__VariantDefinition__Group_4__0__Impl rule__VariantDefinition__Group_4__1 ;
    public final void rule__VariantDefinition__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6349:1: ( rule__VariantDefinition__Group_4__0__Impl rule__VariantDefinition__Group_4__1 )
            // InternalBanneret.g:6350:2: rule__VariantDefinition__Group_4__0__Impl rule__VariantDefinition__Group_4__1
            {
            pushFollow(FOLLOW_5);
            rule__VariantDefinition__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_4__0"


    // $ANTLR start "rule__VariantDefinition__Group_4__0__Impl"
    // InternalBanneret.g:6357:1: rule__VariantDefinition__Group_4__0__Impl : ( ',' ) ;
    public final void rule__VariantDefinition__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6361:1: ( ( ',' ) )
            // InternalBanneret.g:6362:1: ( ',' )
            {
            // InternalBanneret.g:6362:1: ( ',' )
            // InternalBanneret.g:6363:2: ','
            {
             before(grammarAccess.getVariantDefinitionAccess().getCommaKeyword_4_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getCommaKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_4__0__Impl"


    // $ANTLR start "rule__VariantDefinition__Group_4__1"
    // InternalBanneret.g:6372:1: rule__VariantDefinition__Group_4__1 : rule__VariantDefinition__Group_4__1__Impl ;
    public final void rule__VariantDefinition__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6376:1: ( rule__VariantDefinition__Group_4__1__Impl )
            // InternalBanneret.g:6377:2: rule__VariantDefinition__Group_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_4__1"


    // $ANTLR start "rule__VariantDefinition__Group_4__1__Impl"
    // InternalBanneret.g:6383:1: rule__VariantDefinition__Group_4__1__Impl : ( ( rule__VariantDefinition__AllowedValuesAssignment_4_1 ) ) ;
    public final void rule__VariantDefinition__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6387:1: ( ( ( rule__VariantDefinition__AllowedValuesAssignment_4_1 ) ) )
            // InternalBanneret.g:6388:1: ( ( rule__VariantDefinition__AllowedValuesAssignment_4_1 ) )
            {
            // InternalBanneret.g:6388:1: ( ( rule__VariantDefinition__AllowedValuesAssignment_4_1 ) )
            // InternalBanneret.g:6389:2: ( rule__VariantDefinition__AllowedValuesAssignment_4_1 )
            {
             before(grammarAccess.getVariantDefinitionAccess().getAllowedValuesAssignment_4_1()); 
            // InternalBanneret.g:6390:2: ( rule__VariantDefinition__AllowedValuesAssignment_4_1 )
            // InternalBanneret.g:6390:3: rule__VariantDefinition__AllowedValuesAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__AllowedValuesAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getVariantDefinitionAccess().getAllowedValuesAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_4__1__Impl"


    // $ANTLR start "rule__VariantDefinition__Group_7__0"
    // InternalBanneret.g:6399:1: rule__VariantDefinition__Group_7__0 : rule__VariantDefinition__Group_7__0__Impl rule__VariantDefinition__Group_7__1 ;
    public final void rule__VariantDefinition__Group_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6403:1: ( rule__VariantDefinition__Group_7__0__Impl rule__VariantDefinition__Group_7__1 )
            // InternalBanneret.g:6404:2: rule__VariantDefinition__Group_7__0__Impl rule__VariantDefinition__Group_7__1
            {
            pushFollow(FOLLOW_10);
            rule__VariantDefinition__Group_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_7__0"


    // $ANTLR start "rule__VariantDefinition__Group_7__0__Impl"
    // InternalBanneret.g:6411:1: rule__VariantDefinition__Group_7__0__Impl : ( 'cite' ) ;
    public final void rule__VariantDefinition__Group_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6415:1: ( ( 'cite' ) )
            // InternalBanneret.g:6416:1: ( 'cite' )
            {
            // InternalBanneret.g:6416:1: ( 'cite' )
            // InternalBanneret.g:6417:2: 'cite'
            {
             before(grammarAccess.getVariantDefinitionAccess().getCiteKeyword_7_0()); 
            match(input,46,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getCiteKeyword_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_7__0__Impl"


    // $ANTLR start "rule__VariantDefinition__Group_7__1"
    // InternalBanneret.g:6426:1: rule__VariantDefinition__Group_7__1 : rule__VariantDefinition__Group_7__1__Impl ;
    public final void rule__VariantDefinition__Group_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6430:1: ( rule__VariantDefinition__Group_7__1__Impl )
            // InternalBanneret.g:6431:2: rule__VariantDefinition__Group_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__Group_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_7__1"


    // $ANTLR start "rule__VariantDefinition__Group_7__1__Impl"
    // InternalBanneret.g:6437:1: rule__VariantDefinition__Group_7__1__Impl : ( ( rule__VariantDefinition__CitationAssignment_7_1 ) ) ;
    public final void rule__VariantDefinition__Group_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6441:1: ( ( ( rule__VariantDefinition__CitationAssignment_7_1 ) ) )
            // InternalBanneret.g:6442:1: ( ( rule__VariantDefinition__CitationAssignment_7_1 ) )
            {
            // InternalBanneret.g:6442:1: ( ( rule__VariantDefinition__CitationAssignment_7_1 ) )
            // InternalBanneret.g:6443:2: ( rule__VariantDefinition__CitationAssignment_7_1 )
            {
             before(grammarAccess.getVariantDefinitionAccess().getCitationAssignment_7_1()); 
            // InternalBanneret.g:6444:2: ( rule__VariantDefinition__CitationAssignment_7_1 )
            // InternalBanneret.g:6444:3: rule__VariantDefinition__CitationAssignment_7_1
            {
            pushFollow(FOLLOW_2);
            rule__VariantDefinition__CitationAssignment_7_1();

            state._fsp--;


            }

             after(grammarAccess.getVariantDefinitionAccess().getCitationAssignment_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__Group_7__1__Impl"


    // $ANTLR start "rule__HexMap__Group__0"
    // InternalBanneret.g:6453:1: rule__HexMap__Group__0 : rule__HexMap__Group__0__Impl rule__HexMap__Group__1 ;
    public final void rule__HexMap__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6457:1: ( rule__HexMap__Group__0__Impl rule__HexMap__Group__1 )
            // InternalBanneret.g:6458:2: rule__HexMap__Group__0__Impl rule__HexMap__Group__1
            {
            pushFollow(FOLLOW_5);
            rule__HexMap__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__0"


    // $ANTLR start "rule__HexMap__Group__0__Impl"
    // InternalBanneret.g:6465:1: rule__HexMap__Group__0__Impl : ( 'map' ) ;
    public final void rule__HexMap__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6469:1: ( ( 'map' ) )
            // InternalBanneret.g:6470:1: ( 'map' )
            {
            // InternalBanneret.g:6470:1: ( 'map' )
            // InternalBanneret.g:6471:2: 'map'
            {
             before(grammarAccess.getHexMapAccess().getMapKeyword_0()); 
            match(input,68,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getMapKeyword_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__0__Impl"


    // $ANTLR start "rule__HexMap__Group__1"
    // InternalBanneret.g:6480:1: rule__HexMap__Group__1 : rule__HexMap__Group__1__Impl rule__HexMap__Group__2 ;
    public final void rule__HexMap__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6484:1: ( rule__HexMap__Group__1__Impl rule__HexMap__Group__2 )
            // InternalBanneret.g:6485:2: rule__HexMap__Group__1__Impl rule__HexMap__Group__2
            {
            pushFollow(FOLLOW_39);
            rule__HexMap__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__1"


    // $ANTLR start "rule__HexMap__Group__1__Impl"
    // InternalBanneret.g:6492:1: rule__HexMap__Group__1__Impl : ( ( rule__HexMap__NameAssignment_1 ) ) ;
    public final void rule__HexMap__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6496:1: ( ( ( rule__HexMap__NameAssignment_1 ) ) )
            // InternalBanneret.g:6497:1: ( ( rule__HexMap__NameAssignment_1 ) )
            {
            // InternalBanneret.g:6497:1: ( ( rule__HexMap__NameAssignment_1 ) )
            // InternalBanneret.g:6498:2: ( rule__HexMap__NameAssignment_1 )
            {
             before(grammarAccess.getHexMapAccess().getNameAssignment_1()); 
            // InternalBanneret.g:6499:2: ( rule__HexMap__NameAssignment_1 )
            // InternalBanneret.g:6499:3: rule__HexMap__NameAssignment_1
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__NameAssignment_1();

            state._fsp--;


            }

             after(grammarAccess.getHexMapAccess().getNameAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__1__Impl"


    // $ANTLR start "rule__HexMap__Group__2"
    // InternalBanneret.g:6507:1: rule__HexMap__Group__2 : rule__HexMap__Group__2__Impl rule__HexMap__Group__3 ;
    public final void rule__HexMap__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6511:1: ( rule__HexMap__Group__2__Impl rule__HexMap__Group__3 )
            // InternalBanneret.g:6512:2: rule__HexMap__Group__2__Impl rule__HexMap__Group__3
            {
            pushFollow(FOLLOW_39);
            rule__HexMap__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__2"


    // $ANTLR start "rule__HexMap__Group__2__Impl"
    // InternalBanneret.g:6519:1: rule__HexMap__Group__2__Impl : ( ( rule__HexMap__TitleAssignment_2 )? ) ;
    public final void rule__HexMap__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6523:1: ( ( ( rule__HexMap__TitleAssignment_2 )? ) )
            // InternalBanneret.g:6524:1: ( ( rule__HexMap__TitleAssignment_2 )? )
            {
            // InternalBanneret.g:6524:1: ( ( rule__HexMap__TitleAssignment_2 )? )
            // InternalBanneret.g:6525:2: ( rule__HexMap__TitleAssignment_2 )?
            {
             before(grammarAccess.getHexMapAccess().getTitleAssignment_2()); 
            // InternalBanneret.g:6526:2: ( rule__HexMap__TitleAssignment_2 )?
            int alt51=2;
            int LA51_0 = input.LA(1);

            if ( (LA51_0==RULE_STRING) ) {
                alt51=1;
            }
            switch (alt51) {
                case 1 :
                    // InternalBanneret.g:6526:3: rule__HexMap__TitleAssignment_2
                    {
                    pushFollow(FOLLOW_2);
                    rule__HexMap__TitleAssignment_2();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getHexMapAccess().getTitleAssignment_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__2__Impl"


    // $ANTLR start "rule__HexMap__Group__3"
    // InternalBanneret.g:6534:1: rule__HexMap__Group__3 : rule__HexMap__Group__3__Impl rule__HexMap__Group__4 ;
    public final void rule__HexMap__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6538:1: ( rule__HexMap__Group__3__Impl rule__HexMap__Group__4 )
            // InternalBanneret.g:6539:2: rule__HexMap__Group__3__Impl rule__HexMap__Group__4
            {
            pushFollow(FOLLOW_5);
            rule__HexMap__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__3"


    // $ANTLR start "rule__HexMap__Group__3__Impl"
    // InternalBanneret.g:6546:1: rule__HexMap__Group__3__Impl : ( 'of' ) ;
    public final void rule__HexMap__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6550:1: ( ( 'of' ) )
            // InternalBanneret.g:6551:1: ( 'of' )
            {
            // InternalBanneret.g:6551:1: ( 'of' )
            // InternalBanneret.g:6552:2: 'of'
            {
             before(grammarAccess.getHexMapAccess().getOfKeyword_3()); 
            match(input,49,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getOfKeyword_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__3__Impl"


    // $ANTLR start "rule__HexMap__Group__4"
    // InternalBanneret.g:6561:1: rule__HexMap__Group__4 : rule__HexMap__Group__4__Impl rule__HexMap__Group__5 ;
    public final void rule__HexMap__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6565:1: ( rule__HexMap__Group__4__Impl rule__HexMap__Group__5 )
            // InternalBanneret.g:6566:2: rule__HexMap__Group__4__Impl rule__HexMap__Group__5
            {
            pushFollow(FOLLOW_40);
            rule__HexMap__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__4"


    // $ANTLR start "rule__HexMap__Group__4__Impl"
    // InternalBanneret.g:6573:1: rule__HexMap__Group__4__Impl : ( ( rule__HexMap__GameSystemAssignment_4 ) ) ;
    public final void rule__HexMap__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6577:1: ( ( ( rule__HexMap__GameSystemAssignment_4 ) ) )
            // InternalBanneret.g:6578:1: ( ( rule__HexMap__GameSystemAssignment_4 ) )
            {
            // InternalBanneret.g:6578:1: ( ( rule__HexMap__GameSystemAssignment_4 ) )
            // InternalBanneret.g:6579:2: ( rule__HexMap__GameSystemAssignment_4 )
            {
             before(grammarAccess.getHexMapAccess().getGameSystemAssignment_4()); 
            // InternalBanneret.g:6580:2: ( rule__HexMap__GameSystemAssignment_4 )
            // InternalBanneret.g:6580:3: rule__HexMap__GameSystemAssignment_4
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__GameSystemAssignment_4();

            state._fsp--;


            }

             after(grammarAccess.getHexMapAccess().getGameSystemAssignment_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__4__Impl"


    // $ANTLR start "rule__HexMap__Group__5"
    // InternalBanneret.g:6588:1: rule__HexMap__Group__5 : rule__HexMap__Group__5__Impl rule__HexMap__Group__6 ;
    public final void rule__HexMap__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6592:1: ( rule__HexMap__Group__5__Impl rule__HexMap__Group__6 )
            // InternalBanneret.g:6593:2: rule__HexMap__Group__5__Impl rule__HexMap__Group__6
            {
            pushFollow(FOLLOW_41);
            rule__HexMap__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__5"


    // $ANTLR start "rule__HexMap__Group__5__Impl"
    // InternalBanneret.g:6600:1: rule__HexMap__Group__5__Impl : ( '{' ) ;
    public final void rule__HexMap__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6604:1: ( ( '{' ) )
            // InternalBanneret.g:6605:1: ( '{' )
            {
            // InternalBanneret.g:6605:1: ( '{' )
            // InternalBanneret.g:6606:2: '{'
            {
             before(grammarAccess.getHexMapAccess().getLeftCurlyBracketKeyword_5()); 
            match(input,21,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getLeftCurlyBracketKeyword_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__5__Impl"


    // $ANTLR start "rule__HexMap__Group__6"
    // InternalBanneret.g:6615:1: rule__HexMap__Group__6 : rule__HexMap__Group__6__Impl rule__HexMap__Group__7 ;
    public final void rule__HexMap__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6619:1: ( rule__HexMap__Group__6__Impl rule__HexMap__Group__7 )
            // InternalBanneret.g:6620:2: rule__HexMap__Group__6__Impl rule__HexMap__Group__7
            {
            pushFollow(FOLLOW_42);
            rule__HexMap__Group__6__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__7();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__6"


    // $ANTLR start "rule__HexMap__Group__6__Impl"
    // InternalBanneret.g:6627:1: rule__HexMap__Group__6__Impl : ( ( rule__HexMap__GridAssignment_6 ) ) ;
    public final void rule__HexMap__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6631:1: ( ( ( rule__HexMap__GridAssignment_6 ) ) )
            // InternalBanneret.g:6632:1: ( ( rule__HexMap__GridAssignment_6 ) )
            {
            // InternalBanneret.g:6632:1: ( ( rule__HexMap__GridAssignment_6 ) )
            // InternalBanneret.g:6633:2: ( rule__HexMap__GridAssignment_6 )
            {
             before(grammarAccess.getHexMapAccess().getGridAssignment_6()); 
            // InternalBanneret.g:6634:2: ( rule__HexMap__GridAssignment_6 )
            // InternalBanneret.g:6634:3: rule__HexMap__GridAssignment_6
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__GridAssignment_6();

            state._fsp--;


            }

             after(grammarAccess.getHexMapAccess().getGridAssignment_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__6__Impl"


    // $ANTLR start "rule__HexMap__Group__7"
    // InternalBanneret.g:6642:1: rule__HexMap__Group__7 : rule__HexMap__Group__7__Impl rule__HexMap__Group__8 ;
    public final void rule__HexMap__Group__7() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6646:1: ( rule__HexMap__Group__7__Impl rule__HexMap__Group__8 )
            // InternalBanneret.g:6647:2: rule__HexMap__Group__7__Impl rule__HexMap__Group__8
            {
            pushFollow(FOLLOW_42);
            rule__HexMap__Group__7__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__8();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__7"


    // $ANTLR start "rule__HexMap__Group__7__Impl"
    // InternalBanneret.g:6654:1: rule__HexMap__Group__7__Impl : ( ( rule__HexMap__Group_7__0 )? ) ;
    public final void rule__HexMap__Group__7__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6658:1: ( ( ( rule__HexMap__Group_7__0 )? ) )
            // InternalBanneret.g:6659:1: ( ( rule__HexMap__Group_7__0 )? )
            {
            // InternalBanneret.g:6659:1: ( ( rule__HexMap__Group_7__0 )? )
            // InternalBanneret.g:6660:2: ( rule__HexMap__Group_7__0 )?
            {
             before(grammarAccess.getHexMapAccess().getGroup_7()); 
            // InternalBanneret.g:6661:2: ( rule__HexMap__Group_7__0 )?
            int alt52=2;
            int LA52_0 = input.LA(1);

            if ( (LA52_0==67) ) {
                alt52=1;
            }
            switch (alt52) {
                case 1 :
                    // InternalBanneret.g:6661:3: rule__HexMap__Group_7__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__HexMap__Group_7__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getHexMapAccess().getGroup_7()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__7__Impl"


    // $ANTLR start "rule__HexMap__Group__8"
    // InternalBanneret.g:6669:1: rule__HexMap__Group__8 : rule__HexMap__Group__8__Impl rule__HexMap__Group__9 ;
    public final void rule__HexMap__Group__8() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6673:1: ( rule__HexMap__Group__8__Impl rule__HexMap__Group__9 )
            // InternalBanneret.g:6674:2: rule__HexMap__Group__8__Impl rule__HexMap__Group__9
            {
            pushFollow(FOLLOW_42);
            rule__HexMap__Group__8__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group__9();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__8"


    // $ANTLR start "rule__HexMap__Group__8__Impl"
    // InternalBanneret.g:6681:1: rule__HexMap__Group__8__Impl : ( ( rule__HexMap__Group_8__0 )* ) ;
    public final void rule__HexMap__Group__8__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6685:1: ( ( ( rule__HexMap__Group_8__0 )* ) )
            // InternalBanneret.g:6686:1: ( ( rule__HexMap__Group_8__0 )* )
            {
            // InternalBanneret.g:6686:1: ( ( rule__HexMap__Group_8__0 )* )
            // InternalBanneret.g:6687:2: ( rule__HexMap__Group_8__0 )*
            {
             before(grammarAccess.getHexMapAccess().getGroup_8()); 
            // InternalBanneret.g:6688:2: ( rule__HexMap__Group_8__0 )*
            loop53:
            do {
                int alt53=2;
                int LA53_0 = input.LA(1);

                if ( (LA53_0==69) ) {
                    alt53=1;
                }


                switch (alt53) {
            	case 1 :
            	    // InternalBanneret.g:6688:3: rule__HexMap__Group_8__0
            	    {
            	    pushFollow(FOLLOW_43);
            	    rule__HexMap__Group_8__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop53;
                }
            } while (true);

             after(grammarAccess.getHexMapAccess().getGroup_8()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__8__Impl"


    // $ANTLR start "rule__HexMap__Group__9"
    // InternalBanneret.g:6696:1: rule__HexMap__Group__9 : rule__HexMap__Group__9__Impl ;
    public final void rule__HexMap__Group__9() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6700:1: ( rule__HexMap__Group__9__Impl )
            // InternalBanneret.g:6701:2: rule__HexMap__Group__9__Impl
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__Group__9__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__9"


    // $ANTLR start "rule__HexMap__Group__9__Impl"
    // InternalBanneret.g:6707:1: rule__HexMap__Group__9__Impl : ( '}' ) ;
    public final void rule__HexMap__Group__9__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6711:1: ( ( '}' ) )
            // InternalBanneret.g:6712:1: ( '}' )
            {
            // InternalBanneret.g:6712:1: ( '}' )
            // InternalBanneret.g:6713:2: '}'
            {
             before(grammarAccess.getHexMapAccess().getRightCurlyBracketKeyword_9()); 
            match(input,22,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getRightCurlyBracketKeyword_9()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group__9__Impl"


    // $ANTLR start "rule__HexMap__Group_7__0"
    // InternalBanneret.g:6723:1: rule__HexMap__Group_7__0 : rule__HexMap__Group_7__0__Impl rule__HexMap__Group_7__1 ;
    public final void rule__HexMap__Group_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6727:1: ( rule__HexMap__Group_7__0__Impl rule__HexMap__Group_7__1 )
            // InternalBanneret.g:6728:2: rule__HexMap__Group_7__0__Impl rule__HexMap__Group_7__1
            {
            pushFollow(FOLLOW_5);
            rule__HexMap__Group_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_7__0"


    // $ANTLR start "rule__HexMap__Group_7__0__Impl"
    // InternalBanneret.g:6735:1: rule__HexMap__Group_7__0__Impl : ( 'default' ) ;
    public final void rule__HexMap__Group_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6739:1: ( ( 'default' ) )
            // InternalBanneret.g:6740:1: ( 'default' )
            {
            // InternalBanneret.g:6740:1: ( 'default' )
            // InternalBanneret.g:6741:2: 'default'
            {
             before(grammarAccess.getHexMapAccess().getDefaultKeyword_7_0()); 
            match(input,67,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getDefaultKeyword_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_7__0__Impl"


    // $ANTLR start "rule__HexMap__Group_7__1"
    // InternalBanneret.g:6750:1: rule__HexMap__Group_7__1 : rule__HexMap__Group_7__1__Impl ;
    public final void rule__HexMap__Group_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6754:1: ( rule__HexMap__Group_7__1__Impl )
            // InternalBanneret.g:6755:2: rule__HexMap__Group_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__Group_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_7__1"


    // $ANTLR start "rule__HexMap__Group_7__1__Impl"
    // InternalBanneret.g:6761:1: rule__HexMap__Group_7__1__Impl : ( ( rule__HexMap__DefaultTerrainAssignment_7_1 ) ) ;
    public final void rule__HexMap__Group_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6765:1: ( ( ( rule__HexMap__DefaultTerrainAssignment_7_1 ) ) )
            // InternalBanneret.g:6766:1: ( ( rule__HexMap__DefaultTerrainAssignment_7_1 ) )
            {
            // InternalBanneret.g:6766:1: ( ( rule__HexMap__DefaultTerrainAssignment_7_1 ) )
            // InternalBanneret.g:6767:2: ( rule__HexMap__DefaultTerrainAssignment_7_1 )
            {
             before(grammarAccess.getHexMapAccess().getDefaultTerrainAssignment_7_1()); 
            // InternalBanneret.g:6768:2: ( rule__HexMap__DefaultTerrainAssignment_7_1 )
            // InternalBanneret.g:6768:3: rule__HexMap__DefaultTerrainAssignment_7_1
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__DefaultTerrainAssignment_7_1();

            state._fsp--;


            }

             after(grammarAccess.getHexMapAccess().getDefaultTerrainAssignment_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_7__1__Impl"


    // $ANTLR start "rule__HexMap__Group_8__0"
    // InternalBanneret.g:6777:1: rule__HexMap__Group_8__0 : rule__HexMap__Group_8__0__Impl rule__HexMap__Group_8__1 ;
    public final void rule__HexMap__Group_8__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6781:1: ( rule__HexMap__Group_8__0__Impl rule__HexMap__Group_8__1 )
            // InternalBanneret.g:6782:2: rule__HexMap__Group_8__0__Impl rule__HexMap__Group_8__1
            {
            pushFollow(FOLLOW_5);
            rule__HexMap__Group_8__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexMap__Group_8__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_8__0"


    // $ANTLR start "rule__HexMap__Group_8__0__Impl"
    // InternalBanneret.g:6789:1: rule__HexMap__Group_8__0__Impl : ( 'region' ) ;
    public final void rule__HexMap__Group_8__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6793:1: ( ( 'region' ) )
            // InternalBanneret.g:6794:1: ( 'region' )
            {
            // InternalBanneret.g:6794:1: ( 'region' )
            // InternalBanneret.g:6795:2: 'region'
            {
             before(grammarAccess.getHexMapAccess().getRegionKeyword_8_0()); 
            match(input,69,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getRegionKeyword_8_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_8__0__Impl"


    // $ANTLR start "rule__HexMap__Group_8__1"
    // InternalBanneret.g:6804:1: rule__HexMap__Group_8__1 : rule__HexMap__Group_8__1__Impl ;
    public final void rule__HexMap__Group_8__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6808:1: ( rule__HexMap__Group_8__1__Impl )
            // InternalBanneret.g:6809:2: rule__HexMap__Group_8__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__Group_8__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_8__1"


    // $ANTLR start "rule__HexMap__Group_8__1__Impl"
    // InternalBanneret.g:6815:1: rule__HexMap__Group_8__1__Impl : ( ( rule__HexMap__RegionsAssignment_8_1 ) ) ;
    public final void rule__HexMap__Group_8__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6819:1: ( ( ( rule__HexMap__RegionsAssignment_8_1 ) ) )
            // InternalBanneret.g:6820:1: ( ( rule__HexMap__RegionsAssignment_8_1 ) )
            {
            // InternalBanneret.g:6820:1: ( ( rule__HexMap__RegionsAssignment_8_1 ) )
            // InternalBanneret.g:6821:2: ( rule__HexMap__RegionsAssignment_8_1 )
            {
             before(grammarAccess.getHexMapAccess().getRegionsAssignment_8_1()); 
            // InternalBanneret.g:6822:2: ( rule__HexMap__RegionsAssignment_8_1 )
            // InternalBanneret.g:6822:3: rule__HexMap__RegionsAssignment_8_1
            {
            pushFollow(FOLLOW_2);
            rule__HexMap__RegionsAssignment_8_1();

            state._fsp--;


            }

             after(grammarAccess.getHexMapAccess().getRegionsAssignment_8_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__Group_8__1__Impl"


    // $ANTLR start "rule__HexGrid__Group__0"
    // InternalBanneret.g:6831:1: rule__HexGrid__Group__0 : rule__HexGrid__Group__0__Impl rule__HexGrid__Group__1 ;
    public final void rule__HexGrid__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6835:1: ( rule__HexGrid__Group__0__Impl rule__HexGrid__Group__1 )
            // InternalBanneret.g:6836:2: rule__HexGrid__Group__0__Impl rule__HexGrid__Group__1
            {
            pushFollow(FOLLOW_14);
            rule__HexGrid__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__0"


    // $ANTLR start "rule__HexGrid__Group__0__Impl"
    // InternalBanneret.g:6843:1: rule__HexGrid__Group__0__Impl : ( 'grid' ) ;
    public final void rule__HexGrid__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6847:1: ( ( 'grid' ) )
            // InternalBanneret.g:6848:1: ( 'grid' )
            {
            // InternalBanneret.g:6848:1: ( 'grid' )
            // InternalBanneret.g:6849:2: 'grid'
            {
             before(grammarAccess.getHexGridAccess().getGridKeyword_0()); 
            match(input,70,FOLLOW_2); 
             after(grammarAccess.getHexGridAccess().getGridKeyword_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__0__Impl"


    // $ANTLR start "rule__HexGrid__Group__1"
    // InternalBanneret.g:6858:1: rule__HexGrid__Group__1 : rule__HexGrid__Group__1__Impl rule__HexGrid__Group__2 ;
    public final void rule__HexGrid__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6862:1: ( rule__HexGrid__Group__1__Impl rule__HexGrid__Group__2 )
            // InternalBanneret.g:6863:2: rule__HexGrid__Group__1__Impl rule__HexGrid__Group__2
            {
            pushFollow(FOLLOW_44);
            rule__HexGrid__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__1"


    // $ANTLR start "rule__HexGrid__Group__1__Impl"
    // InternalBanneret.g:6870:1: rule__HexGrid__Group__1__Impl : ( ( rule__HexGrid__ColumnsAssignment_1 ) ) ;
    public final void rule__HexGrid__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6874:1: ( ( ( rule__HexGrid__ColumnsAssignment_1 ) ) )
            // InternalBanneret.g:6875:1: ( ( rule__HexGrid__ColumnsAssignment_1 ) )
            {
            // InternalBanneret.g:6875:1: ( ( rule__HexGrid__ColumnsAssignment_1 ) )
            // InternalBanneret.g:6876:2: ( rule__HexGrid__ColumnsAssignment_1 )
            {
             before(grammarAccess.getHexGridAccess().getColumnsAssignment_1()); 
            // InternalBanneret.g:6877:2: ( rule__HexGrid__ColumnsAssignment_1 )
            // InternalBanneret.g:6877:3: rule__HexGrid__ColumnsAssignment_1
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__ColumnsAssignment_1();

            state._fsp--;


            }

             after(grammarAccess.getHexGridAccess().getColumnsAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__1__Impl"


    // $ANTLR start "rule__HexGrid__Group__2"
    // InternalBanneret.g:6885:1: rule__HexGrid__Group__2 : rule__HexGrid__Group__2__Impl rule__HexGrid__Group__3 ;
    public final void rule__HexGrid__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6889:1: ( rule__HexGrid__Group__2__Impl rule__HexGrid__Group__3 )
            // InternalBanneret.g:6890:2: rule__HexGrid__Group__2__Impl rule__HexGrid__Group__3
            {
            pushFollow(FOLLOW_14);
            rule__HexGrid__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__2"


    // $ANTLR start "rule__HexGrid__Group__2__Impl"
    // InternalBanneret.g:6897:1: rule__HexGrid__Group__2__Impl : ( 'x' ) ;
    public final void rule__HexGrid__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6901:1: ( ( 'x' ) )
            // InternalBanneret.g:6902:1: ( 'x' )
            {
            // InternalBanneret.g:6902:1: ( 'x' )
            // InternalBanneret.g:6903:2: 'x'
            {
             before(grammarAccess.getHexGridAccess().getXKeyword_2()); 
            match(input,71,FOLLOW_2); 
             after(grammarAccess.getHexGridAccess().getXKeyword_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__2__Impl"


    // $ANTLR start "rule__HexGrid__Group__3"
    // InternalBanneret.g:6912:1: rule__HexGrid__Group__3 : rule__HexGrid__Group__3__Impl rule__HexGrid__Group__4 ;
    public final void rule__HexGrid__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6916:1: ( rule__HexGrid__Group__3__Impl rule__HexGrid__Group__4 )
            // InternalBanneret.g:6917:2: rule__HexGrid__Group__3__Impl rule__HexGrid__Group__4
            {
            pushFollow(FOLLOW_45);
            rule__HexGrid__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__3"


    // $ANTLR start "rule__HexGrid__Group__3__Impl"
    // InternalBanneret.g:6924:1: rule__HexGrid__Group__3__Impl : ( ( rule__HexGrid__RowsAssignment_3 ) ) ;
    public final void rule__HexGrid__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6928:1: ( ( ( rule__HexGrid__RowsAssignment_3 ) ) )
            // InternalBanneret.g:6929:1: ( ( rule__HexGrid__RowsAssignment_3 ) )
            {
            // InternalBanneret.g:6929:1: ( ( rule__HexGrid__RowsAssignment_3 ) )
            // InternalBanneret.g:6930:2: ( rule__HexGrid__RowsAssignment_3 )
            {
             before(grammarAccess.getHexGridAccess().getRowsAssignment_3()); 
            // InternalBanneret.g:6931:2: ( rule__HexGrid__RowsAssignment_3 )
            // InternalBanneret.g:6931:3: rule__HexGrid__RowsAssignment_3
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__RowsAssignment_3();

            state._fsp--;


            }

             after(grammarAccess.getHexGridAccess().getRowsAssignment_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__3__Impl"


    // $ANTLR start "rule__HexGrid__Group__4"
    // InternalBanneret.g:6939:1: rule__HexGrid__Group__4 : rule__HexGrid__Group__4__Impl rule__HexGrid__Group__5 ;
    public final void rule__HexGrid__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6943:1: ( rule__HexGrid__Group__4__Impl rule__HexGrid__Group__5 )
            // InternalBanneret.g:6944:2: rule__HexGrid__Group__4__Impl rule__HexGrid__Group__5
            {
            pushFollow(FOLLOW_46);
            rule__HexGrid__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__4"


    // $ANTLR start "rule__HexGrid__Group__4__Impl"
    // InternalBanneret.g:6951:1: rule__HexGrid__Group__4__Impl : ( ( rule__HexGrid__OrientationAssignment_4 ) ) ;
    public final void rule__HexGrid__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6955:1: ( ( ( rule__HexGrid__OrientationAssignment_4 ) ) )
            // InternalBanneret.g:6956:1: ( ( rule__HexGrid__OrientationAssignment_4 ) )
            {
            // InternalBanneret.g:6956:1: ( ( rule__HexGrid__OrientationAssignment_4 ) )
            // InternalBanneret.g:6957:2: ( rule__HexGrid__OrientationAssignment_4 )
            {
             before(grammarAccess.getHexGridAccess().getOrientationAssignment_4()); 
            // InternalBanneret.g:6958:2: ( rule__HexGrid__OrientationAssignment_4 )
            // InternalBanneret.g:6958:3: rule__HexGrid__OrientationAssignment_4
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__OrientationAssignment_4();

            state._fsp--;


            }

             after(grammarAccess.getHexGridAccess().getOrientationAssignment_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__4__Impl"


    // $ANTLR start "rule__HexGrid__Group__5"
    // InternalBanneret.g:6966:1: rule__HexGrid__Group__5 : rule__HexGrid__Group__5__Impl rule__HexGrid__Group__6 ;
    public final void rule__HexGrid__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6970:1: ( rule__HexGrid__Group__5__Impl rule__HexGrid__Group__6 )
            // InternalBanneret.g:6971:2: rule__HexGrid__Group__5__Impl rule__HexGrid__Group__6
            {
            pushFollow(FOLLOW_47);
            rule__HexGrid__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__5"


    // $ANTLR start "rule__HexGrid__Group__5__Impl"
    // InternalBanneret.g:6978:1: rule__HexGrid__Group__5__Impl : ( ( rule__HexGrid__ParityAssignment_5 ) ) ;
    public final void rule__HexGrid__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6982:1: ( ( ( rule__HexGrid__ParityAssignment_5 ) ) )
            // InternalBanneret.g:6983:1: ( ( rule__HexGrid__ParityAssignment_5 ) )
            {
            // InternalBanneret.g:6983:1: ( ( rule__HexGrid__ParityAssignment_5 ) )
            // InternalBanneret.g:6984:2: ( rule__HexGrid__ParityAssignment_5 )
            {
             before(grammarAccess.getHexGridAccess().getParityAssignment_5()); 
            // InternalBanneret.g:6985:2: ( rule__HexGrid__ParityAssignment_5 )
            // InternalBanneret.g:6985:3: rule__HexGrid__ParityAssignment_5
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__ParityAssignment_5();

            state._fsp--;


            }

             after(grammarAccess.getHexGridAccess().getParityAssignment_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__5__Impl"


    // $ANTLR start "rule__HexGrid__Group__6"
    // InternalBanneret.g:6993:1: rule__HexGrid__Group__6 : rule__HexGrid__Group__6__Impl ;
    public final void rule__HexGrid__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:6997:1: ( rule__HexGrid__Group__6__Impl )
            // InternalBanneret.g:6998:2: rule__HexGrid__Group__6__Impl
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__Group__6__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__6"


    // $ANTLR start "rule__HexGrid__Group__6__Impl"
    // InternalBanneret.g:7004:1: rule__HexGrid__Group__6__Impl : ( ( rule__HexGrid__Group_6__0 )? ) ;
    public final void rule__HexGrid__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7008:1: ( ( ( rule__HexGrid__Group_6__0 )? ) )
            // InternalBanneret.g:7009:1: ( ( rule__HexGrid__Group_6__0 )? )
            {
            // InternalBanneret.g:7009:1: ( ( rule__HexGrid__Group_6__0 )? )
            // InternalBanneret.g:7010:2: ( rule__HexGrid__Group_6__0 )?
            {
             before(grammarAccess.getHexGridAccess().getGroup_6()); 
            // InternalBanneret.g:7011:2: ( rule__HexGrid__Group_6__0 )?
            int alt54=2;
            int LA54_0 = input.LA(1);

            if ( (LA54_0==72) ) {
                alt54=1;
            }
            switch (alt54) {
                case 1 :
                    // InternalBanneret.g:7011:3: rule__HexGrid__Group_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__HexGrid__Group_6__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getHexGridAccess().getGroup_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group__6__Impl"


    // $ANTLR start "rule__HexGrid__Group_6__0"
    // InternalBanneret.g:7020:1: rule__HexGrid__Group_6__0 : rule__HexGrid__Group_6__0__Impl rule__HexGrid__Group_6__1 ;
    public final void rule__HexGrid__Group_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7024:1: ( rule__HexGrid__Group_6__0__Impl rule__HexGrid__Group_6__1 )
            // InternalBanneret.g:7025:2: rule__HexGrid__Group_6__0__Impl rule__HexGrid__Group_6__1
            {
            pushFollow(FOLLOW_14);
            rule__HexGrid__Group_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group_6__0"


    // $ANTLR start "rule__HexGrid__Group_6__0__Impl"
    // InternalBanneret.g:7032:1: rule__HexGrid__Group_6__0__Impl : ( 'hex' ) ;
    public final void rule__HexGrid__Group_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7036:1: ( ( 'hex' ) )
            // InternalBanneret.g:7037:1: ( 'hex' )
            {
            // InternalBanneret.g:7037:1: ( 'hex' )
            // InternalBanneret.g:7038:2: 'hex'
            {
             before(grammarAccess.getHexGridAccess().getHexKeyword_6_0()); 
            match(input,72,FOLLOW_2); 
             after(grammarAccess.getHexGridAccess().getHexKeyword_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group_6__0__Impl"


    // $ANTLR start "rule__HexGrid__Group_6__1"
    // InternalBanneret.g:7047:1: rule__HexGrid__Group_6__1 : rule__HexGrid__Group_6__1__Impl rule__HexGrid__Group_6__2 ;
    public final void rule__HexGrid__Group_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7051:1: ( rule__HexGrid__Group_6__1__Impl rule__HexGrid__Group_6__2 )
            // InternalBanneret.g:7052:2: rule__HexGrid__Group_6__1__Impl rule__HexGrid__Group_6__2
            {
            pushFollow(FOLLOW_48);
            rule__HexGrid__Group_6__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__HexGrid__Group_6__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group_6__1"


    // $ANTLR start "rule__HexGrid__Group_6__1__Impl"
    // InternalBanneret.g:7059:1: rule__HexGrid__Group_6__1__Impl : ( ( rule__HexGrid__HexSizeMmAssignment_6_1 ) ) ;
    public final void rule__HexGrid__Group_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7063:1: ( ( ( rule__HexGrid__HexSizeMmAssignment_6_1 ) ) )
            // InternalBanneret.g:7064:1: ( ( rule__HexGrid__HexSizeMmAssignment_6_1 ) )
            {
            // InternalBanneret.g:7064:1: ( ( rule__HexGrid__HexSizeMmAssignment_6_1 ) )
            // InternalBanneret.g:7065:2: ( rule__HexGrid__HexSizeMmAssignment_6_1 )
            {
             before(grammarAccess.getHexGridAccess().getHexSizeMmAssignment_6_1()); 
            // InternalBanneret.g:7066:2: ( rule__HexGrid__HexSizeMmAssignment_6_1 )
            // InternalBanneret.g:7066:3: rule__HexGrid__HexSizeMmAssignment_6_1
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__HexSizeMmAssignment_6_1();

            state._fsp--;


            }

             after(grammarAccess.getHexGridAccess().getHexSizeMmAssignment_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group_6__1__Impl"


    // $ANTLR start "rule__HexGrid__Group_6__2"
    // InternalBanneret.g:7074:1: rule__HexGrid__Group_6__2 : rule__HexGrid__Group_6__2__Impl ;
    public final void rule__HexGrid__Group_6__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7078:1: ( rule__HexGrid__Group_6__2__Impl )
            // InternalBanneret.g:7079:2: rule__HexGrid__Group_6__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__HexGrid__Group_6__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group_6__2"


    // $ANTLR start "rule__HexGrid__Group_6__2__Impl"
    // InternalBanneret.g:7085:1: rule__HexGrid__Group_6__2__Impl : ( 'mm' ) ;
    public final void rule__HexGrid__Group_6__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7089:1: ( ( 'mm' ) )
            // InternalBanneret.g:7090:1: ( 'mm' )
            {
            // InternalBanneret.g:7090:1: ( 'mm' )
            // InternalBanneret.g:7091:2: 'mm'
            {
             before(grammarAccess.getHexGridAccess().getMmKeyword_6_2()); 
            match(input,73,FOLLOW_2); 
             after(grammarAccess.getHexGridAccess().getMmKeyword_6_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__Group_6__2__Impl"


    // $ANTLR start "rule__Region__Group__0"
    // InternalBanneret.g:7101:1: rule__Region__Group__0 : rule__Region__Group__0__Impl rule__Region__Group__1 ;
    public final void rule__Region__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7105:1: ( rule__Region__Group__0__Impl rule__Region__Group__1 )
            // InternalBanneret.g:7106:2: rule__Region__Group__0__Impl rule__Region__Group__1
            {
            pushFollow(FOLLOW_23);
            rule__Region__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Region__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__0"


    // $ANTLR start "rule__Region__Group__0__Impl"
    // InternalBanneret.g:7113:1: rule__Region__Group__0__Impl : ( ( rule__Region__NameAssignment_0 ) ) ;
    public final void rule__Region__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7117:1: ( ( ( rule__Region__NameAssignment_0 ) ) )
            // InternalBanneret.g:7118:1: ( ( rule__Region__NameAssignment_0 ) )
            {
            // InternalBanneret.g:7118:1: ( ( rule__Region__NameAssignment_0 ) )
            // InternalBanneret.g:7119:2: ( rule__Region__NameAssignment_0 )
            {
             before(grammarAccess.getRegionAccess().getNameAssignment_0()); 
            // InternalBanneret.g:7120:2: ( rule__Region__NameAssignment_0 )
            // InternalBanneret.g:7120:3: rule__Region__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__Region__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getRegionAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__0__Impl"


    // $ANTLR start "rule__Region__Group__1"
    // InternalBanneret.g:7128:1: rule__Region__Group__1 : rule__Region__Group__1__Impl rule__Region__Group__2 ;
    public final void rule__Region__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7132:1: ( rule__Region__Group__1__Impl rule__Region__Group__2 )
            // InternalBanneret.g:7133:2: rule__Region__Group__1__Impl rule__Region__Group__2
            {
            pushFollow(FOLLOW_23);
            rule__Region__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Region__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__1"


    // $ANTLR start "rule__Region__Group__1__Impl"
    // InternalBanneret.g:7140:1: rule__Region__Group__1__Impl : ( ( rule__Region__TitleAssignment_1 )? ) ;
    public final void rule__Region__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7144:1: ( ( ( rule__Region__TitleAssignment_1 )? ) )
            // InternalBanneret.g:7145:1: ( ( rule__Region__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:7145:1: ( ( rule__Region__TitleAssignment_1 )? )
            // InternalBanneret.g:7146:2: ( rule__Region__TitleAssignment_1 )?
            {
             before(grammarAccess.getRegionAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:7147:2: ( rule__Region__TitleAssignment_1 )?
            int alt55=2;
            int LA55_0 = input.LA(1);

            if ( (LA55_0==RULE_STRING) ) {
                alt55=1;
            }
            switch (alt55) {
                case 1 :
                    // InternalBanneret.g:7147:3: rule__Region__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__Region__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getRegionAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__1__Impl"


    // $ANTLR start "rule__Region__Group__2"
    // InternalBanneret.g:7155:1: rule__Region__Group__2 : rule__Region__Group__2__Impl rule__Region__Group__3 ;
    public final void rule__Region__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7159:1: ( rule__Region__Group__2__Impl rule__Region__Group__3 )
            // InternalBanneret.g:7160:2: rule__Region__Group__2__Impl rule__Region__Group__3
            {
            pushFollow(FOLLOW_49);
            rule__Region__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Region__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__2"


    // $ANTLR start "rule__Region__Group__2__Impl"
    // InternalBanneret.g:7167:1: rule__Region__Group__2__Impl : ( ':' ) ;
    public final void rule__Region__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7171:1: ( ( ':' ) )
            // InternalBanneret.g:7172:1: ( ':' )
            {
            // InternalBanneret.g:7172:1: ( ':' )
            // InternalBanneret.g:7173:2: ':'
            {
             before(grammarAccess.getRegionAccess().getColonKeyword_2()); 
            match(input,53,FOLLOW_2); 
             after(grammarAccess.getRegionAccess().getColonKeyword_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__2__Impl"


    // $ANTLR start "rule__Region__Group__3"
    // InternalBanneret.g:7182:1: rule__Region__Group__3 : rule__Region__Group__3__Impl rule__Region__Group__4 ;
    public final void rule__Region__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7186:1: ( rule__Region__Group__3__Impl rule__Region__Group__4 )
            // InternalBanneret.g:7187:2: rule__Region__Group__3__Impl rule__Region__Group__4
            {
            pushFollow(FOLLOW_16);
            rule__Region__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Region__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__3"


    // $ANTLR start "rule__Region__Group__3__Impl"
    // InternalBanneret.g:7194:1: rule__Region__Group__3__Impl : ( ( rule__Region__HexesAssignment_3 ) ) ;
    public final void rule__Region__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7198:1: ( ( ( rule__Region__HexesAssignment_3 ) ) )
            // InternalBanneret.g:7199:1: ( ( rule__Region__HexesAssignment_3 ) )
            {
            // InternalBanneret.g:7199:1: ( ( rule__Region__HexesAssignment_3 ) )
            // InternalBanneret.g:7200:2: ( rule__Region__HexesAssignment_3 )
            {
             before(grammarAccess.getRegionAccess().getHexesAssignment_3()); 
            // InternalBanneret.g:7201:2: ( rule__Region__HexesAssignment_3 )
            // InternalBanneret.g:7201:3: rule__Region__HexesAssignment_3
            {
            pushFollow(FOLLOW_2);
            rule__Region__HexesAssignment_3();

            state._fsp--;


            }

             after(grammarAccess.getRegionAccess().getHexesAssignment_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__3__Impl"


    // $ANTLR start "rule__Region__Group__4"
    // InternalBanneret.g:7209:1: rule__Region__Group__4 : rule__Region__Group__4__Impl ;
    public final void rule__Region__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7213:1: ( rule__Region__Group__4__Impl )
            // InternalBanneret.g:7214:2: rule__Region__Group__4__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Region__Group__4__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__4"


    // $ANTLR start "rule__Region__Group__4__Impl"
    // InternalBanneret.g:7220:1: rule__Region__Group__4__Impl : ( ( rule__Region__Group_4__0 )* ) ;
    public final void rule__Region__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7224:1: ( ( ( rule__Region__Group_4__0 )* ) )
            // InternalBanneret.g:7225:1: ( ( rule__Region__Group_4__0 )* )
            {
            // InternalBanneret.g:7225:1: ( ( rule__Region__Group_4__0 )* )
            // InternalBanneret.g:7226:2: ( rule__Region__Group_4__0 )*
            {
             before(grammarAccess.getRegionAccess().getGroup_4()); 
            // InternalBanneret.g:7227:2: ( rule__Region__Group_4__0 )*
            loop56:
            do {
                int alt56=2;
                int LA56_0 = input.LA(1);

                if ( (LA56_0==39) ) {
                    alt56=1;
                }


                switch (alt56) {
            	case 1 :
            	    // InternalBanneret.g:7227:3: rule__Region__Group_4__0
            	    {
            	    pushFollow(FOLLOW_17);
            	    rule__Region__Group_4__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop56;
                }
            } while (true);

             after(grammarAccess.getRegionAccess().getGroup_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group__4__Impl"


    // $ANTLR start "rule__Region__Group_4__0"
    // InternalBanneret.g:7236:1: rule__Region__Group_4__0 : rule__Region__Group_4__0__Impl rule__Region__Group_4__1 ;
    public final void rule__Region__Group_4__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7240:1: ( rule__Region__Group_4__0__Impl rule__Region__Group_4__1 )
            // InternalBanneret.g:7241:2: rule__Region__Group_4__0__Impl rule__Region__Group_4__1
            {
            pushFollow(FOLLOW_49);
            rule__Region__Group_4__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Region__Group_4__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group_4__0"


    // $ANTLR start "rule__Region__Group_4__0__Impl"
    // InternalBanneret.g:7248:1: rule__Region__Group_4__0__Impl : ( ',' ) ;
    public final void rule__Region__Group_4__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7252:1: ( ( ',' ) )
            // InternalBanneret.g:7253:1: ( ',' )
            {
            // InternalBanneret.g:7253:1: ( ',' )
            // InternalBanneret.g:7254:2: ','
            {
             before(grammarAccess.getRegionAccess().getCommaKeyword_4_0()); 
            match(input,39,FOLLOW_2); 
             after(grammarAccess.getRegionAccess().getCommaKeyword_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group_4__0__Impl"


    // $ANTLR start "rule__Region__Group_4__1"
    // InternalBanneret.g:7263:1: rule__Region__Group_4__1 : rule__Region__Group_4__1__Impl ;
    public final void rule__Region__Group_4__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7267:1: ( rule__Region__Group_4__1__Impl )
            // InternalBanneret.g:7268:2: rule__Region__Group_4__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Region__Group_4__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group_4__1"


    // $ANTLR start "rule__Region__Group_4__1__Impl"
    // InternalBanneret.g:7274:1: rule__Region__Group_4__1__Impl : ( ( rule__Region__HexesAssignment_4_1 ) ) ;
    public final void rule__Region__Group_4__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7278:1: ( ( ( rule__Region__HexesAssignment_4_1 ) ) )
            // InternalBanneret.g:7279:1: ( ( rule__Region__HexesAssignment_4_1 ) )
            {
            // InternalBanneret.g:7279:1: ( ( rule__Region__HexesAssignment_4_1 ) )
            // InternalBanneret.g:7280:2: ( rule__Region__HexesAssignment_4_1 )
            {
             before(grammarAccess.getRegionAccess().getHexesAssignment_4_1()); 
            // InternalBanneret.g:7281:2: ( rule__Region__HexesAssignment_4_1 )
            // InternalBanneret.g:7281:3: rule__Region__HexesAssignment_4_1
            {
            pushFollow(FOLLOW_2);
            rule__Region__HexesAssignment_4_1();

            state._fsp--;


            }

             after(grammarAccess.getRegionAccess().getHexesAssignment_4_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__Group_4__1__Impl"


    // $ANTLR start "rule__Scenario__Group__0"
    // InternalBanneret.g:7290:1: rule__Scenario__Group__0 : rule__Scenario__Group__0__Impl rule__Scenario__Group__1 ;
    public final void rule__Scenario__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7294:1: ( rule__Scenario__Group__0__Impl rule__Scenario__Group__1 )
            // InternalBanneret.g:7295:2: rule__Scenario__Group__0__Impl rule__Scenario__Group__1
            {
            pushFollow(FOLLOW_5);
            rule__Scenario__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__0"


    // $ANTLR start "rule__Scenario__Group__0__Impl"
    // InternalBanneret.g:7302:1: rule__Scenario__Group__0__Impl : ( 'scenario' ) ;
    public final void rule__Scenario__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7306:1: ( ( 'scenario' ) )
            // InternalBanneret.g:7307:1: ( 'scenario' )
            {
            // InternalBanneret.g:7307:1: ( 'scenario' )
            // InternalBanneret.g:7308:2: 'scenario'
            {
             before(grammarAccess.getScenarioAccess().getScenarioKeyword_0()); 
            match(input,74,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getScenarioKeyword_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__0__Impl"


    // $ANTLR start "rule__Scenario__Group__1"
    // InternalBanneret.g:7317:1: rule__Scenario__Group__1 : rule__Scenario__Group__1__Impl rule__Scenario__Group__2 ;
    public final void rule__Scenario__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7321:1: ( rule__Scenario__Group__1__Impl rule__Scenario__Group__2 )
            // InternalBanneret.g:7322:2: rule__Scenario__Group__1__Impl rule__Scenario__Group__2
            {
            pushFollow(FOLLOW_39);
            rule__Scenario__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__1"


    // $ANTLR start "rule__Scenario__Group__1__Impl"
    // InternalBanneret.g:7329:1: rule__Scenario__Group__1__Impl : ( ( rule__Scenario__NameAssignment_1 ) ) ;
    public final void rule__Scenario__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7333:1: ( ( ( rule__Scenario__NameAssignment_1 ) ) )
            // InternalBanneret.g:7334:1: ( ( rule__Scenario__NameAssignment_1 ) )
            {
            // InternalBanneret.g:7334:1: ( ( rule__Scenario__NameAssignment_1 ) )
            // InternalBanneret.g:7335:2: ( rule__Scenario__NameAssignment_1 )
            {
             before(grammarAccess.getScenarioAccess().getNameAssignment_1()); 
            // InternalBanneret.g:7336:2: ( rule__Scenario__NameAssignment_1 )
            // InternalBanneret.g:7336:3: rule__Scenario__NameAssignment_1
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__NameAssignment_1();

            state._fsp--;


            }

             after(grammarAccess.getScenarioAccess().getNameAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__1__Impl"


    // $ANTLR start "rule__Scenario__Group__2"
    // InternalBanneret.g:7344:1: rule__Scenario__Group__2 : rule__Scenario__Group__2__Impl rule__Scenario__Group__3 ;
    public final void rule__Scenario__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7348:1: ( rule__Scenario__Group__2__Impl rule__Scenario__Group__3 )
            // InternalBanneret.g:7349:2: rule__Scenario__Group__2__Impl rule__Scenario__Group__3
            {
            pushFollow(FOLLOW_39);
            rule__Scenario__Group__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__2"


    // $ANTLR start "rule__Scenario__Group__2__Impl"
    // InternalBanneret.g:7356:1: rule__Scenario__Group__2__Impl : ( ( rule__Scenario__TitleAssignment_2 )? ) ;
    public final void rule__Scenario__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7360:1: ( ( ( rule__Scenario__TitleAssignment_2 )? ) )
            // InternalBanneret.g:7361:1: ( ( rule__Scenario__TitleAssignment_2 )? )
            {
            // InternalBanneret.g:7361:1: ( ( rule__Scenario__TitleAssignment_2 )? )
            // InternalBanneret.g:7362:2: ( rule__Scenario__TitleAssignment_2 )?
            {
             before(grammarAccess.getScenarioAccess().getTitleAssignment_2()); 
            // InternalBanneret.g:7363:2: ( rule__Scenario__TitleAssignment_2 )?
            int alt57=2;
            int LA57_0 = input.LA(1);

            if ( (LA57_0==RULE_STRING) ) {
                alt57=1;
            }
            switch (alt57) {
                case 1 :
                    // InternalBanneret.g:7363:3: rule__Scenario__TitleAssignment_2
                    {
                    pushFollow(FOLLOW_2);
                    rule__Scenario__TitleAssignment_2();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getScenarioAccess().getTitleAssignment_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__2__Impl"


    // $ANTLR start "rule__Scenario__Group__3"
    // InternalBanneret.g:7371:1: rule__Scenario__Group__3 : rule__Scenario__Group__3__Impl rule__Scenario__Group__4 ;
    public final void rule__Scenario__Group__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7375:1: ( rule__Scenario__Group__3__Impl rule__Scenario__Group__4 )
            // InternalBanneret.g:7376:2: rule__Scenario__Group__3__Impl rule__Scenario__Group__4
            {
            pushFollow(FOLLOW_5);
            rule__Scenario__Group__3__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__4();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__3"


    // $ANTLR start "rule__Scenario__Group__3__Impl"
    // InternalBanneret.g:7383:1: rule__Scenario__Group__3__Impl : ( 'of' ) ;
    public final void rule__Scenario__Group__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7387:1: ( ( 'of' ) )
            // InternalBanneret.g:7388:1: ( 'of' )
            {
            // InternalBanneret.g:7388:1: ( 'of' )
            // InternalBanneret.g:7389:2: 'of'
            {
             before(grammarAccess.getScenarioAccess().getOfKeyword_3()); 
            match(input,49,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getOfKeyword_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__3__Impl"


    // $ANTLR start "rule__Scenario__Group__4"
    // InternalBanneret.g:7398:1: rule__Scenario__Group__4 : rule__Scenario__Group__4__Impl rule__Scenario__Group__5 ;
    public final void rule__Scenario__Group__4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7402:1: ( rule__Scenario__Group__4__Impl rule__Scenario__Group__5 )
            // InternalBanneret.g:7403:2: rule__Scenario__Group__4__Impl rule__Scenario__Group__5
            {
            pushFollow(FOLLOW_40);
            rule__Scenario__Group__4__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__5();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__4"


    // $ANTLR start "rule__Scenario__Group__4__Impl"
    // InternalBanneret.g:7410:1: rule__Scenario__Group__4__Impl : ( ( rule__Scenario__GameSystemAssignment_4 ) ) ;
    public final void rule__Scenario__Group__4__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7414:1: ( ( ( rule__Scenario__GameSystemAssignment_4 ) ) )
            // InternalBanneret.g:7415:1: ( ( rule__Scenario__GameSystemAssignment_4 ) )
            {
            // InternalBanneret.g:7415:1: ( ( rule__Scenario__GameSystemAssignment_4 ) )
            // InternalBanneret.g:7416:2: ( rule__Scenario__GameSystemAssignment_4 )
            {
             before(grammarAccess.getScenarioAccess().getGameSystemAssignment_4()); 
            // InternalBanneret.g:7417:2: ( rule__Scenario__GameSystemAssignment_4 )
            // InternalBanneret.g:7417:3: rule__Scenario__GameSystemAssignment_4
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__GameSystemAssignment_4();

            state._fsp--;


            }

             after(grammarAccess.getScenarioAccess().getGameSystemAssignment_4()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__4__Impl"


    // $ANTLR start "rule__Scenario__Group__5"
    // InternalBanneret.g:7425:1: rule__Scenario__Group__5 : rule__Scenario__Group__5__Impl rule__Scenario__Group__6 ;
    public final void rule__Scenario__Group__5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7429:1: ( rule__Scenario__Group__5__Impl rule__Scenario__Group__6 )
            // InternalBanneret.g:7430:2: rule__Scenario__Group__5__Impl rule__Scenario__Group__6
            {
            pushFollow(FOLLOW_50);
            rule__Scenario__Group__5__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__6();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__5"


    // $ANTLR start "rule__Scenario__Group__5__Impl"
    // InternalBanneret.g:7437:1: rule__Scenario__Group__5__Impl : ( '{' ) ;
    public final void rule__Scenario__Group__5__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7441:1: ( ( '{' ) )
            // InternalBanneret.g:7442:1: ( '{' )
            {
            // InternalBanneret.g:7442:1: ( '{' )
            // InternalBanneret.g:7443:2: '{'
            {
             before(grammarAccess.getScenarioAccess().getLeftCurlyBracketKeyword_5()); 
            match(input,21,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getLeftCurlyBracketKeyword_5()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__5__Impl"


    // $ANTLR start "rule__Scenario__Group__6"
    // InternalBanneret.g:7452:1: rule__Scenario__Group__6 : rule__Scenario__Group__6__Impl rule__Scenario__Group__7 ;
    public final void rule__Scenario__Group__6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7456:1: ( rule__Scenario__Group__6__Impl rule__Scenario__Group__7 )
            // InternalBanneret.g:7457:2: rule__Scenario__Group__6__Impl rule__Scenario__Group__7
            {
            pushFollow(FOLLOW_50);
            rule__Scenario__Group__6__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__7();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__6"


    // $ANTLR start "rule__Scenario__Group__6__Impl"
    // InternalBanneret.g:7464:1: rule__Scenario__Group__6__Impl : ( ( rule__Scenario__Group_6__0 )? ) ;
    public final void rule__Scenario__Group__6__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7468:1: ( ( ( rule__Scenario__Group_6__0 )? ) )
            // InternalBanneret.g:7469:1: ( ( rule__Scenario__Group_6__0 )? )
            {
            // InternalBanneret.g:7469:1: ( ( rule__Scenario__Group_6__0 )? )
            // InternalBanneret.g:7470:2: ( rule__Scenario__Group_6__0 )?
            {
             before(grammarAccess.getScenarioAccess().getGroup_6()); 
            // InternalBanneret.g:7471:2: ( rule__Scenario__Group_6__0 )?
            int alt58=2;
            int LA58_0 = input.LA(1);

            if ( (LA58_0==75) ) {
                alt58=1;
            }
            switch (alt58) {
                case 1 :
                    // InternalBanneret.g:7471:3: rule__Scenario__Group_6__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__Scenario__Group_6__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getScenarioAccess().getGroup_6()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__6__Impl"


    // $ANTLR start "rule__Scenario__Group__7"
    // InternalBanneret.g:7479:1: rule__Scenario__Group__7 : rule__Scenario__Group__7__Impl rule__Scenario__Group__8 ;
    public final void rule__Scenario__Group__7() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7483:1: ( rule__Scenario__Group__7__Impl rule__Scenario__Group__8 )
            // InternalBanneret.g:7484:2: rule__Scenario__Group__7__Impl rule__Scenario__Group__8
            {
            pushFollow(FOLLOW_50);
            rule__Scenario__Group__7__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group__8();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__7"


    // $ANTLR start "rule__Scenario__Group__7__Impl"
    // InternalBanneret.g:7491:1: rule__Scenario__Group__7__Impl : ( ( rule__Scenario__Group_7__0 )* ) ;
    public final void rule__Scenario__Group__7__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7495:1: ( ( ( rule__Scenario__Group_7__0 )* ) )
            // InternalBanneret.g:7496:1: ( ( rule__Scenario__Group_7__0 )* )
            {
            // InternalBanneret.g:7496:1: ( ( rule__Scenario__Group_7__0 )* )
            // InternalBanneret.g:7497:2: ( rule__Scenario__Group_7__0 )*
            {
             before(grammarAccess.getScenarioAccess().getGroup_7()); 
            // InternalBanneret.g:7498:2: ( rule__Scenario__Group_7__0 )*
            loop59:
            do {
                int alt59=2;
                int LA59_0 = input.LA(1);

                if ( (LA59_0==51) ) {
                    alt59=1;
                }


                switch (alt59) {
            	case 1 :
            	    // InternalBanneret.g:7498:3: rule__Scenario__Group_7__0
            	    {
            	    pushFollow(FOLLOW_51);
            	    rule__Scenario__Group_7__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop59;
                }
            } while (true);

             after(grammarAccess.getScenarioAccess().getGroup_7()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__7__Impl"


    // $ANTLR start "rule__Scenario__Group__8"
    // InternalBanneret.g:7506:1: rule__Scenario__Group__8 : rule__Scenario__Group__8__Impl ;
    public final void rule__Scenario__Group__8() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7510:1: ( rule__Scenario__Group__8__Impl )
            // InternalBanneret.g:7511:2: rule__Scenario__Group__8__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__Group__8__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__8"


    // $ANTLR start "rule__Scenario__Group__8__Impl"
    // InternalBanneret.g:7517:1: rule__Scenario__Group__8__Impl : ( '}' ) ;
    public final void rule__Scenario__Group__8__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7521:1: ( ( '}' ) )
            // InternalBanneret.g:7522:1: ( '}' )
            {
            // InternalBanneret.g:7522:1: ( '}' )
            // InternalBanneret.g:7523:2: '}'
            {
             before(grammarAccess.getScenarioAccess().getRightCurlyBracketKeyword_8()); 
            match(input,22,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getRightCurlyBracketKeyword_8()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group__8__Impl"


    // $ANTLR start "rule__Scenario__Group_6__0"
    // InternalBanneret.g:7533:1: rule__Scenario__Group_6__0 : rule__Scenario__Group_6__0__Impl rule__Scenario__Group_6__1 ;
    public final void rule__Scenario__Group_6__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7537:1: ( rule__Scenario__Group_6__0__Impl rule__Scenario__Group_6__1 )
            // InternalBanneret.g:7538:2: rule__Scenario__Group_6__0__Impl rule__Scenario__Group_6__1
            {
            pushFollow(FOLLOW_14);
            rule__Scenario__Group_6__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group_6__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__0"


    // $ANTLR start "rule__Scenario__Group_6__0__Impl"
    // InternalBanneret.g:7545:1: rule__Scenario__Group_6__0__Impl : ( 'turns' ) ;
    public final void rule__Scenario__Group_6__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7549:1: ( ( 'turns' ) )
            // InternalBanneret.g:7550:1: ( 'turns' )
            {
            // InternalBanneret.g:7550:1: ( 'turns' )
            // InternalBanneret.g:7551:2: 'turns'
            {
             before(grammarAccess.getScenarioAccess().getTurnsKeyword_6_0()); 
            match(input,75,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getTurnsKeyword_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__0__Impl"


    // $ANTLR start "rule__Scenario__Group_6__1"
    // InternalBanneret.g:7560:1: rule__Scenario__Group_6__1 : rule__Scenario__Group_6__1__Impl rule__Scenario__Group_6__2 ;
    public final void rule__Scenario__Group_6__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7564:1: ( rule__Scenario__Group_6__1__Impl rule__Scenario__Group_6__2 )
            // InternalBanneret.g:7565:2: rule__Scenario__Group_6__1__Impl rule__Scenario__Group_6__2
            {
            pushFollow(FOLLOW_35);
            rule__Scenario__Group_6__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group_6__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__1"


    // $ANTLR start "rule__Scenario__Group_6__1__Impl"
    // InternalBanneret.g:7572:1: rule__Scenario__Group_6__1__Impl : ( ( rule__Scenario__FirstTurnAssignment_6_1 ) ) ;
    public final void rule__Scenario__Group_6__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7576:1: ( ( ( rule__Scenario__FirstTurnAssignment_6_1 ) ) )
            // InternalBanneret.g:7577:1: ( ( rule__Scenario__FirstTurnAssignment_6_1 ) )
            {
            // InternalBanneret.g:7577:1: ( ( rule__Scenario__FirstTurnAssignment_6_1 ) )
            // InternalBanneret.g:7578:2: ( rule__Scenario__FirstTurnAssignment_6_1 )
            {
             before(grammarAccess.getScenarioAccess().getFirstTurnAssignment_6_1()); 
            // InternalBanneret.g:7579:2: ( rule__Scenario__FirstTurnAssignment_6_1 )
            // InternalBanneret.g:7579:3: rule__Scenario__FirstTurnAssignment_6_1
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__FirstTurnAssignment_6_1();

            state._fsp--;


            }

             after(grammarAccess.getScenarioAccess().getFirstTurnAssignment_6_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__1__Impl"


    // $ANTLR start "rule__Scenario__Group_6__2"
    // InternalBanneret.g:7587:1: rule__Scenario__Group_6__2 : rule__Scenario__Group_6__2__Impl rule__Scenario__Group_6__3 ;
    public final void rule__Scenario__Group_6__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7591:1: ( rule__Scenario__Group_6__2__Impl rule__Scenario__Group_6__3 )
            // InternalBanneret.g:7592:2: rule__Scenario__Group_6__2__Impl rule__Scenario__Group_6__3
            {
            pushFollow(FOLLOW_14);
            rule__Scenario__Group_6__2__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group_6__3();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__2"


    // $ANTLR start "rule__Scenario__Group_6__2__Impl"
    // InternalBanneret.g:7599:1: rule__Scenario__Group_6__2__Impl : ( '..' ) ;
    public final void rule__Scenario__Group_6__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7603:1: ( ( '..' ) )
            // InternalBanneret.g:7604:1: ( '..' )
            {
            // InternalBanneret.g:7604:1: ( '..' )
            // InternalBanneret.g:7605:2: '..'
            {
             before(grammarAccess.getScenarioAccess().getFullStopFullStopKeyword_6_2()); 
            match(input,65,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getFullStopFullStopKeyword_6_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__2__Impl"


    // $ANTLR start "rule__Scenario__Group_6__3"
    // InternalBanneret.g:7614:1: rule__Scenario__Group_6__3 : rule__Scenario__Group_6__3__Impl ;
    public final void rule__Scenario__Group_6__3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7618:1: ( rule__Scenario__Group_6__3__Impl )
            // InternalBanneret.g:7619:2: rule__Scenario__Group_6__3__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__Group_6__3__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__3"


    // $ANTLR start "rule__Scenario__Group_6__3__Impl"
    // InternalBanneret.g:7625:1: rule__Scenario__Group_6__3__Impl : ( ( rule__Scenario__LastTurnAssignment_6_3 ) ) ;
    public final void rule__Scenario__Group_6__3__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7629:1: ( ( ( rule__Scenario__LastTurnAssignment_6_3 ) ) )
            // InternalBanneret.g:7630:1: ( ( rule__Scenario__LastTurnAssignment_6_3 ) )
            {
            // InternalBanneret.g:7630:1: ( ( rule__Scenario__LastTurnAssignment_6_3 ) )
            // InternalBanneret.g:7631:2: ( rule__Scenario__LastTurnAssignment_6_3 )
            {
             before(grammarAccess.getScenarioAccess().getLastTurnAssignment_6_3()); 
            // InternalBanneret.g:7632:2: ( rule__Scenario__LastTurnAssignment_6_3 )
            // InternalBanneret.g:7632:3: rule__Scenario__LastTurnAssignment_6_3
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__LastTurnAssignment_6_3();

            state._fsp--;


            }

             after(grammarAccess.getScenarioAccess().getLastTurnAssignment_6_3()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_6__3__Impl"


    // $ANTLR start "rule__Scenario__Group_7__0"
    // InternalBanneret.g:7641:1: rule__Scenario__Group_7__0 : rule__Scenario__Group_7__0__Impl rule__Scenario__Group_7__1 ;
    public final void rule__Scenario__Group_7__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7645:1: ( rule__Scenario__Group_7__0__Impl rule__Scenario__Group_7__1 )
            // InternalBanneret.g:7646:2: rule__Scenario__Group_7__0__Impl rule__Scenario__Group_7__1
            {
            pushFollow(FOLLOW_5);
            rule__Scenario__Group_7__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Scenario__Group_7__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_7__0"


    // $ANTLR start "rule__Scenario__Group_7__0__Impl"
    // InternalBanneret.g:7653:1: rule__Scenario__Group_7__0__Impl : ( 'side' ) ;
    public final void rule__Scenario__Group_7__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7657:1: ( ( 'side' ) )
            // InternalBanneret.g:7658:1: ( 'side' )
            {
            // InternalBanneret.g:7658:1: ( 'side' )
            // InternalBanneret.g:7659:2: 'side'
            {
             before(grammarAccess.getScenarioAccess().getSideKeyword_7_0()); 
            match(input,51,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getSideKeyword_7_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_7__0__Impl"


    // $ANTLR start "rule__Scenario__Group_7__1"
    // InternalBanneret.g:7668:1: rule__Scenario__Group_7__1 : rule__Scenario__Group_7__1__Impl ;
    public final void rule__Scenario__Group_7__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7672:1: ( rule__Scenario__Group_7__1__Impl )
            // InternalBanneret.g:7673:2: rule__Scenario__Group_7__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__Group_7__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_7__1"


    // $ANTLR start "rule__Scenario__Group_7__1__Impl"
    // InternalBanneret.g:7679:1: rule__Scenario__Group_7__1__Impl : ( ( rule__Scenario__SidesAssignment_7_1 ) ) ;
    public final void rule__Scenario__Group_7__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7683:1: ( ( ( rule__Scenario__SidesAssignment_7_1 ) ) )
            // InternalBanneret.g:7684:1: ( ( rule__Scenario__SidesAssignment_7_1 ) )
            {
            // InternalBanneret.g:7684:1: ( ( rule__Scenario__SidesAssignment_7_1 ) )
            // InternalBanneret.g:7685:2: ( rule__Scenario__SidesAssignment_7_1 )
            {
             before(grammarAccess.getScenarioAccess().getSidesAssignment_7_1()); 
            // InternalBanneret.g:7686:2: ( rule__Scenario__SidesAssignment_7_1 )
            // InternalBanneret.g:7686:3: rule__Scenario__SidesAssignment_7_1
            {
            pushFollow(FOLLOW_2);
            rule__Scenario__SidesAssignment_7_1();

            state._fsp--;


            }

             after(grammarAccess.getScenarioAccess().getSidesAssignment_7_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__Group_7__1__Impl"


    // $ANTLR start "rule__Side__Group__0"
    // InternalBanneret.g:7695:1: rule__Side__Group__0 : rule__Side__Group__0__Impl rule__Side__Group__1 ;
    public final void rule__Side__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7699:1: ( rule__Side__Group__0__Impl rule__Side__Group__1 )
            // InternalBanneret.g:7700:2: rule__Side__Group__0__Impl rule__Side__Group__1
            {
            pushFollow(FOLLOW_52);
            rule__Side__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Side__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__Group__0"


    // $ANTLR start "rule__Side__Group__0__Impl"
    // InternalBanneret.g:7707:1: rule__Side__Group__0__Impl : ( ( rule__Side__NameAssignment_0 ) ) ;
    public final void rule__Side__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7711:1: ( ( ( rule__Side__NameAssignment_0 ) ) )
            // InternalBanneret.g:7712:1: ( ( rule__Side__NameAssignment_0 ) )
            {
            // InternalBanneret.g:7712:1: ( ( rule__Side__NameAssignment_0 ) )
            // InternalBanneret.g:7713:2: ( rule__Side__NameAssignment_0 )
            {
             before(grammarAccess.getSideAccess().getNameAssignment_0()); 
            // InternalBanneret.g:7714:2: ( rule__Side__NameAssignment_0 )
            // InternalBanneret.g:7714:3: rule__Side__NameAssignment_0
            {
            pushFollow(FOLLOW_2);
            rule__Side__NameAssignment_0();

            state._fsp--;


            }

             after(grammarAccess.getSideAccess().getNameAssignment_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__Group__0__Impl"


    // $ANTLR start "rule__Side__Group__1"
    // InternalBanneret.g:7722:1: rule__Side__Group__1 : rule__Side__Group__1__Impl rule__Side__Group__2 ;
    public final void rule__Side__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7726:1: ( rule__Side__Group__1__Impl rule__Side__Group__2 )
            // InternalBanneret.g:7727:2: rule__Side__Group__1__Impl rule__Side__Group__2
            {
            pushFollow(FOLLOW_52);
            rule__Side__Group__1__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Side__Group__2();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__Group__1"


    // $ANTLR start "rule__Side__Group__1__Impl"
    // InternalBanneret.g:7734:1: rule__Side__Group__1__Impl : ( ( rule__Side__TitleAssignment_1 )? ) ;
    public final void rule__Side__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7738:1: ( ( ( rule__Side__TitleAssignment_1 )? ) )
            // InternalBanneret.g:7739:1: ( ( rule__Side__TitleAssignment_1 )? )
            {
            // InternalBanneret.g:7739:1: ( ( rule__Side__TitleAssignment_1 )? )
            // InternalBanneret.g:7740:2: ( rule__Side__TitleAssignment_1 )?
            {
             before(grammarAccess.getSideAccess().getTitleAssignment_1()); 
            // InternalBanneret.g:7741:2: ( rule__Side__TitleAssignment_1 )?
            int alt60=2;
            int LA60_0 = input.LA(1);

            if ( (LA60_0==RULE_STRING) ) {
                alt60=1;
            }
            switch (alt60) {
                case 1 :
                    // InternalBanneret.g:7741:3: rule__Side__TitleAssignment_1
                    {
                    pushFollow(FOLLOW_2);
                    rule__Side__TitleAssignment_1();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getSideAccess().getTitleAssignment_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__Group__1__Impl"


    // $ANTLR start "rule__Side__Group__2"
    // InternalBanneret.g:7749:1: rule__Side__Group__2 : rule__Side__Group__2__Impl ;
    public final void rule__Side__Group__2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7753:1: ( rule__Side__Group__2__Impl )
            // InternalBanneret.g:7754:2: rule__Side__Group__2__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Side__Group__2__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__Group__2"


    // $ANTLR start "rule__Side__Group__2__Impl"
    // InternalBanneret.g:7760:1: rule__Side__Group__2__Impl : ( ( rule__Side__InitiativeAssignment_2 )? ) ;
    public final void rule__Side__Group__2__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7764:1: ( ( ( rule__Side__InitiativeAssignment_2 )? ) )
            // InternalBanneret.g:7765:1: ( ( rule__Side__InitiativeAssignment_2 )? )
            {
            // InternalBanneret.g:7765:1: ( ( rule__Side__InitiativeAssignment_2 )? )
            // InternalBanneret.g:7766:2: ( rule__Side__InitiativeAssignment_2 )?
            {
             before(grammarAccess.getSideAccess().getInitiativeAssignment_2()); 
            // InternalBanneret.g:7767:2: ( rule__Side__InitiativeAssignment_2 )?
            int alt61=2;
            int LA61_0 = input.LA(1);

            if ( (LA61_0==81) ) {
                alt61=1;
            }
            switch (alt61) {
                case 1 :
                    // InternalBanneret.g:7767:3: rule__Side__InitiativeAssignment_2
                    {
                    pushFollow(FOLLOW_2);
                    rule__Side__InitiativeAssignment_2();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getSideAccess().getInitiativeAssignment_2()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__Group__2__Impl"


    // $ANTLR start "rule__QualifiedName__Group__0"
    // InternalBanneret.g:7776:1: rule__QualifiedName__Group__0 : rule__QualifiedName__Group__0__Impl rule__QualifiedName__Group__1 ;
    public final void rule__QualifiedName__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7780:1: ( rule__QualifiedName__Group__0__Impl rule__QualifiedName__Group__1 )
            // InternalBanneret.g:7781:2: rule__QualifiedName__Group__0__Impl rule__QualifiedName__Group__1
            {
            pushFollow(FOLLOW_53);
            rule__QualifiedName__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__QualifiedName__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group__0"


    // $ANTLR start "rule__QualifiedName__Group__0__Impl"
    // InternalBanneret.g:7788:1: rule__QualifiedName__Group__0__Impl : ( RULE_ID ) ;
    public final void rule__QualifiedName__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7792:1: ( ( RULE_ID ) )
            // InternalBanneret.g:7793:1: ( RULE_ID )
            {
            // InternalBanneret.g:7793:1: ( RULE_ID )
            // InternalBanneret.g:7794:2: RULE_ID
            {
             before(grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group__0__Impl"


    // $ANTLR start "rule__QualifiedName__Group__1"
    // InternalBanneret.g:7803:1: rule__QualifiedName__Group__1 : rule__QualifiedName__Group__1__Impl ;
    public final void rule__QualifiedName__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7807:1: ( rule__QualifiedName__Group__1__Impl )
            // InternalBanneret.g:7808:2: rule__QualifiedName__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__QualifiedName__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group__1"


    // $ANTLR start "rule__QualifiedName__Group__1__Impl"
    // InternalBanneret.g:7814:1: rule__QualifiedName__Group__1__Impl : ( ( rule__QualifiedName__Group_1__0 )* ) ;
    public final void rule__QualifiedName__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7818:1: ( ( ( rule__QualifiedName__Group_1__0 )* ) )
            // InternalBanneret.g:7819:1: ( ( rule__QualifiedName__Group_1__0 )* )
            {
            // InternalBanneret.g:7819:1: ( ( rule__QualifiedName__Group_1__0 )* )
            // InternalBanneret.g:7820:2: ( rule__QualifiedName__Group_1__0 )*
            {
             before(grammarAccess.getQualifiedNameAccess().getGroup_1()); 
            // InternalBanneret.g:7821:2: ( rule__QualifiedName__Group_1__0 )*
            loop62:
            do {
                int alt62=2;
                int LA62_0 = input.LA(1);

                if ( (LA62_0==76) ) {
                    alt62=1;
                }


                switch (alt62) {
            	case 1 :
            	    // InternalBanneret.g:7821:3: rule__QualifiedName__Group_1__0
            	    {
            	    pushFollow(FOLLOW_54);
            	    rule__QualifiedName__Group_1__0();

            	    state._fsp--;


            	    }
            	    break;

            	default :
            	    break loop62;
                }
            } while (true);

             after(grammarAccess.getQualifiedNameAccess().getGroup_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group__1__Impl"


    // $ANTLR start "rule__QualifiedName__Group_1__0"
    // InternalBanneret.g:7830:1: rule__QualifiedName__Group_1__0 : rule__QualifiedName__Group_1__0__Impl rule__QualifiedName__Group_1__1 ;
    public final void rule__QualifiedName__Group_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7834:1: ( rule__QualifiedName__Group_1__0__Impl rule__QualifiedName__Group_1__1 )
            // InternalBanneret.g:7835:2: rule__QualifiedName__Group_1__0__Impl rule__QualifiedName__Group_1__1
            {
            pushFollow(FOLLOW_5);
            rule__QualifiedName__Group_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__QualifiedName__Group_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group_1__0"


    // $ANTLR start "rule__QualifiedName__Group_1__0__Impl"
    // InternalBanneret.g:7842:1: rule__QualifiedName__Group_1__0__Impl : ( '.' ) ;
    public final void rule__QualifiedName__Group_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7846:1: ( ( '.' ) )
            // InternalBanneret.g:7847:1: ( '.' )
            {
            // InternalBanneret.g:7847:1: ( '.' )
            // InternalBanneret.g:7848:2: '.'
            {
             before(grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0()); 
            match(input,76,FOLLOW_2); 
             after(grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group_1__0__Impl"


    // $ANTLR start "rule__QualifiedName__Group_1__1"
    // InternalBanneret.g:7857:1: rule__QualifiedName__Group_1__1 : rule__QualifiedName__Group_1__1__Impl ;
    public final void rule__QualifiedName__Group_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7861:1: ( rule__QualifiedName__Group_1__1__Impl )
            // InternalBanneret.g:7862:2: rule__QualifiedName__Group_1__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__QualifiedName__Group_1__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group_1__1"


    // $ANTLR start "rule__QualifiedName__Group_1__1__Impl"
    // InternalBanneret.g:7868:1: rule__QualifiedName__Group_1__1__Impl : ( RULE_ID ) ;
    public final void rule__QualifiedName__Group_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7872:1: ( ( RULE_ID ) )
            // InternalBanneret.g:7873:1: ( RULE_ID )
            {
            // InternalBanneret.g:7873:1: ( RULE_ID )
            // InternalBanneret.g:7874:2: RULE_ID
            {
             before(grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__QualifiedName__Group_1__1__Impl"


    // $ANTLR start "rule__SignedInt__Group__0"
    // InternalBanneret.g:7884:1: rule__SignedInt__Group__0 : rule__SignedInt__Group__0__Impl rule__SignedInt__Group__1 ;
    public final void rule__SignedInt__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7888:1: ( rule__SignedInt__Group__0__Impl rule__SignedInt__Group__1 )
            // InternalBanneret.g:7889:2: rule__SignedInt__Group__0__Impl rule__SignedInt__Group__1
            {
            pushFollow(FOLLOW_19);
            rule__SignedInt__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__SignedInt__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__SignedInt__Group__0"


    // $ANTLR start "rule__SignedInt__Group__0__Impl"
    // InternalBanneret.g:7896:1: rule__SignedInt__Group__0__Impl : ( ( '-' )? ) ;
    public final void rule__SignedInt__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7900:1: ( ( ( '-' )? ) )
            // InternalBanneret.g:7901:1: ( ( '-' )? )
            {
            // InternalBanneret.g:7901:1: ( ( '-' )? )
            // InternalBanneret.g:7902:2: ( '-' )?
            {
             before(grammarAccess.getSignedIntAccess().getHyphenMinusKeyword_0()); 
            // InternalBanneret.g:7903:2: ( '-' )?
            int alt63=2;
            int LA63_0 = input.LA(1);

            if ( (LA63_0==77) ) {
                alt63=1;
            }
            switch (alt63) {
                case 1 :
                    // InternalBanneret.g:7903:3: '-'
                    {
                    match(input,77,FOLLOW_2); 

                    }
                    break;

            }

             after(grammarAccess.getSignedIntAccess().getHyphenMinusKeyword_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__SignedInt__Group__0__Impl"


    // $ANTLR start "rule__SignedInt__Group__1"
    // InternalBanneret.g:7911:1: rule__SignedInt__Group__1 : rule__SignedInt__Group__1__Impl ;
    public final void rule__SignedInt__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7915:1: ( rule__SignedInt__Group__1__Impl )
            // InternalBanneret.g:7916:2: rule__SignedInt__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__SignedInt__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__SignedInt__Group__1"


    // $ANTLR start "rule__SignedInt__Group__1__Impl"
    // InternalBanneret.g:7922:1: rule__SignedInt__Group__1__Impl : ( RULE_INT ) ;
    public final void rule__SignedInt__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7926:1: ( ( RULE_INT ) )
            // InternalBanneret.g:7927:1: ( RULE_INT )
            {
            // InternalBanneret.g:7927:1: ( RULE_INT )
            // InternalBanneret.g:7928:2: RULE_INT
            {
             before(grammarAccess.getSignedIntAccess().getINTTerminalRuleCall_1()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getSignedIntAccess().getINTTerminalRuleCall_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__SignedInt__Group__1__Impl"


    // $ANTLR start "rule__Millimetres__Group__0"
    // InternalBanneret.g:7938:1: rule__Millimetres__Group__0 : rule__Millimetres__Group__0__Impl rule__Millimetres__Group__1 ;
    public final void rule__Millimetres__Group__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7942:1: ( rule__Millimetres__Group__0__Impl rule__Millimetres__Group__1 )
            // InternalBanneret.g:7943:2: rule__Millimetres__Group__0__Impl rule__Millimetres__Group__1
            {
            pushFollow(FOLLOW_53);
            rule__Millimetres__Group__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Millimetres__Group__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group__0"


    // $ANTLR start "rule__Millimetres__Group__0__Impl"
    // InternalBanneret.g:7950:1: rule__Millimetres__Group__0__Impl : ( RULE_INT ) ;
    public final void rule__Millimetres__Group__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7954:1: ( ( RULE_INT ) )
            // InternalBanneret.g:7955:1: ( RULE_INT )
            {
            // InternalBanneret.g:7955:1: ( RULE_INT )
            // InternalBanneret.g:7956:2: RULE_INT
            {
             before(grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group__0__Impl"


    // $ANTLR start "rule__Millimetres__Group__1"
    // InternalBanneret.g:7965:1: rule__Millimetres__Group__1 : rule__Millimetres__Group__1__Impl ;
    public final void rule__Millimetres__Group__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7969:1: ( rule__Millimetres__Group__1__Impl )
            // InternalBanneret.g:7970:2: rule__Millimetres__Group__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Millimetres__Group__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group__1"


    // $ANTLR start "rule__Millimetres__Group__1__Impl"
    // InternalBanneret.g:7976:1: rule__Millimetres__Group__1__Impl : ( ( rule__Millimetres__Group_1__0 )? ) ;
    public final void rule__Millimetres__Group__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7980:1: ( ( ( rule__Millimetres__Group_1__0 )? ) )
            // InternalBanneret.g:7981:1: ( ( rule__Millimetres__Group_1__0 )? )
            {
            // InternalBanneret.g:7981:1: ( ( rule__Millimetres__Group_1__0 )? )
            // InternalBanneret.g:7982:2: ( rule__Millimetres__Group_1__0 )?
            {
             before(grammarAccess.getMillimetresAccess().getGroup_1()); 
            // InternalBanneret.g:7983:2: ( rule__Millimetres__Group_1__0 )?
            int alt64=2;
            int LA64_0 = input.LA(1);

            if ( (LA64_0==76) ) {
                alt64=1;
            }
            switch (alt64) {
                case 1 :
                    // InternalBanneret.g:7983:3: rule__Millimetres__Group_1__0
                    {
                    pushFollow(FOLLOW_2);
                    rule__Millimetres__Group_1__0();

                    state._fsp--;


                    }
                    break;

            }

             after(grammarAccess.getMillimetresAccess().getGroup_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group__1__Impl"


    // $ANTLR start "rule__Millimetres__Group_1__0"
    // InternalBanneret.g:7992:1: rule__Millimetres__Group_1__0 : rule__Millimetres__Group_1__0__Impl rule__Millimetres__Group_1__1 ;
    public final void rule__Millimetres__Group_1__0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:7996:1: ( rule__Millimetres__Group_1__0__Impl rule__Millimetres__Group_1__1 )
            // InternalBanneret.g:7997:2: rule__Millimetres__Group_1__0__Impl rule__Millimetres__Group_1__1
            {
            pushFollow(FOLLOW_14);
            rule__Millimetres__Group_1__0__Impl();

            state._fsp--;

            pushFollow(FOLLOW_2);
            rule__Millimetres__Group_1__1();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group_1__0"


    // $ANTLR start "rule__Millimetres__Group_1__0__Impl"
    // InternalBanneret.g:8004:1: rule__Millimetres__Group_1__0__Impl : ( '.' ) ;
    public final void rule__Millimetres__Group_1__0__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8008:1: ( ( '.' ) )
            // InternalBanneret.g:8009:1: ( '.' )
            {
            // InternalBanneret.g:8009:1: ( '.' )
            // InternalBanneret.g:8010:2: '.'
            {
             before(grammarAccess.getMillimetresAccess().getFullStopKeyword_1_0()); 
            match(input,76,FOLLOW_2); 
             after(grammarAccess.getMillimetresAccess().getFullStopKeyword_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group_1__0__Impl"


    // $ANTLR start "rule__Millimetres__Group_1__1"
    // InternalBanneret.g:8019:1: rule__Millimetres__Group_1__1 : rule__Millimetres__Group_1__1__Impl ;
    public final void rule__Millimetres__Group_1__1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8023:1: ( rule__Millimetres__Group_1__1__Impl )
            // InternalBanneret.g:8024:2: rule__Millimetres__Group_1__1__Impl
            {
            pushFollow(FOLLOW_2);
            rule__Millimetres__Group_1__1__Impl();

            state._fsp--;


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group_1__1"


    // $ANTLR start "rule__Millimetres__Group_1__1__Impl"
    // InternalBanneret.g:8030:1: rule__Millimetres__Group_1__1__Impl : ( RULE_INT ) ;
    public final void rule__Millimetres__Group_1__1__Impl() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8034:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8035:1: ( RULE_INT )
            {
            // InternalBanneret.g:8035:1: ( RULE_INT )
            // InternalBanneret.g:8036:2: RULE_INT
            {
             before(grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_1_1()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getMillimetresAccess().getINTTerminalRuleCall_1_1()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Millimetres__Group_1__1__Impl"


    // $ANTLR start "rule__GameSystem__NameAssignment_2"
    // InternalBanneret.g:8046:1: rule__GameSystem__NameAssignment_2 : ( ruleQualifiedName ) ;
    public final void rule__GameSystem__NameAssignment_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8050:1: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:8051:2: ( ruleQualifiedName )
            {
            // InternalBanneret.g:8051:2: ( ruleQualifiedName )
            // InternalBanneret.g:8052:3: ruleQualifiedName
            {
             before(grammarAccess.getGameSystemAccess().getNameQualifiedNameParserRuleCall_2_0()); 
            pushFollow(FOLLOW_2);
            ruleQualifiedName();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getNameQualifiedNameParserRuleCall_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__NameAssignment_2"


    // $ANTLR start "rule__GameSystem__TitleAssignment_3"
    // InternalBanneret.g:8061:1: rule__GameSystem__TitleAssignment_3 : ( RULE_STRING ) ;
    public final void rule__GameSystem__TitleAssignment_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8065:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8066:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8066:2: ( RULE_STRING )
            // InternalBanneret.g:8067:3: RULE_STRING
            {
             before(grammarAccess.getGameSystemAccess().getTitleSTRINGTerminalRuleCall_3_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getTitleSTRINGTerminalRuleCall_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__TitleAssignment_3"


    // $ANTLR start "rule__GameSystem__RuleSetAssignment_5_1"
    // InternalBanneret.g:8076:1: rule__GameSystem__RuleSetAssignment_5_1 : ( RULE_ID ) ;
    public final void rule__GameSystem__RuleSetAssignment_5_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8080:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8081:2: ( RULE_ID )
            {
            // InternalBanneret.g:8081:2: ( RULE_ID )
            // InternalBanneret.g:8082:3: RULE_ID
            {
             before(grammarAccess.getGameSystemAccess().getRuleSetIDTerminalRuleCall_5_1_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getGameSystemAccess().getRuleSetIDTerminalRuleCall_5_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__RuleSetAssignment_5_1"


    // $ANTLR start "rule__GameSystem__NationalitiesAssignment_6_0_1"
    // InternalBanneret.g:8091:1: rule__GameSystem__NationalitiesAssignment_6_0_1 : ( ruleNationality ) ;
    public final void rule__GameSystem__NationalitiesAssignment_6_0_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8095:1: ( ( ruleNationality ) )
            // InternalBanneret.g:8096:2: ( ruleNationality )
            {
            // InternalBanneret.g:8096:2: ( ruleNationality )
            // InternalBanneret.g:8097:3: ruleNationality
            {
             before(grammarAccess.getGameSystemAccess().getNationalitiesNationalityParserRuleCall_6_0_1_0()); 
            pushFollow(FOLLOW_2);
            ruleNationality();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getNationalitiesNationalityParserRuleCall_6_0_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__NationalitiesAssignment_6_0_1"


    // $ANTLR start "rule__GameSystem__UnitClassesAssignment_6_1_1"
    // InternalBanneret.g:8106:1: rule__GameSystem__UnitClassesAssignment_6_1_1 : ( ruleUnitClass ) ;
    public final void rule__GameSystem__UnitClassesAssignment_6_1_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8110:1: ( ( ruleUnitClass ) )
            // InternalBanneret.g:8111:2: ( ruleUnitClass )
            {
            // InternalBanneret.g:8111:2: ( ruleUnitClass )
            // InternalBanneret.g:8112:3: ruleUnitClass
            {
             before(grammarAccess.getGameSystemAccess().getUnitClassesUnitClassParserRuleCall_6_1_1_0()); 
            pushFollow(FOLLOW_2);
            ruleUnitClass();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getUnitClassesUnitClassParserRuleCall_6_1_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__UnitClassesAssignment_6_1_1"


    // $ANTLR start "rule__GameSystem__TerrainTypesAssignment_6_2_1"
    // InternalBanneret.g:8121:1: rule__GameSystem__TerrainTypesAssignment_6_2_1 : ( ruleTerrainType ) ;
    public final void rule__GameSystem__TerrainTypesAssignment_6_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8125:1: ( ( ruleTerrainType ) )
            // InternalBanneret.g:8126:2: ( ruleTerrainType )
            {
            // InternalBanneret.g:8126:2: ( ruleTerrainType )
            // InternalBanneret.g:8127:3: ruleTerrainType
            {
             before(grammarAccess.getGameSystemAccess().getTerrainTypesTerrainTypeParserRuleCall_6_2_1_0()); 
            pushFollow(FOLLOW_2);
            ruleTerrainType();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getTerrainTypesTerrainTypeParserRuleCall_6_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__TerrainTypesAssignment_6_2_1"


    // $ANTLR start "rule__GameSystem__FeatureTypesAssignment_6_3_1"
    // InternalBanneret.g:8136:1: rule__GameSystem__FeatureTypesAssignment_6_3_1 : ( ruleFeatureType ) ;
    public final void rule__GameSystem__FeatureTypesAssignment_6_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8140:1: ( ( ruleFeatureType ) )
            // InternalBanneret.g:8141:2: ( ruleFeatureType )
            {
            // InternalBanneret.g:8141:2: ( ruleFeatureType )
            // InternalBanneret.g:8142:3: ruleFeatureType
            {
             before(grammarAccess.getGameSystemAccess().getFeatureTypesFeatureTypeParserRuleCall_6_3_1_0()); 
            pushFollow(FOLLOW_2);
            ruleFeatureType();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getFeatureTypesFeatureTypeParserRuleCall_6_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__FeatureTypesAssignment_6_3_1"


    // $ANTLR start "rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1"
    // InternalBanneret.g:8151:1: rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1 : ( ruleHexsideFeatureType ) ;
    public final void rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8155:1: ( ( ruleHexsideFeatureType ) )
            // InternalBanneret.g:8156:2: ( ruleHexsideFeatureType )
            {
            // InternalBanneret.g:8156:2: ( ruleHexsideFeatureType )
            // InternalBanneret.g:8157:3: ruleHexsideFeatureType
            {
             before(grammarAccess.getGameSystemAccess().getHexsideFeatureTypesHexsideFeatureTypeParserRuleCall_6_4_1_0()); 
            pushFollow(FOLLOW_2);
            ruleHexsideFeatureType();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getHexsideFeatureTypesHexsideFeatureTypeParserRuleCall_6_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__HexsideFeatureTypesAssignment_6_4_1"


    // $ANTLR start "rule__GameSystem__LevelSlotsAssignment_6_5_1"
    // InternalBanneret.g:8166:1: rule__GameSystem__LevelSlotsAssignment_6_5_1 : ( ruleLevelSlot ) ;
    public final void rule__GameSystem__LevelSlotsAssignment_6_5_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8170:1: ( ( ruleLevelSlot ) )
            // InternalBanneret.g:8171:2: ( ruleLevelSlot )
            {
            // InternalBanneret.g:8171:2: ( ruleLevelSlot )
            // InternalBanneret.g:8172:3: ruleLevelSlot
            {
             before(grammarAccess.getGameSystemAccess().getLevelSlotsLevelSlotParserRuleCall_6_5_1_0()); 
            pushFollow(FOLLOW_2);
            ruleLevelSlot();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getLevelSlotsLevelSlotParserRuleCall_6_5_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__LevelSlotsAssignment_6_5_1"


    // $ANTLR start "rule__GameSystem__StackingLimitsAssignment_6_6_1"
    // InternalBanneret.g:8181:1: rule__GameSystem__StackingLimitsAssignment_6_6_1 : ( ruleStackingLimit ) ;
    public final void rule__GameSystem__StackingLimitsAssignment_6_6_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8185:1: ( ( ruleStackingLimit ) )
            // InternalBanneret.g:8186:2: ( ruleStackingLimit )
            {
            // InternalBanneret.g:8186:2: ( ruleStackingLimit )
            // InternalBanneret.g:8187:3: ruleStackingLimit
            {
             before(grammarAccess.getGameSystemAccess().getStackingLimitsStackingLimitParserRuleCall_6_6_1_0()); 
            pushFollow(FOLLOW_2);
            ruleStackingLimit();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getStackingLimitsStackingLimitParserRuleCall_6_6_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__StackingLimitsAssignment_6_6_1"


    // $ANTLR start "rule__GameSystem__UnitTypesAssignment_6_7_1"
    // InternalBanneret.g:8196:1: rule__GameSystem__UnitTypesAssignment_6_7_1 : ( ruleUnitType ) ;
    public final void rule__GameSystem__UnitTypesAssignment_6_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8200:1: ( ( ruleUnitType ) )
            // InternalBanneret.g:8201:2: ( ruleUnitType )
            {
            // InternalBanneret.g:8201:2: ( ruleUnitType )
            // InternalBanneret.g:8202:3: ruleUnitType
            {
             before(grammarAccess.getGameSystemAccess().getUnitTypesUnitTypeParserRuleCall_6_7_1_0()); 
            pushFollow(FOLLOW_2);
            ruleUnitType();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getUnitTypesUnitTypeParserRuleCall_6_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__UnitTypesAssignment_6_7_1"


    // $ANTLR start "rule__GameSystem__CounterTemplatesAssignment_6_8_1"
    // InternalBanneret.g:8211:1: rule__GameSystem__CounterTemplatesAssignment_6_8_1 : ( ruleCounterTemplate ) ;
    public final void rule__GameSystem__CounterTemplatesAssignment_6_8_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8215:1: ( ( ruleCounterTemplate ) )
            // InternalBanneret.g:8216:2: ( ruleCounterTemplate )
            {
            // InternalBanneret.g:8216:2: ( ruleCounterTemplate )
            // InternalBanneret.g:8217:3: ruleCounterTemplate
            {
             before(grammarAccess.getGameSystemAccess().getCounterTemplatesCounterTemplateParserRuleCall_6_8_1_0()); 
            pushFollow(FOLLOW_2);
            ruleCounterTemplate();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getCounterTemplatesCounterTemplateParserRuleCall_6_8_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__CounterTemplatesAssignment_6_8_1"


    // $ANTLR start "rule__GameSystem__MarkerTypesAssignment_6_9_1"
    // InternalBanneret.g:8226:1: rule__GameSystem__MarkerTypesAssignment_6_9_1 : ( ruleMarkerType ) ;
    public final void rule__GameSystem__MarkerTypesAssignment_6_9_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8230:1: ( ( ruleMarkerType ) )
            // InternalBanneret.g:8231:2: ( ruleMarkerType )
            {
            // InternalBanneret.g:8231:2: ( ruleMarkerType )
            // InternalBanneret.g:8232:3: ruleMarkerType
            {
             before(grammarAccess.getGameSystemAccess().getMarkerTypesMarkerTypeParserRuleCall_6_9_1_0()); 
            pushFollow(FOLLOW_2);
            ruleMarkerType();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getMarkerTypesMarkerTypeParserRuleCall_6_9_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__MarkerTypesAssignment_6_9_1"


    // $ANTLR start "rule__GameSystem__VariantsAssignment_6_10_1"
    // InternalBanneret.g:8241:1: rule__GameSystem__VariantsAssignment_6_10_1 : ( ruleVariantDefinition ) ;
    public final void rule__GameSystem__VariantsAssignment_6_10_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8245:1: ( ( ruleVariantDefinition ) )
            // InternalBanneret.g:8246:2: ( ruleVariantDefinition )
            {
            // InternalBanneret.g:8246:2: ( ruleVariantDefinition )
            // InternalBanneret.g:8247:3: ruleVariantDefinition
            {
             before(grammarAccess.getGameSystemAccess().getVariantsVariantDefinitionParserRuleCall_6_10_1_0()); 
            pushFollow(FOLLOW_2);
            ruleVariantDefinition();

            state._fsp--;

             after(grammarAccess.getGameSystemAccess().getVariantsVariantDefinitionParserRuleCall_6_10_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__GameSystem__VariantsAssignment_6_10_1"


    // $ANTLR start "rule__Nationality__NameAssignment_0"
    // InternalBanneret.g:8256:1: rule__Nationality__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__Nationality__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8260:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8261:2: ( RULE_ID )
            {
            // InternalBanneret.g:8261:2: ( RULE_ID )
            // InternalBanneret.g:8262:3: RULE_ID
            {
             before(grammarAccess.getNationalityAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getNationalityAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Nationality__NameAssignment_0"


    // $ANTLR start "rule__Nationality__TitleAssignment_1"
    // InternalBanneret.g:8271:1: rule__Nationality__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__Nationality__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8275:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8276:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8276:2: ( RULE_STRING )
            // InternalBanneret.g:8277:3: RULE_STRING
            {
             before(grammarAccess.getNationalityAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getNationalityAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Nationality__TitleAssignment_1"


    // $ANTLR start "rule__UnitClass__NameAssignment_0"
    // InternalBanneret.g:8286:1: rule__UnitClass__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__UnitClass__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8290:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8291:2: ( RULE_ID )
            {
            // InternalBanneret.g:8291:2: ( RULE_ID )
            // InternalBanneret.g:8292:3: RULE_ID
            {
             before(grammarAccess.getUnitClassAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getUnitClassAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitClass__NameAssignment_0"


    // $ANTLR start "rule__UnitClass__TitleAssignment_1"
    // InternalBanneret.g:8301:1: rule__UnitClass__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__UnitClass__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8305:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8306:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8306:2: ( RULE_STRING )
            // InternalBanneret.g:8307:3: RULE_STRING
            {
             before(grammarAccess.getUnitClassAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getUnitClassAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitClass__TitleAssignment_1"


    // $ANTLR start "rule__LevelSlot__NameAssignment_0"
    // InternalBanneret.g:8316:1: rule__LevelSlot__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__LevelSlot__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8320:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8321:2: ( RULE_ID )
            {
            // InternalBanneret.g:8321:2: ( RULE_ID )
            // InternalBanneret.g:8322:3: RULE_ID
            {
             before(grammarAccess.getLevelSlotAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getLevelSlotAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__LevelSlot__NameAssignment_0"


    // $ANTLR start "rule__LevelSlot__TitleAssignment_1"
    // InternalBanneret.g:8331:1: rule__LevelSlot__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__LevelSlot__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8335:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8336:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8336:2: ( RULE_STRING )
            // InternalBanneret.g:8337:3: RULE_STRING
            {
             before(grammarAccess.getLevelSlotAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getLevelSlotAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__LevelSlot__TitleAssignment_1"


    // $ANTLR start "rule__TerrainType__NameAssignment_0"
    // InternalBanneret.g:8346:1: rule__TerrainType__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__TerrainType__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8350:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8351:2: ( RULE_ID )
            {
            // InternalBanneret.g:8351:2: ( RULE_ID )
            // InternalBanneret.g:8352:3: RULE_ID
            {
             before(grammarAccess.getTerrainTypeAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getTerrainTypeAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__NameAssignment_0"


    // $ANTLR start "rule__TerrainType__TitleAssignment_1"
    // InternalBanneret.g:8361:1: rule__TerrainType__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__TerrainType__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8365:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8366:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8366:2: ( RULE_STRING )
            // InternalBanneret.g:8367:3: RULE_STRING
            {
             before(grammarAccess.getTerrainTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getTerrainTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainType__TitleAssignment_1"


    // $ANTLR start "rule__FeatureType__NameAssignment_0"
    // InternalBanneret.g:8376:1: rule__FeatureType__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__FeatureType__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8380:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8381:2: ( RULE_ID )
            {
            // InternalBanneret.g:8381:2: ( RULE_ID )
            // InternalBanneret.g:8382:3: RULE_ID
            {
             before(grammarAccess.getFeatureTypeAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getFeatureTypeAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__NameAssignment_0"


    // $ANTLR start "rule__FeatureType__TitleAssignment_1"
    // InternalBanneret.g:8391:1: rule__FeatureType__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__FeatureType__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8395:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8396:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8396:2: ( RULE_STRING )
            // InternalBanneret.g:8397:3: RULE_STRING
            {
             before(grammarAccess.getFeatureTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getFeatureTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__FeatureType__TitleAssignment_1"


    // $ANTLR start "rule__HexsideFeatureType__NameAssignment_0"
    // InternalBanneret.g:8406:1: rule__HexsideFeatureType__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__HexsideFeatureType__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8410:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8411:2: ( RULE_ID )
            {
            // InternalBanneret.g:8411:2: ( RULE_ID )
            // InternalBanneret.g:8412:3: RULE_ID
            {
             before(grammarAccess.getHexsideFeatureTypeAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getHexsideFeatureTypeAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__NameAssignment_0"


    // $ANTLR start "rule__HexsideFeatureType__TitleAssignment_1"
    // InternalBanneret.g:8421:1: rule__HexsideFeatureType__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__HexsideFeatureType__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8425:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8426:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8426:2: ( RULE_STRING )
            // InternalBanneret.g:8427:3: RULE_STRING
            {
             before(grammarAccess.getHexsideFeatureTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getHexsideFeatureTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexsideFeatureType__TitleAssignment_1"


    // $ANTLR start "rule__TerrainEffectBody__CodeAssignment_0_1"
    // InternalBanneret.g:8436:1: rule__TerrainEffectBody__CodeAssignment_0_1 : ( RULE_STRING ) ;
    public final void rule__TerrainEffectBody__CodeAssignment_0_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8440:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8441:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8441:2: ( RULE_STRING )
            // InternalBanneret.g:8442:3: RULE_STRING
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCodeSTRINGTerminalRuleCall_0_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCodeSTRINGTerminalRuleCall_0_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__CodeAssignment_0_1"


    // $ANTLR start "rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1"
    // InternalBanneret.g:8451:1: rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1 : ( RULE_INT ) ;
    public final void rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8455:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8456:2: ( RULE_INT )
            {
            // InternalBanneret.g:8456:2: ( RULE_INT )
            // InternalBanneret.g:8457:3: RULE_INT
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getDefaultCostINTTerminalRuleCall_1_1_0_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getDefaultCostINTTerminalRuleCall_1_1_0_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__DefaultCostAssignment_1_1_0_1"


    // $ANTLR start "rule__TerrainEffectBody__CostsAssignment_1_1_1_1"
    // InternalBanneret.g:8466:1: rule__TerrainEffectBody__CostsAssignment_1_1_1_1 : ( ruleMovementCost ) ;
    public final void rule__TerrainEffectBody__CostsAssignment_1_1_1_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8470:1: ( ( ruleMovementCost ) )
            // InternalBanneret.g:8471:2: ( ruleMovementCost )
            {
            // InternalBanneret.g:8471:2: ( ruleMovementCost )
            // InternalBanneret.g:8472:3: ruleMovementCost
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCostsMovementCostParserRuleCall_1_1_1_1_0()); 
            pushFollow(FOLLOW_2);
            ruleMovementCost();

            state._fsp--;

             after(grammarAccess.getTerrainEffectBodyAccess().getCostsMovementCostParserRuleCall_1_1_1_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__CostsAssignment_1_1_1_1"


    // $ANTLR start "rule__TerrainEffectBody__ImpassableAssignment_1_1_2"
    // InternalBanneret.g:8481:1: rule__TerrainEffectBody__ImpassableAssignment_1_1_2 : ( ( 'impassable' ) ) ;
    public final void rule__TerrainEffectBody__ImpassableAssignment_1_1_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8485:1: ( ( ( 'impassable' ) ) )
            // InternalBanneret.g:8486:2: ( ( 'impassable' ) )
            {
            // InternalBanneret.g:8486:2: ( ( 'impassable' ) )
            // InternalBanneret.g:8487:3: ( 'impassable' )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableImpassableKeyword_1_1_2_0()); 
            // InternalBanneret.g:8488:3: ( 'impassable' )
            // InternalBanneret.g:8489:4: 'impassable'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableImpassableKeyword_1_1_2_0()); 
            match(input,37,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableImpassableKeyword_1_1_2_0()); 

            }

             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableImpassableKeyword_1_1_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__ImpassableAssignment_1_1_2"


    // $ANTLR start "rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2"
    // InternalBanneret.g:8500:1: rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2 : ( ( RULE_ID ) ) ;
    public final void rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8504:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8505:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8505:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8506:3: ( RULE_ID )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_1_1_3_2_0()); 
            // InternalBanneret.g:8507:3: ( RULE_ID )
            // InternalBanneret.g:8508:4: RULE_ID
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassIDTerminalRuleCall_1_1_3_2_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassIDTerminalRuleCall_1_1_3_2_0_1()); 

            }

             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_1_1_3_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_2"


    // $ANTLR start "rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1"
    // InternalBanneret.g:8519:1: rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1 : ( ( RULE_ID ) ) ;
    public final void rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8523:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8524:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8524:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8525:3: ( RULE_ID )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_1_1_3_3_1_0()); 
            // InternalBanneret.g:8526:3: ( RULE_ID )
            // InternalBanneret.g:8527:4: RULE_ID
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassIDTerminalRuleCall_1_1_3_3_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassIDTerminalRuleCall_1_1_3_3_1_0_1()); 

            }

             after(grammarAccess.getTerrainEffectBodyAccess().getImpassableForUnitClassCrossReference_1_1_3_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__ImpassableForAssignment_1_1_3_3_1"


    // $ANTLR start "rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0"
    // InternalBanneret.g:8538:1: rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0 : ( ( 'blocks' ) ) ;
    public final void rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8542:1: ( ( ( 'blocks' ) ) )
            // InternalBanneret.g:8543:2: ( ( 'blocks' ) )
            {
            // InternalBanneret.g:8543:2: ( ( 'blocks' ) )
            // InternalBanneret.g:8544:3: ( 'blocks' )
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_1_1_4_0_0()); 
            // InternalBanneret.g:8545:3: ( 'blocks' )
            // InternalBanneret.g:8546:4: 'blocks'
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_1_1_4_0_0()); 
            match(input,78,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_1_1_4_0_0()); 

            }

             after(grammarAccess.getTerrainEffectBodyAccess().getBlocksLineOfSightBlocksKeyword_1_1_4_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__BlocksLineOfSightAssignment_1_1_4_0"


    // $ANTLR start "rule__TerrainEffectBody__CoverAssignment_1_1_5_1"
    // InternalBanneret.g:8557:1: rule__TerrainEffectBody__CoverAssignment_1_1_5_1 : ( RULE_STRING ) ;
    public final void rule__TerrainEffectBody__CoverAssignment_1_1_5_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8561:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8562:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8562:2: ( RULE_STRING )
            // InternalBanneret.g:8563:3: RULE_STRING
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCoverSTRINGTerminalRuleCall_1_1_5_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCoverSTRINGTerminalRuleCall_1_1_5_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__CoverAssignment_1_1_5_1"


    // $ANTLR start "rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1"
    // InternalBanneret.g:8572:1: rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1 : ( RULE_STRING ) ;
    public final void rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8576:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8577:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8577:2: ( RULE_STRING )
            // InternalBanneret.g:8578:3: RULE_STRING
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCombatEffectSTRINGTerminalRuleCall_1_1_6_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCombatEffectSTRINGTerminalRuleCall_1_1_6_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__CombatEffectAssignment_1_1_6_1"


    // $ANTLR start "rule__TerrainEffectBody__ElevationAssignment_1_1_7_1"
    // InternalBanneret.g:8587:1: rule__TerrainEffectBody__ElevationAssignment_1_1_7_1 : ( ruleSignedInt ) ;
    public final void rule__TerrainEffectBody__ElevationAssignment_1_1_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8591:1: ( ( ruleSignedInt ) )
            // InternalBanneret.g:8592:2: ( ruleSignedInt )
            {
            // InternalBanneret.g:8592:2: ( ruleSignedInt )
            // InternalBanneret.g:8593:3: ruleSignedInt
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getElevationSignedIntParserRuleCall_1_1_7_1_0()); 
            pushFollow(FOLLOW_2);
            ruleSignedInt();

            state._fsp--;

             after(grammarAccess.getTerrainEffectBodyAccess().getElevationSignedIntParserRuleCall_1_1_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__ElevationAssignment_1_1_7_1"


    // $ANTLR start "rule__TerrainEffectBody__ColorAssignment_1_1_8_1"
    // InternalBanneret.g:8602:1: rule__TerrainEffectBody__ColorAssignment_1_1_8_1 : ( RULE_STRING ) ;
    public final void rule__TerrainEffectBody__ColorAssignment_1_1_8_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8606:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8607:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8607:2: ( RULE_STRING )
            // InternalBanneret.g:8608:3: RULE_STRING
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getColorSTRINGTerminalRuleCall_1_1_8_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getColorSTRINGTerminalRuleCall_1_1_8_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__ColorAssignment_1_1_8_1"


    // $ANTLR start "rule__TerrainEffectBody__TraitsAssignment_1_1_9_1"
    // InternalBanneret.g:8617:1: rule__TerrainEffectBody__TraitsAssignment_1_1_9_1 : ( RULE_ID ) ;
    public final void rule__TerrainEffectBody__TraitsAssignment_1_1_9_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8621:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8622:2: ( RULE_ID )
            {
            // InternalBanneret.g:8622:2: ( RULE_ID )
            // InternalBanneret.g:8623:3: RULE_ID
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getTraitsIDTerminalRuleCall_1_1_9_1_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getTraitsIDTerminalRuleCall_1_1_9_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__TraitsAssignment_1_1_9_1"


    // $ANTLR start "rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1"
    // InternalBanneret.g:8632:1: rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1 : ( RULE_ID ) ;
    public final void rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8636:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8637:2: ( RULE_ID )
            {
            // InternalBanneret.g:8637:2: ( RULE_ID )
            // InternalBanneret.g:8638:3: RULE_ID
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getTraitsIDTerminalRuleCall_1_1_9_2_1_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getTraitsIDTerminalRuleCall_1_1_9_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__TraitsAssignment_1_1_9_2_1"


    // $ANTLR start "rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1"
    // InternalBanneret.g:8647:1: rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1 : ( ruleStackingLimit ) ;
    public final void rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8651:1: ( ( ruleStackingLimit ) )
            // InternalBanneret.g:8652:2: ( ruleStackingLimit )
            {
            // InternalBanneret.g:8652:2: ( ruleStackingLimit )
            // InternalBanneret.g:8653:3: ruleStackingLimit
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsStackingLimitParserRuleCall_1_1_10_1_0()); 
            pushFollow(FOLLOW_2);
            ruleStackingLimit();

            state._fsp--;

             after(grammarAccess.getTerrainEffectBodyAccess().getStackingLimitsStackingLimitParserRuleCall_1_1_10_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__StackingLimitsAssignment_1_1_10_1"


    // $ANTLR start "rule__TerrainEffectBody__CitationAssignment_1_1_11_1"
    // InternalBanneret.g:8662:1: rule__TerrainEffectBody__CitationAssignment_1_1_11_1 : ( RULE_STRING ) ;
    public final void rule__TerrainEffectBody__CitationAssignment_1_1_11_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8666:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8667:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8667:2: ( RULE_STRING )
            // InternalBanneret.g:8668:3: RULE_STRING
            {
             before(grammarAccess.getTerrainEffectBodyAccess().getCitationSTRINGTerminalRuleCall_1_1_11_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getTerrainEffectBodyAccess().getCitationSTRINGTerminalRuleCall_1_1_11_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__TerrainEffectBody__CitationAssignment_1_1_11_1"


    // $ANTLR start "rule__MovementCost__UnitClassAssignment_0"
    // InternalBanneret.g:8677:1: rule__MovementCost__UnitClassAssignment_0 : ( ( RULE_ID ) ) ;
    public final void rule__MovementCost__UnitClassAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8681:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8682:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8682:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8683:3: ( RULE_ID )
            {
             before(grammarAccess.getMovementCostAccess().getUnitClassUnitClassCrossReference_0_0()); 
            // InternalBanneret.g:8684:3: ( RULE_ID )
            // InternalBanneret.g:8685:4: RULE_ID
            {
             before(grammarAccess.getMovementCostAccess().getUnitClassUnitClassIDTerminalRuleCall_0_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getMovementCostAccess().getUnitClassUnitClassIDTerminalRuleCall_0_0_1()); 

            }

             after(grammarAccess.getMovementCostAccess().getUnitClassUnitClassCrossReference_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MovementCost__UnitClassAssignment_0"


    // $ANTLR start "rule__MovementCost__CostAssignment_1"
    // InternalBanneret.g:8696:1: rule__MovementCost__CostAssignment_1 : ( RULE_INT ) ;
    public final void rule__MovementCost__CostAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8700:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8701:2: ( RULE_INT )
            {
            // InternalBanneret.g:8701:2: ( RULE_INT )
            // InternalBanneret.g:8702:3: RULE_INT
            {
             before(grammarAccess.getMovementCostAccess().getCostINTTerminalRuleCall_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getMovementCostAccess().getCostINTTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MovementCost__CostAssignment_1"


    // $ANTLR start "rule__StackingLimit__MaximumAssignment_1"
    // InternalBanneret.g:8711:1: rule__StackingLimit__MaximumAssignment_1 : ( RULE_INT ) ;
    public final void rule__StackingLimit__MaximumAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8715:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8716:2: ( RULE_INT )
            {
            // InternalBanneret.g:8716:2: ( RULE_INT )
            // InternalBanneret.g:8717:3: RULE_INT
            {
             before(grammarAccess.getStackingLimitAccess().getMaximumINTTerminalRuleCall_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getMaximumINTTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__MaximumAssignment_1"


    // $ANTLR start "rule__StackingLimit__MeasureAssignment_2"
    // InternalBanneret.g:8726:1: rule__StackingLimit__MeasureAssignment_2 : ( ruleStackingMeasure ) ;
    public final void rule__StackingLimit__MeasureAssignment_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8730:1: ( ( ruleStackingMeasure ) )
            // InternalBanneret.g:8731:2: ( ruleStackingMeasure )
            {
            // InternalBanneret.g:8731:2: ( ruleStackingMeasure )
            // InternalBanneret.g:8732:3: ruleStackingMeasure
            {
             before(grammarAccess.getStackingLimitAccess().getMeasureStackingMeasureEnumRuleCall_2_0()); 
            pushFollow(FOLLOW_2);
            ruleStackingMeasure();

            state._fsp--;

             after(grammarAccess.getStackingLimitAccess().getMeasureStackingMeasureEnumRuleCall_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__MeasureAssignment_2"


    // $ANTLR start "rule__StackingLimit__SlotAssignment_3_1"
    // InternalBanneret.g:8741:1: rule__StackingLimit__SlotAssignment_3_1 : ( ( RULE_ID ) ) ;
    public final void rule__StackingLimit__SlotAssignment_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8745:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8746:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8746:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8747:3: ( RULE_ID )
            {
             before(grammarAccess.getStackingLimitAccess().getSlotLevelSlotCrossReference_3_1_0()); 
            // InternalBanneret.g:8748:3: ( RULE_ID )
            // InternalBanneret.g:8749:4: RULE_ID
            {
             before(grammarAccess.getStackingLimitAccess().getSlotLevelSlotIDTerminalRuleCall_3_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getSlotLevelSlotIDTerminalRuleCall_3_1_0_1()); 

            }

             after(grammarAccess.getStackingLimitAccess().getSlotLevelSlotCrossReference_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__SlotAssignment_3_1"


    // $ANTLR start "rule__StackingLimit__AppliesToAssignment_4_1"
    // InternalBanneret.g:8760:1: rule__StackingLimit__AppliesToAssignment_4_1 : ( ( RULE_ID ) ) ;
    public final void rule__StackingLimit__AppliesToAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8764:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8765:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8765:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8766:3: ( RULE_ID )
            {
             before(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_1_0()); 
            // InternalBanneret.g:8767:3: ( RULE_ID )
            // InternalBanneret.g:8768:4: RULE_ID
            {
             before(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassIDTerminalRuleCall_4_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassIDTerminalRuleCall_4_1_0_1()); 

            }

             after(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__AppliesToAssignment_4_1"


    // $ANTLR start "rule__StackingLimit__AppliesToAssignment_4_2_1"
    // InternalBanneret.g:8779:1: rule__StackingLimit__AppliesToAssignment_4_2_1 : ( ( RULE_ID ) ) ;
    public final void rule__StackingLimit__AppliesToAssignment_4_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8783:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8784:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8784:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8785:3: ( RULE_ID )
            {
             before(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_2_1_0()); 
            // InternalBanneret.g:8786:3: ( RULE_ID )
            // InternalBanneret.g:8787:4: RULE_ID
            {
             before(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassIDTerminalRuleCall_4_2_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassIDTerminalRuleCall_4_2_1_0_1()); 

            }

             after(grammarAccess.getStackingLimitAccess().getAppliesToUnitClassCrossReference_4_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__AppliesToAssignment_4_2_1"


    // $ANTLR start "rule__StackingLimit__ExemptAssignment_5_1"
    // InternalBanneret.g:8798:1: rule__StackingLimit__ExemptAssignment_5_1 : ( ( RULE_ID ) ) ;
    public final void rule__StackingLimit__ExemptAssignment_5_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8802:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8803:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8803:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8804:3: ( RULE_ID )
            {
             before(grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_1_0()); 
            // InternalBanneret.g:8805:3: ( RULE_ID )
            // InternalBanneret.g:8806:4: RULE_ID
            {
             before(grammarAccess.getStackingLimitAccess().getExemptUnitClassIDTerminalRuleCall_5_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getExemptUnitClassIDTerminalRuleCall_5_1_0_1()); 

            }

             after(grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__ExemptAssignment_5_1"


    // $ANTLR start "rule__StackingLimit__ExemptAssignment_5_2_1"
    // InternalBanneret.g:8817:1: rule__StackingLimit__ExemptAssignment_5_2_1 : ( ( RULE_ID ) ) ;
    public final void rule__StackingLimit__ExemptAssignment_5_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8821:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8822:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8822:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8823:3: ( RULE_ID )
            {
             before(grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_2_1_0()); 
            // InternalBanneret.g:8824:3: ( RULE_ID )
            // InternalBanneret.g:8825:4: RULE_ID
            {
             before(grammarAccess.getStackingLimitAccess().getExemptUnitClassIDTerminalRuleCall_5_2_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getExemptUnitClassIDTerminalRuleCall_5_2_1_0_1()); 

            }

             after(grammarAccess.getStackingLimitAccess().getExemptUnitClassCrossReference_5_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__ExemptAssignment_5_2_1"


    // $ANTLR start "rule__StackingLimit__PerSideAssignment_6_0"
    // InternalBanneret.g:8836:1: rule__StackingLimit__PerSideAssignment_6_0 : ( ( 'per' ) ) ;
    public final void rule__StackingLimit__PerSideAssignment_6_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8840:1: ( ( ( 'per' ) ) )
            // InternalBanneret.g:8841:2: ( ( 'per' ) )
            {
            // InternalBanneret.g:8841:2: ( ( 'per' ) )
            // InternalBanneret.g:8842:3: ( 'per' )
            {
             before(grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0()); 
            // InternalBanneret.g:8843:3: ( 'per' )
            // InternalBanneret.g:8844:4: 'per'
            {
             before(grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0()); 
            match(input,79,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0()); 

            }

             after(grammarAccess.getStackingLimitAccess().getPerSidePerKeyword_6_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__PerSideAssignment_6_0"


    // $ANTLR start "rule__StackingLimit__CitationAssignment_7_1"
    // InternalBanneret.g:8855:1: rule__StackingLimit__CitationAssignment_7_1 : ( RULE_STRING ) ;
    public final void rule__StackingLimit__CitationAssignment_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8859:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8860:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8860:2: ( RULE_STRING )
            // InternalBanneret.g:8861:3: RULE_STRING
            {
             before(grammarAccess.getStackingLimitAccess().getCitationSTRINGTerminalRuleCall_7_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getStackingLimitAccess().getCitationSTRINGTerminalRuleCall_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__StackingLimit__CitationAssignment_7_1"


    // $ANTLR start "rule__UnitType__NameAssignment_0"
    // InternalBanneret.g:8870:1: rule__UnitType__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__UnitType__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8874:1: ( ( RULE_ID ) )
            // InternalBanneret.g:8875:2: ( RULE_ID )
            {
            // InternalBanneret.g:8875:2: ( RULE_ID )
            // InternalBanneret.g:8876:3: RULE_ID
            {
             before(grammarAccess.getUnitTypeAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__NameAssignment_0"


    // $ANTLR start "rule__UnitType__TitleAssignment_1"
    // InternalBanneret.g:8885:1: rule__UnitType__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__UnitType__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8889:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8890:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8890:2: ( RULE_STRING )
            // InternalBanneret.g:8891:3: RULE_STRING
            {
             before(grammarAccess.getUnitTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__TitleAssignment_1"


    // $ANTLR start "rule__UnitType__UnitClassAssignment_3"
    // InternalBanneret.g:8900:1: rule__UnitType__UnitClassAssignment_3 : ( ( RULE_ID ) ) ;
    public final void rule__UnitType__UnitClassAssignment_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8904:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:8905:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:8905:2: ( ( RULE_ID ) )
            // InternalBanneret.g:8906:3: ( RULE_ID )
            {
             before(grammarAccess.getUnitTypeAccess().getUnitClassUnitClassCrossReference_3_0()); 
            // InternalBanneret.g:8907:3: ( RULE_ID )
            // InternalBanneret.g:8908:4: RULE_ID
            {
             before(grammarAccess.getUnitTypeAccess().getUnitClassUnitClassIDTerminalRuleCall_3_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getUnitClassUnitClassIDTerminalRuleCall_3_0_1()); 

            }

             after(grammarAccess.getUnitTypeAccess().getUnitClassUnitClassCrossReference_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__UnitClassAssignment_3"


    // $ANTLR start "rule__UnitType__CodeAssignment_4_1"
    // InternalBanneret.g:8919:1: rule__UnitType__CodeAssignment_4_1 : ( RULE_STRING ) ;
    public final void rule__UnitType__CodeAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8923:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8924:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8924:2: ( RULE_STRING )
            // InternalBanneret.g:8925:3: RULE_STRING
            {
             before(grammarAccess.getUnitTypeAccess().getCodeSTRINGTerminalRuleCall_4_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getCodeSTRINGTerminalRuleCall_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__CodeAssignment_4_1"


    // $ANTLR start "rule__UnitType__FootprintAssignment_5_2_0_1"
    // InternalBanneret.g:8934:1: rule__UnitType__FootprintAssignment_5_2_0_1 : ( ruleFootprint ) ;
    public final void rule__UnitType__FootprintAssignment_5_2_0_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8938:1: ( ( ruleFootprint ) )
            // InternalBanneret.g:8939:2: ( ruleFootprint )
            {
            // InternalBanneret.g:8939:2: ( ruleFootprint )
            // InternalBanneret.g:8940:3: ruleFootprint
            {
             before(grammarAccess.getUnitTypeAccess().getFootprintFootprintEnumRuleCall_5_2_0_1_0()); 
            pushFollow(FOLLOW_2);
            ruleFootprint();

            state._fsp--;

             after(grammarAccess.getUnitTypeAccess().getFootprintFootprintEnumRuleCall_5_2_0_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__FootprintAssignment_5_2_0_1"


    // $ANTLR start "rule__UnitType__CommandRangeAssignment_5_2_1_2"
    // InternalBanneret.g:8949:1: rule__UnitType__CommandRangeAssignment_5_2_1_2 : ( RULE_INT ) ;
    public final void rule__UnitType__CommandRangeAssignment_5_2_1_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8953:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8954:2: ( RULE_INT )
            {
            // InternalBanneret.g:8954:2: ( RULE_INT )
            // InternalBanneret.g:8955:3: RULE_INT
            {
             before(grammarAccess.getUnitTypeAccess().getCommandRangeINTTerminalRuleCall_5_2_1_2_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getCommandRangeINTTerminalRuleCall_5_2_1_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__CommandRangeAssignment_5_2_1_2"


    // $ANTLR start "rule__UnitType__AllowedArmourAssignment_5_2_2_2"
    // InternalBanneret.g:8964:1: rule__UnitType__AllowedArmourAssignment_5_2_2_2 : ( RULE_INT ) ;
    public final void rule__UnitType__AllowedArmourAssignment_5_2_2_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8968:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8969:2: ( RULE_INT )
            {
            // InternalBanneret.g:8969:2: ( RULE_INT )
            // InternalBanneret.g:8970:3: RULE_INT
            {
             before(grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_2_2_2_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_2_2_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__AllowedArmourAssignment_5_2_2_2"


    // $ANTLR start "rule__UnitType__AllowedArmourAssignment_5_2_2_3_1"
    // InternalBanneret.g:8979:1: rule__UnitType__AllowedArmourAssignment_5_2_2_3_1 : ( RULE_INT ) ;
    public final void rule__UnitType__AllowedArmourAssignment_5_2_2_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8983:1: ( ( RULE_INT ) )
            // InternalBanneret.g:8984:2: ( RULE_INT )
            {
            // InternalBanneret.g:8984:2: ( RULE_INT )
            // InternalBanneret.g:8985:3: RULE_INT
            {
             before(grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_2_2_3_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getAllowedArmourINTTerminalRuleCall_5_2_2_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__AllowedArmourAssignment_5_2_2_3_1"


    // $ANTLR start "rule__UnitType__FrontFaceAssignment_5_2_3_1"
    // InternalBanneret.g:8994:1: rule__UnitType__FrontFaceAssignment_5_2_3_1 : ( RULE_STRING ) ;
    public final void rule__UnitType__FrontFaceAssignment_5_2_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:8998:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:8999:2: ( RULE_STRING )
            {
            // InternalBanneret.g:8999:2: ( RULE_STRING )
            // InternalBanneret.g:9000:3: RULE_STRING
            {
             before(grammarAccess.getUnitTypeAccess().getFrontFaceSTRINGTerminalRuleCall_5_2_3_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getFrontFaceSTRINGTerminalRuleCall_5_2_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__FrontFaceAssignment_5_2_3_1"


    // $ANTLR start "rule__UnitType__BackFaceAssignment_5_2_3_3"
    // InternalBanneret.g:9009:1: rule__UnitType__BackFaceAssignment_5_2_3_3 : ( RULE_STRING ) ;
    public final void rule__UnitType__BackFaceAssignment_5_2_3_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9013:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9014:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9014:2: ( RULE_STRING )
            // InternalBanneret.g:9015:3: RULE_STRING
            {
             before(grammarAccess.getUnitTypeAccess().getBackFaceSTRINGTerminalRuleCall_5_2_3_3_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getUnitTypeAccess().getBackFaceSTRINGTerminalRuleCall_5_2_3_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__UnitType__BackFaceAssignment_5_2_3_3"


    // $ANTLR start "rule__CounterTemplate__NameAssignment_0"
    // InternalBanneret.g:9024:1: rule__CounterTemplate__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__CounterTemplate__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9028:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9029:2: ( RULE_ID )
            {
            // InternalBanneret.g:9029:2: ( RULE_ID )
            // InternalBanneret.g:9030:3: RULE_ID
            {
             before(grammarAccess.getCounterTemplateAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__NameAssignment_0"


    // $ANTLR start "rule__CounterTemplate__TitleAssignment_1"
    // InternalBanneret.g:9039:1: rule__CounterTemplate__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__CounterTemplate__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9043:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9044:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9044:2: ( RULE_STRING )
            // InternalBanneret.g:9045:3: RULE_STRING
            {
             before(grammarAccess.getCounterTemplateAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__TitleAssignment_1"


    // $ANTLR start "rule__CounterTemplate__UnitTypeAssignment_3"
    // InternalBanneret.g:9054:1: rule__CounterTemplate__UnitTypeAssignment_3 : ( ( RULE_ID ) ) ;
    public final void rule__CounterTemplate__UnitTypeAssignment_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9058:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:9059:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:9059:2: ( ( RULE_ID ) )
            // InternalBanneret.g:9060:3: ( RULE_ID )
            {
             before(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeCrossReference_3_0()); 
            // InternalBanneret.g:9061:3: ( RULE_ID )
            // InternalBanneret.g:9062:4: RULE_ID
            {
             before(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeIDTerminalRuleCall_3_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeIDTerminalRuleCall_3_0_1()); 

            }

             after(grammarAccess.getCounterTemplateAccess().getUnitTypeUnitTypeCrossReference_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__UnitTypeAssignment_3"


    // $ANTLR start "rule__CounterTemplate__NationalityAssignment_4_1"
    // InternalBanneret.g:9073:1: rule__CounterTemplate__NationalityAssignment_4_1 : ( ( RULE_ID ) ) ;
    public final void rule__CounterTemplate__NationalityAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9077:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:9078:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:9078:2: ( ( RULE_ID ) )
            // InternalBanneret.g:9079:3: ( RULE_ID )
            {
             before(grammarAccess.getCounterTemplateAccess().getNationalityNationalityCrossReference_4_1_0()); 
            // InternalBanneret.g:9080:3: ( RULE_ID )
            // InternalBanneret.g:9081:4: RULE_ID
            {
             before(grammarAccess.getCounterTemplateAccess().getNationalityNationalityIDTerminalRuleCall_4_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getNationalityNationalityIDTerminalRuleCall_4_1_0_1()); 

            }

             after(grammarAccess.getCounterTemplateAccess().getNationalityNationalityCrossReference_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__NationalityAssignment_4_1"


    // $ANTLR start "rule__CounterTemplate__UniqueAssignment_5"
    // InternalBanneret.g:9092:1: rule__CounterTemplate__UniqueAssignment_5 : ( ( 'unique' ) ) ;
    public final void rule__CounterTemplate__UniqueAssignment_5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9096:1: ( ( ( 'unique' ) ) )
            // InternalBanneret.g:9097:2: ( ( 'unique' ) )
            {
            // InternalBanneret.g:9097:2: ( ( 'unique' ) )
            // InternalBanneret.g:9098:3: ( 'unique' )
            {
             before(grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0()); 
            // InternalBanneret.g:9099:3: ( 'unique' )
            // InternalBanneret.g:9100:4: 'unique'
            {
             before(grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0()); 
            match(input,80,FOLLOW_2); 
             after(grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0()); 

            }

             after(grammarAccess.getCounterTemplateAccess().getUniqueUniqueKeyword_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterTemplate__UniqueAssignment_5"


    // $ANTLR start "rule__CounterSpecBody__AttackAssignment_0_1"
    // InternalBanneret.g:9111:1: rule__CounterSpecBody__AttackAssignment_0_1 : ( RULE_INT ) ;
    public final void rule__CounterSpecBody__AttackAssignment_0_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9115:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9116:2: ( RULE_INT )
            {
            // InternalBanneret.g:9116:2: ( RULE_INT )
            // InternalBanneret.g:9117:3: RULE_INT
            {
             before(grammarAccess.getCounterSpecBodyAccess().getAttackINTTerminalRuleCall_0_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getAttackINTTerminalRuleCall_0_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__AttackAssignment_0_1"


    // $ANTLR start "rule__CounterSpecBody__DefenceAssignment_1_1"
    // InternalBanneret.g:9126:1: rule__CounterSpecBody__DefenceAssignment_1_1 : ( RULE_INT ) ;
    public final void rule__CounterSpecBody__DefenceAssignment_1_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9130:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9131:2: ( RULE_INT )
            {
            // InternalBanneret.g:9131:2: ( RULE_INT )
            // InternalBanneret.g:9132:3: RULE_INT
            {
             before(grammarAccess.getCounterSpecBodyAccess().getDefenceINTTerminalRuleCall_1_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getDefenceINTTerminalRuleCall_1_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__DefenceAssignment_1_1"


    // $ANTLR start "rule__CounterSpecBody__MovementAssignment_2_1"
    // InternalBanneret.g:9141:1: rule__CounterSpecBody__MovementAssignment_2_1 : ( RULE_INT ) ;
    public final void rule__CounterSpecBody__MovementAssignment_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9145:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9146:2: ( RULE_INT )
            {
            // InternalBanneret.g:9146:2: ( RULE_INT )
            // InternalBanneret.g:9147:3: RULE_INT
            {
             before(grammarAccess.getCounterSpecBodyAccess().getMovementINTTerminalRuleCall_2_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getMovementINTTerminalRuleCall_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__MovementAssignment_2_1"


    // $ANTLR start "rule__CounterSpecBody__StrengthAssignment_3_1"
    // InternalBanneret.g:9156:1: rule__CounterSpecBody__StrengthAssignment_3_1 : ( RULE_INT ) ;
    public final void rule__CounterSpecBody__StrengthAssignment_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9160:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9161:2: ( RULE_INT )
            {
            // InternalBanneret.g:9161:2: ( RULE_INT )
            // InternalBanneret.g:9162:3: RULE_INT
            {
             before(grammarAccess.getCounterSpecBodyAccess().getStrengthINTTerminalRuleCall_3_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getStrengthINTTerminalRuleCall_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__StrengthAssignment_3_1"


    // $ANTLR start "rule__CounterSpecBody__ArmourAssignment_4_1"
    // InternalBanneret.g:9171:1: rule__CounterSpecBody__ArmourAssignment_4_1 : ( RULE_INT ) ;
    public final void rule__CounterSpecBody__ArmourAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9175:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9176:2: ( RULE_INT )
            {
            // InternalBanneret.g:9176:2: ( RULE_INT )
            // InternalBanneret.g:9177:3: RULE_INT
            {
             before(grammarAccess.getCounterSpecBodyAccess().getArmourINTTerminalRuleCall_4_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getArmourINTTerminalRuleCall_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__ArmourAssignment_4_1"


    // $ANTLR start "rule__CounterSpecBody__ValuesAssignment_5_1"
    // InternalBanneret.g:9186:1: rule__CounterSpecBody__ValuesAssignment_5_1 : ( rulePrintedValue ) ;
    public final void rule__CounterSpecBody__ValuesAssignment_5_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9190:1: ( ( rulePrintedValue ) )
            // InternalBanneret.g:9191:2: ( rulePrintedValue )
            {
            // InternalBanneret.g:9191:2: ( rulePrintedValue )
            // InternalBanneret.g:9192:3: rulePrintedValue
            {
             before(grammarAccess.getCounterSpecBodyAccess().getValuesPrintedValueParserRuleCall_5_1_0()); 
            pushFollow(FOLLOW_2);
            rulePrintedValue();

            state._fsp--;

             after(grammarAccess.getCounterSpecBodyAccess().getValuesPrintedValueParserRuleCall_5_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__ValuesAssignment_5_1"


    // $ANTLR start "rule__CounterSpecBody__TraitsAssignment_6_1"
    // InternalBanneret.g:9201:1: rule__CounterSpecBody__TraitsAssignment_6_1 : ( RULE_ID ) ;
    public final void rule__CounterSpecBody__TraitsAssignment_6_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9205:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9206:2: ( RULE_ID )
            {
            // InternalBanneret.g:9206:2: ( RULE_ID )
            // InternalBanneret.g:9207:3: RULE_ID
            {
             before(grammarAccess.getCounterSpecBodyAccess().getTraitsIDTerminalRuleCall_6_1_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getTraitsIDTerminalRuleCall_6_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__TraitsAssignment_6_1"


    // $ANTLR start "rule__CounterSpecBody__TraitsAssignment_6_2_1"
    // InternalBanneret.g:9216:1: rule__CounterSpecBody__TraitsAssignment_6_2_1 : ( RULE_ID ) ;
    public final void rule__CounterSpecBody__TraitsAssignment_6_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9220:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9221:2: ( RULE_ID )
            {
            // InternalBanneret.g:9221:2: ( RULE_ID )
            // InternalBanneret.g:9222:3: RULE_ID
            {
             before(grammarAccess.getCounterSpecBodyAccess().getTraitsIDTerminalRuleCall_6_2_1_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getTraitsIDTerminalRuleCall_6_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__TraitsAssignment_6_2_1"


    // $ANTLR start "rule__CounterSpecBody__CitationAssignment_7_1"
    // InternalBanneret.g:9231:1: rule__CounterSpecBody__CitationAssignment_7_1 : ( RULE_STRING ) ;
    public final void rule__CounterSpecBody__CitationAssignment_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9235:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9236:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9236:2: ( RULE_STRING )
            // InternalBanneret.g:9237:3: RULE_STRING
            {
             before(grammarAccess.getCounterSpecBodyAccess().getCitationSTRINGTerminalRuleCall_7_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getCounterSpecBodyAccess().getCitationSTRINGTerminalRuleCall_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__CounterSpecBody__CitationAssignment_7_1"


    // $ANTLR start "rule__PrintedValue__KeyAssignment_0"
    // InternalBanneret.g:9246:1: rule__PrintedValue__KeyAssignment_0 : ( RULE_ID ) ;
    public final void rule__PrintedValue__KeyAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9250:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9251:2: ( RULE_ID )
            {
            // InternalBanneret.g:9251:2: ( RULE_ID )
            // InternalBanneret.g:9252:3: RULE_ID
            {
             before(grammarAccess.getPrintedValueAccess().getKeyIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getPrintedValueAccess().getKeyIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__PrintedValue__KeyAssignment_0"


    // $ANTLR start "rule__PrintedValue__ValueAssignment_1"
    // InternalBanneret.g:9261:1: rule__PrintedValue__ValueAssignment_1 : ( ruleSignedInt ) ;
    public final void rule__PrintedValue__ValueAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9265:1: ( ( ruleSignedInt ) )
            // InternalBanneret.g:9266:2: ( ruleSignedInt )
            {
            // InternalBanneret.g:9266:2: ( ruleSignedInt )
            // InternalBanneret.g:9267:3: ruleSignedInt
            {
             before(grammarAccess.getPrintedValueAccess().getValueSignedIntParserRuleCall_1_0()); 
            pushFollow(FOLLOW_2);
            ruleSignedInt();

            state._fsp--;

             after(grammarAccess.getPrintedValueAccess().getValueSignedIntParserRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__PrintedValue__ValueAssignment_1"


    // $ANTLR start "rule__MarkerType__NameAssignment_0"
    // InternalBanneret.g:9276:1: rule__MarkerType__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__MarkerType__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9280:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9281:2: ( RULE_ID )
            {
            // InternalBanneret.g:9281:2: ( RULE_ID )
            // InternalBanneret.g:9282:3: RULE_ID
            {
             before(grammarAccess.getMarkerTypeAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__NameAssignment_0"


    // $ANTLR start "rule__MarkerType__TitleAssignment_1"
    // InternalBanneret.g:9291:1: rule__MarkerType__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__MarkerType__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9295:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9296:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9296:2: ( RULE_STRING )
            // InternalBanneret.g:9297:3: RULE_STRING
            {
             before(grammarAccess.getMarkerTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__TitleAssignment_1"


    // $ANTLR start "rule__MarkerType__MinimumAssignment_2_1"
    // InternalBanneret.g:9306:1: rule__MarkerType__MinimumAssignment_2_1 : ( ruleSignedInt ) ;
    public final void rule__MarkerType__MinimumAssignment_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9310:1: ( ( ruleSignedInt ) )
            // InternalBanneret.g:9311:2: ( ruleSignedInt )
            {
            // InternalBanneret.g:9311:2: ( ruleSignedInt )
            // InternalBanneret.g:9312:3: ruleSignedInt
            {
             before(grammarAccess.getMarkerTypeAccess().getMinimumSignedIntParserRuleCall_2_1_0()); 
            pushFollow(FOLLOW_2);
            ruleSignedInt();

            state._fsp--;

             after(grammarAccess.getMarkerTypeAccess().getMinimumSignedIntParserRuleCall_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__MinimumAssignment_2_1"


    // $ANTLR start "rule__MarkerType__MaximumAssignment_2_3"
    // InternalBanneret.g:9321:1: rule__MarkerType__MaximumAssignment_2_3 : ( ruleSignedInt ) ;
    public final void rule__MarkerType__MaximumAssignment_2_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9325:1: ( ( ruleSignedInt ) )
            // InternalBanneret.g:9326:2: ( ruleSignedInt )
            {
            // InternalBanneret.g:9326:2: ( ruleSignedInt )
            // InternalBanneret.g:9327:3: ruleSignedInt
            {
             before(grammarAccess.getMarkerTypeAccess().getMaximumSignedIntParserRuleCall_2_3_0()); 
            pushFollow(FOLLOW_2);
            ruleSignedInt();

            state._fsp--;

             after(grammarAccess.getMarkerTypeAccess().getMaximumSignedIntParserRuleCall_2_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__MaximumAssignment_2_3"


    // $ANTLR start "rule__MarkerType__AppliesToAssignment_3_1"
    // InternalBanneret.g:9336:1: rule__MarkerType__AppliesToAssignment_3_1 : ( ( RULE_ID ) ) ;
    public final void rule__MarkerType__AppliesToAssignment_3_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9340:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:9341:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:9341:2: ( ( RULE_ID ) )
            // InternalBanneret.g:9342:3: ( RULE_ID )
            {
             before(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_1_0()); 
            // InternalBanneret.g:9343:3: ( RULE_ID )
            // InternalBanneret.g:9344:4: RULE_ID
            {
             before(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassIDTerminalRuleCall_3_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassIDTerminalRuleCall_3_1_0_1()); 

            }

             after(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__AppliesToAssignment_3_1"


    // $ANTLR start "rule__MarkerType__AppliesToAssignment_3_2_1"
    // InternalBanneret.g:9355:1: rule__MarkerType__AppliesToAssignment_3_2_1 : ( ( RULE_ID ) ) ;
    public final void rule__MarkerType__AppliesToAssignment_3_2_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9359:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:9360:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:9360:2: ( ( RULE_ID ) )
            // InternalBanneret.g:9361:3: ( RULE_ID )
            {
             before(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_2_1_0()); 
            // InternalBanneret.g:9362:3: ( RULE_ID )
            // InternalBanneret.g:9363:4: RULE_ID
            {
             before(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassIDTerminalRuleCall_3_2_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassIDTerminalRuleCall_3_2_1_0_1()); 

            }

             after(grammarAccess.getMarkerTypeAccess().getAppliesToUnitClassCrossReference_3_2_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__AppliesToAssignment_3_2_1"


    // $ANTLR start "rule__MarkerType__CitationAssignment_4_1"
    // InternalBanneret.g:9374:1: rule__MarkerType__CitationAssignment_4_1 : ( RULE_STRING ) ;
    public final void rule__MarkerType__CitationAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9378:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9379:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9379:2: ( RULE_STRING )
            // InternalBanneret.g:9380:3: RULE_STRING
            {
             before(grammarAccess.getMarkerTypeAccess().getCitationSTRINGTerminalRuleCall_4_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getMarkerTypeAccess().getCitationSTRINGTerminalRuleCall_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__MarkerType__CitationAssignment_4_1"


    // $ANTLR start "rule__VariantDefinition__NameAssignment_0"
    // InternalBanneret.g:9389:1: rule__VariantDefinition__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__VariantDefinition__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9393:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9394:2: ( RULE_ID )
            {
            // InternalBanneret.g:9394:2: ( RULE_ID )
            // InternalBanneret.g:9395:3: RULE_ID
            {
             before(grammarAccess.getVariantDefinitionAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__NameAssignment_0"


    // $ANTLR start "rule__VariantDefinition__TitleAssignment_1"
    // InternalBanneret.g:9404:1: rule__VariantDefinition__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__VariantDefinition__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9408:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9409:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9409:2: ( RULE_STRING )
            // InternalBanneret.g:9410:3: RULE_STRING
            {
             before(grammarAccess.getVariantDefinitionAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__TitleAssignment_1"


    // $ANTLR start "rule__VariantDefinition__AllowedValuesAssignment_3"
    // InternalBanneret.g:9419:1: rule__VariantDefinition__AllowedValuesAssignment_3 : ( RULE_ID ) ;
    public final void rule__VariantDefinition__AllowedValuesAssignment_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9423:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9424:2: ( RULE_ID )
            {
            // InternalBanneret.g:9424:2: ( RULE_ID )
            // InternalBanneret.g:9425:3: RULE_ID
            {
             before(grammarAccess.getVariantDefinitionAccess().getAllowedValuesIDTerminalRuleCall_3_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getAllowedValuesIDTerminalRuleCall_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__AllowedValuesAssignment_3"


    // $ANTLR start "rule__VariantDefinition__AllowedValuesAssignment_4_1"
    // InternalBanneret.g:9434:1: rule__VariantDefinition__AllowedValuesAssignment_4_1 : ( RULE_ID ) ;
    public final void rule__VariantDefinition__AllowedValuesAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9438:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9439:2: ( RULE_ID )
            {
            // InternalBanneret.g:9439:2: ( RULE_ID )
            // InternalBanneret.g:9440:3: RULE_ID
            {
             before(grammarAccess.getVariantDefinitionAccess().getAllowedValuesIDTerminalRuleCall_4_1_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getAllowedValuesIDTerminalRuleCall_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__AllowedValuesAssignment_4_1"


    // $ANTLR start "rule__VariantDefinition__DefaultValueAssignment_6"
    // InternalBanneret.g:9449:1: rule__VariantDefinition__DefaultValueAssignment_6 : ( RULE_ID ) ;
    public final void rule__VariantDefinition__DefaultValueAssignment_6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9453:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9454:2: ( RULE_ID )
            {
            // InternalBanneret.g:9454:2: ( RULE_ID )
            // InternalBanneret.g:9455:3: RULE_ID
            {
             before(grammarAccess.getVariantDefinitionAccess().getDefaultValueIDTerminalRuleCall_6_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getDefaultValueIDTerminalRuleCall_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__DefaultValueAssignment_6"


    // $ANTLR start "rule__VariantDefinition__CitationAssignment_7_1"
    // InternalBanneret.g:9464:1: rule__VariantDefinition__CitationAssignment_7_1 : ( RULE_STRING ) ;
    public final void rule__VariantDefinition__CitationAssignment_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9468:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9469:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9469:2: ( RULE_STRING )
            // InternalBanneret.g:9470:3: RULE_STRING
            {
             before(grammarAccess.getVariantDefinitionAccess().getCitationSTRINGTerminalRuleCall_7_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getVariantDefinitionAccess().getCitationSTRINGTerminalRuleCall_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__VariantDefinition__CitationAssignment_7_1"


    // $ANTLR start "rule__HexMap__NameAssignment_1"
    // InternalBanneret.g:9479:1: rule__HexMap__NameAssignment_1 : ( ruleQualifiedName ) ;
    public final void rule__HexMap__NameAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9483:1: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:9484:2: ( ruleQualifiedName )
            {
            // InternalBanneret.g:9484:2: ( ruleQualifiedName )
            // InternalBanneret.g:9485:3: ruleQualifiedName
            {
             before(grammarAccess.getHexMapAccess().getNameQualifiedNameParserRuleCall_1_0()); 
            pushFollow(FOLLOW_2);
            ruleQualifiedName();

            state._fsp--;

             after(grammarAccess.getHexMapAccess().getNameQualifiedNameParserRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__NameAssignment_1"


    // $ANTLR start "rule__HexMap__TitleAssignment_2"
    // InternalBanneret.g:9494:1: rule__HexMap__TitleAssignment_2 : ( RULE_STRING ) ;
    public final void rule__HexMap__TitleAssignment_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9498:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9499:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9499:2: ( RULE_STRING )
            // InternalBanneret.g:9500:3: RULE_STRING
            {
             before(grammarAccess.getHexMapAccess().getTitleSTRINGTerminalRuleCall_2_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getTitleSTRINGTerminalRuleCall_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__TitleAssignment_2"


    // $ANTLR start "rule__HexMap__GameSystemAssignment_4"
    // InternalBanneret.g:9509:1: rule__HexMap__GameSystemAssignment_4 : ( ( ruleQualifiedName ) ) ;
    public final void rule__HexMap__GameSystemAssignment_4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9513:1: ( ( ( ruleQualifiedName ) ) )
            // InternalBanneret.g:9514:2: ( ( ruleQualifiedName ) )
            {
            // InternalBanneret.g:9514:2: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:9515:3: ( ruleQualifiedName )
            {
             before(grammarAccess.getHexMapAccess().getGameSystemGameSystemCrossReference_4_0()); 
            // InternalBanneret.g:9516:3: ( ruleQualifiedName )
            // InternalBanneret.g:9517:4: ruleQualifiedName
            {
             before(grammarAccess.getHexMapAccess().getGameSystemGameSystemQualifiedNameParserRuleCall_4_0_1()); 
            pushFollow(FOLLOW_2);
            ruleQualifiedName();

            state._fsp--;

             after(grammarAccess.getHexMapAccess().getGameSystemGameSystemQualifiedNameParserRuleCall_4_0_1()); 

            }

             after(grammarAccess.getHexMapAccess().getGameSystemGameSystemCrossReference_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__GameSystemAssignment_4"


    // $ANTLR start "rule__HexMap__GridAssignment_6"
    // InternalBanneret.g:9528:1: rule__HexMap__GridAssignment_6 : ( ruleHexGrid ) ;
    public final void rule__HexMap__GridAssignment_6() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9532:1: ( ( ruleHexGrid ) )
            // InternalBanneret.g:9533:2: ( ruleHexGrid )
            {
            // InternalBanneret.g:9533:2: ( ruleHexGrid )
            // InternalBanneret.g:9534:3: ruleHexGrid
            {
             before(grammarAccess.getHexMapAccess().getGridHexGridParserRuleCall_6_0()); 
            pushFollow(FOLLOW_2);
            ruleHexGrid();

            state._fsp--;

             after(grammarAccess.getHexMapAccess().getGridHexGridParserRuleCall_6_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__GridAssignment_6"


    // $ANTLR start "rule__HexMap__DefaultTerrainAssignment_7_1"
    // InternalBanneret.g:9543:1: rule__HexMap__DefaultTerrainAssignment_7_1 : ( ( RULE_ID ) ) ;
    public final void rule__HexMap__DefaultTerrainAssignment_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9547:1: ( ( ( RULE_ID ) ) )
            // InternalBanneret.g:9548:2: ( ( RULE_ID ) )
            {
            // InternalBanneret.g:9548:2: ( ( RULE_ID ) )
            // InternalBanneret.g:9549:3: ( RULE_ID )
            {
             before(grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeCrossReference_7_1_0()); 
            // InternalBanneret.g:9550:3: ( RULE_ID )
            // InternalBanneret.g:9551:4: RULE_ID
            {
             before(grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeIDTerminalRuleCall_7_1_0_1()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeIDTerminalRuleCall_7_1_0_1()); 

            }

             after(grammarAccess.getHexMapAccess().getDefaultTerrainTerrainTypeCrossReference_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__DefaultTerrainAssignment_7_1"


    // $ANTLR start "rule__HexMap__RegionsAssignment_8_1"
    // InternalBanneret.g:9562:1: rule__HexMap__RegionsAssignment_8_1 : ( ruleRegion ) ;
    public final void rule__HexMap__RegionsAssignment_8_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9566:1: ( ( ruleRegion ) )
            // InternalBanneret.g:9567:2: ( ruleRegion )
            {
            // InternalBanneret.g:9567:2: ( ruleRegion )
            // InternalBanneret.g:9568:3: ruleRegion
            {
             before(grammarAccess.getHexMapAccess().getRegionsRegionParserRuleCall_8_1_0()); 
            pushFollow(FOLLOW_2);
            ruleRegion();

            state._fsp--;

             after(grammarAccess.getHexMapAccess().getRegionsRegionParserRuleCall_8_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexMap__RegionsAssignment_8_1"


    // $ANTLR start "rule__HexGrid__ColumnsAssignment_1"
    // InternalBanneret.g:9577:1: rule__HexGrid__ColumnsAssignment_1 : ( RULE_INT ) ;
    public final void rule__HexGrid__ColumnsAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9581:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9582:2: ( RULE_INT )
            {
            // InternalBanneret.g:9582:2: ( RULE_INT )
            // InternalBanneret.g:9583:3: RULE_INT
            {
             before(grammarAccess.getHexGridAccess().getColumnsINTTerminalRuleCall_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getHexGridAccess().getColumnsINTTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__ColumnsAssignment_1"


    // $ANTLR start "rule__HexGrid__RowsAssignment_3"
    // InternalBanneret.g:9592:1: rule__HexGrid__RowsAssignment_3 : ( RULE_INT ) ;
    public final void rule__HexGrid__RowsAssignment_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9596:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9597:2: ( RULE_INT )
            {
            // InternalBanneret.g:9597:2: ( RULE_INT )
            // InternalBanneret.g:9598:3: RULE_INT
            {
             before(grammarAccess.getHexGridAccess().getRowsINTTerminalRuleCall_3_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getHexGridAccess().getRowsINTTerminalRuleCall_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__RowsAssignment_3"


    // $ANTLR start "rule__HexGrid__OrientationAssignment_4"
    // InternalBanneret.g:9607:1: rule__HexGrid__OrientationAssignment_4 : ( ruleGridOrientation ) ;
    public final void rule__HexGrid__OrientationAssignment_4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9611:1: ( ( ruleGridOrientation ) )
            // InternalBanneret.g:9612:2: ( ruleGridOrientation )
            {
            // InternalBanneret.g:9612:2: ( ruleGridOrientation )
            // InternalBanneret.g:9613:3: ruleGridOrientation
            {
             before(grammarAccess.getHexGridAccess().getOrientationGridOrientationEnumRuleCall_4_0()); 
            pushFollow(FOLLOW_2);
            ruleGridOrientation();

            state._fsp--;

             after(grammarAccess.getHexGridAccess().getOrientationGridOrientationEnumRuleCall_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__OrientationAssignment_4"


    // $ANTLR start "rule__HexGrid__ParityAssignment_5"
    // InternalBanneret.g:9622:1: rule__HexGrid__ParityAssignment_5 : ( ruleOffsetParity ) ;
    public final void rule__HexGrid__ParityAssignment_5() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9626:1: ( ( ruleOffsetParity ) )
            // InternalBanneret.g:9627:2: ( ruleOffsetParity )
            {
            // InternalBanneret.g:9627:2: ( ruleOffsetParity )
            // InternalBanneret.g:9628:3: ruleOffsetParity
            {
             before(grammarAccess.getHexGridAccess().getParityOffsetParityEnumRuleCall_5_0()); 
            pushFollow(FOLLOW_2);
            ruleOffsetParity();

            state._fsp--;

             after(grammarAccess.getHexGridAccess().getParityOffsetParityEnumRuleCall_5_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__ParityAssignment_5"


    // $ANTLR start "rule__HexGrid__HexSizeMmAssignment_6_1"
    // InternalBanneret.g:9637:1: rule__HexGrid__HexSizeMmAssignment_6_1 : ( ruleMillimetres ) ;
    public final void rule__HexGrid__HexSizeMmAssignment_6_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9641:1: ( ( ruleMillimetres ) )
            // InternalBanneret.g:9642:2: ( ruleMillimetres )
            {
            // InternalBanneret.g:9642:2: ( ruleMillimetres )
            // InternalBanneret.g:9643:3: ruleMillimetres
            {
             before(grammarAccess.getHexGridAccess().getHexSizeMmMillimetresParserRuleCall_6_1_0()); 
            pushFollow(FOLLOW_2);
            ruleMillimetres();

            state._fsp--;

             after(grammarAccess.getHexGridAccess().getHexSizeMmMillimetresParserRuleCall_6_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__HexGrid__HexSizeMmAssignment_6_1"


    // $ANTLR start "rule__Region__NameAssignment_0"
    // InternalBanneret.g:9652:1: rule__Region__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__Region__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9656:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9657:2: ( RULE_ID )
            {
            // InternalBanneret.g:9657:2: ( RULE_ID )
            // InternalBanneret.g:9658:3: RULE_ID
            {
             before(grammarAccess.getRegionAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getRegionAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__NameAssignment_0"


    // $ANTLR start "rule__Region__TitleAssignment_1"
    // InternalBanneret.g:9667:1: rule__Region__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__Region__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9671:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9672:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9672:2: ( RULE_STRING )
            // InternalBanneret.g:9673:3: RULE_STRING
            {
             before(grammarAccess.getRegionAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getRegionAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__TitleAssignment_1"


    // $ANTLR start "rule__Region__HexesAssignment_3"
    // InternalBanneret.g:9682:1: rule__Region__HexesAssignment_3 : ( ruleHexLabel ) ;
    public final void rule__Region__HexesAssignment_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9686:1: ( ( ruleHexLabel ) )
            // InternalBanneret.g:9687:2: ( ruleHexLabel )
            {
            // InternalBanneret.g:9687:2: ( ruleHexLabel )
            // InternalBanneret.g:9688:3: ruleHexLabel
            {
             before(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_0()); 
            pushFollow(FOLLOW_2);
            ruleHexLabel();

            state._fsp--;

             after(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__HexesAssignment_3"


    // $ANTLR start "rule__Region__HexesAssignment_4_1"
    // InternalBanneret.g:9697:1: rule__Region__HexesAssignment_4_1 : ( ruleHexLabel ) ;
    public final void rule__Region__HexesAssignment_4_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9701:1: ( ( ruleHexLabel ) )
            // InternalBanneret.g:9702:2: ( ruleHexLabel )
            {
            // InternalBanneret.g:9702:2: ( ruleHexLabel )
            // InternalBanneret.g:9703:3: ruleHexLabel
            {
             before(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_4_1_0()); 
            pushFollow(FOLLOW_2);
            ruleHexLabel();

            state._fsp--;

             after(grammarAccess.getRegionAccess().getHexesHexLabelParserRuleCall_4_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Region__HexesAssignment_4_1"


    // $ANTLR start "rule__Scenario__NameAssignment_1"
    // InternalBanneret.g:9712:1: rule__Scenario__NameAssignment_1 : ( ruleQualifiedName ) ;
    public final void rule__Scenario__NameAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9716:1: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:9717:2: ( ruleQualifiedName )
            {
            // InternalBanneret.g:9717:2: ( ruleQualifiedName )
            // InternalBanneret.g:9718:3: ruleQualifiedName
            {
             before(grammarAccess.getScenarioAccess().getNameQualifiedNameParserRuleCall_1_0()); 
            pushFollow(FOLLOW_2);
            ruleQualifiedName();

            state._fsp--;

             after(grammarAccess.getScenarioAccess().getNameQualifiedNameParserRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__NameAssignment_1"


    // $ANTLR start "rule__Scenario__TitleAssignment_2"
    // InternalBanneret.g:9727:1: rule__Scenario__TitleAssignment_2 : ( RULE_STRING ) ;
    public final void rule__Scenario__TitleAssignment_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9731:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9732:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9732:2: ( RULE_STRING )
            // InternalBanneret.g:9733:3: RULE_STRING
            {
             before(grammarAccess.getScenarioAccess().getTitleSTRINGTerminalRuleCall_2_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getTitleSTRINGTerminalRuleCall_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__TitleAssignment_2"


    // $ANTLR start "rule__Scenario__GameSystemAssignment_4"
    // InternalBanneret.g:9742:1: rule__Scenario__GameSystemAssignment_4 : ( ( ruleQualifiedName ) ) ;
    public final void rule__Scenario__GameSystemAssignment_4() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9746:1: ( ( ( ruleQualifiedName ) ) )
            // InternalBanneret.g:9747:2: ( ( ruleQualifiedName ) )
            {
            // InternalBanneret.g:9747:2: ( ( ruleQualifiedName ) )
            // InternalBanneret.g:9748:3: ( ruleQualifiedName )
            {
             before(grammarAccess.getScenarioAccess().getGameSystemGameSystemCrossReference_4_0()); 
            // InternalBanneret.g:9749:3: ( ruleQualifiedName )
            // InternalBanneret.g:9750:4: ruleQualifiedName
            {
             before(grammarAccess.getScenarioAccess().getGameSystemGameSystemQualifiedNameParserRuleCall_4_0_1()); 
            pushFollow(FOLLOW_2);
            ruleQualifiedName();

            state._fsp--;

             after(grammarAccess.getScenarioAccess().getGameSystemGameSystemQualifiedNameParserRuleCall_4_0_1()); 

            }

             after(grammarAccess.getScenarioAccess().getGameSystemGameSystemCrossReference_4_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__GameSystemAssignment_4"


    // $ANTLR start "rule__Scenario__FirstTurnAssignment_6_1"
    // InternalBanneret.g:9761:1: rule__Scenario__FirstTurnAssignment_6_1 : ( RULE_INT ) ;
    public final void rule__Scenario__FirstTurnAssignment_6_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9765:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9766:2: ( RULE_INT )
            {
            // InternalBanneret.g:9766:2: ( RULE_INT )
            // InternalBanneret.g:9767:3: RULE_INT
            {
             before(grammarAccess.getScenarioAccess().getFirstTurnINTTerminalRuleCall_6_1_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getFirstTurnINTTerminalRuleCall_6_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__FirstTurnAssignment_6_1"


    // $ANTLR start "rule__Scenario__LastTurnAssignment_6_3"
    // InternalBanneret.g:9776:1: rule__Scenario__LastTurnAssignment_6_3 : ( RULE_INT ) ;
    public final void rule__Scenario__LastTurnAssignment_6_3() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9780:1: ( ( RULE_INT ) )
            // InternalBanneret.g:9781:2: ( RULE_INT )
            {
            // InternalBanneret.g:9781:2: ( RULE_INT )
            // InternalBanneret.g:9782:3: RULE_INT
            {
             before(grammarAccess.getScenarioAccess().getLastTurnINTTerminalRuleCall_6_3_0()); 
            match(input,RULE_INT,FOLLOW_2); 
             after(grammarAccess.getScenarioAccess().getLastTurnINTTerminalRuleCall_6_3_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__LastTurnAssignment_6_3"


    // $ANTLR start "rule__Scenario__SidesAssignment_7_1"
    // InternalBanneret.g:9791:1: rule__Scenario__SidesAssignment_7_1 : ( ruleSide ) ;
    public final void rule__Scenario__SidesAssignment_7_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9795:1: ( ( ruleSide ) )
            // InternalBanneret.g:9796:2: ( ruleSide )
            {
            // InternalBanneret.g:9796:2: ( ruleSide )
            // InternalBanneret.g:9797:3: ruleSide
            {
             before(grammarAccess.getScenarioAccess().getSidesSideParserRuleCall_7_1_0()); 
            pushFollow(FOLLOW_2);
            ruleSide();

            state._fsp--;

             after(grammarAccess.getScenarioAccess().getSidesSideParserRuleCall_7_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Scenario__SidesAssignment_7_1"


    // $ANTLR start "rule__Side__NameAssignment_0"
    // InternalBanneret.g:9806:1: rule__Side__NameAssignment_0 : ( RULE_ID ) ;
    public final void rule__Side__NameAssignment_0() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9810:1: ( ( RULE_ID ) )
            // InternalBanneret.g:9811:2: ( RULE_ID )
            {
            // InternalBanneret.g:9811:2: ( RULE_ID )
            // InternalBanneret.g:9812:3: RULE_ID
            {
             before(grammarAccess.getSideAccess().getNameIDTerminalRuleCall_0_0()); 
            match(input,RULE_ID,FOLLOW_2); 
             after(grammarAccess.getSideAccess().getNameIDTerminalRuleCall_0_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__NameAssignment_0"


    // $ANTLR start "rule__Side__TitleAssignment_1"
    // InternalBanneret.g:9821:1: rule__Side__TitleAssignment_1 : ( RULE_STRING ) ;
    public final void rule__Side__TitleAssignment_1() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9825:1: ( ( RULE_STRING ) )
            // InternalBanneret.g:9826:2: ( RULE_STRING )
            {
            // InternalBanneret.g:9826:2: ( RULE_STRING )
            // InternalBanneret.g:9827:3: RULE_STRING
            {
             before(grammarAccess.getSideAccess().getTitleSTRINGTerminalRuleCall_1_0()); 
            match(input,RULE_STRING,FOLLOW_2); 
             after(grammarAccess.getSideAccess().getTitleSTRINGTerminalRuleCall_1_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__TitleAssignment_1"


    // $ANTLR start "rule__Side__InitiativeAssignment_2"
    // InternalBanneret.g:9836:1: rule__Side__InitiativeAssignment_2 : ( ( 'initiative' ) ) ;
    public final void rule__Side__InitiativeAssignment_2() throws RecognitionException {

        		int stackSize = keepStackSize();
        	
        try {
            // InternalBanneret.g:9840:1: ( ( ( 'initiative' ) ) )
            // InternalBanneret.g:9841:2: ( ( 'initiative' ) )
            {
            // InternalBanneret.g:9841:2: ( ( 'initiative' ) )
            // InternalBanneret.g:9842:3: ( 'initiative' )
            {
             before(grammarAccess.getSideAccess().getInitiativeInitiativeKeyword_2_0()); 
            // InternalBanneret.g:9843:3: ( 'initiative' )
            // InternalBanneret.g:9844:4: 'initiative'
            {
             before(grammarAccess.getSideAccess().getInitiativeInitiativeKeyword_2_0()); 
            match(input,81,FOLLOW_2); 
             after(grammarAccess.getSideAccess().getInitiativeInitiativeKeyword_2_0()); 

            }

             after(grammarAccess.getSideAccess().getInitiativeInitiativeKeyword_2_0()); 

            }


            }

        }
        catch (RecognitionException re) {
            reportError(re);
            recover(input,re);
        }
        finally {

            	restoreStackSize(stackSize);

        }
        return ;
    }
    // $ANTLR end "rule__Side__InitiativeAssignment_2"

    // Delegated rules


    protected DFA4 dfa4 = new DFA4(this);
    static final String dfa_1s = "\17\uffff";
    static final String dfa_2s = "\1\36\1\4\1\26\14\uffff";
    static final String dfa_3s = "\1\116\1\5\1\116\14\uffff";
    static final String dfa_4s = "\3\uffff\1\5\1\6\1\7\1\10\1\11\1\12\1\13\1\14\1\1\1\2\1\4\1\3";
    static final String dfa_5s = "\17\uffff}>";
    static final String[] dfa_6s = {
            "\1\11\5\uffff\1\1\1\2\3\uffff\1\4\1\5\1\6\1\7\1\10\1\12\37\uffff\1\3",
            "\1\13\1\14",
            "\1\16\7\uffff\1\16\5\uffff\2\16\1\15\2\uffff\6\16\37\uffff\1\16",
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

    class DFA4 extends DFA {

        public DFA4(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 4;
            this.eot = dfa_1;
            this.eof = dfa_1;
            this.min = dfa_2;
            this.max = dfa_3;
            this.accept = dfa_4;
            this.special = dfa_5;
            this.transition = dfa_6;
        }
        public String getDescription() {
            return "852:1: rule__TerrainEffectBody__Alternatives_1_1 : ( ( ( rule__TerrainEffectBody__Group_1_1_0__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_1__0 ) ) | ( ( rule__TerrainEffectBody__ImpassableAssignment_1_1_2 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_3__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_4__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_5__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_6__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_7__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_8__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_9__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_10__0 ) ) | ( ( rule__TerrainEffectBody__Group_1_1_11__0 ) ) );";
        }
    }
 

    public static final BitSet FOLLOW_1 = new BitSet(new long[]{0x0000000000000000L});
    public static final BitSet FOLLOW_2 = new BitSet(new long[]{0x0000000000000002L});
    public static final BitSet FOLLOW_3 = new BitSet(new long[]{0xF200600000001002L});
    public static final BitSet FOLLOW_4 = new BitSet(new long[]{0x0000000000100000L});
    public static final BitSet FOLLOW_5 = new BitSet(new long[]{0x0000000000000020L});
    public static final BitSet FOLLOW_6 = new BitSet(new long[]{0x0000000000200040L});
    public static final BitSet FOLLOW_7 = new BitSet(new long[]{0x00000007FFC00000L});
    public static final BitSet FOLLOW_8 = new BitSet(new long[]{0x00000007FF000002L});
    public static final BitSet FOLLOW_9 = new BitSet(new long[]{0x0000800000000000L});
    public static final BitSet FOLLOW_10 = new BitSet(new long[]{0x0000000000000040L});
    public static final BitSet FOLLOW_11 = new BitSet(new long[]{0x0000000800200040L});
    public static final BitSet FOLLOW_12 = new BitSet(new long[]{0x00007E3040400000L,0x0000000000004000L});
    public static final BitSet FOLLOW_13 = new BitSet(new long[]{0x00007E3040000002L,0x0000000000004000L});
    public static final BitSet FOLLOW_14 = new BitSet(new long[]{0x0000000000000010L});
    public static final BitSet FOLLOW_15 = new BitSet(new long[]{0x0000004000000000L});
    public static final BitSet FOLLOW_16 = new BitSet(new long[]{0x0000008000000000L});
    public static final BitSet FOLLOW_17 = new BitSet(new long[]{0x0000008000000002L});
    public static final BitSet FOLLOW_18 = new BitSet(new long[]{0x0000010000000000L});
    public static final BitSet FOLLOW_19 = new BitSet(new long[]{0x0000000000000010L,0x0000000000002000L});
    public static final BitSet FOLLOW_20 = new BitSet(new long[]{0x0000000000001800L});
    public static final BitSet FOLLOW_21 = new BitSet(new long[]{0x0017000000000000L,0x0000000000008000L});
    public static final BitSet FOLLOW_22 = new BitSet(new long[]{0x0008000000000000L});
    public static final BitSet FOLLOW_23 = new BitSet(new long[]{0x0020000000000040L});
    public static final BitSet FOLLOW_24 = new BitSet(new long[]{0x0000000800200000L});
    public static final BitSet FOLLOW_25 = new BitSet(new long[]{0xF200600000001000L});
    public static final BitSet FOLLOW_26 = new BitSet(new long[]{0x06C0000000400000L});
    public static final BitSet FOLLOW_27 = new BitSet(new long[]{0x06C0000000000002L});
    public static final BitSet FOLLOW_28 = new BitSet(new long[]{0x0000000000006000L});
    public static final BitSet FOLLOW_29 = new BitSet(new long[]{0x0100000000000000L});
    public static final BitSet FOLLOW_30 = new BitSet(new long[]{0x0001000000000000L});
    public static final BitSet FOLLOW_31 = new BitSet(new long[]{0x0800000000000000L});
    public static final BitSet FOLLOW_32 = new BitSet(new long[]{0x0002000000200000L,0x0000000000010000L});
    public static final BitSet FOLLOW_33 = new BitSet(new long[]{0x0000000000400000L});
    public static final BitSet FOLLOW_34 = new BitSet(new long[]{0x0000400000000040L,0x0000000000000005L});
    public static final BitSet FOLLOW_35 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000002L});
    public static final BitSet FOLLOW_36 = new BitSet(new long[]{0x0000000000000040L,0x0000000000000001L});
    public static final BitSet FOLLOW_37 = new BitSet(new long[]{0x0000008000000000L,0x0000000000000008L});
    public static final BitSet FOLLOW_38 = new BitSet(new long[]{0x0000400000000000L});
    public static final BitSet FOLLOW_39 = new BitSet(new long[]{0x0002000000000040L});
    public static final BitSet FOLLOW_40 = new BitSet(new long[]{0x0000000000200000L});
    public static final BitSet FOLLOW_41 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000040L});
    public static final BitSet FOLLOW_42 = new BitSet(new long[]{0x0000000000400000L,0x0000000000000028L});
    public static final BitSet FOLLOW_43 = new BitSet(new long[]{0x0000000000000002L,0x0000000000000020L});
    public static final BitSet FOLLOW_44 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000080L});
    public static final BitSet FOLLOW_45 = new BitSet(new long[]{0x0000000000018000L});
    public static final BitSet FOLLOW_46 = new BitSet(new long[]{0x0000000000060000L});
    public static final BitSet FOLLOW_47 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000100L});
    public static final BitSet FOLLOW_48 = new BitSet(new long[]{0x0000000000000000L,0x0000000000000200L});
    public static final BitSet FOLLOW_49 = new BitSet(new long[]{0x0000000000000070L});
    public static final BitSet FOLLOW_50 = new BitSet(new long[]{0x0008000000400000L,0x0000000000000800L});
    public static final BitSet FOLLOW_51 = new BitSet(new long[]{0x0008000000000002L});
    public static final BitSet FOLLOW_52 = new BitSet(new long[]{0x0000000000000040L,0x0000000000020000L});
    public static final BitSet FOLLOW_53 = new BitSet(new long[]{0x0000000000000000L,0x0000000000001000L});
    public static final BitSet FOLLOW_54 = new BitSet(new long[]{0x0000000000000002L,0x0000000000001000L});

}