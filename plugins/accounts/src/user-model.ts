import { Model } from 'objection';
import type { AuthUser } from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';

/** A platform user: public users, back-office admins and media/tourism users. */
export class User extends Model {
  static override tableName = USERS;

  id!: number;
  username!: string;
  login_name!: string;
  email!: string;
  first_name!: string;
  last_name!: string;
  password_hash!: string;
  roles!: string[];
  permissions_array!: string[];
  enabled!: boolean;
  email_verified_at!: Date | null;
  pending_email!: string | null;

  /** The shape routes and clients see; never the password hash. */
  toAuthUser(): AuthUser {
    return {
      id: this.id,
      username: this.username,
      login_name: this.login_name,
      email: this.email,
      first_name: this.first_name,
      last_name: this.last_name,
      email_verified: this.email_verified_at !== null,
      roles: this.roles,
      permissions: this.permissions_array,
    };
  }
}
