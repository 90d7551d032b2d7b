package org.banneret.dsl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.validation.ModelValidator;
import org.eclipse.emf.ecore.EPackage;

import com.google.inject.Injector;

/** Sets the language up outside Equinox: the model's package and validator come first. */
public class BanneretStandaloneSetup extends BanneretStandaloneSetupGenerated {

	public static Injector doSetup() {
		return new BanneretStandaloneSetup().createInjectorAndDoEMFRegistration();
	}

	@Override
	public Injector createInjectorAndDoEMFRegistration() {
		EPackage.Registry.INSTANCE.putIfAbsent(BanneretPackage.eNS_URI, BanneretPackage.eINSTANCE);
		ModelValidator.register();
		return super.createInjectorAndDoEMFRegistration();
	}
}
