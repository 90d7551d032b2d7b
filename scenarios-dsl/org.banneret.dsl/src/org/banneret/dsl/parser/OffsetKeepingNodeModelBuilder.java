package org.banneret.dsl.parser;

import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.impl.AbstractNode;
import org.eclipse.xtext.nodemodel.impl.CompositeNode;
import org.eclipse.xtext.nodemodel.impl.NodeModelBuilder;

/**
 * Xtext's node model builder, whose partial reparse numbers again only the leaves whose offsets
 * changed. Xtext's sets the offset of every leaf of the file after each reparse: in a
 * 10,000-unit scenario, some 3 ms for each counter moved, in the editor and again in the
 * language server. The leaves before the replaced node keep their offsets. Where the new node is
 * as long as the old one (a counter moved from 1204 to 1304, a hex painted over another), so do
 * the leaves after it, and only the new node's leaves are numbered, from where the old one began.
 * An edit that changes the length is numbered as Xtext numbers it.
 */
public class OffsetKeepingNodeModelBuilder extends NodeModelBuilder {

	@Override
	public void replaceAndTransferLookAhead(INode oldNode, INode newRootNode) {
		INode newNode = ((ICompositeNode) newRootNode).getFirstChild();
		if (newNode == null || newNode.getTotalLength() != oldNode.getTotalLength()) {
			super.replaceAndTransferLookAhead(oldNode, newRootNode);
			return;
		}
		int start = oldNode.getTotalOffset();
		// The new node's leaves count from the start of the reparsed text. In a scratch root after a
		// leaf as long as the text before the old node, Xtext's numbering counts them from there.
		ICompositeNode scratch = newRootNode("");
		newLeafNode(0, start, null, true, null, scratch);
		INode placeholder = newLeafNode(start, 0, null, true, null, scratch);
		super.replaceAndTransferLookAhead(placeholder, newRootNode);
		replaceWithoutChildren((AbstractNode) oldNode, (AbstractNode) newNode);
		if (oldNode instanceof ICompositeNode old && newNode instanceof CompositeNode composite) {
			setLookAhead(composite, old.getLookAhead());
		}
	}
}
