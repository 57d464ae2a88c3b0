/** @jest-environment node */
import path from 'node:path';
import { compileBody } from './mdx-helpers';

const shown = path.join('content', 'docs', 'intro.mdx');

describe('recma event-handlers (a handler on an HTML element of a doc)', () => {
  it("stops on Docusaurus's starter Highlight component with its line and the fix, browser globals and all", async () => {
    const body = [
      'export const Highlight = ({children, color}) => (',
      '  <span',
      '    style={{ backgroundColor: color, padding: "0.2rem" }}',
      '    onClick={() => {',
      "      alert(`You clicked the color ${color} with label ${children}`)",
      '    }}>',
      '    {children}',
      '  </span>',
      ');',
      '',
      'This is <Highlight color="#25c2a0">Docusaurus green</Highlight>.',
      '',
    ].join('\n');
    const { error } = await compileBody(body);
    expect(error).toContain('Event handlers in a doc:');
    expect(error).toContain(`${shown}:8:5: <span onClick={…}>: docs render on the server, where an event handler cannot run.`);
    expect(error).toContain("starts with 'use client'");
    expect(error).not.toContain('does not define');
  });

  it('lists every handler of the file at once, in the content too', async () => {
    const { error } = await compileBody('<button onClick={() => 1}>A</button>\n\n<div onMouseEnter={() => 2}>B</div>\n');
    expect(error).toContain(`${shown}:5:9: <button onClick={…}>`);
    expect(error).toContain(`${shown}:7:6: <div onMouseEnter={…}>`);
  });

  it('lets through attributes that only look alike and functions given to components', async () => {
    const body = ['export const Box = ({ render }) => <div title="once">{render()}</div>;', '', '<Box render={() => "inside"} />', '', '<div data-on="x">z</div>', ''].join('\n');
    const { error, html } = await compileBody(body);
    expect(error).toBeUndefined();
    expect(html).toContain('<div title="once">inside</div>');
  });
});
