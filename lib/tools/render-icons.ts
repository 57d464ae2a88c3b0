/**
 * Renders the PNG fallbacks of public/favicon.svg (favicon.ico, the Apple touch icon, the web
 * manifest icons) and the social card (og:image) with Chromium. Run after changing the logo,
 * the site title or the tagline, and commit the files: `npx tsx lib/tools/render-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { siteConfig } from '../site-config';

const PUBLIC = path.resolve('public');
const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** An .ico holding PNG images (every current browser reads PNG inside ICO). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((png) => png.data)]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const icon = async (size: number, background = 'transparent', padding = 0) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:${background}"><div style="width:${size}px;height:${size}px;padding:${padding}px;box-sizing:border-box">` +
        svg.replace('<svg ', '<svg width="100%" height="100%" ') +
        '</div></body>',
    );
    return page.screenshot({ omitBackground: background === 'transparent' });
  };
  fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico([{ size: 16, data: await icon(16) }, { size: 32, data: await icon(32) }]));
  fs.writeFileSync(path.join(PUBLIC, 'img/apple-touch-icon.png'), await icon(180, '#ffffff', 18));
  fs.writeFileSync(path.join(PUBLIC, 'img/icon-192.png'), await icon(192));
  fs.writeFileSync(path.join(PUBLIC, 'img/icon-512.png'), await icon(512));

  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
    padding:0 96px;box-sizing:border-box;background:${siteConfig.themeColors.brand};color:#fff;font-family:system-ui,sans-serif">
    <div style="width:120px;height:120px;background:#fff;border-radius:24px;padding:16px;box-sizing:border-box">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    <h1 style="font-size:88px;margin:40px 0 16px">${escape(siteConfig.title)} Docs</h1>
    <p style="font-size:40px;margin:0;opacity:.92">${escape(siteConfig.tagline)}</p></body>`);
  fs.writeFileSync(path.join(PUBLIC, 'img/social-card.png'), await page.screenshot());
  await browser.close();
  console.log('Wrote public/favicon.ico, public/img/{apple-touch-icon,icon-192,icon-512,social-card}.png');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
