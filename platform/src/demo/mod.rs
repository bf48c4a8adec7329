//! Deterministic demo data: the census generator (also used by the benchmarks) and the demo
//! agency's book of groups.

pub mod bench_implementation;
pub mod book;
pub mod census;
pub mod enrollment;
pub mod implementation;
pub mod quotes;
pub mod reenrollment;
pub mod renewal;
