package org.banneret.publish;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.banneret.render.Anchor;
import org.banneret.render.Rgb;

/**
 * Pages of text for the set-up card and the order of battle: headings, wrapped paragraphs and
 * table rows, flowed down pages of a paper with a running title and page numbers. Lines are
 * measured with {@link TextMetrics}, so every format breaks them at the same words.
 */
public final class TextPages {

	static final double MARGIN = 15;
	private static final double BODY = 2.4;
	private static final double LEADING = 1.55;
	private static final Rgb INK = new Rgb(0x1a, 0x1a, 0x1a);
	private static final Rgb QUIET = new Rgb(0x55, 0x55, 0x55);

	/** One line's worth of drawing: its height, the space above it, and whether it must stay with the line after it. */
	private record Line(double height, double gapBefore, boolean keepWithNext, Drawing drawing) {
	}

	private interface Drawing {
		void draw(Canvas canvas, double x, double top, double width);
	}

	private final Paper paper;
	private final String runningTitle;
	private final List<Line> lines = new ArrayList<>();
	private final TextMetrics metrics = TextMetrics.get();

	public TextPages(Paper paper, String runningTitle) {
		this.paper = paper;
		this.runningTitle = runningTitle;
	}

	double width() {
		return paper.width() - 2 * MARGIN;
	}

	/** The page's title, large. */
	public TextPages title(String text) {
		for (String line : wrap(text, 6, true, width())) {
			add(6 * LEADING, 0, true, (canvas, x, top, width) -> {
				canvas.fill(INK);
				canvas.text(line, x, top + 3, 6, true, Anchor.LEFT);
			});
		}
		return this;
	}

	/** A heading with a bar in a colour (a side's), kept with what follows it. */
	public TextPages heading(String text, Rgb colour) {
		double height = 3.6;
		add(height * 1.9, 5, true, (canvas, x, top, width) -> {
			canvas.fill(colour);
			canvas.fillRectangle(x, top, width, height * 1.6);
			canvas.fill(colour.isLight() ? Rgb.BLACK : Rgb.WHITE);
			canvas.text(text, x + 2, top + height * 0.8, height, true, Anchor.LEFT);
		});
		return this;
	}

	/** A small heading in ink, kept with what follows it. */
	public TextPages subheading(String text) {
		add(BODY * 1.1 * LEADING, 2.5, true, (canvas, x, top, width) -> {
			canvas.fill(INK);
			canvas.text(text, x, top + BODY * 0.55, BODY * 1.1, true, Anchor.LEFT);
		});
		return this;
	}

	/** A paragraph wrapped to the page, indented by {@code indent} millimetres. */
	public TextPages paragraph(String text, double indent, boolean quiet) {
		boolean first = true;
		for (String line : wrap(text, BODY, false, width() - indent)) {
			add(BODY * LEADING, first ? 1 : 0, false, (canvas, x, top, width) -> {
				canvas.fill(quiet ? QUIET : INK);
				canvas.text(line, x + indent, top + BODY / 2, BODY, false, Anchor.LEFT);
			});
			first = false;
		}
		return this;
	}

	/**
	 * A table row: cells at the columns' left edges, given as shares of the width. The last cell
	 * wraps onto lines of its own below; the others are cut short where they would run into the
	 * next. A header row is bold and ruled below.
	 */
	public TextPages row(List<String> cells, double[] columns, boolean header, Rgb swatch) {
		int last = cells.size() - 1;
		List<String> lastLines = wrap(cells.get(last), BODY, header, width() * (1 - columns[last]));
		for (int line = 0; line < Math.max(1, lastLines.size()); line++) {
			String lastText = lastLines.isEmpty() ? "" : lastLines.get(line);
			boolean first = line == 0;
			add(BODY * LEADING, header && first ? 2 : 0, header || line + 1 < lastLines.size(), (canvas, x, top, width) -> {
				canvas.fill(INK);
				canvas.text(lastText, x + columns[last] * width, top + BODY / 2, BODY, header, Anchor.LEFT);
				if (!first) {
					return;
				}
				for (int i = 0; i < last; i++) {
					double left = x + columns[i] * width;
					double right = x + columns[i + 1] * width - 1.5;
					if (i == 0 && swatch != null) {
						canvas.fill(swatch);
						canvas.fillRectangle(left, top + 0.1, BODY, BODY);
						left += BODY * 1.6;
					}
					canvas.fill(INK);
					canvas.text(fit(cells.get(i), BODY, header, right - left), left, top + BODY / 2, BODY, header, Anchor.LEFT);
				}
				if (header) {
					canvas.line(QUIET, 0.2, false);
					canvas.strokePolyline(new double[] { x, top + BODY * 1.3, x + width, top + BODY * 1.3 });
				}
			});
		}
		return this;
	}

