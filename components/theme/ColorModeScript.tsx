import { colorModeScript } from '@/lib/head-script-texts';

/** Blocking <head> script: the stored colour mode before the body paints (lib/head-script-texts.ts). */
export function ColorModeScript() {
  return <script dangerouslySetInnerHTML={{ __html: colorModeScript() }} />;
}
