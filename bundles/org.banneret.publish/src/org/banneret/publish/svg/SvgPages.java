package org.banneret.publish.svg;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.banneret.publish.Canvas;
import org.banneret.publish.Page;
import org.banneret.publish.PageFiles;
import org.banneret.publish.PageSink;

/** One SVG file per page, sized in millimetres with a viewBox in millimetres. */
public final class SvgPages implements PageSink {

	private static final String SVG = "http://www.w3.org/2000/svg";

	private final Path file;
	private final List<byte[]> pages = new ArrayList<>();

	public SvgPages(Path file) {
		this.file = file;
	}

	@Override
	public void page(Page page, Consumer<Canvas> drawing) throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		XMLStreamWriter writer;
		try {
			writer = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(bytes, "UTF-8");
			writer.writeStartDocument("UTF-8", "1.0");
			writer.writeCharacters("\n");
			writer.writeStartElement("svg");
			writer.writeDefaultNamespace(SVG);
			writer.writeAttribute("width", SvgCanvas.number(page.mediaWidth()) + "mm");
			writer.writeAttribute("height", SvgCanvas.number(page.mediaHeight()) + "mm");
			writer.writeAttribute("viewBox", "0 0 " + SvgCanvas.number(page.mediaWidth()) + " " + SvgCanvas.number(page.mediaHeight()));
		} catch (XMLStreamException e) {
			throw new IOException("the SVG could not be started: " + e.getMessage(), e);
		}
		SvgCanvas canvas = new SvgCanvas(writer);
		canvas.save();
		drawing.accept(canvas);
		canvas.finish();
		try {
			writer.writeEndElement();
			writer.writeEndDocument();
			writer.close();
		} catch (XMLStreamException e) {
			throw new IOException("the SVG could not be finished: " + e.getMessage(), e);
		}
		bytes.write('\n');
		pages.add(bytes.toByteArray());
	}

	@Override
	public void finish() throws IOException {
		PageFiles.write(file, pages);
	}

	@Override
	public void close() {
		pages.clear();
	}
}
