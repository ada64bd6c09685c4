// https://vike.dev/route
export default '/create/@article_id'
