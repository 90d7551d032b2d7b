package org.banneret.publish.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;
import org.banneret.model.persistence.AtomicFiles;
import org.banneret.publish.Canvas;
import org.banneret.publish.Fonts;
import org.banneret.publish.Page;
import org.banneret.publish.PageSink;

/**
 * One PDF document, a page per {@link #page}. Each page gives its trim and bleed boxes, so a
 * print shop's tools find the cut. The file is written on {@link #finish()}, atomically, and it
 * is the same byte for byte for the same pages: no dates, and a document id from the caller.
 */
public final class PdfPages implements PageSink {

	private final Path file;
	private final PDDocument document = new PDDocument();
	private final PdfCanvas.PdfFonts fonts;
	private final Map<Integer, PDExtendedGraphicsState> opacities = new HashMap<>();
	private final TrueTypeFont regularFile;
	private final TrueTypeFont boldFile;

	/** @param id the document's id, which a PDF must have; from the export's input, so that it is stable. */
	public PdfPages(Path file, long id) throws IOException {
		this.file = file;
		document.setDocumentId(id);
		regularFile = new TTFParser().parse(new RandomAccessReadBuffer(Fonts.dejaVuSans(false)));
		boldFile = new TTFParser().parse(new RandomAccessReadBuffer(Fonts.dejaVuSans(true)));
		fonts = new PdfCanvas.PdfFonts(PDType0Font.load(document, regularFile, true), regularFile, PDType0Font.load(document, boldFile, true),
				boldFile);
	}

	@Override
	public void page(Page page, Consumer<Canvas> drawing) throws IOException {
		float k = (float) PdfCanvas.POINTS_PER_MM;
		PDPage pdfPage = new PDPage(new PDRectangle((float) (page.mediaWidth() * k), (float) (page.mediaHeight() * k)));
		float slug = (float) (page.slug() * k);
		float trim = (float) (page.trimOffset() * k);
		pdfPage.setBleedBox(new PDRectangle(slug, slug, (float) ((page.trimWidth() + 2 * page.bleed()) * k),
				(float) ((page.trimHeight() + 2 * page.bleed()) * k)));
		pdfPage.setTrimBox(new PDRectangle(trim, trim, (float) (page.trimWidth() * k), (float) (page.trimHeight() * k)));
		document.addPage(pdfPage);
		PdfCanvas canvas = new PdfCanvas(new PDPageContentStream(document, pdfPage), fonts, opacities, page.mediaHeight());
		try {
			drawing.accept(canvas);
		} finally {
			canvas.close();
		}
	}

	@Override
	public void finish() throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		document.save(bytes);
		AtomicFiles.write(file, bytes.toByteArray());
	}

	@Override
	public void close() throws IOException {
		try {
			document.close();
		} finally {
			regularFile.close();
			boldFile.close();
		}
	}
}
