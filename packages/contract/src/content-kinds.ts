/** Bodies of the content kinds other than guides: videos, FAQ entries, the home page, partner pages and notices. */
export {};
