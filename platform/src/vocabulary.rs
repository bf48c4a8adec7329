//! The product's vocabulary: the closed sets of codes the API carries (tier, line, stage,
//! status…), each an OpenAPI enum so the generated schema declares it once for every UI.
//!
//! The wire value of each variant is the text the database stores (the tables' CHECK
//! constraints list the same values), so one definition maps JSON and SQL alike: a request
//! with an unknown value is refused while it is read (400, `bad_request`), and a column is
//! decoded straight into its enum.

/// Declares a vocabulary enum: the OpenAPI enum, its text (`as_str`, `Display`, `FromStr`) and
/// its mapping to a PostgreSQL `text` column.
macro_rules! vocabulary {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:tt ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, poem_openapi::Enum)]
        pub enum $name {
            $( $(#[$vmeta])* #[oai(rename = $wire)] $variant ),+
        }

        impl $name {
            /// Every value, in the order the product lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The value as the API and the database write it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $wire),+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::vocabulary::Unknown;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($wire => Ok($name::$variant),)+
                    _ => Err($crate::vocabulary::Unknown {
                        what: stringify!($name),
                        value: s.to_string(),
                    }),
                }
            }
        }

        /// Test fixtures spell values as text.
        #[cfg(test)]
        impl From<&str> for $name {
            fn from(s: &str) -> Self {
                s.parse().expect("a value of the vocabulary")
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<$name> for &str {
            fn eq(&self, other: &$name) -> bool {
                *self == other.as_str()
            }
        }

        impl From<$name> for $crate::spreadsheet::Cell {
            fn from(value: $name) -> Self {
                value.as_str().into()
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <::std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse().map_err(::serde::de::Error::custom)
            }
        }

        impl ::sqlx::Type<::sqlx::Postgres> for $name {
            fn type_info() -> ::sqlx::postgres::PgTypeInfo {
                <&str as ::sqlx::Type<::sqlx::Postgres>>::type_info()
            }
            fn compatible(ty: &::sqlx::postgres::PgTypeInfo) -> bool {
                <&str as ::sqlx::Type<::sqlx::Postgres>>::compatible(ty)
            }
        }

        impl ::sqlx::postgres::PgHasArrayType for $name {
            fn array_type_info() -> ::sqlx::postgres::PgTypeInfo {
                <&str as ::sqlx::postgres::PgHasArrayType>::array_type_info()
            }
        }

        impl<'r> ::sqlx::Decode<'r, ::sqlx::Postgres> for $name {
            fn decode(
                value: ::sqlx::postgres::PgValueRef<'r>,
            ) -> Result<Self, ::sqlx::error::BoxDynError> {
                let text = <&str as ::sqlx::Decode<::sqlx::Postgres>>::decode(value)?;
                Ok(text.parse()?)
            }
        }

        impl ::sqlx::Encode<'_, ::sqlx::Postgres> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut ::sqlx::postgres::PgArgumentBuffer,
            ) -> Result<::sqlx::encode::IsNull, ::sqlx::error::BoxDynError> {
                <&str as ::sqlx::Encode<::sqlx::Postgres>>::encode(self.as_str(), buf)
            }
        }
    };
}

/// A text that is not one of a vocabulary's values.
#[derive(Debug, thiserror::Error)]
#[error("{value:?} is not a {what}")]
pub struct Unknown {
    pub what: &'static str,
    pub value: String,
}

vocabulary! {
    /// A coverage tier: who an election covers.
    pub enum Tier {
        /// Employee only.
        EE = "EE",
        /// Employee and spouse or domestic partner.
        ES = "ES",
        /// Employee and child(ren).
        EC = "EC",
        /// Family.
        EF = "EF",
    }
}

vocabulary! {
    /// A coverage tier as a roster or census records it, where `W` is a waived line.
    pub enum TierOrWaived {
        EE = "EE",
        ES = "ES",
        EC = "EC",
        EF = "EF",
        /// Waived.
        W = "W",
    }
}

vocabulary! {
    /// A line of coverage.
    pub enum Line {
        Medical = "medical",
        Dental = "dental",
        Vision = "vision",
    }
}

