/** The API's codes, as the generated schema's enums, and the two ways a screen reads them: one label, or pickers' options. */
import type { components } from '@canopy/api';

type S = components['schemas'];
export type Tier = S['Tier'];
export type TierOrWaived = S['TierOrWaived'];
export type Line = S['Line'];
export type MetalLevel = S['MetalLevel'];
export type NetworkType = S['NetworkType'];
export type GroupStage = S['GroupStage'];
export type StageTrigger = S['StageTrigger'];
export type MoveDirection = S['MoveDirection'];
export type AwaitingKind = S['AwaitingKind'];
export type NotificationKind = S['NotificationKind'];
export type WaitingPeriod = S['WaitingPeriod'];
export type ContactKind = S['ContactKind'];
export type TeamRole = S['TeamRole'];
export type EmploymentStatus = S['EmploymentStatus'];
export type EmploymentType = S['EmploymentType'];
export type Relationship = S['Relationship'];
export type Gender = S['Gender'];
export type MemberStatus = S['MemberStatus'];
export type GroupStatus = S['GroupStatus'];
export type PlanDesignStatus = S['PlanDesignStatus'];
export type OfferingModel = S['OfferingModel'];
export type ContributionKind = S['ContributionKind'];
export type CheckStatus = S['CheckStatus'];
export type QuoteStatus = S['QuoteStatus'];
export type EnrollmentStatus = S['EnrollmentStatus'];
export type EnrollmentMode = S['EnrollmentMode'];
export type WindowState = S['WindowState'];
export type WindowKind = S['WindowKind'];
export type WaiveReason = S['WaiveReason'];
export type LifeEventKind = S['LifeEventKind'];
export type LifeEventStatus = S['LifeEventStatus'];
export type DocumentKind = S['DocumentKind'];
export type JobStatus = S['JobStatus'];
export type ChecklistItemKind = S['ChecklistItemKind'];
export type CarrierFileFormat = S['CarrierFileFormat'];
export type CarrierFilePurpose = S['CarrierFilePurpose'];
export type DiscrepancyKind = S['DiscrepancyKind'];
export type DiscrepancyStatus = S['DiscrepancyStatus'];
export type RenewalMapping = S['RenewalMapping'];
export type RenewalRateSource = S['RenewalRateSource'];
export type RenewalDecision = S['RenewalDecision'];
export type RenewalDecisionStatus = S['RenewalDecisionStatus'];

/** Who reads the words: staff (brokers, HR) or the employee. */
export type Audience = 'staff' | 'employee';

/** A code's label: "—" when there is no code; a code the portal does not know yet reads as itself. */
export function codeLabel<T extends string>(labels: Record<T, string>, code: string | null | undefined): string {
  if (!code) return '—';
  return (labels as Record<string, string>)[code] ?? code.replace(/_/g, ' ');
}

/** Code and label pairs in the order of the labels, for pickers. */
export function codeOptions<T extends string>(labels: Record<T, string>): [T, string][] {
  return Object.entries(labels) as [T, string][];
}
export type SubscriptionStatus = S['SubscriptionStatus'];
export type UsageKind = S['UsageKind'];
export type MidMonthBilling = S['MidMonthBilling'];
export type StatementDifferenceKind = S['StatementDifferenceKind'];
export type StatementDifferenceStatus = S['StatementDifferenceStatus'];
export type HelpCategory = S['HelpCategory'];
export type PreviewFeature = S['PreviewFeature'];
export type AgencySize = S['AgencySize'];
export type HelpSource = S['HelpSource'];
export type BenefitKind = S['BenefitKind'];
export type BenefitOptionStatus = S['BenefitOptionStatus'];
export type DependentsCovered = S['DependentsCovered'];
export type ResourceCategory = S['ResourceCategory'];
export type PremiumSource = S['PremiumSource'];
export type BookReportTable = S['BookReportTable'];
export type EnrollmentReportTable = S['EnrollmentReportTable'];
