/** Stand-ins for browser objects the node test environment lacks. */

/** localStorage over a Map. */
export class MemoryStorage {
  private map = new Map<string, string>();
  getItem(key: string) {
    return this.map.has(key) ? (this.map.get(key) as string) : null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];
  /** Called when send() runs, to script the exchange. */
  static script: (xhr: FakeXhr) => void = () => {};
  method = '';
  url = '';
  async = false;
  requestHeaders: Record<string, string> = {};
  sent: unknown = undefined;
  responseType = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: Listener; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string, async: boolean) {
    Object.assign(this, { method, url, async });
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => FakeXhr.script(this));
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // Test helpers
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body: string, headers = 'content-type: application/json\r\n') {
    this.upload.onload?.();
    Object.assign(this, { status, statusText: status === 200 ? 'OK' : 'Error', response: new Blob([body]), responseHeaders: headers });
    this.onload?.();
  }
}
