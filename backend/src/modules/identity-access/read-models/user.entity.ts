import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Status codes of spec section 4: N new, A active, D disabled, X deleted, L locked, R reset. */
export type UserStatus = 'N' | 'A' | 'D' | 'X' | 'L' | 'R';

@Entity({ schema: 'identity', name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  username: string;

  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash: string | null;

  @Column('text', { name: 'first_name' })
  firstName: string;

  @Column('text', { name: 'last_name' })
  lastName: string;

  @Column('text')
  email: string;

  @Column('text', { name: 'role_code' })
  roleCode: string;

  @Column('uuid', { name: 'organization_id', nullable: true })
  organizationId: string | null;

  @Column('text', { name: 'merchant_code', nullable: true })
  merchantCode: string | null;

  @Column('char', { length: 1 })
  status: UserStatus;

  @Column('int', { name: 'failed_attempts' })
  failedAttempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
