// The partner's Next.js configuration: the library needs nothing here. The rest keeps the test's production build
// short: type-checking is the partner's own CI step, and a one-off build has no use for Turbopack's cache.
/** @type {import('next').NextConfig} */
const config = {
  typescript: { ignoreBuildErrors: true },
  experimental: { turbopackFileSystemCacheForBuild: false, turbopackSourceMaps: false },
};

export default config;
