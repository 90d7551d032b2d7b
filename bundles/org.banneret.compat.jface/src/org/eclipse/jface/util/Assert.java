package org.eclipse.jface.util;

/**
 * JFace's Assert, which GEF 3.2 (the last GEF on Maven Central) calls and which the platform
 * removed in Eclipse 4.17. This fragment of JFace supplies it again, with its old behaviour,
 * delegating to the runtime's Assert that replaced it.
 */
public final class Assert {

	private Assert() {
	}

	public static boolean isLegal(boolean expression) {
		return org.eclipse.core.runtime.Assert.isLegal(expression);
	}

	public static boolean isLegal(boolean expression, String message) {
		return org.eclipse.core.runtime.Assert.isLegal(expression, message);
	}

	public static void isNotNull(Object object) {
		org.eclipse.core.runtime.Assert.isNotNull(object);
	}

	public static void isNotNull(Object object, String message) {
		org.eclipse.core.runtime.Assert.isNotNull(object, message);
	}

	public static boolean isTrue(boolean expression) {
		return org.eclipse.core.runtime.Assert.isTrue(expression);
	}

	public static boolean isTrue(boolean expression, String message) {
		return org.eclipse.core.runtime.Assert.isTrue(expression, message);
	}
}
