package org.banneret.dsl.generator;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.generator.IShouldGenerate;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * The language generates no code, so a build has nothing to decide here. Xtext's default decides
 * by validating each built file a second time, after the validation whose findings it publishes:
 * for a scenario that is every rule of its game run twice on each change.
 */
public class NothingToGenerate implements IShouldGenerate {

	@Override
	public boolean shouldGenerate(Resource resource, CancelIndicator cancelIndicator) {
		return false;
	}
}
