import type { Role } from './api';

export const ROLE_CHOICES: { id: Role; name: string }[] = [
  { id: 'owner', name: 'Owner' },
  { id: 'admin', name: 'Admin' },
  { id: 'broker', name: 'Broker' },
  { id: 'employer_admin', name: 'Employer admin' },
  { id: 'employee', name: 'Employee' },
];
