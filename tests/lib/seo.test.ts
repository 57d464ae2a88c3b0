/** @jest-environment node */
import { siteHeadTags } from '@/lib/content/seo';
import { siteConfig } from '@/lib/site-config';

const themeColors = () => siteHeadTags().filter((tag) => tag.attributes.name === 'theme-color').map((tag) => tag.attributes);

describe('siteHeadTags: the browser bar colour (theme-color)', () => {
  const colorMode = siteConfig.colorMode as { respectPrefersColorScheme: boolean };
  const configured = colorMode.respectPrefersColorScheme;
  afterEach(() => (colorMode.respectPrefersColorScheme = configured));

  it("follows the system's mode when the site does", () => {
    colorMode.respectPrefersColorScheme = true;
    expect(themeColors()).toEqual([
      { name: 'theme-color', media: '(prefers-color-scheme: light)', content: siteConfig.themeColors.light },
      { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: siteConfig.themeColors.dark },
    ]);
  });

  it("is left to the browser when the site does not: a dark system would otherwise tint the bar over the light default", () => {
    colorMode.respectPrefersColorScheme = false;
    expect(themeColors()).toEqual([]);
  });
});
