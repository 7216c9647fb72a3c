import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ schema: 'identity', name: 'roles' })
export class RoleEntity {
  @PrimaryColumn('text')
  code: string;

  @Column('text')
  name: string;

  @Column('text', { array: true })
  permissions: string[];

  @Column('boolean', { name: 'is_system' })
  isSystem: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
