import { describe, expect, it } from 'vitest';
import { pdfText } from '../../scripts/demo-content.js';
import { bearer, call, multipart, serverForFile, snapshot, type ErrorBody } from './helpers.js';

// A PDF is checked for a PDF's structure, not only for its first bytes: a file that starts
// `%PDF-` and goes on as a web page is refused, whatever name and type the client gave it.

const suite = serverForFile();

const post = async (attachment: File) => {
  const body = await multipart({ title: 'Programme', attachment });
  return call(suite.server.app, { method: 'POST', url: '/api/posts/create', headers: { ...body.headers, ...bearer(suite.token) }, payload: body.payload });
};
const file = (body: string, name = 'programme.pdf') => new File([body], name, { type: 'application/pdf' });
const valid = () => pdfText('Programme', ['Saturday at 4 pm']);

describe('PDF uploads', () => {
  it.each([
    ['a web page behind a PDF header', () => file('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n')],
    ['a PDF header then markup, with a made-up trailer', () => file('%PDF-1.7\n<!doctype html><script>fetch("/api/messages")</script>\nstartxref\n9\n%%EOF\n')],
    ['a real PDF with a web page after its end', () => file(`${valid()}${'<html><script>alert(1)</script></html>'.repeat(40)}`)],
    ['a real PDF with markup padded after its end marker', () => file(`${valid()}<script>alert(1)</script>`)],
    ['a PDF cut short (no end)', () => file(valid().slice(0, 200))],
    ['a PDF whose cross-reference points at nothing', () => file(valid().replace(/startxref\n\d+/, 'startxref\n99999999'))],
    ['a PDF whose cross-reference points into the middle of an object', () => file(valid().replace(/startxref\n\d+/, 'startxref\n3'))],
  ])('refuses %s with 415, storing nothing', async (_what, make) => {
    const before = await snapshot(suite.server);
    const res = await post(make());
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ field: 'attachment' });
    expect(res.json<ErrorBody>().error).toMatch(/^attachment: "programme\.pdf" is not a valid PDF \(.+\)\.$/);
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('accepts PDFs as programs write them: padded after the end (a little, or blocks of NULs), updated incrementally, or with an xref stream', async () => {
    const plain = valid();
    const offset = Number(/startxref\n(\d+)/.exec(plain)![1]);
    const update = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
    const updated = `${plain}${update}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${offset} >>\nstartxref\n${plain.length + update.length}\n%%EOF\n`;
    const xrefStream = plain.replace(/xref\n0 6[\s\S]*?trailer\n<<[^>]*>>\n/, '6 0 obj\n<< /Type /XRef /Size 7 /Root 1 0 R >>\nstream\nendstream\nendobj\n');
    expect(xrefStream).toContain('/Type /XRef');
    const at = xrefStream.indexOf('6 0 obj');
    for (const body of [`${plain}\r\n\0\0`, `${plain}${'\0'.repeat(200 * 1024)}`, updated, xrefStream.replace(/startxref\n\d+/, `startxref\n${at}`)]) {
      const res = await post(file(body));
      expect(res.statusCode, body.slice(-80)).toBe(201);
    }
  });
});
