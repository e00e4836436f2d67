// Types for the jest-dom matchers that vitest.setup.unit.ts installs (toBeInTheDocument, toHaveAttribute…).
/// <reference types="@testing-library/jest-dom/vitest" />
