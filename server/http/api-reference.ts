type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
};
type Document = { info: { title: string; description?: string }; paths?: Record<string, Record<string, Operation>> };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * A readable reference built from the OpenAPI document on the server: no script, no CDN
 * (the machines this runs on reach no external host).
 */
/** Paths in the document already carry the `/api/v1` prefix. */
export function renderApiReference(doc: Document, documentUrl: string): string {
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'general';
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${escape(p.name)}</code> <small>(${p.in}${p.required ? '، لازم' : ''})</small> ${escape(p.description ?? '')}</li>`)
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><code>${status}</code> ${escape(r.description ?? '')}</li>`)
        .join('');
      const html = `<article><h3><span class="m ${method}">${method.toUpperCase()}</span> <code dir="ltr">${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}</p>${params ? `<h4>پارامترها</h4><ul>${params}</ul>` : ''}${op.requestBody ? '<p>بدنه: JSON (طرح کامل در سند OpenAPI)</p>' : ''}<h4>پاسخ‌ها</h4><ul>${responses}</ul></article>`;
      groups.set(tag, [...(groups.get(tag) ?? []), html]);
    }
  }
  const sections = [...groups].map(([tag, ops]) => `<section><h2>${escape(tag)}</h2>${ops.join('')}</section>`).join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>مرجع API بازارگاه</title><style>
body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:960px;margin:auto;padding:16px;line-height:1.8;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:8px 16px;margin:12px 0}code{direction:ltr;unicode-bidi:embed}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:0 6px}
.get{background:#1976D2}.post{background:#4CAF50}.put{background:#FFC107;color:#222}.delete{background:#FF5252}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description ?? '')}</p><p>سند ماشین‌خوان: <a href="${documentUrl}">openapi.json</a></p>${sections}</body></html>`;
}
