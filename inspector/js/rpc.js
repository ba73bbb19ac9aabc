// JSON-RPC over the server's HTTP transport: POST /rpc with the session token, and the
// connection's notifications read from GET /events as Server-Sent Events through fetch (an
// EventSource cannot send the Authorization header, and the token never goes in a URL).

export class RPCError extends Error {
  constructor(error) {
    super(error.message);
    this.code = error.code;
    this.data = error.data;
  }
}

export class Connection {
  constructor(token) {
    this.token = token;
    this.id = null;
    this.nextId = 1;
    this.listeners = new Set();
    this.statusListeners = new Set();
    this.closed = false;
  }

  /** Starts the connection (`initialize`) and its event stream. */
  async open() {
    const reply = await this.post({
      jsonrpc: "2.0", id: 0, method: "initialize",
      params: { clientInfo: { name: "uistate-inspector" } },
    });
    if (reply.error) throw new RPCError(reply.error);
    this.id = reply.result.connectionId;
    this.readEvents();
    return reply.result;
  }

  headers() {
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${this.token}` };
    if (this.id) headers["Uistate-Connection"] = this.id;
    return headers;
  }

  async post(message) {
    const response = await fetch("/rpc", { method: "POST", headers: this.headers(), body: JSON.stringify(message) });
    if (response.status === 204) return null;
    const text = await response.text();
    if (!response.ok && !text.startsWith("{")) throw new Error(`HTTP ${response.status}: ${text.trim()}`);
    return JSON.parse(text);
  }

  /** Calls a method; resolves with its result or rejects with an RPCError. */
  async call(method, params = {}) {
    const id = this.nextId++;
    const reply = await this.post({ jsonrpc: "2.0", id, method, params });
    if (reply.error) throw new RPCError(reply.error);
    return reply.result;
  }

  /** Ends the connection as the page goes away: unsubscribes `subscriptions` and sends `exit`
   * in one batch that outlives the page (`keepalive`), so the host stops encoding changes
   * for a page nobody reads and frees the connection's event queue. */
  closeOnUnload(subscriptions) {
    if (!this.id || this.closed) return;
    this.closed = true;
    const batch = subscriptions.map((subscription) => ({
      jsonrpc: "2.0", id: this.nextId++, method: "store/unsubscribe", params: { subscription },
    }));
    batch.push({ jsonrpc: "2.0", method: "exit" });
    fetch("/rpc", { method: "POST", headers: this.headers(), body: JSON.stringify(batch), keepalive: true }).catch(() => {});
  }

  /** `listener(method, params)` for every notification. */
  onNotification(listener) { this.listeners.add(listener); }

  /** `listener("open" | "closed" | "reconnected")`. */
  onStatus(listener) { this.statusListeners.add(listener); }

  status(value) { for (const listener of this.statusListeners) listener(value); }

  async readEvents() {
    let attempt = 0;
    while (!this.closed) {
      try {
        const response = await fetch(`/events?connection=${encodeURIComponent(this.id)}`, {
          headers: { Authorization: `Bearer ${this.token}` }, cache: "no-store",
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        this.status(attempt === 0 ? "open" : "reconnected");
        attempt += 1;
        await this.consume(response.body.getReader());
      } catch (error) {
        console.warn("event stream:", error);
      }
      if (this.closed) return;
      this.status("closed");
      // The server drops a stream that fell too far behind; a new one starts clean, and the
      // "reconnected" status tells the views to re-read what they show.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  async consume(reader) {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").filter((line) => line.startsWith("data: ")).map((line) => line.slice(6));
        if (data.length === 0) continue;
        let message;
        try { message = JSON.parse(data.join("\n")); } catch { continue; }
        for (const listener of this.listeners) listener(message.method, message.params);
      }
    }
  }
}

/** Runs async jobs one after another: requests to one store must arrive in the order the user
 * made them (separate fetches may otherwise overtake each other). */
export class SerialQueue {
  constructor() { this.tail = Promise.resolve(); }

  run(job) {
    const result = this.tail.then(job);
    this.tail = result.catch(() => {});
    return result;
  }
}
