/**
 * The product's words for the codes the API carries, per audience: brokers and HR read the
 * industry's terms, employees read plain ones. Every screen takes its labels from here. The codes
 * themselves are the API's enums, so a new value fails typecheck until it has its words.
 *
 * The words are kept by subject in `vocab/` so that a page loads only the words it shows.
 */
export * from './vocab/codes';
export * from './vocab/coverage';
export * from './vocab/groups';
export * from './vocab/accounts';
export * from './vocab/people';
export * from './vocab/plans';
export * from './vocab/enrollment';
export * from './vocab/documents';
export * from './vocab/lifecycle';
export * from './vocab/notifications';
export * from './vocab/implementation';
export * from './vocab/reconciliation';
export * from './vocab/renewal';
export * from './vocab/billing';
export * from './vocab/help';
export * from './vocab/previews';
export * from './vocab/benefits';
export * from './vocab/resources';
export * from './vocab/reports';
