package org.banneret.interop.xml;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * An XML document written with StAX, each element on its own line and indented, as the programs
 * that read Banneret's exports (Tiled, VASSAL) write their own files, so that a designer can read
 * and diff them.
 */
public final class IndentedXml {

	/** What writes a document's elements. */
	public interface Content {
		void write(IndentedXml out) throws XMLStreamException;
	}

	private final XMLStreamWriter writer;
	private final String indent;
	private int depth;
	private boolean open;

	private IndentedXml(XMLStreamWriter writer, String indent) {
		this.writer = writer;
		this.indent = indent;
	}

	/**
	 * A UTF-8 document; {@code what} names it in the error ("the Tiled file").
	 *
	 * @throws IOException when the content cannot be written as XML
	 */
	public static byte[] document(String indent, String what, Content content) throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try {
			XMLStreamWriter writer = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(bytes, "UTF-8");
			writer.writeStartDocument("UTF-8", "1.0");
			content.write(new IndentedXml(writer, indent));
			writer.writeCharacters("\n");
			writer.writeEndDocument();
			writer.close();
		} catch (XMLStreamException e) {
			throw new IOException(what + " could not be written: " + e.getMessage(), e);
		}
		bytes.write('\n');
		return bytes.toByteArray();
	}

	public IndentedXml start(String name) throws XMLStreamException {
		writer.writeCharacters("\n" + indent.repeat(depth));
		writer.writeStartElement(name);
		depth++;
		open = true;
		return this;
	}

	public IndentedXml attribute(String name, Object value) throws XMLStreamException {
		writer.writeAttribute(name, String.valueOf(value));
		return this;
	}

	/** Text inside the element just started, which then ends on the same line. */
	public IndentedXml text(String text) throws XMLStreamException {
		writer.writeCharacters(text);
		return this;
	}

	/** An element's text, as Tiled writes a layer's CSV: on lines of its own, the end tag under the start tag. */
	public IndentedXml block(String text) throws XMLStreamException {
		writer.writeCharacters(text + indent.repeat(Math.max(0, depth - 1)));
		open = false;
		return this;
	}

	public IndentedXml end() throws XMLStreamException {
		depth--;
		if (!open) {
			writer.writeCharacters("\n" + indent.repeat(depth));
		}
		writer.writeEndElement();
		open = false;
		return this;
	}

	/** An element with attributes and nothing inside. */
	public IndentedXml empty(String name, Object... attributes) throws XMLStreamException {
		writer.writeCharacters("\n" + indent.repeat(depth));
		writer.writeEmptyElement(name);
		for (int i = 0; i < attributes.length; i += 2) {
			attribute((String) attributes[i], attributes[i + 1]);
		}
		open = false;
		return this;
	}
}
