package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.List;

import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/** Game systems, maps and scenarios each show their own icon, in the Project Explorer and on their editors' tabs. */
class FileIconsTest {

	@Test
	void gameSystemsMapsAndScenariosEachHaveTheirOwnIcon() {
		List<String> kinds = List.of("gamesystem", "hexmap", "scenario");
		// The Project Explorer shows a file with the icon the editor registry gives its name: its default editor's.
		List<ByteBuffer> pixels = Studio.ui(() -> kinds.stream()
				.map(kind -> PlatformUI.getWorkbench().getEditorRegistry().getImageDescriptor("any." + kind))
				.map(icon -> ByteBuffer.wrap(icon.getImageData(100).data)).toList());
		assertEquals(kinds.size(), new HashSet<>(pixels).size(), "one icon each for " + kinds);
	}
}
