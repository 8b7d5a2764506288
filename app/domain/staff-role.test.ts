import { describe, expect, it } from 'vitest'
import { isAdmin, isStaff, roleChangeRefusal } from './staff-role'

describe('staff roles', () => {
  it.each([
    ['customer', false, false],
    ['staff', true, false],
    ['admin', true, true],
  ] as const)('%s: back office %s, admin %s', (role, staff, admin) => {
    expect(isStaff(role)).toBe(staff)
    expect(isAdmin(role)).toBe(admin)
  })

  it('lets only an admin change the role of someone else', () => {
    expect(roleChangeRefusal({ id: 1, role: 'admin' }, 2)).toBeNull()
    expect(roleChangeRefusal({ id: 1, role: 'staff' }, 2)).toBe('not_admin')
    expect(roleChangeRefusal({ id: 1, role: 'customer' }, 2)).toBe('not_admin')
  })

  it('refuses anyone their own role, staff and admin alike', () => {
    expect(roleChangeRefusal({ id: 7, role: 'staff' }, 7)).toBe('own_role')
    expect(roleChangeRefusal({ id: 7, role: 'admin' }, 7)).toBe('own_role')
  })
})
