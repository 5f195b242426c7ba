import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Db } from '../../client';
import { mediaVideos } from '../../schema';
import { getStorage } from '../../../adapters/storage';
import { logger } from '../../../logger';
import { VIDEOS } from './videos';
import type { SeedVideo } from './content-seed-types';
import { searchTextOf } from '../../../services/content/search-text';

const run = promisify(execFile);
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
const DAY = 86_400_000;

/** ffmpeg from the optional npm package (a static build); absent, the demo has no videos. */
async function ffmpegPath(): Promise<string | null> {
  try {
    const installer = (await import('@ffmpeg-installer/ffmpeg')) as unknown as { path: string; default?: { path: string } };
    const binary = installer.default?.path ?? installer.path;
    fs.accessSync(binary, fs.constants.X_OK);
    return binary;
  } catch {
    return null;
  }
}

/** A still of the clip: the brand's gradient, in the video's own hue, and moving shapes drawn by ffmpeg's zoom. */
function frameSvg(video: SeedVideo, index: number): string {
  const hue = (200 + index * 37) % 360;
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const x = ((i * 97 + index * 53) % WIDTH) + 20;
    const y = ((i * 61 + index * 29) % HEIGHT) + 10;
    return `<circle cx="${x}" cy="${y}" r="${30 + ((i * 17) % 50)}" fill="#fff" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 52%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${shapes}
<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="54" fill="#fff" fill-opacity=".2"/>
<path d="M${WIDTH / 2 - 16} ${HEIGHT / 2 - 26}L${WIDTH / 2 + 28} ${HEIGHT / 2}L${WIDTH / 2 - 16} ${HEIGHT / 2 + 26}Z" fill="#fff" fill-opacity=".9"/>
<rect x="${40 + (video.seconds % 3) * 10}" y="${HEIGHT - 60}" width="${WIDTH - 80}" height="8" rx="4" fill="#fff" fill-opacity=".35"/></svg>`;
}

/**
 * Encodes a clip once per distinct frame and length: the result is kept in the machine's temp
 * directory by content hash, so test databases seeded again and again do not encode again.
 */
async function encodeClip(ffmpeg: string, still: Buffer, seconds: number): Promise<Buffer> {
  const hash = crypto.createHash('sha256').update(still).update(String(seconds)).digest('hex').slice(0, 32);
  const cacheDir = path.join(os.tmpdir(), 'bazargah-seed-videos');
  const cached = path.join(cacheDir, `${hash}.webm`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  fs.mkdirSync(cacheDir, { recursive: true });
  const input = path.join(cacheDir, `${hash}.png`);
  const output = `${cached}.${process.pid}.tmp.webm`;
  fs.writeFileSync(input, still);
  const frames = seconds * FPS;
  // A slow zoom into the still (a "Ken Burns" move): a real, playable motion picture.
  await run(ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-loop', '1', '-i', input,
    '-vf', `zoompan=z='min(zoom+0.0015,1.25)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS},format=yuv420p`,
    '-frames:v', String(frames),
    '-c:v', 'libvpx', '-b:v', '400k', '-deadline', 'realtime', '-cpu-used', '8',
    '-an', output,
  ], { timeout: 120_000 });
  fs.renameSync(output, cached);
  fs.rmSync(input, { force: true });
  return fs.readFileSync(cached);
}

/** The demo videos: a clip (WebM) and a poster (WebP) each, made here and put in object storage. */
export async function seedVideos(db: Db, now: Date): Promise<number> {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) {
    logger.warn('seed: ffmpeg not available (optional package @ffmpeg-installer/ffmpeg); no demo videos');
    return 0;
  }
  const storage = getStorage();
  for (const [i, video] of VIDEOS.entries()) {
    const still = await sharp(Buffer.from(frameSvg(video, i))).png().toBuffer();
    const [clip, poster] = await Promise.all([encodeClip(ffmpeg, still, video.seconds), sharp(still).webp({ quality: 80 }).toBuffer()]);
    const folder = `videos/${crypto.createHash('sha256').update(clip).digest('hex').slice(0, 32)}`;
    await storage.put(`${folder}/clip.webm`, clip, 'video/webm');
    await storage.put(`${folder}/poster.webp`, poster, 'image/webp');
    await db.insert(mediaVideos).values({
      title: video.title,
      description: video.description,
      searchText: searchTextOf(video.title, video.description),
      videoKey: `${folder}/clip.webm`,
      posterKey: `${folder}/poster.webp`,
      durationSeconds: video.seconds,
      width: WIDTH,
      height: HEIGHT,
      publishedAt: new Date(now.getTime() - video.daysAgo * DAY),
    });
  }
  return VIDEOS.length;
}
