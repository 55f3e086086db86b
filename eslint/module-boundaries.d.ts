import type { Rule } from "eslint";

/** Types for module-boundaries.js (plain JavaScript, so eslint.config.js loads it without a build step). */
export declare const moduleBoundaries: Rule.RuleModule;
declare const plugin: { rules: { "module-boundaries": Rule.RuleModule } };
export default plugin;
