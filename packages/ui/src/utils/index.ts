export { invariant } from './invariant';
export { composeEventHandlers } from './composeEventHandlers';
export { isExternalHref, externalLinkProps } from './href';
export { controlSizeRules, focusRing } from './controlSize';
