import { demoAccountEmails, type MenuGroupKey } from '@solar/shared/domain';

/** A demo account the seed creates; tests and the end-to-end suite sign in as these. */
interface SeedAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isSuperuser: boolean;
  /** Email of the sales manager above this account. */
  managerEmail?: string;
  /** Menu groups granted (a group grants all of its children). Superusers need none. */
  menuGroups: readonly MenuGroupKey[];
}

export const seedAccounts: readonly SeedAccount[] = [
  {
    email: demoAccountEmails.admin,
    username: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    isStaff: true,
    isSuperuser: true,
    menuGroups: [],
  },
  {
    email: demoAccountEmails.manager,
    username: 'manager',
    firstName: 'Morgan',
    lastName: 'Manager',
    isStaff: true,
    isSuperuser: false,
    menuGroups: ['crm', 'projects'],
  },
  {
    email: demoAccountEmails.rep1,
    username: 'rep1',
    firstName: 'Riley',
    lastName: 'Rep',
    isStaff: true,
    isSuperuser: false,
    managerEmail: demoAccountEmails.manager,
    menuGroups: ['crm', 'projects'],
  },
  {
    email: demoAccountEmails.rep2,
    username: 'rep2',
    firstName: 'Robin',
    lastName: 'Rep',
    isStaff: true,
    isSuperuser: false,
    managerEmail: demoAccountEmails.manager,
    menuGroups: ['crm', 'projects'],
  },
  {
    email: demoAccountEmails.ops,
    username: 'ops',
    firstName: 'Olivia',
    lastName: 'Operations',
    isStaff: true,
    isSuperuser: false,
    menuGroups: ['logistics', 'zoho', 'templates'],
  },
  {
    email: demoAccountEmails.customer,
    username: 'customer',
    firstName: 'Casey',
    lastName: 'Customer',
    isStaff: false,
    isSuperuser: false,
    menuGroups: [],
  },
];
