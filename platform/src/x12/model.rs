//! The enrollment file as Canopy sees it: the envelope facts, the parties and the members with
//! their coverages. Each coded value carries its X12 code.

use chrono::{NaiveDate, NaiveDateTime};

/// Declares an enum whose variants stand for X12 codes, with `code` and `from_code`.
macro_rules! x12_codes {
    ($(#[$meta:meta])* $name:ident { $($(#[$variant_meta:meta])* $variant:ident => $code:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$variant_meta])* $variant,)+
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The X12 code written for this value.
            pub fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code,)+
                }
            }

            /// The value an X12 code stands for, when this enum models it.
            pub fn from_code(code: &str) -> Option<Self> {
                match code {
                    $($code => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

x12_codes! {
    /// What the file does to the receiver's records (BGN08).
    FilePurpose {
        /// Changes only: adds, changes, terms and reinstatements.
        Change => "2",
        /// The full enrollment, replacing the receiver's records; every member is an audit.
        Full => "RX",
        /// The full enrollment for comparison only; every member is an audit.
        Verify => "4",
    }
}

x12_codes! {
    /// Whether the interchange is a test or live data (ISA15).
    Usage {
        Test => "T",
        Production => "P",
    }
}

x12_codes! {
    /// The member's relationship to the subscriber (INS02).
    Relationship {
        Subscriber => "18",
        Spouse => "01",
        Child => "19",
        LifePartner => "53",
    }
}

x12_codes! {
    /// What happens to a member or a coverage (INS03, HD01).
    Maintenance {
        Change => "001",
        Add => "021",
        Term => "024",
        Reinstate => "025",
        Audit => "030",
    }
}

x12_codes! {
    /// The subscriber's employment status (INS08).
    EmploymentStatus {
        Active => "AC",
        FullTime => "FT",
        PartTime => "PT",
        Retired => "RT",
        Terminated => "TE",
    }
}

x12_codes! {
    /// DMG03.
    Gender {
        Female => "F",
        Male => "M",
        Unknown => "U",
    }
}

x12_codes! {
    /// The insurance line of a coverage (HD03).
    CoverageLine {
        Health => "HLT",
        Dental => "DEN",
        Vision => "VIS",
    }
}

x12_codes! {
    /// Who a coverage covers (HD05).
    CoverageTier {
        Employee => "EMP",
        EmployeeSpouse => "ESP",
        EmployeeChildren => "ECH",
        Family => "FAM",
    }
}

impl Relationship {
    pub fn is_subscriber(self) -> bool {
        self == Relationship::Subscriber
    }
}

impl Maintenance {
    /// The maintenance reason (INS04) written with this maintenance: initial enrollment for
    /// adds, no reason given for changes, termination of benefits for terms, re-enrollment for
    /// reinstatements and notification only for audits.
    pub fn reason_code(self) -> &'static str {
        match self {
            Maintenance::Add => "28",
            Maintenance::Change => "AI",
            Maintenance::Term => "07",
            Maintenance::Reinstate => "41",
            Maintenance::Audit => "XN",
        }
    }
}

/// How a party is identified in its N1 segment (N103 and N104).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PartyId {
    /// Federal employer identification number, nine digits (FI).
    Fein(String),
    /// Employer's identification number (24).
    EmployerId(String),
    /// A code the receiver assigned (94).
    Assigned(String),
    /// A CMS plan identifier (XV).
    CmsPlanId(String),
}

impl PartyId {
    pub fn qualifier(&self) -> &'static str {
        match self {
            PartyId::Fein(_) => "FI",
            PartyId::EmployerId(_) => "24",
            PartyId::Assigned(_) => "94",
            PartyId::CmsPlanId(_) => "XV",
        }
    }

    pub fn value(&self) -> &str {
        match self {
            PartyId::Fein(id)
            | PartyId::EmployerId(id)
            | PartyId::Assigned(id)
            | PartyId::CmsPlanId(id) => id,
        }
    }

    pub fn from_qualifier(qualifier: &str, value: String) -> Option<Self> {
        match qualifier {
            "FI" => Some(PartyId::Fein(value)),
            "24" => Some(PartyId::EmployerId(value)),
            "94" => Some(PartyId::Assigned(value)),
            "XV" => Some(PartyId::CmsPlanId(value)),
            _ => None,
        }
    }
}

