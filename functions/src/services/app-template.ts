/**
 * The web app's HTML shell (`lib/app.html`, copied beside the bundle by
 * build.mjs from the web build), read once per instance. Without it pages
 * still carry their head tags, in a minimal shell, and the miss is logged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appTemplateMissing } from '../logs';

export const FALLBACK_TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <!--head-->',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
  '',
].join('\n');

let template: string | undefined;

export function appTemplate(): string {
  if (template === undefined) {
    const path = join(__dirname, 'app.html');
    try {
      template = readFileSync(path, 'utf8');
    } catch {
      appTemplateMissing(path);
      template = FALLBACK_TEMPLATE;
    }
  }
  return template;
}