	/** A figure drawn across the text's width, this tall, kept with nothing. */
	public TextPages figure(double height, Figure figure) {
		add(height, 2, false, figure::draw);
		return this;
	}

	/** What a figure draws, from the top left of its room, in millimetres. */
	public interface Figure {
		void draw(Canvas canvas, double x, double top, double width);
	}

	public TextPages gap(double millimetres) {
		add(0, millimetres, false, (canvas, x, top, width) -> {
		});
		return this;
	}

	private void add(double height, double gapBefore, boolean keepWithNext, Drawing drawing) {
		lines.add(new Line(height, gapBefore, keepWithNext, drawing));
	}

	/** Lays the lines out on pages. */
	private List<List<double[]>> layout() {
		double top = MARGIN + 8;
		double bottom = paper.height() - MARGIN;
		List<List<double[]>> pages = new ArrayList<>();
		List<double[]> page = new ArrayList<>();
		double y = top;
		for (int i = 0; i < lines.size(); i++) {
			Line line = lines.get(i);
			double needed = (page.isEmpty() ? 0 : line.gapBefore()) + line.height();
			// A heading moves to the next page with the line it heads.
			for (int next = i; lines.get(next).keepWithNext() && next + 1 < lines.size(); next++) {
				needed += lines.get(next + 1).gapBefore() + lines.get(next + 1).height();
			}
			if (!page.isEmpty() && y + needed > bottom) {
				pages.add(page);
				page = new ArrayList<>();
				y = top;
			}
			y += page.isEmpty() ? 0 : line.gapBefore();
			page.add(new double[] { i, y });
			y += line.height();
		}
		pages.add(page);
		return pages;
	}

	public int pageCount() {
		return layout().size();
	}

	public void export(PageSink sink, Progress progress) throws IOException {
		List<List<double[]>> pages = layout();
		for (int p = 0; p < pages.size(); p++) {
			if (progress.cancelled()) {
				throw new Progress.Cancelled();
			}
			List<double[]> placedLines = pages.get(p);
			String pageNumber = String.format(Locale.ROOT, "page %d of %d", p + 1, pages.size());
			sink.page(Page.of(paper.width(), paper.height()), canvas -> {
				for (double[] placed : placedLines) {
					lines.get((int) placed[0]).drawing().draw(canvas, MARGIN, placed[1], width());
				}
				canvas.fill(QUIET);
				canvas.text(runningTitle, MARGIN, MARGIN + 1, 2, false, Anchor.LEFT);
				canvas.text(pageNumber, paper.width() - MARGIN, MARGIN + 1, 2, false, Anchor.RIGHT);
			});
			progress.pages(p + 1, pages.size());
		}
	}

	/** The words of a text in lines no wider than the width; a word wider than a line is cut. */
	List<String> wrap(String text, double height, boolean bold, double width) {
		List<String> wrapped = new ArrayList<>();
		for (String paragraph : (text == null ? "" : text).split("\n")) {
			StringBuilder line = new StringBuilder();
			for (String word : paragraph.strip().split("\\s+")) {
				if (word.isEmpty()) {
					continue;
				}
				String candidate = line.isEmpty() ? word : line + " " + word;
				if (metrics.width(candidate, height, bold) <= width) {
					line.setLength(0);
					line.append(candidate);
				} else {
					if (!line.isEmpty()) {
						wrapped.add(line.toString());
					}
					line.setLength(0);
					line.append(fit(word, height, bold, width));
				}
			}
			if (!line.isEmpty()) {
				wrapped.add(line.toString());
			}
		}
		return wrapped;
	}

	/** The text, cut short with an ellipsis where it is wider than the width. */
	String fit(String text, double height, boolean bold, double width) {
		if (metrics.width(text, height, bold) <= width) {
			return text;
		}
		int length = text.length();
		while (length > 0 && metrics.width(text.substring(0, length) + "…", height, bold) > width) {
			length--;
		}
		return text.substring(0, length).strip() + "…";
	}
}