/// The sponsor (the employer, N1*P5), the payer (the carrier, N1*IN) or the broker (N1*BO).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    pub id: PartyId,
}

/// One 834 interchange holding one enrollment transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnrollmentFile {
    pub purpose: FilePurpose,
    pub usage: Usage,
    /// ISA06 (qualifier ZZ) and GS02: 2 to 15 characters.
    pub sender_id: String,
    /// ISA08 (qualifier ZZ) and GS03: 2 to 15 characters.
    pub receiver_id: String,
    /// ISA13 and IEA02: 1 to 999,999,999.
    pub interchange_control: u32,
    /// GS06 and GE02: 1 to 999,999,999.
    pub group_control: u32,
    /// ST02 and SE02: 1 to 999,999,999.
    pub transaction_control: u32,
    /// ISA09/ISA10, GS04/GS05 and BGN03/BGN04.
    pub created_at: NaiveDateTime,
    /// BGN02: the sender's reference for this file.
    pub reference: String,
    /// REF*38: the group's master policy number.
    pub master_policy: String,
    /// DTP*007.
    pub file_effective: NaiveDate,
    pub sponsor: Party,
    pub payer: Party,
    pub broker: Party,
    /// Each subscriber followed by their dependents.
    pub members: Vec<Member>,
}

/// A member's residence (N3 and N4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    pub line1: String,
    pub line2: Option<String>,
    pub city: String,
    /// A US postal state code.
    pub state: String,
    /// Five or nine digits.
    pub zip: String,
}

/// One member loop (2000): a subscriber or a dependent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub relationship: Relationship,
    pub maintenance: Maintenance,
    /// INS08: required for subscribers, absent for dependents.
    pub employment: Option<EmploymentStatus>,
    /// REF*0F: the subscriber's identifier, shared by the subscriber and their dependents.
    pub subscriber_id: String,
    /// REF*23: the member's own identifier (the client number).
    pub member_id: Option<String>,
    /// REF*1L: the member's group or policy number.
    pub group_policy: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    /// NM109 with qualifier 34: nine digits.
    pub ssn: Option<String>,
    /// Required for subscribers; dependents living with the subscriber may omit it.
    pub address: Option<Address>,
    pub birth_date: NaiveDate,
    pub gender: Gender,
    pub coverages: Vec<Coverage>,
}

/// One health coverage loop (2300).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    pub maintenance: Maintenance,
    pub line: CoverageLine,
    /// HD04: the plan's identifier.
    pub plan_id: String,
    /// HD05: usually given on the subscriber only.
    pub tier: Option<CoverageTier>,
    /// DTP*348.
    pub begin: NaiveDate,
    /// DTP*349: required when the coverage is terminated.
    pub end: Option<NaiveDate>,
}

/// What a file holds, for display and for the QTY totals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FileCounts {
    pub members: usize,
    pub subscribers: usize,
    pub dependents: usize,
    pub adds: usize,
    pub changes: usize,
    pub terms: usize,
    pub reinstatements: usize,
    pub audits: usize,
    pub coverages: usize,
    /// The segments of the transaction, ST to SE inclusive.
    pub segments: usize,
}

impl FileCounts {
    pub(crate) fn tally(members: &[Member], segments: usize) -> Self {
        let mut counts = FileCounts {
            members: members.len(),
            segments,
            ..FileCounts::default()
        };
        for member in members {
            if member.relationship.is_subscriber() {
                counts.subscribers += 1;
            } else {
                counts.dependents += 1;
            }
            match member.maintenance {
                Maintenance::Add => counts.adds += 1,
                Maintenance::Change => counts.changes += 1,
                Maintenance::Term => counts.terms += 1,
                Maintenance::Reinstate => counts.reinstatements += 1,
                Maintenance::Audit => counts.audits += 1,
            }
            counts.coverages += member.coverages.len();
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for line in CoverageLine::ALL {
            assert_eq!(CoverageLine::from_code(line.code()), Some(*line));
        }
        for maintenance in Maintenance::ALL {
            assert_eq!(
                Maintenance::from_code(maintenance.code()),
                Some(*maintenance)
            );
        }
        assert_eq!(Relationship::from_code("17"), None);
    }
}
