/**
 * Put in front of the library's font stack through the theme's brand (`fontFamily`): Inter, then the build's
 * metric-matched fallback face (scripts/fonts.mjs, `INTER_FALLBACK`). The library's stack then continues as
 * before (Inter again, Noto Sans SC/HK, system fonts), so Chinese text still reaches the Noto faces.
 */
export const SITE_FONT_LEAD = "'Inter', 'Inter Fallback'";
