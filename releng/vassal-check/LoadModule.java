/*
 * Copyright (c) Banneret contributors.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License 2.0, see the LICENSE file at the root of
 * this repository.
 *
 * SPDX-License-Identifier: EPL-2.0
 */

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;

import javax.imageio.ImageIO;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.commons.codec.digest.DigestUtils;
import org.slf4j.LoggerFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.AppenderBase;

import VASSAL.Info;
import VASSAL.build.GameModule;
import VASSAL.build.module.BasicLogger;
import VASSAL.build.module.GameState;
import VASSAL.build.module.GlobalOptions;
import VASSAL.build.module.Map;
import VASSAL.build.module.PlayerRoster;
import VASSAL.build.module.map.SetupStack;
import VASSAL.build.module.map.boardPicker.Board;
import VASSAL.build.module.metadata.ModuleMetaData;
import VASSAL.build.widget.PieceSlot;
import VASSAL.configure.ValidationReport;
import VASSAL.counters.GamePiece;
import VASSAL.counters.Properties;
import VASSAL.counters.Stack;
import VASSAL.i18n.Localization;
import VASSAL.launch.Player;
import VASSAL.launch.StandardConfig;
import VASSAL.launch.TilingHandler;
import VASSAL.tools.ErrorDialog;
import VASSAL.tools.bug.BugHandler;

/**
 * Loads a VASSAL module written by Banneret into VASSAL itself, as its Player does, starts a new
 * game so that the at-start stacks are placed, and checks that every piece stands on the location
 * the module's buildFile names for its stack. Writes a picture of the main map.
 *
 * <p>Usage: {@code java -cp <VASSAL classpath> LoadModule.java MODULE.vmod OUT.png}. Exit code 0:
 * every piece where the buildFile says and no error reported; 1: a mismatch or an error; 2: bad
 * usage; 3: time-out.
 */
public final class LoadModule {

	// VASSAL's Launcher sends System.err to its error log: the report goes to the real standard output.
	private static final PrintStream OUT = System.out;

	/** Everything VASSAL complained about, from its log, its bug handler or a dialog. */
	private static final List<String> ERRORS = Collections.synchronizedList(new ArrayList<>());

	private static final long TIMEOUT_SECONDS = 90;

