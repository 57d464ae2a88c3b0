/**
 * A value as a JavaScript literal safe inside an inline <script>: JSON, with
 * "<" escaped so a config string holding "</script>" cannot end the script
 * and start markup.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
