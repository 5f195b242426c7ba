// `npm run bench:routers`: what a page never rendered before costs on this project's Next and React,
// by the way it is served (ADR 13, "Twenty-seventh measurement"). Builds small standalone apps in a
// temporary folder from the same two components — a shell (a header of link groups, a footer of
// link lists) and the page's own part (a heading and a 30-row table) that reads the route's id —
// in two sizes, and serves each with `next start`:
//   app-router:        the app router per request (`force-dynamic`), as the site's pages are;
//   partial-prerender: `cacheComponents`, the page's part under <Suspense>, the rest prerendered;
//   use-cache-shell:   as partial-prerender, the shell inside a `'use cache'` component;
//   pages-router:      `getServerSideProps`.
// Each: distinct ids to warm up, then distinct ids at 50 connections, uncompressed, the server's CPU
// a page from /proc; the static file through the same server, as browsers ask, as the baseline; and React's own renderToString
// of the same tree in a loop (no HTTP, data or compression: a bound, not a server's cost).
// Linux only (/proc, `cp -al`). Options: --sizes 1,10 (the shell's links ×88), --pages 1000, --port 3401.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = flag('sizes', '1,10').split(',').map(Number);
const pages = Number(flag('pages', '1000'));
const port = Number(flag('port', '3401'));
const root = path.join(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-routers-'));

const shell = (size: number) => `
export function Shell({ children }: { children: React.ReactNode }) {
  const groups = [0, 1, 2, 3];
  return (
    <div>
      <header>
        <a href="/">بازارگاه</a>
        <form action="/search"><input name="q" aria-label="جستجو" /><button>جستجو</button></form>
        <nav>{groups.map((g) => <details key={g}><summary>گروه {g}</summary><ul>{Array.from({ length: ${12 * size} }, (_, i) => <li key={i}><a href={\`/c/\${g}-\${i}\`}>دسته {g}-{i}</a></li>)}</ul></details>)}</nav>
      </header>
      <main>{children}</main>
      <footer>{groups.map((g) => <section key={g}><h2>بخش {g}</h2><ul>{Array.from({ length: ${10 * size} }, (_, i) => <li key={i}><a href={\`/f/\${g}-\${i}\`}>پیوند {i}</a></li>)}</ul></section>)}</footer>
    </div>
  );
}
export function Content({ id }: { id: string }) {
  return <article><h1>کالای {id}</h1><table><tbody>{Array.from({ length: 30 }, (_, i) => <tr key={i}><th>ویژگی {i}</th><td>{id}-{i}</td></tr>)}</tbody></table></article>;
}
`;

const LAYOUT = `import { Shell } from '../shell';
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="fa" dir="rtl"><body><Shell>{children}</Shell></body></html>;
}`;
const SUSPENDED_PAGE = `import { Suspense } from 'react';
import { Content } from '../../../shell';
async function Part({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Content id={id} />;
}
export async function generateStaticParams() { return [{ id: 'x' }]; }
export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <Suspense fallback={<p>…</p>}><Part params={params} /></Suspense>;
}`;

/** Each way of serving the page, as the files of its app. */
const WAYS: Record<string, Record<string, string>> = {
  'app-router': {
    'next.config.ts': 'export default {};',
    'app/layout.tsx': LAYOUT,
    'app/p/[id]/page.tsx': `import { Content } from '../../../shell';
export const dynamic = 'force-dynamic';
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Content id={id} />;
}`,
  },
  'partial-prerender': { 'next.config.ts': 'export default { cacheComponents: true };', 'app/layout.tsx': LAYOUT, 'app/p/[id]/page.tsx': SUSPENDED_PAGE },
  'use-cache-shell': {
    'next.config.ts': 'export default { cacheComponents: true };',
    'app/layout.tsx': `import { Shell } from '../shell';
async function CachedShell({ children }: { children: React.ReactNode }) {
  'use cache';
  return <Shell>{children}</Shell>;
}
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="fa" dir="rtl"><body><CachedShell>{children}</CachedShell></body></html>;
}`,
    'app/p/[id]/page.tsx': SUSPENDED_PAGE,
  },
  'pages-router': {
    'next.config.ts': 'export default {};',
    'pages/_document.tsx': `import { Html, Head, Main, NextScript } from 'next/document';
export default function Document() { return <Html lang="fa" dir="rtl"><Head /><body><Main /><NextScript /></body></Html>; }`,
    'pages/p/[id].tsx': `import type { GetServerSideProps } from 'next';
import { Shell, Content } from '../../shell';
export const getServerSideProps: GetServerSideProps<{ id: string }> = async ({ params }) => ({ props: { id: String(params?.id) } });
export default function Page({ id }: { id: string }) { return <Shell><Content id={id} /></Shell>; }`,
  },
};

const TSCONFIG = { compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true, allowJs: true, plugins: [{ name: 'next' }] }, include: ['**/*.ts', '**/*.tsx'], exclude: ['node_modules'] };