vocabulary! {
    /// The ACA metal level of a medical plan.
    pub enum MetalLevel {
        Bronze = "bronze",
        Silver = "silver",
        Gold = "gold",
        Platinum = "platinum",
    }
}

vocabulary! {
    /// A plan's network type.
    pub enum NetworkType {
        Hmo = "HMO",
        Ppo = "PPO",
        Epo = "EPO",
        Pos = "POS",
        Dhmo = "DHMO",
        Dppo = "DPPO",
    }
}

vocabulary! {
    /// Where a group is in its life with the agency.
    pub enum GroupStage {
        Prospect = "prospect",
        Quoting = "quoting",
        PlanDesign = "plan_design",
        Enrollment = "enrollment",
        Implementation = "implementation",
        Active = "active",
        Renewal = "renewal",
        Lost = "lost",
        Terminated = "terminated",
    }
}

impl GroupStage {
    /// The stage's name in messages and logs.
    pub fn label(self) -> &'static str {
        match self {
            GroupStage::Prospect => "Prospect",
            GroupStage::Quoting => "Quoting",
            GroupStage::PlanDesign => "Plan design",
            GroupStage::Enrollment => "Enrollment",
            GroupStage::Implementation => "Implementation",
            GroupStage::Active => "Active",
            GroupStage::Renewal => "Renewal",
            GroupStage::Lost => "Lost",
            GroupStage::Terminated => "Terminated",
        }
    }
}

vocabulary! {
    /// What moved a group from one stage to the next.
    pub enum StageTrigger {
        /// The stage the group was created in.
        Created = "created",
        /// A person moved it, every guard passing.
        Manual = "manual",
        /// An owner or admin moved it past a guard, deliberately.
        Override = "override",
        QuoteCreated = "quote_created",
        DesignSubmitted = "design_submitted",
        DesignApproved = "design_approved",
        EnrollmentOpened = "enrollment_opened",
        EnrollmentClosed = "enrollment_closed",
        /// The group was terminated or reactivated from its settings.
        StatusChanged = "status_changed",
        /// Its renewal opened, by the daily round or by hand.
        RenewalOpened = "renewal_opened",
    }
}

vocabulary! {
    /// How a possible stage move relates to the lifecycle's usual order.
    pub enum MoveDirection {
        Forward = "forward",
        Back = "back",
        /// The group leaves the book: lost or terminated.
        Exit = "exit",
        /// A lost prospect comes back.
        Reopen = "reopen",
    }
}

vocabulary! {
    /// An employee's employment status.
    pub enum EmploymentStatus {
        Active = "active",
        Terminated = "terminated",
        Cobra = "cobra",
        Retiree = "retiree",
        Leave = "leave",
    }
}

vocabulary! {
    /// Full- or part-time.
    pub enum EmploymentType {
        FullTime = "full_time",
        PartTime = "part_time",
    }
}

vocabulary! {
    /// How a dependent is related to the employee.
    pub enum Relationship {
        Spouse = "spouse",
        DomesticPartner = "domestic_partner",
        Child = "child",
        Other = "other",
    }
}

vocabulary! {
    /// Gender, as a roster records it.
    pub enum Gender {
        Male = "male",
        Female = "female",
        NonBinary = "non_binary",
        Unknown = "unknown",
    }
}

vocabulary! {
    /// Why an employee waives a line.
    pub enum WaiveReason {
        SpousePlan = "spouse_plan",
        OtherGroup = "other_group",
        MedicareMedicaid = "medicare_medicaid",
        Individual = "individual",
        Cost = "cost",
        Other = "other",
    }
}

vocabulary! {
    /// A qualifying life event, which opens a special enrollment.
    pub enum LifeEventKind {
        Marriage = "marriage",
        Birth = "birth",
        Adoption = "adoption",
        LossOfCoverage = "loss_of_coverage",
        Divorce = "divorce",
        MedicaidChip = "medicaid_chip",
    }
}

vocabulary! {
    /// Whether a group is worked, archived or gone.
    pub enum GroupStatus {
        Active = "active",
        Archived = "archived",
        Terminated = "terminated",
    }
}

