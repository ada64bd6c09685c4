// https://vike.dev/route
export default '/accounts/tickets/@public_id'