	private LoadModule() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length != 2) {
			System.err.println("usage: java -cp <VASSAL classpath> LoadModule.java MODULE.vmod OUT.png");
			System.exit(2);
		}
		final File module = new File(args[0]).getAbsoluteFile();
		final File png = new File(args[1]).getAbsoluteFile();

		// A headless check must never wait for a human: give up after the time-out whatever happens.
		final Thread timer = new Thread(() -> {
			try {
				Thread.sleep(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
			} catch (InterruptedException e) {
				return;
			}
			OUT.println("TIMEOUT: VASSAL did not finish within " + TIMEOUT_SECONDS + " s; errors so far: " + ERRORS);
			OUT.flush();
			// Exit runs the clean-up hook; should a hook hang as well, halt.
			final Thread halt = new Thread(() -> {
				try {
					Thread.sleep(5000);
				} catch (InterruptedException e) {
					// halt anyway
				}
				Runtime.getRuntime().halt(3);
			});
			halt.setDaemon(true);
			halt.start();
			System.exit(3);
		}, "vassal-check-timeout");
		timer.setDaemon(true);
		timer.start();

		// A fresh configuration directory (prefs, error log, tile cache): the user's own VASSAL set-up
		// and earlier runs must not change what this run sees. Set before any VASSAL class logs,
		// because VASSAL's logback.xml reads VASSAL.conf once; user.home reaches the tiler process.
		final Path conf = Files.createTempDirectory("vassal-check-");
		System.setProperty("VASSAL.conf", conf.toString());
		System.setProperty("user.home", conf.toString());
		Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(conf)));

		Info.setConfig(new StandardConfig());
		hookErrors();

		final int[] result = new int[1];
		try {
			// The Module Manager cuts the board images into tiles before it starts the Player; the map
			// cannot be painted without them.
			sliceTiles(module);

			// The Player itself: Launcher's constructor sets VASSAL up and runs launch() on the EDT.
			new CheckPlayer(module);

			SwingUtilities.invokeAndWait(LoadModule::startNewGame);
			// GameState.setup(true) queues its last steps (start-up key commands, indexes) on the EDT.
			SwingUtilities.invokeAndWait(() -> { });
			Thread.sleep(500);
			SwingUtilities.invokeAndWait(() -> result[0] = report());
			SwingUtilities.invokeAndWait(() -> writePicture(png));
			Thread.sleep(500); // let a late dialog or log line arrive before the verdict
		} catch (Exception e) {
			// Swing's threads would keep the JVM alive: stop here, with the cause.
			e.printStackTrace(OUT);
			error("exception " + (e.getCause() != null ? e.getCause() : e));
		}

		final int errors = ERRORS.size();
		OUT.println("errors reported by VASSAL: " + errors);
		synchronized (ERRORS) {
			ERRORS.forEach(e -> OUT.println("  ERROR " + e));
		}
		final int code = (result[0] > 0 || errors > 0) ? 1 : 0;
		OUT.println(code == 0 ? "RESULT: OK" : "RESULT: FAILED (" + result[0] + " mismatches, " + errors + " errors)");
		OUT.flush();
		System.exit(code);
	}

	private static void delete(Path dir) {
		try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
			files.sorted(Collections.reverseOrder()).forEach(f -> f.toFile().delete());
		} catch (IOException e) {
			OUT.println("cannot delete " + dir + ": " + e);
		}
	}

	/** VASSAL's Player, minus the welcome wizard and name prompt, which only greet a human. */
	private static final class CheckPlayer extends Player {
		CheckPlayer(File module) {
			super(new String[] { "--load", module.getPath() });
		}

		@Override
		protected void launch() throws IOException {
			// As Player.launch() does for a module without a saved game.
			GameModule.init(createModule(createDataArchive()));
			createExtensionsLoader().addTo(GameModule.getGameModule());
			Localization.getInstance().translate();
			GameModule.getGameModule().getPlayerWindow().setVisible(true);
		}
	}

	/** Catches what VASSAL reports, so that nothing hides behind a modal dialog or in a log file. */
	private static void hookErrors() {
		final ch.qos.logback.classic.Logger root =
				(ch.qos.logback.classic.Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
		final AppenderBase<ILoggingEvent> appender = new AppenderBase<>() {
			@Override
			protected void append(ILoggingEvent e) {
				if (e.getLevel().isGreaterOrEqual(Level.WARN)) {
					final IThrowableProxy t = e.getThrowableProxy();
					error("log " + e.getLevel() + " " + e.getLoggerName() + ": " + e.getFormattedMessage()
							+ (t == null ? "" : " [" + t.getClassName() + ": " + t.getMessage() + "]"));
				}
			}
		};
		appender.setContext(root.getLoggerContext());
		appender.start();
		root.addAppender(appender);

		// Bugs (uncaught exceptions) would open VASSAL's bug-report dialog; record them instead.
		ErrorDialog.addBugHandler(new BugHandler() {
			@Override
			public boolean accept(Throwable t) {
				return true;
			}

			@Override
			public void handle(Throwable t) {
				error("exception " + t);
			}
		});

		// Any other dialog (error, warning, wizard) is read, recorded and closed.
		final Thread dialogs = new Thread(() -> {
			final Set<Window> seen = new HashSet<>();
			while (true) {
				for (final Window w : Window.getWindows()) {
					if (w instanceof Dialog && w.isShowing() && seen.add(w)) {
						SwingUtilities.invokeLater(() -> {
							error("dialog \"" + ((Dialog) w).getTitle() + "\": " + textOf(w));
							w.dispose();
						});
					}
				}
				try {
					Thread.sleep(200);
				} catch (InterruptedException e) {
					return;
				}
			}
		}, "vassal-check-dialogs");
		dialogs.setDaemon(true);
		dialogs.start();
	}

	private static void error(String message) {
		ERRORS.add(message);
		OUT.println("VASSAL reported: " + message);
	}

	private static String textOf(Component c) {
		final StringBuilder text = new StringBuilder();
		if (c instanceof JOptionPane) {
			return String.valueOf(((JOptionPane) c).getMessage()); // its labels only repeat the message
		} else if (c instanceof JLabel && ((JLabel) c).getText() != null) {
			text.append(((JLabel) c).getText()).append(' ');
		} else if (c instanceof JTextComponent) {
			text.append(((JTextComponent) c).getText()).append(' ');
		}
		if (c instanceof Container) {
			for (final Component child : ((Container) c).getComponents()) {
				text.append(textOf(child));
			}
		}
		final String plain = text.toString().replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ");
		return plain.length() > 600 ? plain.substring(0, 600) + "..." : plain;
	}

	/** As the Module Manager's launch action does, in a child JVM, into the cache VASSAL reads. */
	private static void sliceTiles(File module) throws IOException {
		final ModuleMetaData meta;
		try (ZipFile zip = new ZipFile(module)) {
			meta = new ModuleMetaData(zip);
		}
		final String hash = DigestUtils.sha1Hex(meta.getName() + "_" + meta.getVersion());
		final File cache = new File(Info.getCacheDir(), "tiles/" + hash);
		new QuietTilingHandler(module.getPath(), cache).sliceTiles();
	}

	/** VASSAL's tiler; its own progress display belongs to the Module Manager window, not started here. */
	private static final class QuietTilingHandler extends TilingHandler {
		QuietTilingHandler(String module, File cache) {
			super(module, cache, new Dimension(256, 256), 1024);
		}

		@Override
		protected StateMachineHandler createStateMachineHandler(int tiles, Future<Integer> future) {
			return new StateMachineHandler() {
				@Override
				public void handleStart() {
					OUT.println("tiling " + tiles + " tiles");
				}

				@Override
				public void handleStartingImageState(String image) {
				}

				@Override
				public void handleTileWrittenState() {
				}

				@Override
				public void handleTilingFinishedState() {
				}

				@Override
				public void handleSuccess() {
				}

				@Override
				public void handleFailure() {
					error("tiling failed");
				}
			};
		}
	}

	/** What GameState's "New Game" action does, with the side chosen here rather than in the wizard. */
	private static void startNewGame() {
		final GameModule gm = GameModule.getGameModule();
		// A player may turn off the "start a log file?" prompt; it would block this unattended run.
		gm.getPrefs().setValue(BasicLogger.PROMPT_NEW_LOG_START, Boolean.FALSE);
		final GameState state = gm.getGameState();
		gm.setGameFileMode(GameModule.GameFileMode.NEW_GAME);
		state.setup(false);
		final PlayerRoster roster = gm.getPlayerRoster();
		if (roster != null && roster.getUntranslatedSides().length > 0) {
			// Join the first side, so that the modal side-choosing wizard has nothing to ask.
			new PlayerRoster.Add(roster, GameModule.getActiveUserId(), GlobalOptions.getInstance().getPlayerId(),
					roster.getUntranslatedSides()[0]).execute();
		}
		state.setup(true);
		state.freshenStartupGlobalKeyCommands(gm);
	}

	/** Where the buildFile puts one at-start piece: its SetupStack's attributes. */
	private record Expected(String map, String stack, String slot, boolean useGrid, String location, String board,
			int x, int y) {
	}

	/**
	 * Reads the at-start stacks from the module's buildFile itself, not from VASSAL's objects: VASSAL
	 * overwrites a stack's x,y with the point of its grid location. Keyed by PieceSlot gpid, which
	 * becomes the PieceId of the piece made from it.
	 */
	private static java.util.Map<String, Expected> readSetupStacks(GameModule gm) throws Exception {
		final java.util.Map<String, Expected> expected = new LinkedHashMap<>();
		final Document doc;
		try (InputStream in = gm.getDataArchive().getInputStream(GameModule.BUILDFILE)) {
			doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
		}
		final NodeList stacks = doc.getElementsByTagName(SetupStack.class.getName());
		for (int i = 0; i < stacks.getLength(); i++) {
			final Element stack = (Element) stacks.item(i);
			Node map = stack.getParentNode();
			while (map instanceof Element && !((Element) map).hasAttribute("mapName")) {
				map = map.getParentNode();
			}
			final NodeList slots = stack.getElementsByTagName(PieceSlot.class.getName());
			for (int j = 0; j < slots.getLength(); j++) {
				final Element slot = (Element) slots.item(j);
				expected.put(slot.getAttribute(PieceSlot.GP_ID), new Expected(
						map instanceof Element ? ((Element) map).getAttribute("mapName") : "?",
						stack.getAttribute(SetupStack.NAME), slot.getAttribute("entryName"),
						Boolean.parseBoolean(stack.getAttribute(SetupStack.USE_GRID_LOCATION)),
						stack.getAttribute(SetupStack.LOCATION), stack.getAttribute(SetupStack.OWNING_BOARD),
						Integer.parseInt(stack.getAttribute(SetupStack.X_POSITION)),
						Integer.parseInt(stack.getAttribute(SetupStack.Y_POSITION))));
			}
		}
		return expected;
	}

	/** Prints every piece on every map, compares it with its at-start stack; returns the mismatches. */
	private static int report() {
		final GameModule gm = GameModule.getGameModule();
		OUT.println("VASSAL " + Info.getVersion());
		OUT.println("module: \"" + gm.getGameName() + "\" version " + gm.getGameVersion());

		// VASSAL's own consistency check of the module (what its editor runs before saving).
		final ValidationReport validation = new ValidationReport();
		gm.validate(gm, validation);
		validation.getWarnings().forEach(w -> error("validation: " + w));

		final java.util.Map<String, Expected> expectedBySlot;
		try {
			expectedBySlot = readSetupStacks(gm);
		} catch (Exception e) {
			error("cannot read the buildFile: " + e);
			return 1;
		}

		int boards = 0;
		int pieces = 0;
		int mismatches = 0;
		int xyNotes = 0;
		final Set<String> found = new HashSet<>();
		for (final Map map : Map.getMapList()) {
			boards += map.getBoards().size();
			for (final Board board : map.getBoards()) {
				OUT.println("map \"" + map.getMapName() + "\" board \"" + board.getName() + "\" at " + str(board.bounds())
						+ (board.getGrid() == null ? ", no grid" : ", grid " + board.getGrid().getClass().getSimpleName()));
			}
			for (final GamePiece top : map.getAllPieces()) {
				final List<GamePiece> list = top instanceof Stack ? ((Stack) top).asList() : List.of(top);
				for (final GamePiece piece : list) {
					pieces++;
					final Point pos = piece.getPosition();
					final Board board = map.findBoard(pos);
					final String vassal = map.locationName(pos);
					final String gpid = String.valueOf(piece.getProperty(Properties.PIECE_ID));
					final Expected want = expectedBySlot.get(gpid);
					final StringBuilder line = new StringBuilder();
					line.append('"').append(piece.getName()).append("\" map=\"").append(map.getMapName())
							.append("\" board=\"").append(board == null ? "-" : board.getName())
							.append("\" pos=").append(pos.x).append(',').append(pos.y)
							.append(" vassal=").append(vassal);
					if (want == null) {
						line.append(" (not from an at-start stack)");
						OUT.println(line);
						continue;
					}
					found.add(gpid);
					// The x,y the writer wrote, on the stack's owning board.
					final Board owning = map.getBoardByName(want.board());
					final Point xy = new Point(want.x(), want.y());
					if (owning != null) {
						xy.translate(owning.bounds().x, owning.bounds().y);
					}
					boolean ok = want.map().equals(map.getMapName()) && owning != null && owning == board;
					if (want.useGrid() && owning != null && owning.getGrid() != null) {
						line.append(" buildFile=").append(want.location());
						ok &= want.location().equals(vassal);
						// Play goes by the name, the x,y is what VASSAL's editor shows: both should agree.
						if (!map.locationName(xy).equals(want.location()) || xy.distance(pos) > 3) {
							line.append(" NOTE buildFile x,y=").append(xy.x).append(',').append(xy.y).append(" reads ")
									.append(map.locationName(xy));
							xyNotes++;
						}
					} else {
						// No grid location: the buildFile pins the stack to a point of its board.
						line.append(" buildFile=").append(want.board()).append('@').append(xy.x).append(',').append(xy.y);
						ok &= xy.equals(pos);
					}
					if (ok) {
						line.append(" OK");
					} else {
						line.insert(0, "MISMATCH ");
						mismatches++;
					}
					OUT.println(line);
				}
			}
		}
		for (final java.util.Map.Entry<String, Expected> e : expectedBySlot.entrySet()) {
			if (!found.contains(e.getKey())) {
				OUT.println("MISMATCH \"" + e.getValue().slot() + "\" of at-start stack \"" + e.getValue().stack()
						+ "\" is on no map");
				mismatches++;
			}
		}
		OUT.println("maps: " + Map.getMapList().size() + ", boards: " + boards + ", at-start pieces in buildFile: "
				+ expectedBySlot.size() + ", pieces on maps: " + pieces + ", mismatches: " + mismatches
				+ ", x,y notes: " + xyNotes);
		return mismatches;
	}

	private static String str(Rectangle r) {
		return r.x + "," + r.y + " " + r.width + "x" + r.height;
	}

	/**
	 * Paints the main map as its window does, at a zoom that shows the whole board, into a PNG. With no
	 * observer VASSAL paints every tile synchronously, as its own "Save Map as PNG" does.
	 */
	private static void writePicture(File png) {
		final Map map = Map.getMapList().get(0);
		final Dimension full = map.mapSize();
		final double zoom = Math.min(1.0, Math.min(1600.0 / full.width, 1600.0 / full.height));
		if (map.getZoomer() != null) {
			map.getZoomer().setZoomFactor(zoom);
		}
		final Dimension size = map.getPreferredSize();
		final BufferedImage image = new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_RGB);
		final Graphics2D g = image.createGraphics();
		g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
		g.setColor(Color.WHITE);
		g.fillRect(0, 0, size.width, size.height);
		map.paintRegion(g, new Rectangle(0, 0, size.width, size.height), null);
		g.dispose();
		try {
			ImageIO.write(image, "png", png);
			OUT.println("picture: " + png + " (" + size.width + "x" + size.height + ", zoom " + String.format("%.3f", zoom) + ")");
		} catch (IOException e) {
			error("cannot write " + png + ": " + e);
		}
	}
}