vocabulary! {
    /// How long a new hire waits for coverage.
    pub enum WaitingPeriod {
        None = "none",
        FirstOfMonth = "first_of_month",
        Days30 = "days_30",
        Days60 = "days_60",
        FirstOfMonthAfter30 = "first_of_month_after_30",
        FirstOfMonthAfter60 = "first_of_month_after_60",
        Days90 = "days_90",
    }
}

vocabulary! {
    /// What a group's contact person does for it.
    pub enum ContactKind {
        Hr = "hr",
        DecisionMaker = "decision_maker",
        Billing = "billing",
        Other = "other",
    }
}

vocabulary! {
    /// A role on a group's account team.
    pub enum TeamRole {
        LeadBroker = "lead_broker",
        AccountManager = "account_manager",
        Service = "service",
    }
}

vocabulary! {
    /// What a carrier's minimum employer contribution is a percent of: the employee-only
    /// premium, or the total premium.
    pub enum ContributionBasis {
        EmployeeOnly = "employee_only",
        Total = "total",
    }
}

vocabulary! {
    /// How an employer contribution rule splits the premium.
    pub enum ContributionKind {
        /// Percent of the employee-only premium and of the dependents' premium.
        Percent = "percent",
        /// Monthly dollars per tier.
        FlatPerTier = "flat_per_tier",
        /// Percent of a reference plan; the employee pays the difference for richer plans.
        BasePlan = "base_plan",
        /// Monthly dollars (defined contribution).
        Allowance = "allowance",
    }
}

vocabulary! {
    /// Where a version of a group's plan design is in its review.
    pub enum PlanDesignStatus {
        Draft = "draft",
        Submitted = "submitted",
        Approved = "approved",
        ChangesRequested = "changes_requested",
        Superseded = "superseded",
    }
}

vocabulary! {
    /// Which plans the employer lets employees choose among.
    pub enum OfferingModel {
        SinglePlan = "single_plan",
        SingleCarrier = "single_carrier",
        MetalLevel = "metal_level",
        SoleSource = "sole_source",
    }
}

vocabulary! {
    /// A group's open enrollment, or one employee's special enrollment after a life event.
    pub enum WindowKind {
        Open = "open",
        Special = "special",
    }
}

vocabulary! {
    /// Active: everyone elects; passive: current elections roll over at close unless changed.
    pub enum EnrollmentMode {
        Active = "active",
        Passive = "passive",
    }
}

vocabulary! {
    /// Whether an enrollment window was closed, as stored.
    pub enum WindowStatus {
        Open = "open",
        Closed = "closed",
    }
}

vocabulary! {
    /// Where an enrollment window stands today: scheduled, open, ended (past its last day, not
    /// closed yet) or closed.
    pub enum WindowState {
        Scheduled = "scheduled",
        Open = "open",
        Ended = "ended",
        Closed = "closed",
    }
}

vocabulary! {
    /// Where an employee stands in an enrollment window.
    pub enum EnrollmentStatus {
        NotStarted = "not_started",
        InProgress = "in_progress",
        Enrolled = "enrolled",
        Waived = "waived",
    }
}

vocabulary! {
    /// How an employee was invited to enroll: by email, or with a printed code letter.
    pub enum InviteChannel {
        Email = "email",
        Code = "code",
    }
}

vocabulary! {
    /// What a signed set of elections comes to: enrolled in at least one line, or waived all.
    pub enum SubmissionOutcome {
        Enrolled = "enrolled",
        Waived = "waived",
    }
}

vocabulary! {
    /// Where a reported life event is in its review.
    pub enum LifeEventStatus {
        Pending = "pending",
        Approved = "approved",
        Rejected = "rejected",
    }
}

vocabulary! {
    /// Quotes go draft → presented → accepted or declined, and a decided one back to presented.
    pub enum QuoteStatus {
        Draft = "draft",
        Presented = "presented",
        Accepted = "accepted",
        Declined = "declined",
    }
}

