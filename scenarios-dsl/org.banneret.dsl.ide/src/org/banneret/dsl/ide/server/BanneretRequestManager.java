package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;

import org.eclipse.xtext.ide.server.concurrent.AbstractRequest;
import org.eclipse.xtext.ide.server.concurrent.RequestManager;
import org.eclipse.xtext.ide.server.concurrent.WriteRequest;
import org.eclipse.xtext.service.OperationCanceledManager;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.xbase.lib.Functions.Function1;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * Xtext's request manager, with writes that give way: {@link #runInBackground} waits for the
 * requests before it to end instead of cancelling them, as Xtext's writes do, and any later
 * write cancels it as it cancels every request. The workspace's background build runs so, and
 * never cuts short what a user asked for.
 */
@Singleton
public class BanneretRequestManager extends RequestManager {

	/** The requests Xtext's next write would cancel: those since the last write, as Xtext's own list holds them. */
	private List<AbstractRequest<?>> sinceLastWrite = new ArrayList<>();

	@Inject
	public BanneretRequestManager(ExecutorService parallel, OperationCanceledManager operationCanceledManager) {
		super(parallel, operationCanceledManager);
	}

	/**
	 * Runs work as a write after every request submitted before it has ended, without cancelling
	 * them; a later write cancels it (its indicator says so) as it cancels any request.
	 */
	public synchronized <V> CompletableFuture<V> runInBackground(Function1<? super CancelIndicator, ? extends V> work) {
		CompletableFuture<?>[] before = sinceLastWrite.stream().map(AbstractRequest::get).toArray(CompletableFuture[]::new);
		CompletableFuture<Void> ended = CompletableFuture.allOf(before).handle((result, failure) -> null);
		return submit(new WriteRequest<Object, V>(this, () -> null, (cancel, nothing) -> work.apply(cancel), ended));
	}

	/**
	 * Whether a request ended because it was cancelled: before it ran (the future's own
	 * cancellation) or while it ran (Xtext's cancellation exception, however wrapped).
	 */
	public boolean isCancellation(Throwable failure) {
		Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
		return cause instanceof CancellationException || isCancelException(failure);
	}

	@Override
	protected synchronized void addRequest(AbstractRequest<?> request) {
		super.addRequest(request);
		sinceLastWrite.add(request);
	}

	@Override
	protected synchronized CompletableFuture<Void> cancel() {
		sinceLastWrite = new ArrayList<>();
		return super.cancel();
	}
}
