import type { App, Ctx } from '../../context.js';

/** Departments (a tree) and posts (System). */
export default async function orgRoutes(_app: App, _ctx: Ctx) {}