function writeApp(dir: string, files: Record<string, string>, size: number) {
  for (const [file, text] of Object.entries({ ...files, 'shell.tsx': shell(size), 'package.json': '{"name":"probe","private":true}', 'tsconfig.json': JSON.stringify(TSCONFIG) })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // Turbopack resolves nothing outside the app's folder: a linked copy of the project's modules.
  if (!fs.existsSync(path.join(dir, 'node_modules'))) execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
}

const NEXT = (dir: string) => path.join(dir, 'node_modules/next/dist/bin/next');
const cpuMs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
};

/** Every path asked for once at 50 connections: rate, p99, and the server's CPU a page. */
async function eachOnce(pid: number, paths: string[]) {
  let next = 0;
  let failed = 0;
  let bytes = 0;
  const latencies: number[] = [];
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  // Fifty at a time: fetch's agent opens a connection for each and keeps it.
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < paths.length) {
        const p = paths[next++];
        const start = performance.now();
        // Uncompressed, as the site server asks Next for a page (ADR 7): Next's own compression, Brotli
        // at its default quality, would cost more than the rendering measured here.
        const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { 'accept-encoding': 'identity' } });
        // Read first: `bytes += await …` would add to the total read before the wait, losing the others'.
        const body = await res.arrayBuffer();
        bytes += body.byteLength;
        if (res.status !== 200) failed++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  latencies.sort((a, b) => a - b);
  return { pages: paths.length, perSecond: Math.round(paths.length / seconds), cpuMsPerPage: Math.round((cpu / paths.length) * 100) / 100, p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]), kBPerPage: Math.round(bytes / paths.length / 1024), failed };
}

async function serve(dir: string) {
  const server = spawn(process.execPath, [NEXT(dir), 'start', '-p', String(port)], { cwd: dir, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/p/up`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`${dir}: next start did not answer`);
}

/** React's HTML renderer alone on the same tree, in a process of production React. */
function renderToStringMs(size: number) {
  const dir = path.join(work, `render-${size}`);
  writeApp(dir, {
    'render.tsx': `import { renderToString } from 'react-dom/server';
import { Shell, Content } from './shell';
const page = (id: string) => renderToString(<html lang="fa"><body><Shell><Content id={id} /></Shell></body></html>);
for (let i = 0; i < 300; i++) page('w' + i);
const start = process.cpuUsage();
for (let i = 0; i < 1000; i++) page('m' + i);
const used = process.cpuUsage(start);
console.log(((used.user + used.system) / 1000 / 1000).toFixed(2));`,
  }, size);
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  return Number(execFileSync(process.execPath, [tsx, 'render.tsx'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } }).toString().trim());
}

const results: unknown[] = [];
try {
  for (const size of sizes) {
    for (const [way, files] of Object.entries(WAYS)) {
      const dir = path.join(work, `${way}-${size}`);
      writeApp(dir, files, size);
      execFileSync(process.execPath, [NEXT(dir), 'build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
      const server = await serve(dir);
      try {
        const chunks = fs.readdirSync(path.join(dir, '.next/static/chunks')).filter((f) => f.endsWith('.js'));
        const staticFile = `/_next/static/chunks/${chunks.find((f) => f.startsWith('turbopack-')) ?? chunks[0]}`;
        const baseline = await autocannon({ url: `http://127.0.0.1:${port}${staticFile}`, connections: 50, duration: 5, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
        const ids = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `/p/${tag}${i}`);
        await eachOnce(server.pid!, ids('warm', 300));
        const measured = await eachOnce(server.pid!, ids('m', pages));
        const staticPerSecond = Math.round(baseline.requests.average);
        const result = { way, size, staticPerSecond, ...measured, vsStatic: Math.round((measured.perSecond / staticPerSecond) * 1000) / 1000 };
        console.log(JSON.stringify(result));
        results.push(result);
      } finally {
        server.kill();
        await new Promise((resolve) => server.once('exit', resolve));
      }
    }
    const bound = { way: 'react-renderToString', size, cpuMsPerPage: renderToStringMs(size) };
    console.log(JSON.stringify(bound));
    results.push(bound);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

const report = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, pages, results };
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
const file = path.join(out, `routers-${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);
