#!/usr/bin/env python3
"""Starts a Banneret language server as an editor does and times it: `initialize` answered, then the
first findings of an opened file. Usage: lsp_first_diagnostics.py COMMAND FILE (COMMAND lsp is run).
Prints "initialize N ms, first diagnostics M ms, K findings (codes)"; exit 1 on a timeout or error."""
import json
import os
import pathlib
import subprocess
import sys
import threading
import time

command, file = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
started = time.monotonic()
server = subprocess.Popen([command, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


def send(message):
    body = json.dumps(message).encode("utf-8")
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if not line:
            raise EOFError("the server closed its output")
        if line in (b"\r\n", b"\n"):
            break
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(server.stdout.read(length))


def ms():
    return int((time.monotonic() - started) * 1000)


threading.Timer(180, lambda: (print("timed out after 180 s"), os._exit(1))).start()
try:
    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"processId": os.getpid(), "rootUri": file.parent.as_uri(), "capabilities": {}}})
    while True:
        message = receive()
        if message.get("id") == 1:
            if "error" in message or "capabilities" not in message.get("result", {}):
                print("initialize failed: %s" % message)
                os._exit(1)
            initialized = ms()
            break
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": file.as_uri(), "languageId": "banneret", "version": 1, "text": file.read_text("utf-8")}}})
    while True:
        message = receive()
        params = message.get("params") or {}
        if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri", "").endswith(file.name) \
                and params.get("diagnostics"):
            codes = sorted({d.get("code") for d in params["diagnostics"]})
            print("initialize %d ms, first diagnostics %d ms, %d findings (%s)"
                  % (initialized, ms(), len(params["diagnostics"]), ", ".join(codes)))
            break
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)
    os._exit(0)
except Exception as error:  # a broken pipe or a closed server: say what happened
    print("failed: %s" % error)
    os._exit(1)
