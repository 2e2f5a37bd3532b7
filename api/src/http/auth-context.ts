/** The signed-in caller of a request, resolved from its bearer token. */
export interface AuthContext {
  sessionId: number;
  user: {
    id: number;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    avatar: string | null;
    isStaff: boolean;
    isSuperuser: boolean;
  };
}