vocabulary! {
    /// Where a census import is: columns being mapped, rows checked, being committed, committed
    /// (a version of the roster), undone, failed or discarded.
    pub enum CensusStatus {
        Mapping = "mapping",
        Validated = "validated",
        Committing = "committing",
        Committed = "committed",
        Undone = "undone",
        Failed = "failed",
        Discarded = "discarded",
    }
}

vocabulary! {
    /// Where a background job is.
    pub enum JobStatus {
        Queued = "queued",
        Running = "running",
        Succeeded = "succeeded",
        Failed = "failed",
    }
}

vocabulary! {
    /// Whether a person's membership of an agency is in use.
    pub enum MemberStatus {
        Active = "active",
        /// Deactivation ends the person's sessions in the agency.
        Deactivated = "deactivated",
    }
}

vocabulary! {
    /// Where an invitation is.
    pub enum InviteStatus {
        Pending = "pending",
        Accepted = "accepted",
        Revoked = "revoked",
        Expired = "expired",
    }
}

vocabulary! {
    /// What a group's or an employee's document is.
    pub enum DocumentKind {
        Contract = "contract",
        Census = "census",
        /// Summary of benefits and coverage.
        Sbc = "sbc",
        Invoice = "invoice",
        Application = "application",
        IdCard = "id_card",
        /// Proof of a life event, uploaded by the employee with the report.
        LifeEvent = "life_event",
        /// A file generated for a carrier (X12 834 or census), kept as sent.
        CarrierFile = "carrier_file",
        Other = "other",
    }
}

vocabulary! {
    /// What a notification is about: an event that waits on its recipient.
    pub enum NotificationKind {
        /// A plan design was sent to the employer admin for approval.
        DesignSubmitted = "design_submitted",
        /// The employer admin approved a plan design.
        DesignApproved = "design_approved",
        /// The employer admin asked for changes to a plan design.
        DesignChangesRequested = "design_changes_requested",
        EnrollmentOpened = "enrollment_opened",
        EnrollmentClosed = "enrollment_closed",
        /// Checklist items of a carrier implementation are past their due date.
        ChecklistOverdue = "checklist_overdue",
        /// The broker sent the renewal decision to the employer admin for approval.
        RenewalDecisionSent = "renewal_decision_sent",
        /// The employer admin approved the renewal decision.
        RenewalApproved = "renewal_approved",
        /// The employer admin asked for changes to the renewal decision.
        RenewalChangesRequested = "renewal_changes_requested",
        /// A dependent aged off the employee's coverage as their elections carried over.
        DependentAgedOff = "dependent_aged_off",
    }
}

