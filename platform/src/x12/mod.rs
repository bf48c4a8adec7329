//! ANSI X12 834 benefit enrollment files, version 005010X220A1: a writer that turns Canopy's
//! enrollment into a file a carrier accepts, and a reader for the files carriers and other
//! senders exchange.
//!
//! [`write`] checks every value against the implementation guide (lengths, codes, digits, the
//! subscriber's address and employment status) and refuses a value holding one of the file's
//! delimiters rather than altering it; names and addresses are written in upper case.
//! [`read`] takes its delimiters from the ISA segment, checks the envelope's counts and control
//! numbers, and passes over the segments and loops Canopy does not model.

mod model;
mod reader;
#[cfg(test)]
mod sample;
mod segments;
mod writer;

pub use model::{
    Address, Coverage, CoverageLine, CoverageTier, EmploymentStatus, EnrollmentFile, FileCounts,
    FilePurpose, Gender, Maintenance, Member, Party, PartyId, Relationship, Usage,
};
pub use reader::{read, ElementProblem, ParsedFile, ReadError, Unclosed};
pub use segments::SegmentPosition;
pub use writer::{write, Location, WriteError, Written, IMPLEMENTATION_GUIDE};
