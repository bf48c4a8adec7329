/** Who is signing in, as chosen on an agency's welcome page (`/auth/signin?as=`). */
export const AUDIENCES = [
  {
    key: 'team',
    title: 'Brokers and agency team',
    text: 'Your book of business: groups, quotes, enrollments, implementations and renewals.',
    action: 'Team sign-in',
    heading: 'Agency team sign-in',
  },
  {
    key: 'employer',
    title: 'Employers',
    text: 'HR admins: your company’s census, plan choices, open enrollment progress and documents.',
    action: 'Employer sign-in',
    heading: 'Employer sign-in',
  },
  {
    key: 'employee',
    title: 'Employees',
    text: 'Your coverage and what it costs per paycheck, your dependents, and open enrollment when it starts.',
    action: 'Employee sign-in',
    heading: 'Employee sign-in',
  },
] as const;

export type AudienceKey = (typeof AUDIENCES)[number]['key'];

export function audienceHeading(as: string | null): string {
  return AUDIENCES.find((a) => a.key === as)?.heading ?? 'Sign in';
}