vocabulary! {
    /// What waits for the caller on their dashboard home.
    pub enum AwaitingKind {
        /// A plan design awaits the employer admin's approval.
        DesignAwaitingApproval = "design_awaiting_approval",
        /// A renewal decision awaits the employer admin's approval.
        RenewalAwaitingApproval = "renewal_awaiting_approval",
        /// Open enrollment is open and employees have not started.
        EnrollmentNotStarted = "enrollment_not_started",
        /// The employer admin asked for changes to a plan design and no new version followed yet.
        DesignChangesRequested = "design_changes_requested",
        /// The employer admin approved a plan design and no enrollment followed yet.
        DesignApproved = "design_approved",
        /// An open enrollment is behind: ending soon with few done, or past halfway with employees who have not started.
        EnrollmentStalled = "enrollment_stalled",
        /// A group in plan design has an approved design but no open enrollment.
        EnrollmentToOpen = "enrollment_to_open",
        /// A group in implementation: its plans are being set up with the carriers.
        Implementation = "implementation",
        /// Carrier checklist items past their due date, not done.
        ChecklistOverdue = "checklist_overdue",
        /// Open differences between a carrier's list and the enrollment.
        Discrepancies = "discrepancies",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_and_write_as_the_database_stores_them() {
        for tier in Tier::ALL {
            assert_eq!(tier.as_str().parse::<Tier>().unwrap(), *tier);
        }
        assert_eq!(TierOrWaived::W.as_str(), "W");
        assert_eq!(GroupStage::PlanDesign.to_string(), "plan_design");
        assert_eq!(NetworkType::Dppo.as_str(), "DPPO");
        assert!(Line::Medical == "medical");
    }

    #[test]
    fn unknown_values_are_refused() {
        let err = "platinum".parse::<Line>().unwrap_err();
        assert_eq!(err.to_string(), "\"platinum\" is not a Line");
        assert!("ee".parse::<Tier>().is_err());
    }
}

vocabulary! {
    /// What a step of a carrier implementation checklist is about.
    pub enum ChecklistItemKind {
        Application = "application",
        SignedForms = "signed_forms",
        Census = "census",
        BinderPayment = "binder_payment",
        /// Done when the carrier's group or policy number is recorded.
        GroupNumber = "group_number",
        IdCards = "id_cards",
        PayrollDeductions = "payroll_deductions",
        EdiTested = "edi_tested",
        EdiLive = "edi_live",
        Other = "other",
    }
}

vocabulary! {
    /// How a plan offered in a renewal's re-enrollment compares with last year's offer.
    pub enum RenewalMark {
        /// Not offered last year: a successor or a replacement.
        New = "new",
        /// Offered last year, at other rates.
        PriceChange = "price_change",
        /// Offered last year at the same rates.
        Unchanged = "unchanged",
    }
}

vocabulary! {
    /// What a plan of the plan year being renewed becomes in the new plan year.
    pub enum RenewalMapping {
        /// The carrier renews the same plan.
        Same = "same",
        /// The carrier replaces it with its successor plan.
        Successor = "successor",
        /// The broker replaces it with another plan from the catalogue.
        Replacement = "replacement",
        /// The carrier discontinues it and nothing replaces it yet: to be mapped before the
        /// renewal can go on.
        Discontinued = "discontinued",
    }
}

vocabulary! {
    /// What the employer does with a line at renewal.
    pub enum RenewalDecision {
        /// Renew the line as mapped.
        Renew = "renew",
        /// Change plans on the line (to an alternative quoted).
        ChangePlans = "change_plans",
        /// Keep shopping the line before deciding.
        Shop = "shop",
        /// Stop offering the line.
        Drop = "drop",
    }
}

vocabulary! {
    /// Where the renewal decision stands with the employer.
    pub enum RenewalDecisionStatus {
        /// The broker is still recording it.
        Draft = "draft",
        /// Sent to the employer admin for approval.
        Sent = "sent",
        /// Approved by the employer admin.
        Approved = "approved",
        /// The employer admin asked for changes.
        ChangesRequested = "changes_requested",
    }
}

vocabulary! {
    /// Where a renewal plan's rates for the new plan year come from.
    pub enum RenewalRateSource {
        /// The plan's current rates changed by the percentage the carrier quoted.
        Percent = "percent",
        /// The carrier's renewal rates uploaded for this renewal.
        Uploaded = "uploaded",
        /// The renewal plan's rates for the new plan year in the catalogue.
        Catalogue = "catalogue",
        /// Neither yet: upload the carrier's renewal rates or enter its percentage.
        Missing = "missing",
    }
}

vocabulary! {
    /// A dated step of a renewal, counted back from the renewal date.
    pub enum RenewalTaskKind {
        /// Ask the carriers for their renewal rates (120 days out).
        RequestRates = "request_rates",
        /// Market the group to other carriers (90 days out).
        Market = "market",
        /// Present current, renewal and alternatives to the employer (60 days out).
        Present = "present",
        /// The employer's decision (45 days out).
        Decision = "decision",
        /// Open enrollment for the new plan year (30 days out).
        OpenEnrollment = "open_enrollment",
        /// Send the new plan year's files to the carriers (15 days out).
        SendFiles = "send_files",
    }
}

vocabulary! {
    /// Where a renewal stands.
    pub enum RenewalStatus {
        Open = "open",
        /// The group moved into its new plan year.
        Completed = "completed",
    }
}

vocabulary! {
    /// The layout of a carrier file.
    pub enum CarrierFileFormat {
        /// ANSI X12 834 5010 (005010X220A1) benefit enrollment.
        X12834 = "x12_834",
        Csv = "csv",
        Xlsx = "xlsx",
    }
}

vocabulary! {
    /// What a carrier file carries.
    pub enum CarrierFilePurpose {
        /// Adds, changes and terminations since the last file sent to the carrier.
        Change = "change",
        /// Every covered member; a carrier reads anyone missing as terminated.
        Full = "full",
    }
}

vocabulary! {
    /// Whether the carrier takes a feed as a test or for production (ISA15 T or P).
    pub enum EdiUsage {
        Test = "test",
        Production = "production",
    }
}

vocabulary! {
    /// How a carrier's list differs from the enrollment.
    pub enum DiscrepancyKind {
        /// We enrolled the member; the carrier has nothing.
        MissingFromCarrier = "missing_from_carrier",
        /// The carrier covers someone we do not: often a termination never sent.
        MissingFromPlatform = "missing_from_platform",
        PlanMismatch = "plan_mismatch",
        TierMismatch = "tier_mismatch",
        EffectiveDateMismatch = "effective_date_mismatch",
        /// Name, birth date, gender, SSN or address.
        DemographicMismatch = "demographic_mismatch",
    }
}

vocabulary! {
    /// Where a discrepancy stands.
    pub enum DiscrepancyStatus {
        Open = "open",
        /// Fixed: by a person, or by itself when a newer list no longer shows it.
        Resolved = "resolved",
        /// Not a problem, with the reason why.
        Dismissed = "dismissed",
    }
}

vocabulary! {
    /// What a person does to a discrepancy.
    pub enum DiscrepancyAction {
        Assign = "assign",
        Note = "note",
        Resolve = "resolve",
        Dismiss = "dismiss",
        Reopen = "reopen",
    }
}

vocabulary! {
    /// Where an agency's subscription stands.
    pub enum SubscriptionStatus {
        Trialing = "trialing",
        Active = "active",
        /// A payment failed: a grace period.
        PastDue = "past_due",
        Canceled = "canceled",
    }
}

vocabulary! {
    /// How often a subscription is paid.
    pub enum BillingInterval {
        Month = "month",
        Year = "year",
    }
}

vocabulary! {
    /// What a billing plan limits.
    pub enum UsageKind {
        /// Employer groups in the book (archived ones not counted).
        Groups = "groups",
        /// Employees on the groups' rosters who are not terminated.
        Employees = "employees",
        /// The agency's own team: owners, admins and brokers.
        Seats = "seats",
    }
}

vocabulary! {
    /// How a carrier bills a month in which coverage starts, changes or ends.
    pub enum MidMonthBilling {
        /// The whole month, at the coverage in force on the month's first covered day: an add
        /// or a term in the month is billed the full month, a change counts from the next.
        FullMonth = "full_month",
        /// Each part of the month by its days (premium × days covered ÷ days in the month), and
        /// a term ends coverage on the day the employee left.
        Prorated = "prorated",
    }
}

vocabulary! {
    /// How a carrier's invoice line differs from the premium statement.
    pub enum StatementDifferenceKind {
        /// Billed for someone not covered that month (a terminated employee still billed).
        BilledNotEnrolled = "billed_not_enrolled",
        /// Covered that month and not on the invoice.
        EnrolledNotBilled = "enrolled_not_billed",
        WrongPlan = "wrong_plan",
        WrongTier = "wrong_tier",
        /// The right plan and tier at another amount.
        WrongRate = "wrong_rate",
    }
}

vocabulary! {
    /// Where the broker stands on a statement difference.
    pub enum StatementDifferenceStatus {
        Open = "open",
        /// Taken up with the carrier.
        Disputed = "disputed",
        /// Settled: credited, corrected, or right after all.
        Resolved = "resolved",
    }
}

vocabulary! {
    /// What a person does to a statement difference.
    pub enum StatementDifferenceAction {
        Dispute = "dispute",
        Resolve = "resolve",
        Reopen = "reopen",
    }
}

vocabulary! {
    /// Where a help article sits in the help centre.
    pub enum HelpCategory {
        GettingStarted = "getting-started",
        Census = "census",
        Quoting = "quoting",
        PlanDesign = "plan-design",
        Enrollment = "enrollment",
        Employees = "employees",
        Carriers = "carriers",
        Renewal = "renewal",
        Billing = "billing",
        Branding = "branding",
        Security = "security",
    }
}

vocabulary! {
    /// A feature in preview, switched on by each agency for itself.
    pub enum PreviewFeature {
        BenefitsCatalog = "benefits_catalog",
        Reports = "reports",
        ResourceLibrary = "resource_library",
    }
}

vocabulary! {
    /// How many people work at an agency, as the early-access form asks it.
    pub enum AgencySize {
        Solo = "solo",
        UpTo10 = "2-10",
        UpTo50 = "11-50",
        UpTo200 = "51-200",
        Over200 = "200+",
    }
}

vocabulary! {
    /// Who wrote a help article: the platform, for everyone, or the agency, for its clients.
    pub enum HelpSource {
        Platform = "platform",
        Agency = "agency",
    }
}

vocabulary! {
    /// Where a figure of the book of business comes from.
    pub enum PremiumSource {
        /// The elections in force, signed in Canopy.
        Enrolled = "enrolled",
        /// The group's current carrier and premium as recorded on the group, for a client with
        /// no elections in force in Canopy.
        Recorded = "recorded",
    }
}

vocabulary! {
    /// What a category of the agency's benefits catalogue holds.
    pub enum BenefitKind {
        Medical = "medical",
        Dental = "dental",
        Vision = "vision",
        Life = "life",
        Disability = "disability",
        /// Paid by the employee: accident, critical illness, hospital indemnity…
        Voluntary = "voluntary",
        /// Employee assistance programme.
        Eap = "eap",
        Wellness = "wellness",
        Other = "other",
    }
}

vocabulary! {
    /// A table of the book of business report, exported on its own.
    pub enum BookReportTable {
        /// Premium by carrier and line, with the commission estimate.
        Premium = "premium",
        /// Groups by lifecycle stage.
        Stages = "stages",
        /// Groups renewing, month by month.
        Renewals = "renewals",
    }
}

vocabulary! {
    /// Whether an option of the benefits catalogue is offered, or kept only for the record.
    pub enum BenefitOptionStatus {
        Active = "active",
        Archived = "archived",
    }
}

vocabulary! {
    /// Whom a benefit option covers besides the employee.
    pub enum DependentsCovered {
        EmployeeOnly = "employee_only",
        /// The employee and a spouse or domestic partner.
        Spouse = "spouse",
        /// The employee and their children.
        Children = "children",
        /// The employee, a spouse or domestic partner, and children.
        Family = "family",
    }
}

vocabulary! {
    /// What a resource of the agency's library is.
    pub enum ResourceCategory {
        /// A form to fill in: an FMLA request, a beneficiary designation, a change of status.
        Form = "form",
        /// A plan's own documents: its summary of benefits and coverage (SBC), plan summaries.
        PlanDocument = "plan_document",
        /// What the law asks of an employer: COBRA, Section 125, ERISA and ACA notices.
        ComplianceGuide = "compliance_guide",
        /// How employees enroll and choose their plans.
        EnrollmentGuide = "enrollment_guide",
        Other = "other",
    }
}

vocabulary! {
    /// A table of the enrollment report, exported on its own.
    pub enum EnrollmentReportTable {
        /// Each open enrollment's progress.
        Enrollments = "enrollments",
        /// Participation per group, line and carrier against the carrier's minimum.
        Participation = "participation",
        /// Elections by plan and tier.
        Elections = "elections",
        /// Waivers by reason.
        Waivers = "waivers",
        /// Day by day, how many of the eligible had submitted.
        Completion = "completion",
    }
}

vocabulary! {
    /// Where an agency stands in its life: in use, suspended by the platform, or on its way out.
    pub enum AgencyStatus {
        Active = "active",
        /// Stopped by the platform's operators.
        Suspended = "suspended",
        /// Its owner asked to close it: read-only for the owner, closed to everyone else, until
        /// the owner reopens it or the grace period ends.
        Closing = "closing",
        /// The grace period ended and its data is being deleted.
        Purging = "purging",
        /// Its data, files, people and domains are deleted; only its name and dates remain.
        Closed = "closed",
    }
}
